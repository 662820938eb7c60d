/// <reference lib="dom" />
/**
 * Issue 23: sorting the markets list with 500+ markets, per click: from the header click to the
 * re-ordered rows in the DOM (timed inside the page), and the long tasks (> 50 ms) meanwhile; and the
 * CPU time the page's renderer process spent per click, which other work on the machine does not
 * inflate as it does the wall-clock figures. The
 * devnet lists about 150 markets; its `metaAndAssetCtxs` answer is repeated under other names (BTC,
 * BTC2, BTC3, …) until the list holds at least 500, so the page sorts, renders and diffs that many.
 * Last, a Chromium trace of the same clicks splits each one's CPU time by stage (thread time, which
 * the machine's load inflates far less than wall time).
 *
 *   node node_modules/tsx/dist/cli.mjs bench/markets-sort.ts [clicks] [rounds] [web dist folder…]
 *
 * Every dist folder (default: apps/web/dist) gets its own devnet serving it; the rounds interleave them
 * so a change of the machine's load touches each build alike.
 */
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { type BenchDevnet, percentile, startBenchDevnet } from './trading-devnet';

const CLICKS = Number(process.argv[2] ?? 40);
const ROUNDS = Number(process.argv[3] ?? 1);
const DISTS = process.argv.slice(4).map((dist) => resolve(dist));
if (DISTS.length === 0) DISTS.push(resolve('apps/web/dist'));
const MARKETS = 500;
const COLUMNS = ['Market', 'Price', '24h Change', '24h Volume', 'Max Leverage'];

type MetaAndCtxs = [{ universe: { name: string }[] }, unknown[]];

/** `CLICKS` sort clicks over the columns in turn, as the mouse makes them (trusted input). */
async function mouseClicks(page: Page) {
  for (let click = 0; click < CLICKS; click++) {
    const column = COLUMNS[click % COLUMNS.length] as string;
    await page
      .locator('thead th button')
      .filter({ hasText: new RegExp(`^${column}$`) })
      .click();
  }
}

/** One devnet serving `dist`: the figures of `CLICKS` sort clicks. */
async function measure(dist: string) {
  const devnet = await startBenchDevnet(dist);
  try {
    const context = await devnet.browser.newContext({
      baseURL: devnet.baseUrl,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const config = (await (await page.request.get('/config.json')).json()) as {
      exchange: { apiUrl: string };
    };
    await page.route(`${config.exchange.apiUrl}/info`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { type?: string };
      if (body.type !== 'metaAndAssetCtxs') return route.continue();
      const answer = await route.fetch();
      const [meta, ctxs] = (await answer.json()) as MetaAndCtxs;
      const copies = Math.ceil(MARKETS / meta.universe.length);
      const universe = Array.from({ length: copies }, (_, copy) =>
        meta.universe.map((asset) => ({
          ...asset,
          name: copy === 0 ? asset.name : `${asset.name}${copy + 1}`,
        })),
      ).flat();
      const allCtxs = Array.from({ length: copies }, () => ctxs).flat();
      return route.fulfill({ response: answer, json: [{ ...meta, universe }, allCtxs] });
    });
    await page.goto('/markets');
    // The table draws the rows on screen; the summary counts every market listed.
    const totalMarkets = page
      .getByRole('region', { name: 'Markets summary' })
      .getByText('Total Markets')
      .locator('xpath=following-sibling::p[1]');
    await page.waitForFunction(
      (count) => Number(document.querySelector('[aria-label="Markets summary"] p + p')?.textContent) >= count,
      MARKETS,
    );
    const listed = Number(await totalMarkets.textContent());
    const drawn = await page.locator('tbody tr[data-coin]').count();

    const browserSession = await devnet.browser.newBrowserCDPSession();
    /** CPU seconds the renderer processes have used so far (Chromium's own accounting). */
    const rendererCpu = async () => {
      const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as {
        processInfo: { type: string; cpuTime: number }[];
      };
      return processInfo
        .filter((entry) => entry.type === 'renderer')
        .reduce((sum, entry) => sum + entry.cpuTime, 0);
    };
    const samples: number[] = [];
    let longTasks = 0;
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number; slowClicks: number[][] };
      w.longTasks = 0;
      w.slowClicks = [];
      new PerformanceObserver((list) => {
        w.longTasks += list.getEntries().length;
      }).observe({ type: 'longtask', buffered: false });
      // Event Timing: a click's time from the input to the next frame painted after its handlers,
      // reported only from 16 ms up (the API's floor).
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.name !== 'click') continue;
          const { startTime, processingStart, processingEnd, duration } = entry;
          // Input delay, handlers (the sort's render and commit), then style, layout, paint and the frame.
          w.slowClicks.push([
            duration,
            processingStart - startTime,
            processingEnd - processingStart,
            startTime + duration - processingEnd,
          ]);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    const cpuBefore = await rendererCpu();
    for (let click = 0; click < CLICKS; click++) {
      const column = COLUMNS[click % COLUMNS.length] as string;
      const ms = await page.evaluate(
        (name) =>
          new Promise<number>((resolve) => {
            const header = Array.from(document.querySelectorAll('thead th button')).find(
              (button) => button.textContent?.trim() === name,
            ) as HTMLButtonElement;
            const body = document.querySelector('tbody') as HTMLElement;
            const observer = new MutationObserver(() => {
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(body, { childList: true, subtree: true });
            const start = performance.now();
            header.click();
          }),
        column,
      );
      samples.push(ms);
    }
    const cpuPerClickMs = ((await rendererCpu()) - cpuBefore) * (1000 / CLICKS);
    // Event Timing measures only trusted input: the same clicks again, as the mouse makes them.
    await mouseClicks(page);
    // The last click's entry arrives with the frame after it.
    await page.waitForTimeout(500);
    const slowClicks = await page.evaluate(
      () => (window as unknown as { slowClicks: number[][] }).slowClicks,
    );
    const part = (index: number) =>
      percentile(
        slowClicks.map((entry) => entry[index] ?? 0),
        50,
      ).toFixed(1);
    longTasks = await page.evaluate(() => (window as unknown as { longTasks: number }).longTasks);
    console.log(
      `markets listed: ${listed} (rows drawn: ${drawn}); ${CLICKS} sort clicks over ${COLUMNS.join(', ')}`,
    );
    console.log(
      `  click → rows re-ordered: median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (target ≤ 16 ms)`,
    );
    // Of every click: those the API did not report count as under 16 ms.
    const frameP95 = percentile(
      [...slowClicks.map((entry) => entry[0] ?? 0), ...Array<number>(CLICKS - slowClicks.length).fill(0)],
      95,
    );
    console.log(
      `  mouse click → next frame painted (Event Timing, 8 ms steps): ${CLICKS - slowClicks.length} of ${CLICKS} under 16 ms, p95 of all ${frameP95 < 16 ? '< 16' : frameP95.toFixed(0)} ms; the others median ${part(0)} ms = input delay ${part(1)} + handlers ${part(2)} + rendering to the frame ${part(3)}, max ${Math.max(0, ...slowClicks.map((entry) => entry[0] ?? 0)).toFixed(0)} ms`,
    );
    console.log(`  long tasks (> 50 ms) during both sets of clicks: ${longTasks}`);
    console.log(`  renderer CPU per click (all of its threads): ${cpuPerClickMs.toFixed(1)} ms`);
    const stages = await traceStages(devnet, page);
    console.log(
      `  traced CPU per click: main thread ${stages.main.toFixed(1)} ms = ${STAGES.map(([name]) => `${name} ${(stages.parts.get(name) ?? 0).toFixed(1)}`).join(', ')}; raster ${stages.raster.toFixed(1)} ms`,
    );
    await context.close();
  } finally {
    await devnet.stop();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  /** The thread's CPU time in the event (µs). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** A click's stages on the renderer's main thread, as the trace names them. */
const STAGES: [string, (event: TraceEvent) => boolean][] = [
  ['handler', (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click'],
  ['style', (event) => event.name === 'UpdateLayoutTree'],
  ['layout', (event) => event.name === 'Layout'],
  ['pre-paint', (event) => event.name === 'PrePaint'],
  ['paint', (event) => event.name === 'Paint'],
  ['layerize', (event) => event.name === 'Layerize'],
  ['commit', (event) => event.name === 'Commit'],
];

/**
 * The same mouse clicks under a Chromium trace: per click, the main thread's CPU time (all its
 * tasks meanwhile, e.g. the header's colour transition too) and each stage's part, and the raster
 * workers' time.
 */
async function traceStages(devnet: BenchDevnet, page: Page) {
  await devnet.browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'cc'],
  });
  await mouseClicks(page);
  await page.waitForTimeout(300);
  const { traceEvents } = JSON.parse((await devnet.browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const cpu = (events: TraceEvent[]) =>
    events.reduce((sum, event) => sum + (event.tdur ?? event.dur ?? 0), 0) / 1000 / CLICKS;
  const main = traceEvents.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain' &&
      traceEvents.some((task) => task.pid === event.pid && task.name === 'EventDispatch'),
  );
  const onMain = traceEvents.filter(
    (event) => event.ph === 'X' && event.pid === main?.pid && event.tid === main?.tid,
  );
  return {
    main: cpu(onMain.filter((event) => event.name === 'RunTask')),
    parts: new Map(STAGES.map(([name, matches]) => [name, cpu(onMain.filter(matches))])),
    raster: cpu(
      traceEvents.filter(
        (event) => event.ph === 'X' && event.pid === main?.pid && event.name === 'RasterTask',
      ),
    ),
  };
}

for (let round = 1; round <= ROUNDS; round++) {
  for (const dist of DISTS) {
    console.log(`round ${round}, ${dist}:`);
    await measure(dist);
  }
}
