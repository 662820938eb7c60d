import '../../ui/test-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import SpotEntryScreen from './SpotEntryScreen';
import { spotPairRow } from './spot-test-fixtures';

function serve(respond: (url: string) => Response) {
  const fetchMock = vi.fn(async (url: string) => respond(url));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderAt(path: string) {
  render(
    <DataTestProviders config={exchangeTestConfig} socket={createFakeSocket().socket}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/spot" element={<SpotEntryScreen />} />
          <Route path="/spot/:chain" element={<SpotEntryScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
}

describe('SpotEntryScreen (seed 002 §2.5)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces /spot with the newest enabled pair', async () => {
    const fetchMock = serve(() => json({ pair: spotPairRow() }));
    renderAt('/spot');
    screen.getByText('Loading spot trading...');
    expect((await screen.findByTestId('location')).textContent).toBe('/spot/bsc/PEPE_BNB');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/spot/pairs/first');
  });

  it('asks for the newest pair of the route chain, naming it while loading', async () => {
    const fetchMock = serve(() =>
      json({ pair: spotPairRow({ chain_id: 8453, base_symbol: 'BRETT', quote_symbol: 'ETH' }) }),
    );
    renderAt('/spot/BASE');
    screen.getByText('Loading Base pairs...');
    expect((await screen.findByTestId('location')).textContent).toBe('/spot/base/BRETT_ETH');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/spot/pairs/first?chainId=8453');
  });

  it('goes to /perpetual when there is no pair', async () => {
    serve(() => json({ pair: null }));
    renderAt('/spot/bsc');
    expect((await screen.findByTestId('location')).textContent).toBe('/perpetual');
  });

  it('goes to /perpetual when the lookup fails', async () => {
    serve(() => json({ error: 'database down' }, 500));
    renderAt('/spot');
    expect((await screen.findByTestId('location')).textContent).toBe('/perpetual');
  });
});
