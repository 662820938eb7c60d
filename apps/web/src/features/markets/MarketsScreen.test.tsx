import '../../ui/test-polyfills';
import { FAVOURITE_MARKETS_STORAGE_KEY } from '@pluto/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSocket, wireAssetCtx as ctx, DataTestProviders } from '../../data/testing';
import { exchangeTestConfig } from '../../lib/testing/runtime-config';

const { default: MarketsScreen } = await import('./MarketsScreen');

const CTXS = [
  ctx('100000', '95000', '2500000000000'),
  ctx('3000', '3100', '5000000'),
  ctx('150', '150', '900000000'),
];
const metaAndAssetCtxs = [
  {
    universe: [
      { name: 'BTC', szDecimals: 5, maxLeverage: 40 },
      { name: 'ETH', szDecimals: 4, maxLeverage: 25, onlyIsolated: true },
      { name: 'SOL', szDecimals: 2, maxLeverage: 20 },
    ],
    marginTables: [],
    collateralToken: 0,
  },
  CTXS,
];

function TradingProbe() {
  const location = useLocation();
  return <p>trading at {location.pathname + location.search}</p>;
}

function renderScreen() {
  const fake = createFakeSocket();
  render(
    <DataTestProviders config={exchangeTestConfig} socket={fake.socket}>
      <MemoryRouter initialEntries={['/markets']}>
        <Routes>
          <Route path="/markets" element={<MarketsScreen />} />
          <Route path="/trading" element={<TradingProbe />} />
        </Routes>
      </MemoryRouter>
    </DataTestProviders>,
  );
  return fake;
}

const coins = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-coin'))
    .filter(Boolean);

function answer(data: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}')) as { type?: string };
      const payload = body.type === 'metaAndAssetCtxs' ? data : [];
      return new Response(JSON.stringify(payload), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

describe('MarketsScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    answer(metaAndAssetCtxs);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary cards and the markets by 24 h volume, largest first, with their margin mode', async () => {
    renderScreen();
    await screen.findByText('ETH');
    expect(coins()).toEqual(['BTC', 'SOL', 'ETH']);
    const summary = screen.getByRole('region', { name: 'Markets summary' });
    expect(within(summary).getByText('Total Markets').nextSibling?.textContent).toBe('3');
    expect(within(summary).getByText('24h Total Volume').nextSibling?.textContent).toBe('$2.50T');
    expect(within(summary).getByText('Gainers').nextSibling?.textContent).toBe('1');
    expect(within(summary).getByText('Losers').nextSibling?.textContent).toBe('1');
    const eth = screen.getAllByRole('row').find((row) => row.getAttribute('data-coin') === 'ETH');
    expect(within(eth as HTMLElement).getByText('Isolated')).toBeTruthy();
    expect(within(eth as HTMLElement).getByText('$5.00M')).toBeTruthy();
  });

  it('flips the active column and starts a new column descending', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('ETH');
    await user.click(screen.getByRole('button', { name: '24h Volume' }));
    expect(coins()).toEqual(['ETH', 'SOL', 'BTC']);
    // A row now showing another market does not flash: only a price the feed moved does.
    expect(screen.getAllByTestId('market-row-price').map((cell) => cell.getAttribute('data-flash'))).toEqual([
      null,
      null,
      null,
    ]);
    await user.click(screen.getByRole('button', { name: '24h Change' }));
    expect(coins()).toEqual(['BTC', 'SOL', 'ETH']);
    await user.click(screen.getByRole('button', { name: '24h Change' }));
    expect(coins()).toEqual(['ETH', 'SOL', 'BTC']);
  });

  it("says 'No Markets Found' when the search matches nothing", async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('ETH');
    await user.type(screen.getByRole('textbox', { name: 'Search markets' }), 'zzz');
    screen.getByText('No Markets Found');
    await user.clear(screen.getByRole('textbox', { name: 'Search markets' }));
    await user.type(screen.getByRole('textbox', { name: 'Search markets' }), 'so');
    expect(coins()).toEqual(['SOL']);
  });

  it('opens the trading screen on the coin from Trade Now and from a row', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('ETH');
    const eth = screen.getAllByRole('row').find((row) => row.getAttribute('data-coin') === 'ETH');
    await user.click(within(eth as HTMLElement).getByRole('button', { name: 'Trade Now' }));
    screen.getByText('trading at /trading?symbol=ETH');
  });

  it('moves the price with the live asset contexts and flashes it', async () => {
    const fake = renderScreen();
    await screen.findByText('ETH');
    const [feed] = fake.active('assetCtxs');
    expect(feed?.params).toEqual({});
    act(() =>
      feed?.handlers.onData({ dex: '', ctxs: [ctx('101000', '95000', '2500000000000'), ...CTXS.slice(1)] }),
    );
    const btc = screen
      .getAllByRole('row')
      .find((row) => row.getAttribute('data-coin') === 'BTC') as HTMLElement;
    const price = within(btc).getByTestId('market-row-price');
    // The query cache tells its observers on the next tick.
    await waitFor(() => expect(price.textContent).toBe('$101,000.00'));
    expect(price.getAttribute('data-flash')).toBe('up');
  });

  it('stars markets, keeps the stars in local storage and filters them', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('ETH');
    await user.click(screen.getByRole('button', { name: 'Add ETH to favourites' }));
    expect(JSON.parse(localStorage.getItem(FAVOURITE_MARKETS_STORAGE_KEY) ?? '[]')).toEqual(['ETH']);
    await user.click(screen.getByRole('tab', { name: /Favourites/ }));
    expect(coins()).toEqual(['ETH']);
    screen.getByRole('button', { name: 'Remove ETH from favourites' });
  });

  it('focuses the search with /, moves with the arrows and opens with Enter', async () => {
    const user = userEvent.setup();
    renderScreen();
    await screen.findByText('ETH');
    await user.keyboard('/');
    const search = screen.getByRole('textbox', { name: 'Search markets' });
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const selected = screen.getAllByRole('row').filter((row) => row.getAttribute('aria-selected') === 'true');
    expect(selected.map((row) => row.getAttribute('data-coin'))).toEqual(['SOL']);
    await user.keyboard('{Enter}');
    screen.getByText('trading at /trading?symbol=SOL');
  });

  it('draws only the rows on screen of a long list, and the first rows of each new order', async () => {
    const user = userEvent.setup();
    const universe = Array.from({ length: 400 }, (_, i) => ({
      name: `C${i}`,
      szDecimals: 2,
      maxLeverage: 10,
    }));
    const ctxs = universe.map((_, i) => ctx(String(i + 1), String(i + 1), String(1000 + i)));
    answer([{ ...metaAndAssetCtxs[0], universe }, ctxs]);
    renderScreen();
    await screen.findByText('C399');
    const summary = screen.getByRole('region', { name: 'Markets summary' });
    expect(within(summary).getByText('Total Markets').nextSibling?.textContent).toBe('400');
    const drawn = coins();
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(80);
    expect(drawn.slice(0, 3)).toEqual(['C399', 'C398', 'C397']);
    await user.click(screen.getByRole('button', { name: '24h Volume' }));
    expect(coins().slice(0, 3)).toEqual(['C0', 'C1', 'C2']);
  });

  it('shows the load failure with its message', async () => {
    answer({ error: 'down' }, 500);
    renderScreen();
    expect((await screen.findByText(/^Error loading markets: /)).textContent).toMatch(/500/);
  });
});
