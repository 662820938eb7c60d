import { QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import { queryKeys } from '../query-keys';
import {
  createFakeSocket,
  DataTestProviders,
  fakeInfoFetch,
  wireAssetCtx,
  wireMetaAndAssetCtxs,
} from '../testing';
import { useChartDataSource } from './market-data';

afterEach(() => vi.unstubAllGlobals());

describe('the perpetual chart source', () => {
  it('lists the exchange’s markets as its symbols, with a logo where the server has one', async () => {
    const fetch = vi.fn(
      fakeInfoFetch({
        metaAndAssetCtxs: wireMetaAndAssetCtxs([
          { universe: { name: 'BTC', szDecimals: 5, maxLeverage: 40 }, ctx: wireAssetCtx('100000') },
          { universe: { name: 'kPEPE', szDecimals: 0, maxLeverage: 10 }, ctx: wireAssetCtx('0.01') },
        ]),
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(queryKeys.perpLogos, ['BTC']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DataTestProviders
        config={exchangeTestConfig}
        socket={createFakeSocket().socket}
        queryClient={queryClient}
      >
        {children}
      </DataTestProviders>
    );
    const { result } = renderHook(() => useChartDataSource(), { wrapper });
    const expected = [{ ticker: 'BTC', logo: '/storage/perps-logos/BTC.svg' }, { ticker: 'kPEPE' }];
    expect(await result.current.symbols?.()).toEqual(expected);
    // The market picker's list, from the cache while it is fresh: one request for both.
    expect(await result.current.symbols?.()).toEqual(expected);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
