import type { RuntimeConfig } from '@pluto/core';
import { RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { WalletProviders } from '../lib/wallet/WalletProviders';
import { createAppRouter } from './routes';

const router = createAppRouter();

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <WalletProviders>
        <RouterProvider router={router} />
      </WalletProviders>
    </RuntimeConfigProvider>
  );
}
