import { ARBITRUM_CHAIN_ID, type ChainConfig, type RuntimeConfig } from '@pluto/core';

/** Arbitrum as the tests configure it; the RPC URL is never reached. */
export const TEST_ARBITRUM: ChainConfig = {
  chainId: ARBITRUM_CHAIN_ID,
  name: 'Arbitrum',
  shortName: 'arb',
  rpcUrl: 'http://rpc.test/arb',
  explorerUrl: 'https://e.test',
  tokens: {},
};

/** A complete runtime configuration for component tests; `overrides` replace whole top-level fields. */
export function testRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    network: 'devnet',
    exchange: {
      apiUrl: 'http://127.0.0.1:3001',
      wsUrl: 'ws://127.0.0.1:3001/ws',
      isTestnet: true,
      builderAddress: null,
      bridgeAddress: null,
      bridgeMinimumUsdc: 5,
    },
    chains: [TEST_ARBITRUM],
    devAccounts: [],
    links: { liquidityPool: 'https://p.test', x: 'https://x.test', telegram: 'https://t.test' },
    legal: { jurisdiction: 'Testland', contactEmail: 'legal@example.test' },
    ...overrides,
  };
}

/** The exchange at a test origin the fetch stubs answer for, and no chains: for screens over the exchange. */
export const exchangeTestConfig: RuntimeConfig = testRuntimeConfig({
  chains: [],
  exchange: {
    ...testRuntimeConfig().exchange,
    apiUrl: 'http://exchange.test',
    wsUrl: 'ws://exchange.test/ws',
  },
});
