import type { RuntimeConfig } from '@pluto/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { WalletLayerProvider } from '../lib/wallet/wallet-layer';
import { createAppRouter } from './routes';

// Market data is read through it from the first paint, before (and without) the wallet layer.
const queryClient = createQueryClient();

export function App({ config }: { config: RuntimeConfig }) {
  const [router] = useState(() =>
    createAppRouter({
      // Imported, not bundled: the exchange client stays out of the entry of the other screens.
      prefetchTradingData: () =>
        void import('../lib/exchange/market-data').then((marketData) =>
          marketData.prefetchPerpMarkets(queryClient, config.exchange),
        ),
    }),
  );
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletLayerProvider>
          <RouterProvider router={router} />
        </WalletLayerProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
