import type { RuntimeConfig } from '@pluto/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';

/** The runtime configuration of the info page tests: their links and legal texts are asserted. */
export const infoTestConfig: RuntimeConfig = testRuntimeConfig({
  network: 'testnet',
  links: {
    liquidityPool: 'https://pool.example.test/invest',
    x: 'https://x.example.test/pluto',
    telegram: 'https://t.example.test/pluto',
  },
  legal: { jurisdiction: 'the Republic of Testland', contactEmail: 'legal@pluto.example' },
});

export function renderInfoPage(page: ReactElement, config: RuntimeConfig = infoTestConfig) {
  return render(
    <RuntimeConfigProvider config={config}>
      <MemoryRouter>{page}</MemoryRouter>
    </RuntimeConfigProvider>,
  );
}
