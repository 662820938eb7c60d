import type { PerpMarketSummary } from '@pluto/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketHeader } from './MarketHeader';

const market = (price: number, prevDayPrice = 100): PerpMarketSummary => ({
  coin: 'BTC',
  assetIndex: 0,
  szDecimals: 5,
  maxLeverage: 40,
  onlyIsolated: false,
  price,
  markPrice: price,
  indexPrice: 99.5,
  prevDayPrice,
  change24h: Math.round(((price - prevDayPrice) / prevDayPrice) * 10000) / 100,
  changeAbsolute: price - prevDayPrice,
  volume24h: 1_234_567,
  fundingRate: 0.0000125,
  openInterest: 2_500_000_000,
  premium: 0,
});

describe('MarketHeader', () => {
  afterEach(() => vi.useRealTimers());

  it('shows Loading... for every detail until the market is known', () => {
    render(<MarketHeader market={undefined} />);
    expect(screen.getAllByText('Loading...')).toHaveLength(4);
  });

  it('says so when market data cannot be fetched', () => {
    render(<MarketHeader market={undefined} error="Failed to fetch market data" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch market data');
    expect(screen.getAllByText('Unavailable')).toHaveLength(4);
  });

  it('shows the absolute and percent change, or No change, and the details', () => {
    const { rerender } = render(<MarketHeader market={market(110)} />);
    screen.getByText('+$10.00 (+10.00%)');
    screen.getByText('$1.23M');
    screen.getByText('Funding (1h)');
    screen.getByText('0.0013%');
    screen.getByText('$99.50');
    screen.getByText('$2.50B');
    rerender(<MarketHeader market={market(90)} />);
    screen.getByText('-$10.00 (-10.00%)');
    rerender(<MarketHeader market={market(100)} />);
    screen.getByText('No change');
  });

  it('flashes up or down for 1 s when the price changes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<MarketHeader market={market(100)} />);
    const price = screen.getByTestId('market-price');
    expect(price.dataset.flash).toBeUndefined();
    rerender(<MarketHeader market={market(101)} />);
    expect(price.dataset.flash).toBe('up');
    act(() => vi.advanceTimersByTime(999));
    expect(price.dataset.flash).toBe('up');
    act(() => vi.advanceTimersByTime(1));
    expect(price.dataset.flash).toBeUndefined();
    rerender(<MarketHeader market={market(99)} />);
    expect(price.dataset.flash).toBe('down');
  });

  it('collapses and expands the details', async () => {
    const user = userEvent.setup();
    render(<MarketHeader market={market(110)} />);
    await user.click(screen.getByRole('button', { name: 'Hide market details' }));
    expect(screen.queryByText('Index Price')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show market details' }));
    screen.getByText('Index Price');
  });
});
