import '../../ui/test-polyfills';
import type { ChartBar, ChartPeriod } from '@pluto/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const testing = await vi.hoisted(async () => {
  const utils = await import('./test-utils');
  return { ...utils, chart: utils.createFakeChart() };
});
vi.mock('klinecharts', () => testing.fakeKlinecharts(testing.chart));

const { EarlyChartWidget } = await import('./index');

const fake = () => testing.chart;
const candle: ChartBar = { timestamp: 1_000, open: 1, high: 2, low: 0.5, close: 1.5, volume: 3, turnover: 2 };

function sourceAnswering(bars: ChartBar[]) {
  let answer: (value: ChartBar[]) => void = () => undefined;
  const source = {
    history: vi.fn(
      (_symbol: string, _period: ChartPeriod, _end: number) =>
        new Promise<ChartBar[]>((resolve) => {
          answer = resolve;
        }),
    ),
    live: vi.fn(() => vi.fn()),
  };
  return { source, answer: () => act(async () => answer(bars)) };
}

/** klinecharts' first load of the symbol shown, as the chart asks once its symbol and period are set. */
async function firstLoad(ticker: string) {
  const callback = vi.fn();
  await act(() =>
    fake().loader?.getBars({
      type: 'init',
      timestamp: null,
      symbol: { ticker },
      period: { type: 'hour', span: 1 },
      callback,
    }),
  );
  return callback;
}

describe('EarlyChartWidget', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('draws the empty state from its own request before klinecharts loads, which then takes that answer over', async () => {
    const { source, answer } = sourceAnswering([]);
    const painted = vi.fn();
    render(
      <EarlyChartWidget
        symbol="BSC:CAKE_BNB"
        price={2}
        source={source}
        fill
        onFirstAnswerPainted={painted}
      />,
    );
    // The request goes out with the page, not after the chart's code.
    await waitFor(() => expect(source.history).toHaveBeenCalledTimes(1));
    expect(source.history).toHaveBeenCalledWith(
      'BSC:CAKE_BNB',
      expect.objectContaining({ text: '1h' }),
      expect.any(Number),
    );
    expect(screen.getByRole('status').textContent).toContain('Loading chart...');
    expect(fake().init).not.toHaveBeenCalled();

    await answer();
    expect(screen.getByText('No chart data · BSC:CAKE_BNB 1h')).toBeTruthy();
    // Once that state is painted the widget loads; it shows the same state with no loading in between.
    await waitFor(() => expect(fake().setPeriod).toHaveBeenCalled());
    expect(painted).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('chart-widget')).toBeTruthy();
    expect(screen.queryByText('Loading chart...')).toBeNull();
    expect(screen.getByText('No chart data · BSC:CAKE_BNB 1h')).toBeTruthy();

    const callback = await firstLoad('BSC:CAKE_BNB');
    expect(callback).toHaveBeenCalledWith([], { forward: false, backward: false });
    expect(source.history).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading chart...')).toBeNull();
    expect(screen.getByText('No chart data · BSC:CAKE_BNB 1h')).toBeTruthy();
  });

  it('keeps the loading state over candles until klinecharts draws them, from the same request', async () => {
    const { source, answer } = sourceAnswering([candle]);
    render(<EarlyChartWidget symbol="BSC:CAKE_BNB" price={2} source={source} fill />);
    await waitFor(() => expect(source.history).toHaveBeenCalledTimes(1));
    await answer();
    await waitFor(() => expect(fake().setPeriod).toHaveBeenCalled());
    expect(screen.queryByText(/No chart data/)).toBeNull();
    const callback = await firstLoad('BSC:CAKE_BNB');
    expect(callback).toHaveBeenCalledWith([expect.objectContaining({ close: 1.5 })], expect.anything());
    expect(source.history).toHaveBeenCalledTimes(1);
    // A later load (another period, a reset) is the widget's own request.
    source.history.mockResolvedValueOnce([candle]);
    await firstLoad('BSC:CAKE_BNB');
    expect(source.history).toHaveBeenCalledTimes(2);
  });

  it('draws the empty state in its first paint when the source holds the answer (written into the page)', () => {
    const source = {
      history: vi.fn(async () => [candle]),
      heldHistory: vi.fn(() => []),
      live: vi.fn(() => vi.fn()),
    };
    render(<EarlyChartWidget symbol="BSC:CAKE_BNB" price={2} source={source} fill />);
    // No waiting, no loading state: the first render's commit already shows it.
    expect(screen.getByText('No chart data · BSC:CAKE_BNB 1h')).toBeTruthy();
    expect(screen.queryByText('Loading chart...')).toBeNull();
    expect(source.history).not.toHaveBeenCalled();
  });

  it('leaves the history to the widget when its own request fails', async () => {
    const source = {
      history: vi.fn().mockRejectedValueOnce(new Error('unreachable')).mockResolvedValue([candle]),
      live: vi.fn(() => vi.fn()),
    };
    render(<EarlyChartWidget symbol="BSC:CAKE_BNB" price={2} source={source} fill />);
    await waitFor(() => expect(fake().setPeriod).toHaveBeenCalled());
    const callback = await firstLoad('BSC:CAKE_BNB');
    expect(source.history).toHaveBeenCalledTimes(2);
    expect(callback).toHaveBeenCalledWith([expect.objectContaining({ close: 1.5 })], expect.anything());
  });
});
