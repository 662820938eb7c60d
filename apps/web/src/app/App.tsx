import type { PageData, RuntimeConfig } from '@pluto/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import {
  createQueryClient,
  seedPerpLogos,
  seedPerpMarkets,
  seedRoutePair,
  seedSpotCandles,
  UserStreamsProvider,
} from '../data';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { WalletLayerProvider } from '../lib/wallet/wallet-layer';
import { createAppRouter } from './routes';

// Market data is read through it from the first paint, before (and without) the wallet layer.
const queryClient = createQueryClient();

export interface AppProps {
  config: RuntimeConfig;
  /** The market list the server wrote into the page, if it did (core `PageData`). */
  perpMarkets?: PageData['perpMarkets'];
  /** The perp logos the server has (core `PageData`), if it said. */
  perpLogos?: PageData['perpLogos'];
  /** The pair the server resolved for a spot pair page's route (core `PageData`), if it did. */
  spotPair?: PageData['spotPair'];
  /** That pair's first chart candles (core `PageData`), if the server had them in time. */
  spotCandles?: PageData['spotCandles'];
}

export function App({ config, perpMarkets, perpLogos, spotPair, spotCandles }: AppProps) {
  const [router] = useState(() => {
    if (perpMarkets) seedPerpMarkets(queryClient, perpMarkets);
    if (perpLogos) seedPerpLogos(queryClient, perpLogos);
    if (spotPair) seedRoutePair(queryClient, spotPair);
    if (spotCandles) seedSpotCandles(spotCandles);
    return createAppRouter();
  });
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletLayerProvider>
          <UserStreamsProvider>
            <RouterProvider router={router} />
          </UserStreamsProvider>
        </WalletLayerProvider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
