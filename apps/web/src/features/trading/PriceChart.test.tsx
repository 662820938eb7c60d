import '../../ui/test-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Loader = {
  getBars: (params: unknown) => Promise<void>;
  subscribeBar: (params: unknown) => void;
  unsubscribeBar: (params: unknown) => void;
};

const chart = vi.hoisted(() => ({
  loader: undefined as Loader | undefined,
  setSymbol: vi.fn(),
  setPeriod: vi.fn(),
  setStyles: vi.fn(),
  createIndicator: vi.fn(),
  dispose: vi.fn(),
  init: vi.fn(),
}));

vi.mock('klinecharts', () => ({
  init: (...args: unknown[]) => {
    chart.init(...args);
    return {
      setStyles: chart.setStyles,
      setDataLoader: (loader: Loader) => {
        chart.loader = loader;
      },
      setSymbol: chart.setSymbol,
      setPeriod: chart.setPeriod,
      createIndicator: chart.createIndicator,
    };
  },
  dispose: chart.dispose,
}));

const source = vi.hoisted(() => ({
  history: vi.fn(async () => [
    { timestamp: 1, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3, turnover: 2 },
  ]),
  live: vi.fn(() => vi.fn()),
}));

vi.mock('../../data', () => ({ useChartDataSource: () => source }));

const { PriceChart } = await import('./PriceChart');
const { chartStyles } = await import('./chart-theme');

describe('PriceChart', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('loads klinecharts lazily in the dark theme with the 1h period by default', async () => {
    render(<PriceChart coin="BTC" price={100000} />);
    expect(screen.getByRole('status').textContent).toContain('Loading chart...');
    await waitFor(() => expect(chart.init).toHaveBeenCalled());
    expect(chart.init.mock.calls[0]?.[1]).toMatchObject({ styles: chartStyles(0) });
    // The theme comes with init: a later setStyles would lay out and draw the new chart again.
    expect(chart.setStyles).not.toHaveBeenCalled();
    expect(chart.setSymbol).toHaveBeenCalledWith({ ticker: 'BTC', pricePrecision: 2, volumePrecision: 2 });
    expect(chart.setPeriod).toHaveBeenCalledWith({ type: 'hour', span: 1 });
    expect(screen.getByRole('button', { name: '1h' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('feeds history and live bars through the data loader, with the loading indicator meanwhile', async () => {
    render(<PriceChart coin="ETH" price={0.05} />);
    await waitFor(() => expect(chart.loader).toBeDefined());
    const callback = vi.fn();
    await act(async () => {
      await chart.loader?.getBars({
        type: 'init',
        timestamp: null,
        symbol: { ticker: 'ETH' },
        period: { type: 'minute', span: 15 },
        callback,
      });
    });
    expect(source.history).toHaveBeenCalledWith(
      'ETH',
      expect.objectContaining({ text: '15m' }),
      expect.any(Number),
    );
    expect(callback).toHaveBeenCalledWith([expect.objectContaining({ close: 1.5 })], {
      forward: true,
      backward: false,
    });
    expect(screen.queryByText('Loading chart...')).toBeNull();
    // No indicator pane by default: each costs the phone another pane and draw.
    expect(chart.createIndicator).not.toHaveBeenCalled();
    chart.loader?.subscribeBar({
      symbol: { ticker: 'ETH' },
      period: { type: 'minute', span: 15 },
      callback: vi.fn(),
    });
    expect(source.live).toHaveBeenCalledWith(
      'ETH',
      expect.objectContaining({ text: '15m' }),
      expect.any(Function),
    );
    const stop = source.live.mock.results[0]?.value as ReturnType<typeof vi.fn>;
    chart.loader?.unsubscribeBar({ symbol: { ticker: 'ETH' }, period: { type: 'minute', span: 15 } });
    expect(stop).toHaveBeenCalled();
  });

  it('sets the symbol once, the latest one, when it changes while the chart is being set up', async () => {
    const { rerender } = render(<PriceChart coin="BTC" price={100000} />);
    rerender(<PriceChart coin="ETH" price={3000} />);
    await waitFor(() => expect(chart.setSymbol).toHaveBeenCalled());
    expect(chart.setSymbol.mock.calls).toEqual([[{ ticker: 'ETH', pricePrecision: 2, volumePrecision: 2 }]]);
    rerender(<PriceChart coin="SOL" price={150} />);
    expect(chart.setSymbol).toHaveBeenLastCalledWith({
      ticker: 'SOL',
      pricePrecision: 2,
      volumePrecision: 2,
    });
  });

  it('changes the period from the toolbar', async () => {
    const user = userEvent.setup();
    render(<PriceChart coin="BTC" price={100000} />);
    await waitFor(() => expect(chart.init).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: '4h' }));
    expect(chart.setPeriod).toHaveBeenLastCalledWith({ type: 'hour', span: 4 });
  });
});
