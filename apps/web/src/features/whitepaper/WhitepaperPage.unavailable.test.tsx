import '../../ui/test-polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import {
  createFakeSocket,
  DataTestProviders,
  fakeInfoFetch,
  wireAssetCtx,
  wireMetaAndAssetCtxs,
} from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import WhitepaperPage from './WhitepaperPage';

// The Korean catalogue's chunk cannot be downloaded (offline, or a deploy removed it).
vi.mock('./locales/ko.json', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

it("says so when the language's text cannot be downloaded, instead of loading forever", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeInfoFetch({
        metaAndAssetCtxs: wireMetaAndAssetCtxs([
          { universe: { name: 'BTC', szDecimals: 5, maxLeverage: 40 }, ctx: wireAssetCtx('100000') },
        ]),
      }),
    ),
  );
  render(
    <DataTestProviders config={exchangeTestConfig} socket={createFakeSocket().socket}>
      <MemoryRouter initialEntries={['/whitepaper?lang=ko']}>
        <WhitepaperPage />
      </MemoryRouter>
    </DataTestProviders>,
  );
  const alert = await screen.findByRole('alert');
  within(alert).getByText(/text could not be downloaded/);
  within(alert).getByRole('button', { name: 'Try again' });
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
});
