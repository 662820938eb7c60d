/** Connecting a wallet: the header's Connect Wallet button and, once the layer is there, its menu. */
export { ConnectWalletButton } from './ConnectWalletButton';
export { WalletButton } from './lazy';
export { useOpenConnectDialog } from './open-connect-dialog';
