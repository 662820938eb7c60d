import type { RuntimeConfig } from '@pluto/core';
import { RouterProvider } from 'react-router';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { WalletLayerProvider } from '../lib/wallet/wallet-layer';
import { createAppRouter } from './routes';

const router = createAppRouter();

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <RuntimeConfigProvider config={config}>
      <WalletLayerProvider>
        <RouterProvider router={router} />
      </WalletLayerProvider>
    </RuntimeConfigProvider>
  );
}
