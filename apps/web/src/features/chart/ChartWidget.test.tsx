import '../../ui/test-polyfills';
import {
  type ChartPeriod,
  DEFAULT_CHART_SETTINGS,
  historyWindow,
  periodFromText,
  type TraderChartLine,
} from '@pluto/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const testing = await vi.hoisted(async () => {
  const utils = await import('./test-utils');
  return { ...utils, chart: utils.createFakeChart() };
});
vi.mock('klinecharts', () => testing.fakeKlinecharts(testing.chart));

const { ChartWidget } = await import('./index');
const { chartStyles } = await import('./chart-theme');

/** The theme the widget gives a chart of jsdom's width 0, a phone's: its legend rows are built when drawn. */
function phoneTheme() {
  const styles = chartStyles(0, DEFAULT_CHART_SETTINGS, () => '');
  const tooltip = styles.candle?.tooltip;
  return {
    ...styles,
    candle: {
      ...styles.candle,
      tooltip: { ...tooltip, legend: { ...tooltip?.legend, template: expect.any(Function) } },
    },
  };
}

const bar = (timestamp: number) => ({
  timestamp,
  open: 1,
  high: 2,
  low: 0.5,
  close: 1.5,
  volume: 3,
  turnover: 2,
});

function fakeSource() {
  return {
    // A market older than the window: its answer starts at the window's first candle.
    history: vi.fn(async (_symbol: string, period: ChartPeriod, end: number) => [
      bar(historyWindow(period, end).startTime),
    ]),
    live: vi.fn(() => vi.fn()),
  };
}

async function renderWidget(props: Partial<Parameters<typeof ChartWidget>[0]> = {}) {
  const source = fakeSource();
  const user = userEvent.setup();
  const view = render(<ChartWidget symbol="BTC" price={100_000} source={source} {...props} />);
  await waitFor(() => expect(fake().setPeriod).toHaveBeenCalled());
  return { source, user, ...view };
}

const fake = () => testing.chart;

/** Asks the chart's data loader for BTC bars as klinecharts would; returns the bars' callback. */
async function loadBars(
  type: 'init' | 'forward',
  timestamp: number | null,
  period: { type: string; span: number },
) {
  const callback = vi.fn();
  await act(() => fake().loader?.getBars({ type, timestamp, symbol: { ticker: 'BTC' }, period, callback }));
  return callback;
}

describe('ChartWidget', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
    fake().overlays.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads lazily in the dark theme, 1h by default, with the loading indicator until history is in', async () => {
    const { source } = await renderWidget();
    expect(fake().init.mock.calls[0]?.[1]).toMatchObject({ styles: phoneTheme() });
    // The phone's boxed legend is headed by the symbol and period shown.
    const legend = fake().init.mock.calls[0]?.[1]?.styles?.candle?.tooltip?.legend?.template;
    expect(legend?.()[0]?.title).toMatchObject({ text: 'BTC · 1h' });
    expect(fake().setStyles).not.toHaveBeenCalled();
    expect(fake().setSymbol).toHaveBeenCalledWith({ ticker: 'BTC', pricePrecision: 2, volumePrecision: 2 });
    expect(fake().setPeriod).toHaveBeenCalledWith({ type: 'hour', span: 1 });
    expect(screen.getByRole('button', { name: '1h' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Loading chart...');
    const callback = await loadBars('init', null, { type: 'hour', span: 1 });
    expect(source.history).toHaveBeenCalledWith(
      'BTC',
      expect.objectContaining({ text: '1h' }),
      expect.any(Number),
    );
    expect(callback).toHaveBeenCalledWith([expect.objectContaining({ close: 1.5 })], {
      forward: true,
      backward: false,
    });
    expect(screen.queryByText('Loading chart...')).toBeNull();
  });

  it('sets the symbol and period once: each set makes klinecharts load the history again', async () => {
    await renderWidget();
    await act(async () => undefined);
    expect(fake().setSymbol).toHaveBeenCalledTimes(1);
    expect(fake().setPeriod).toHaveBeenCalledTimes(1);
  });

  it('reads the browser’s time zone once, not on every render (each formatter costs)', async () => {
    const formatters = vi.spyOn(Intl, 'DateTimeFormat');
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: '4h' }));
    await user.click(screen.getByRole('button', { name: '1h' }));
    expect(formatters).toHaveBeenCalledTimes(1);
    formatters.mockRestore();
  });

  it('loads older history when scrolled left, ending before the oldest candle shown', async () => {
    const { source } = await renderWidget();
    const callback = await loadBars('forward', 5_000_000, { type: 'minute', span: 5 });
    expect(source.history).toHaveBeenLastCalledWith(
      'BTC',
      expect.objectContaining({ text: '5m' }),
      4_999_999,
    );
    // 500 five-minute candles reach back past time 0: the window starts there.
    expect(callback).toHaveBeenCalledWith([expect.objectContaining({ timestamp: 0 })], {
      forward: true,
      backward: false,
    });
  });

  it('asks no further back once a market answers from its first candle on', async () => {
    const { source } = await renderWidget();
    source.history.mockImplementationOnce(async (_symbol, _period, end) => [bar(end - 60_000)]);
    const callback = await loadBars('init', null, { type: 'hour', span: 1 });
    expect(callback).toHaveBeenCalledWith([expect.anything()], { forward: false, backward: false });
  });

  it('subscribes the live candle through the feed and switches streams', async () => {
    const { source } = await renderWidget();
    fake().loader?.subscribeBar({
      symbol: { ticker: 'BTC' },
      period: { type: 'hour', span: 1 },
      callback: vi.fn(),
    });
    expect(source.live).toHaveBeenCalledWith(
      'BTC',
      expect.objectContaining({ text: '1h' }),
      expect.any(Function),
    );
    const stop = source.live.mock.results[0]?.value as ReturnType<typeof vi.fn>;
    fake().loader?.subscribeBar({
      symbol: { ticker: 'BTC' },
      period: { type: 'minute', span: 15 },
      callback: vi.fn(),
    });
    expect(stop).toHaveBeenCalledOnce();
    expect(source.live).toHaveBeenLastCalledWith(
      'BTC',
      expect.objectContaining({ text: '15m' }),
      expect.any(Function),
    );
  });

  it('changes the period from the toolbar; an unknown default period falls back to 1h', async () => {
    const { user } = await renderWidget({ defaultPeriod: '7x' });
    expect(fake().setPeriod).toHaveBeenLastCalledWith({ type: 'hour', span: 1 });
    await user.click(screen.getByRole('button', { name: '4h' }));
    expect(fake().setPeriod).toHaveBeenLastCalledWith({ type: 'hour', span: 4 });
    expect(screen.getByRole('button', { name: '1M' })).toBeTruthy();
  });

  it('offers only the periods its source has candles for', async () => {
    const source = { ...fakeSource(), periods: [periodFromText('15m')] };
    await renderWidget({ source, defaultPeriod: '15m' });
    const periods = screen.getByRole('toolbar', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['15m']);
  });

  // The first dialog loads the dialogs' code (and Radix): slow on a busy machine.
  it('adds main and sub indicators, edits parameters, remembers them and removes them', async () => {
    const { user, unmount } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Indicators' }));
    const sub = await screen.findByRole('region', { name: 'Sub indicators' }, { timeout: 10_000 });
    await user.click(within(sub).getByLabelText('MACD'));
    expect(fake().createIndicator).toHaveBeenCalledWith(
      { name: 'MACD', calcParams: [12, 26, 9], paneId: 'sub_MACD' },
      false,
    );
    const main = screen.getByRole('region', { name: 'Main indicators' });
    await user.click(within(main).getByLabelText('BOLL'));
    expect(fake().createIndicator).toHaveBeenCalledWith(
      { name: 'BOLL', calcParams: [20, 2], paneId: 'candle_pane' },
      true,
    );
    await user.click(within(sub).getByRole('button', { name: 'Indicator parameters MACD' }));
    const first = screen.getByRole('textbox', { name: 'Parameter 1' });
    await user.clear(first);
    await user.type(first, '10');
    await user.clear(screen.getByRole('textbox', { name: 'Parameter 3' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(fake().overrideIndicator).toHaveBeenCalledWith({
      name: 'MACD',
      calcParams: [10, 26, 9],
      paneId: 'sub_MACD',
    });
    unmount();
    vi.clearAllMocks();
    const again = await renderWidget();
    expect(fake().createIndicator).toHaveBeenCalledWith(
      { name: 'MACD', calcParams: [10, 26, 9], paneId: 'sub_MACD' },
      false,
    );
    await again.user.click(screen.getByRole('button', { name: 'Indicators' }));
    await again.user.click(
      within(await screen.findByRole('region', { name: 'Sub indicators' })).getByLabelText('MACD'),
    );
    expect(fake().removeIndicator).toHaveBeenCalledWith({ paneId: 'sub_MACD', name: 'MACD' });
  }, 15_000);

  it('applies settings (candle type, log axis, grid) and restores the defaults', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Candle type' }), 'area');
    expect(fake().setStyles).toHaveBeenLastCalledWith(
      expect.objectContaining({ candle: expect.objectContaining({ type: 'area' }) }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Price axis' }), 'log');
    expect(fake().overrideYAxis).toHaveBeenLastCalledWith({
      paneId: 'candle_pane',
      name: 'logarithm',
      reverse: false,
    });
    await user.click(screen.getByRole('switch', { name: 'Show grids' }));
    expect(fake().setStyles).toHaveBeenLastCalledWith(
      expect.objectContaining({ grid: expect.objectContaining({ show: false }) }),
    );
    await user.click(screen.getByRole('button', { name: 'Restore default' }));
    expect(fake().setStyles).toHaveBeenLastCalledWith(phoneTheme());
  });

  it('picks a timezone from the 18 zones', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Timezone' }));
    await user.click(await screen.findByRole('button', { name: /^Tokyo/ }));
    expect(fake().setTimezone).toHaveBeenLastCalledWith('Asia/Tokyo');
  });

  it('shows zh-CN labels for a Chinese browser and switches language in the settings', async () => {
    vi.stubGlobal('navigator', { ...navigator, language: 'zh-CN' });
    const { user } = await renderWidget();
    expect(screen.getByRole('button', { name: '指标' })).toBeTruthy();
    expect(fake().init.mock.calls[0]?.[1]).toMatchObject({ locale: 'zh-CN' });
    await user.click(screen.getByRole('button', { name: '设置' }));
    expect(await screen.findByText('网格线显示')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'en-US');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Indicators' })).toBeTruthy();
    expect(fake().setLocale).toHaveBeenLastCalledWith('en-US');
  });

  it('searches the source’s symbols by code or name and chooses one by keyboard or click', async () => {
    const symbols = vi.fn(async () => [
      { ticker: 'BTC', name: 'Bitcoin' },
      { ticker: 'ETH', name: 'Ethereum' },
      { ticker: 'ETHFI' },
      { ticker: 'SOL', name: 'Solana', logo: '/storage/perps-logos/SOL.svg' },
    ]);
    const onSymbolChange = vi.fn();
    const { user } = await renderWidget({ source: { ...fakeSource(), symbols }, onSymbolChange });
    await user.click(screen.getByRole('button', { name: 'Symbol search BTC' }));
    // The dialogs' code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Symbol search' }, { timeout: 5_000 });
    // What each option says (its logo's initials are hidden from assistive technology).
    const options = () =>
      within(dialog)
        .getAllByRole('option')
        .map((option) =>
          Array.from(option.querySelectorAll('span:not([aria-hidden])'), (part) => part.textContent).join(
            ' ',
          ),
        );
    await waitFor(() => expect(options()).toEqual(['BTC Bitcoin', 'ETH Ethereum', 'ETHFI', 'SOL Solana']));
    // The symbol shown is the active one first.
    expect(within(dialog).getByRole('option', { selected: true }).textContent).toContain('Bitcoin');

    await user.type(within(dialog).getByRole('combobox', { name: 'Symbol code' }), 'eth');
    expect(options()).toEqual(['ETH Ethereum', 'ETHFI']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}{Enter}');
    expect(onSymbolChange).toHaveBeenCalledWith('ETH');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Symbol search BTC' }));
    const again = await screen.findByRole('dialog', { name: 'Symbol search' });
    await user.type(within(again).getByRole('combobox'), 'solana');
    await user.click(within(again).getByRole('option', { name: /SOL/ }));
    expect(onSymbolChange).toHaveBeenLastCalledWith('SOL');
    expect(symbols).toHaveBeenCalledTimes(2);
  });

  it('says so when no symbol matches, and has no symbol button without a symbol list or a handler', async () => {
    const symbols = async () => [{ ticker: 'BTC' }];
    const { user, unmount } = await renderWidget({
      source: { ...fakeSource(), symbols },
      onSymbolChange: vi.fn(),
    });
    await user.click(screen.getByRole('button', { name: 'Symbol search BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Symbol search' });
    await user.type(within(dialog).getByRole('combobox'), 'doge');
    expect(within(dialog).getByText('No matching symbols')).toBeTruthy();
    unmount();

    await renderWidget({ onSymbolChange: vi.fn() });
    expect(screen.queryByRole('button', { name: /Symbol search/ })).toBeNull();
  });

  it('enters full screen on the widget and follows the browser’s fullscreenchange', async () => {
    const { user } = await renderWidget();
    const root = screen.getByTestId('chart-widget');
    const request = vi.fn(async () => {
      Object.defineProperty(document, 'fullscreenElement', { value: root, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    root.requestFullscreen = request;
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(request).toHaveBeenCalled();
    await screen.findByRole('button', { name: 'Exit full screen' });
    Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
    act(() => document.dispatchEvent(new Event('fullscreenchange')));
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('draws with a tool of the side bar, saves the drawing per symbol and restores it', async () => {
    const { user, unmount } = await renderWidget();
    expect(screen.queryByRole('navigation', { name: 'Drawing tools' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Drawing tools' }));
    // The bar's code loads when it first opens.
    await user.click(await screen.findByRole('button', { name: 'Fibonacci' }));
    await user.click(screen.getByRole('button', { name: 'Fibonacci segment' }));
    await waitFor(() => expect(fake().createOverlay).toHaveBeenCalled());
    const created = fake().createOverlay.mock.calls.at(-1)?.[0] as { name: string; groupId: string };
    expect(created).toMatchObject({
      name: 'fibonacciSegment',
      groupId: 'drawings',
      mode: 'normal',
      lock: false,
    });
    const overlay = fake().overlays.at(-1);
    if (!overlay) throw new Error('no overlay');
    overlay.points = [
      { timestamp: 1, value: 100 },
      { timestamp: 2, value: 90 },
    ];
    act(() => overlay.onDrawEnd?.({ overlay }));
    expect(JSON.parse(localStorage.getItem('pluto.chart.drawings.BTC') ?? '[]')).toEqual([
      {
        name: 'fibonacciSegment',
        points: [
          { timestamp: 1, value: 100 },
          { timestamp: 2, value: 90 },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Lock drawings' }));
    expect(fake().overrideOverlay).toHaveBeenLastCalledWith({
      groupId: 'drawings',
      mode: 'normal',
      lock: true,
      visible: true,
    });
    unmount();
    fake().overlays.length = 0;
    vi.clearAllMocks();
    await renderWidget();
    await waitFor(() =>
      expect(fake().createOverlay).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'fibonacciSegment',
          points: [
            { timestamp: 1, value: 100 },
            { timestamp: 2, value: 90 },
          ],
        }),
      ),
    );
  });

  it('takes off a drawing ended before its last point, and keeps it once complete', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Drawing tools' }));
    const draw = async () => {
      await user.click(await screen.findByRole('button', { name: 'Shapes' }));
      await user.click(screen.getByRole('button', { name: 'Parallelogram' }));
      await waitFor(() => expect(fake().overlays.at(-1)?.name).toBe('parallelogram'));
      const overlay = fake().overlays.at(-1);
      if (!overlay) throw new Error('no overlay');
      // The registered parallelogram's steps: three points plus one.
      overlay.totalStep = 4;
      return overlay;
    };
    const stored = () => JSON.parse(localStorage.getItem('pluto.chart.drawings.BTC') ?? '[]');
    const early = await draw();
    early.points = [
      { timestamp: 1, value: 100 },
      { timestamp: 2, value: 100 },
    ];
    act(() => early.onDrawEnd?.({ overlay: early }));
    expect(fake().overlays).not.toContain(early);
    expect(stored()).toEqual([]);

    const complete = await draw();
    complete.points = [...early.points, { timestamp: 3, value: 90 }];
    act(() => complete.onDrawEnd?.({ overlay: complete }));
    expect(fake().overlays).toContain(complete);
    expect(stored()).toEqual([{ name: 'parallelogram', points: complete.points }]);
  });

  it("tells on the chart's element how many points the drawing in progress has placed", async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Drawing tools' }));
    await user.click(await screen.findByRole('button', { name: 'Fibonacci' }));
    await user.click(screen.getByRole('button', { name: 'Fibonacci retracement' }));
    await waitFor(() => expect(fake().overlays.at(-1)?.name).toBe('fibonacciLine'));
    const overlay = fake().overlays.at(-1);
    if (!overlay) throw new Error('no overlay');
    const element = screen.getByTestId('kline-chart');
    expect(element.getAttribute('data-drawing-points')).toBe('0');
    // klinecharts calls onDrawing with the click's point, then takes the step (1 = the first point).
    overlay.totalStep = 3;
    overlay.currentStep = 1;
    overlay.points = [{ timestamp: 1, value: 100 }];
    overlay.onDrawing?.({ overlay });
    overlay.currentStep = 2;
    await waitFor(() => expect(element.getAttribute('data-drawing-points')).toBe('1'));
    overlay.points = [...overlay.points, { timestamp: 2, value: 90 }];
    overlay.currentStep = -1;
    act(() => overlay.onDrawEnd?.({ overlay }));
    expect(element.getAttribute('data-drawing-points')).toBe('2');
  });

  it('previews a JPEG screenshot and saves it', async () => {
    const { user } = await renderWidget();
    await user.click(screen.getByRole('button', { name: 'Screenshot' }));
    const image = await screen.findByRole('img', { name: 'Screenshot' });
    expect(image.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    expect(fake().getConvertPictureUrl).toHaveBeenLastCalledWith(true, 'jpeg', '#0b0e14');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Background' }), 'white');
    expect(fake().getConvertPictureUrl).toHaveBeenLastCalledWith(true, 'jpeg', '#ffffff');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('BTC-1h.jpg');
  });

  it('draws the trader’s lines and moves an order when its line is dragged, asking first beyond 5 %', async () => {
    const order = {
      oid: 7,
      coin: 'BTC',
      side: 'buy' as const,
      size: 0.5,
      originalSize: 0.5,
      price: 100,
      orderType: 'Limit',
      timestamp: 1,
      triggerCondition: 'N/A',
      reduceOnly: false,
    };
    const lines: TraderChartLine[] = [
      { id: 'position-BTC', kind: 'position', price: 110, size: 1, side: 'long', pnl: 3 },
      { id: 'order-7', kind: 'order', price: 100, size: 0.5, side: 'buy', order },
    ];
    const onMoveOrder = vi.fn(async () => false);
    const { user } = await renderWidget({ traderLines: lines, onMoveOrder });
    await waitFor(() => expect(fake().overlays.filter((o) => o.name === 'pluto.traderLine')).toHaveLength(2));
    const orderLine = fake().overlays.find((o) => o.id === 'order-7');
    expect(orderLine).toMatchObject({
      lock: false,
      extendData: expect.objectContaining({ label: 'Buy 0.5' }),
    });
    expect(fake().overlays.find((o) => o.id === 'position-BTC')).toMatchObject({ lock: true });
    if (!orderLine?.onPressedMoveEnd) throw new Error('order line not draggable');
    // A small move goes straight to the server; refused, the line goes back.
    orderLine.points = [{ timestamp: 1_000, value: 102 }];
    await act(async () => orderLine.onPressedMoveEnd?.({ overlay: orderLine }));
    await waitFor(() =>
      expect(onMoveOrder).toHaveBeenCalledWith(expect.objectContaining({ id: 'order-7' }), 102),
    );
    await waitFor(() => expect(orderLine.points).toEqual([{ timestamp: 1_000, value: 100 }]));
    // A move beyond 5 % asks first.
    orderLine.points = [{ timestamp: 1_000, value: 110 }];
    await act(async () => orderLine.onPressedMoveEnd?.({ overlay: orderLine }));
    const dialog = await screen.findByRole('dialog', { name: 'Move order' });
    expect(dialog.textContent).toContain('10.00 %');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onMoveOrder).toHaveBeenLastCalledWith(expect.anything(), 110));
  });
});
