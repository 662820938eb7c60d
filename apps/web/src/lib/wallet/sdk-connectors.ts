/**
 * The wallet-SDK connectors, imported through their own entry points: wagmi's combined
 * `wagmi/connectors` entry also re-exports a Tempo connector that needs a newer viem than the
 * pinned 2.57.1.
 */
export { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
export { walletConnect } from 'wagmi/connectors/walletConnect';
