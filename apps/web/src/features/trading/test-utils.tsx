import type { RuntimeConfig } from '@pluto/core';
import type { ComponentProps } from 'react';
import { DataTestProviders } from '../../data/testing';
import { testRuntimeConfig } from '../../lib/testing/runtime-config';

export { createFakeSocket } from '../../data/testing';

export const tradingTestConfig: RuntimeConfig = testRuntimeConfig({
  chains: [],
  exchange: {
    ...testRuntimeConfig().exchange,
    apiUrl: 'http://exchange.test',
    wsUrl: 'ws://exchange.test/ws',
  },
});

/** The trading screen's providers as the app mounts them, with the wallet as the wallet layer would report it. */
export function TradingProviders(props: Omit<ComponentProps<typeof DataTestProviders>, 'config'>) {
  return <DataTestProviders config={tradingTestConfig} {...props} />;
}
