import '../../ui/test-polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';
import SharedTradeScreen from './SharedTradeScreen';

const SHARE_ID = 'AbCdEfGhIjKlMnOpQr_-12';
const card = {
  shareId: SHARE_ID,
  imageUrl: '/storage/public/generated/trade-summary-BTC-1.png',
  stored: true,
  trade: {
    symbol: 'BTC',
    side: 'long',
    leverage: 10,
    entryPrice: 113100,
    exitPrice: 114000,
    size: 0.1,
    pnl: 90,
    pnlPercentage: 7.96,
    closedAt: 1,
  },
};

function serve(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  render(
    <DataTestProviders config={exchangeTestConfig} socket={createFakeSocket().socket}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:shareId" element={<SharedTradeScreen />} />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
}

describe('SharedTradeScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the stored card, its figures, Copy Link and Trade on Pluto', async () => {
    const fetchMock = serve(200, card);
    renderAt(`/${SHARE_ID}`);
    const image = await screen.findByRole('img', { name: 'BTC long trade summary' });
    expect(image.getAttribute('src')).toBe(card.imageUrl);
    screen.getByText('$113,100.00');
    screen.getByText('+$90.00');
    screen.getByText('+7.96%');
    screen.getByRole('button', { name: 'Copy Link' });
    expect(screen.getByRole('link', { name: 'Trade on Pluto' }).getAttribute('href')).toBe(
      '/perpetual?symbol=BTC',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/functions/get-shared-trade',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('says the trade is not there for an unknown id', async () => {
    serve(404, { error: 'Not found' });
    renderAt('/AAAAAAAAAAAAAAAAAAAAAA');
    await screen.findByRole('heading', { name: 'Trade not found' });
  });

  it("says 'Invalid share link' for a path that is no share id, without asking the server", () => {
    const fetchMock = serve(200, card);
    renderAt('/not-a-share-id');
    screen.getByRole('heading', { name: 'Invalid share link' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
