import { parseRuntimeConfig, type RuntimeConfig } from '@pluto/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { RuntimeConfigProvider } from '../../lib/runtime-config';

/** A valid runtime configuration for rendering the info pages in tests. */
export const testRuntimeConfig: RuntimeConfig = parseRuntimeConfig({
  network: 'testnet',
  exchange: {
    apiUrl: 'https://api.example.test',
    wsUrl: 'wss://api.example.test/ws',
    isTestnet: true,
    builderAddress: null,
    bridgeAddress: null,
    bridgeMinimumUsdc: 5,
  },
  chains: [],
  devAccounts: [],
  links: {
    liquidityPool: 'https://pool.example.test/invest',
    x: 'https://x.example.test/pluto',
    telegram: 'https://t.example.test/pluto',
  },
  legal: { jurisdiction: 'the Republic of Testland', contactEmail: 'legal@pluto.example' },
});

export function renderInfoPage(page: ReactElement, config: RuntimeConfig = testRuntimeConfig) {
  return render(
    <RuntimeConfigProvider config={config}>
      <MemoryRouter>{page}</MemoryRouter>
    </RuntimeConfigProvider>,
  );
}
