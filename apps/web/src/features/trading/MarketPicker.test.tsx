import '../../ui/test-polyfills';
import type { PerpMarketSummary } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { seedPerpLogos } from '../../data';
import { CoinLogo } from './CoinLogo';
import { MarketPicker, MarketTable } from './MarketPicker';

/** The logos' manifest lives in the query cache, seeded from the page data: PEPE and BTC have one. */
function withLogos(logos: string[] | null) {
  const client = new QueryClient();
  if (logos) seedPerpLogos(client, logos);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

const render = (ui: ReactElement, logos: string[] | null = ['PEPE', 'BTC']) =>
  renderPlain(ui, { wrapper: withLogos(logos) });

const market = (
  coin: string,
  volume24h: number,
  extra: Partial<PerpMarketSummary> = {},
): PerpMarketSummary => ({
  coin,
  assetIndex: 0,
  szDecimals: 2,
  maxLeverage: 20,
  onlyIsolated: false,
  price: 1,
  markPrice: 1,
  indexPrice: 1,
  prevDayPrice: 1,
  change24h: 0,
  changeAbsolute: 0,
  volume24h,
  fundingRate: 0.0000125,
  openInterest: 1000,
  premium: 0,
  ...extra,
});

const markets = [
  market('ETH', 5_000_000, { price: 3000, change24h: -1.5, maxLeverage: 25 }),
  market('BTC', 9_000_000, { price: 100000, change24h: 2.25, maxLeverage: 40 }),
  market('kPEPE', 1_000_000, { price: 0.012, change24h: 12 }),
  market('DOGE', 500_000, { price: 0.2, change24h: -3 }),
  ...Array.from({ length: 25 }, (_, i) => market(`ALT${i}`, 1000 + i)),
];

const coins = () =>
  screen
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-coin'))
    .filter((coin) => coin !== null);

const firstCoins = (count: number) => coins().slice(0, count);

describe('MarketTable', () => {
  it('shows Loading markets... until the list arrives', () => {
    render(<MarketTable markets={undefined} loading selected="BTC" onSelect={() => {}} />);
    screen.getByText('Loading markets...');
  });

  it('sorts by volume descending by default, with max-leverage badges', () => {
    render(<MarketTable markets={markets} loading={false} selected="BTC" onSelect={() => {}} />);
    expect(firstCoins(4)).toEqual(['BTC', 'ETH', 'kPEPE', 'DOGE']);
    screen.getByText('40x');
    screen.getByText('25x');
    const volume = screen.getByRole('columnheader', { name: /Volume/ });
    expect(volume.getAttribute('aria-sort')).toBe('descending');
    expect(volume.className).toContain('hidden');
  });

  it('flips the active column and starts a new column descending', async () => {
    const user = userEvent.setup();
    render(<MarketTable markets={markets} loading={false} selected="BTC" onSelect={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Volume' }));
    expect(coins().at(-1)).toBe('BTC');
    await user.click(screen.getByRole('button', { name: '24hr Change' }));
    expect(firstCoins(2)).toEqual(['kPEPE', 'BTC']);
    expect(screen.getByRole('columnheader', { name: /24hr Change/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await user.click(screen.getByRole('button', { name: '24hr Change' }));
    expect(firstCoins(2)).toEqual(['DOGE', 'ETH']);
  });

  it('filters with the search box and the Trending and Meme tabs', async () => {
    const user = userEvent.setup();
    render(<MarketTable markets={markets} loading={false} selected="BTC" onSelect={() => {}} />);
    screen.getByPlaceholderText('Search markets...');
    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    expect(coins()).toHaveLength(20);
    await user.click(screen.getByRole('tab', { name: 'Meme' }));
    expect(coins()).toEqual(['kPEPE', 'DOGE']);
    await user.click(screen.getByRole('tab', { name: 'All Coins' }));
    await user.type(screen.getByRole('textbox', { name: 'Search markets' }), 'et');
    expect(coins()).toEqual(['ETH']);
    await user.clear(screen.getByRole('textbox', { name: 'Search markets' }));
    await user.type(screen.getByRole('textbox', { name: 'Search markets' }), 'zzz');
    screen.getByText('No markets match "zzz"');
  });

  it('selects a market by clicking its row', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<MarketTable markets={markets} loading={false} selected="BTC" onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: /^ETH/ }));
    expect(onSelect).toHaveBeenCalledWith('ETH');
  });
});

describe('MarketPicker', () => {
  it('opens the popover with the stats strip and closes on selection', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <MarketPicker coin="BTC" market={markets[1]} markets={markets} loading={false} onSelect={onSelect} />,
    );
    const trigger = screen.getByRole('button', { name: 'Select market (current BTC)' });
    expect(trigger.textContent).toContain('perpetual');
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    for (const label of [
      'Mark',
      'Oracle',
      '24h Change',
      'Volume',
      'Open Interest',
      'Funding (1h)',
      'Funding (8h)',
    ]) {
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0);
    }
    await user.click(within(dialog).getByRole('button', { name: /^DOGE/ }));
    expect(onSelect).toHaveBeenCalledWith('DOGE');
    expect(screen.queryByRole('dialog', { name: 'Markets' })).toBeNull();
  });
});

describe('MarketPicker by keyboard', () => {
  it('opens with Enter into the search box and closes with Escape back to the button', async () => {
    const user = userEvent.setup();
    render(
      <MarketPicker coin="BTC" market={markets[1]} markets={markets} loading={false} onSelect={() => {}} />,
    );
    const closedButton = screen.getByRole('button', { name: 'Select market (current BTC)' });
    expect(closedButton.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(closedButton);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Markets' });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Search markets' })),
    );
    const openButton = screen.getByRole('button', { name: 'Select market (current BTC)' });
    expect(openButton.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Markets' })).toBeNull();
    expect(document.activeElement).toBe(openButton);
    expect(openButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('CoinLogo', () => {
  it('loads the logo by the k-prefix rule and falls back to initials', () => {
    const { container } = render(<CoinLogo coin="kPEPE" />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/storage/perps-logos/PEPE.svg');
    fireEvent.error(image as HTMLImageElement);
    expect(screen.getByTestId('coin-initials').textContent).toBe('PE');
  });

  it('requests no logo the server does not list, nor any without a manifest (issue 20)', () => {
    const { container, unmount } = render(<CoinLogo coin="DOGE" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('coin-initials').textContent).toBe('DO');
    unmount();
    const unknown = render(<CoinLogo coin="BTC" />, null);
    expect(unknown.container.querySelector('img')).toBeNull();
  });
});
