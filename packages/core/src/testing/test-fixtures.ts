/** Contract fixtures shared by core's tests (not part of the package's exports). */

export const TEST_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const testChain = {
  chainId: 42161,
  name: 'Arbitrum One',
  shortName: 'Arbitrum',
  rpcUrl: 'http://127.0.0.1:8547',
  explorerUrl: 'https://arbiscan.io',
  tokens: { USDC: TEST_ADDRESS },
};

/** A complete runtime configuration as the server serves it. */
export const testConfig = {
  network: 'devnet',
  exchange: {
    apiUrl: 'http://127.0.0.1:8081',
    wsUrl: 'ws://127.0.0.1:8081/ws',
    isTestnet: true,
    builderAddress: TEST_ADDRESS,
    bridgeAddress: null,
    bridgeMinimumUsdc: 5,
  },
  chains: [testChain],
  devAccounts: [{ address: TEST_ADDRESS, privateKey: `0x${'ab'.repeat(32)}` }],
  links: { liquidityPool: 'https://pool.pluto.trade', x: 'https://x.com/p', telegram: 'https://t.me/p' },
  legal: { jurisdiction: 'Singapore', contactEmail: 'legal@pluto.trade' },
};
