/** Connecting a wallet: the header's Connect Wallet button and, once the layer is there, its menu. */
export { ConnectWalletButton } from './ConnectWalletButton';
export { ConnectWalletDialog, WalletButton } from './lazy';
