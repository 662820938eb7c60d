import '../../ui/test-polyfills';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarketActivity } from './MarketActivity';
import { RecentTradesView } from './RecentTrades';
import { createFakeSocket, TradingProviders } from './test-utils';

const at = (h: number, m: number, s: number) => new Date(2026, 0, 2, h, m, s).getTime();

describe('Trades', () => {
  it('lists prints newest first with price, size and time, buys green and sells red', () => {
    render(
      <RecentTradesView
        coin="BTC"
        szDecimals={5}
        connecting={false}
        error={undefined}
        trades={[
          { tid: 2, price: 100001.5, priceText: '100001.5', size: 0.012, side: 'buy', time: at(9, 30, 5) },
          { tid: 1, price: 99999, priceText: '99999.0', size: 0.5, side: 'sell', time: at(9, 29, 59) },
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Recent BTC trades' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['100,001.50.0120009:30:05', '99,9990.5000009:29:59']);
    expect(within(rows[0] as HTMLElement).getByText('100,001.5').className).toContain('text-up');
    expect(within(rows[1] as HTMLElement).getByText('99,999').className).toContain('text-down');
  });

  it('holds its place while loading and says when the market has no trades', () => {
    const props = { coin: 'BTC', szDecimals: 5, connecting: true, error: undefined };
    const { rerender } = render(<RecentTradesView {...props} trades={undefined} />);
    screen.getByText('Loading trades...');
    rerender(<RecentTradesView {...props} connecting={false} trades={[]} />);
    screen.getByText('No trades yet');
  });

  it('sits beside the order book: a tab switches the subscription from the book to the trades', async () => {
    // The exchange's /info answers an empty history.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('[]', { headers: { 'content-type': 'application/json' } })),
    );
    const user = userEvent.setup();
    const fake = createFakeSocket();
    render(
      <TradingProviders socket={fake.socket}>
        <MarketActivity coin="BTC" price={100000} szDecimals={5} />
      </TradingProviders>,
    );
    const tabs = screen.getByRole('tablist', { name: 'Order book or trades' });
    expect(within(tabs).getByRole('tab', { name: 'Order Book' }).getAttribute('aria-selected')).toBe('true');
    expect(fake.active('trades')).toHaveLength(0);
    await user.click(within(tabs).getByRole('tab', { name: 'Trades' }));
    expect(fake.active('trades').map((s) => s.params)).toEqual([{ coin: 'BTC' }]);
    expect(fake.active('l2Book')).toHaveLength(0);
    screen.getByText('Time');
    await screen.findByText('No trades yet');
    vi.unstubAllGlobals();
  });
});
