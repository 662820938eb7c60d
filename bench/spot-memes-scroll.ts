/// <reference lib="dom" />
/**
 * Issue 25: /memes with 300 pairs loaded scrolls without long tasks (> 50 ms). The devnet lists about
 * 87 pairs; the catalogue's pages (`GET /api/spot/pairs?offset=`, 30 a page) are answered from its list
 * repeated under other names (CAKE, CAKE2, CAKE3, …) until 300, so the page loads, renders and keeps
 * that many rows (their figures are the originals', fetched per page as usual). The page is scrolled
 * down by wheel steps until all 300 are loaded (infinite scroll at 80 % depth), then up and down again
 * over the full list; every long task meanwhile is recorded by the page's own PerformanceObserver.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/spot-memes-scroll.ts [desktop|phone]
 */
import { loadavg } from 'node:os';
import type { SpotPair } from '@pluto/core';
import { startBenchDevnet } from './trading-devnet';

const PAIRS = 300;
const PAGE_SIZE = 30;
const WHEEL_STEP_PX = 400;
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const size = (process.argv[2] ?? 'desktop') as keyof typeof VIEWPORTS;

declare global {
  interface Window {
    longTasks: number[];
  }
}

const devnet = await startBenchDevnet();
try {
  const context = await devnet.browser.newContext({
    baseURL: devnet.baseUrl,
    viewport: VIEWPORTS[size],
    isMobile: size === 'phone',
  });
  const page = await context.newPage();
  // The devnet's own list, every page of it.
  const listed: SpotPair[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const answer = (await (await page.request.get(`/api/spot/pairs?offset=${offset}`)).json()) as {
      pairs: SpotPair[];
      nextOffset: number | null;
    };
    listed.push(...answer.pairs);
    offset = answer.nextOffset;
  }
  const repeated = Array.from({ length: PAIRS }, (_, index): SpotPair => {
    const pair = listed[index % listed.length] as SpotPair;
    const copy = Math.floor(index / listed.length);
    if (copy === 0) return pair;
    const base = `${pair.base_symbol}${copy + 1}`;
    return { ...pair, pair_id: 1_000_000 + index, base_symbol: base, label: `${base}/${pair.quote_symbol}` };
  });
  await page.route(/\/api\/spot\/pairs\?/, (route) => {
    const url = new URL(route.request().url());
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const pairs = repeated.slice(offset, offset + PAGE_SIZE);
    const nextOffset = offset + PAGE_SIZE < PAIRS ? offset + PAGE_SIZE : null;
    return route.fulfill({ json: { pairs, nextOffset } });
  });
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.goto('/memes');
  const count = page.getByText(/pairs loaded/);
  await count.filter({ hasText: `${PAGE_SIZE} pairs loaded` }).waitFor();
  await page.waitForLoadState('networkidle');
  // Only the scrolling counts, not the first load.
  await page.evaluate(() => {
    window.longTasks = [];
  });
  await page.mouse.move(VIEWPORTS[size].width / 2, VIEWPORTS[size].height / 2);
  const started = Date.now();
  let steps = 0;
  while (
    !((await count.textContent()) ?? '').startsWith(`${PAIRS} pairs loaded`) &&
    Date.now() - started < 180_000
  ) {
    await page.mouse.wheel(0, WHEEL_STEP_PX);
    await page.waitForTimeout(100);
    steps++;
  }
  const loaded = await count.textContent();
  // Over the whole list once more, up and back down, with every row on the page.
  for (const direction of [-1, 1]) {
    for (let step = 0; step < steps; step++) {
      await page.mouse.wheel(0, direction * WHEEL_STEP_PX);
      await page.waitForTimeout(50);
    }
  }
  const longTasks = await page.evaluate(() => window.longTasks);
  const rows = await page.locator(size === 'phone' ? 'main a[href^="/spot/"]' : 'tbody tr').count();
  console.log(
    `/memes (${size}) with ${PAIRS} pairs: "${loaded}", ${rows} rows or links drawn, ${steps} wheel steps down`,
  );
  console.log(
    `  long tasks (> 50 ms) while scrolling: ${longTasks.length}${longTasks.length ? `, longest ${Math.max(...longTasks).toFixed(0)} ms` : ''}`,
  );
  console.log(
    `  load average: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')}`,
  );
  await context.close();
} finally {
  await devnet.stop();
}
