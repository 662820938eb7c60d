import type { ComponentProps } from 'react';
import { DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';

export { createFakeSocket } from '../../data/testing';

/** The trading screen's providers as the app mounts them, with the wallet as the wallet layer would report it. */
export function TradingProviders(props: Omit<ComponentProps<typeof DataTestProviders>, 'config'>) {
  return <DataTestProviders config={exchangeTestConfig} {...props} />;
}
