/// <reference lib="dom" />
/**
 * Issue 22: the chart widget. (1) 10,000 candles loaded and first drawn: the page's BTC 1h history
 * request is answered with 10,000 candles (the exchange's wire shape, hyperliquid-api §5); the time
 * runs from the moment the answer reaches the page's fetch to the first frame after the chart has
 * taken the candles (its loading indicator gone), median of N reloads. (2) The live candle at 20
 * updates/s for 10 s with 3 sub indicators on (MACD, RSI, KDJ): a WebSocket relay in front of the
 * exchange adds BTC 1h `candle` frames; long tasks (> 50 ms) from PerformanceObserver('longtask').
 *
 *   node node_modules/tsx/dist/cli.mjs bench/chart.ts [reloads]
 */
import type { Page } from '@playwright/test';
import { percentile, sendAtRate, startRelayedDevnet } from './trading-devnet';

const RELOADS = Number(process.argv[2] ?? 10);
const CANDLES = 10_000;
const HOUR = 3_600_000;
const STREAM_RATE = 20;
const STREAM_SECONDS = 10;

/** 10,000 hourly BTC candles ending at the current hour, as the exchange sends them. */
function candleHistory(now: number) {
  const last = Math.floor(now / HOUR) * HOUR;
  let price = 100_000;
  return Array.from({ length: CANDLES }, (_, index) => {
    const t = last - (CANDLES - 1 - index) * HOUR;
    const open = price;
    price = Math.max(1_000, price * (1 + Math.sin(index / 37) * 0.004 + Math.cos(index / 11) * 0.002));
    const high = Math.max(open, price) * 1.002;
    const low = Math.min(open, price) * 0.998;
    const fixed = (value: number) => value.toFixed(1);
    return {
      t,
      T: t + HOUR - 1,
      s: 'BTC',
      i: '1h',
      o: fixed(open),
      c: fixed(price),
      h: fixed(high),
      l: fixed(low),
      v: '12.5',
      n: 40,
    };
  });
}

/** Records when a candleSnapshot answer reaches the page, and when the chart is first drawn after it. */
function instrument() {
  const w = window as unknown as { candlesArrived?: number; chartDrawn?: number; longTasks: number[] };
  w.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetchOriginal(input, init);
    if (
      typeof init?.body === 'string' &&
      init.body.includes('candleSnapshot') &&
      w.candlesArrived === undefined
    ) {
      w.candlesArrived = performance.now();
    }
    return response;
  };
  new MutationObserver(() => {
    if (w.candlesArrived === undefined || w.chartDrawn !== undefined) return;
    if (document.querySelector('[data-testid="chart-widget"] [role="status"]')) return;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        w.chartDrawn ??= performance.now();
      }),
    );
  }).observe(document, { subtree: true, childList: true });
}

async function firstDraw(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { chartDrawn?: number }).chartDrawn !== undefined,
    null,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate(() => {
    const w = window as unknown as { candlesArrived: number; chartDrawn: number };
    return w.chartDrawn - w.candlesArrived;
  });
}

const { devnet, relay, page, apiUrl } = await startRelayedDevnet();
try {
  await page.addInitScript(instrument);

  // (1) The first history answer of each load carries 10,000 candles; older pages are empty.
  let answered = false;
  const history = JSON.stringify(candleHistory(Date.now()));
  await page.route(`${apiUrl}/info`, async (route) => {
    const body = route.request().postDataJSON() as { type?: string };
    if (body.type !== 'candleSnapshot') return route.continue();
    const first = !answered;
    answered = true;
    return route.fulfill({ contentType: 'application/json', body: first ? history : '[]' });
  });
  const times: number[] = [];
  for (let run = 0; run < RELOADS; run++) {
    answered = false;
    await page.goto('/perpetual?symbol=BTC');
    times.push(await firstDraw(page));
  }
  await page.unroute(`${apiUrl}/info`);
  console.log(
    `chart first draw of ${CANDLES} candles (answer in the page → first frame drawn), ${RELOADS} loads:`,
  );
  console.log(
    `  median ${percentile(times, 50).toFixed(0)} ms, p90 ${percentile(times, 90).toFixed(0)} ms (runs ${times.map((t) => t.toFixed(0)).join(', ')}) (target ≤ 200 ms: ${percentile(times, 50) <= 200 ? 'met' : 'missed'})`,
  );

  // (2) The live candle with three sub indicators on.
  await page.evaluate(() =>
    localStorage.setItem(
      'pluto.chart.preferences',
      JSON.stringify({
        indicators: {
          main: [],
          sub: [
            { name: 'MACD', params: [12, 26, 9] },
            { name: 'RSI', params: [6, 12, 24] },
            { name: 'KDJ', params: [9, 3, 3] },
          ],
        },
      }),
    ),
  );
  await page.goto('/perpetual?symbol=BTC');
  await firstDraw(page);
  await page.waitForTimeout(3_000);
  const longTasks = () =>
    page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
  // The same page for as long without the stream: what the machine and the rest of the screen cost.
  await longTasks();
  await page.waitForTimeout(STREAM_SECONDS * 1000);
  const idle = await longTasks();
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const { sent, elapsed } = await sendAtRate(STREAM_RATE, STREAM_SECONDS, (index) => {
    const close = (113_000 + Math.sin(index / 5) * 150).toFixed(1);
    relay.send(
      JSON.stringify({
        channel: 'candle',
        data: {
          t: hour,
          T: hour + HOUR - 1,
          s: 'BTC',
          i: '1h',
          o: '113000.0',
          c: close,
          h: '113200.0',
          l: '112800.0',
          v: String(10 + index / 100),
          n: 100 + index,
        },
      }),
    );
  });
  await page.waitForTimeout(300);
  const streamed = await longTasks();
  console.log(
    `live candle at ${(sent / elapsed).toFixed(1)} updates/s for ${elapsed.toFixed(1)} s with MACD, RSI and KDJ:`,
  );
  const listed = (tasks: number[]) =>
    `${tasks.length}${tasks.length ? ` (${tasks.map((d) => d.toFixed(0)).join(', ')} ms)` : ''}`;
  console.log(
    `  long tasks (> 50 ms) ${listed(streamed)} (target 0: ${streamed.length === 0 ? 'met' : 'missed'}); the same ${STREAM_SECONDS} s without the stream: ${listed(idle)}`,
  );
  await relay.close();
} finally {
  await devnet.stop();
}
