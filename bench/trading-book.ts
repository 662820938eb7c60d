/// <reference lib="dom" />
/**
 * Issue 8: the order book under a 200 messages/s `l2Book` stream for 10 s. The app is built with
 * React's profiling build and VITE_PROFILE_ORDER_BOOK=true (a <Profiler> around the book counting
 * commits on `window.orderBookCommits`; inert in the product build) and served by the devnet. The
 * devnet's configuration (EXCHANGE_WS_URL) points the page's exchange WebSocket at a local relay: it passes
 * every frame to the real exchange and back, and adds BTC `l2Book` frames in the exchange's wire
 * format (hyperliquid-api §6.3) at the target rate. (Playwright's own WebSocket route was tried
 * first: it delivers each frame by evaluating script in the page, which cost the page more than
 * the app did.) Long tasks come from PerformanceObserver('longtask').
 *
 *   node node_modules/tsx/dist/cli.mjs bench/trading-book.ts [messages/s] [seconds]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { sendAtRate, startRelayedDevnet } from './trading-devnet';

const RATE = Number(process.argv[2] ?? 200);
const SECONDS = Number(process.argv[3] ?? 10);
const LEVELS = 20;
const WEB_ROOT = resolve(import.meta.dirname, '../apps/web');

const outDir = mkdtempSync(join(tmpdir(), 'pluto-bench-web-'));
process.env.VITE_PROFILE_ORDER_BOOK = 'true';
await build({
  root: WEB_ROOT,
  configFile: join(WEB_ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  // Profiler callbacks run only with React's profiling build.
  resolve: { alias: { 'react-dom/client': 'react-dom/profiling' } },
  build: { outDir, emptyOutDir: true, sourcemap: false },
});

/** A BTC book around `mid` whose sizes change on every message (so no update is a no-op). */
function bookMessage(sequence: number, mid: number): string {
  const level = (side: 1 | -1, index: number) => ({
    px: (mid + side * (index + 1)).toFixed(0),
    sz: (0.01 + ((sequence * 7 + index * 13) % 97) / 1000).toFixed(5),
    n: 1 + ((sequence + index) % 5),
  });
  const bids = Array.from({ length: LEVELS }, (_, i) => level(-1, i));
  const asks = Array.from({ length: LEVELS }, (_, i) => level(1, i));
  return JSON.stringify({ channel: 'l2Book', data: { coin: 'BTC', time: Date.now(), levels: [bids, asks] } });
}

const { devnet, relay, page } = await startRelayedDevnet(outDir);
try {
  await page.addInitScript(() => {
    const long: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = long;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) long.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

  await page.goto('/perpetual');
  await page.getByTestId('order-book').waitFor();
  // Let the first screen settle (chart history, market data) before measuring.
  await page.waitForTimeout(3_000);
  await page.evaluate(() => {
    const w = window as unknown as { orderBookCommits?: number; longTasks: number[] };
    w.orderBookCommits = 0;
    w.longTasks.length = 0;
  });

  const { sent, elapsed } = await sendAtRate(RATE, SECONDS, (index) =>
    relay.send(bookMessage(index, 113_000)),
  );
  // The throttle's last window.
  await page.waitForTimeout(300);
  const { commits, longTasks } = await page.evaluate(() => {
    const w = window as unknown as { orderBookCommits?: number; longTasks: number[] };
    return { commits: w.orderBookCommits ?? 0, longTasks: [...w.longTasks] };
  });
  const bestBid = await page
    .getByTestId('order-book-bids')
    .locator('> div')
    .first()
    .locator('span')
    .allTextContents();

  console.log(
    `order book under an l2Book stream: ${sent} messages in ${elapsed.toFixed(2)} s (${(sent / elapsed).toFixed(0)}/s)`,
  );
  console.log(
    `  book commits ${commits} = ${(commits / elapsed).toFixed(2)}/s (target ≤ 5/s: ${commits / elapsed <= 5 ? 'met' : 'missed'})`,
  );
  console.log(
    `  long tasks (> 50 ms) ${longTasks.length}${longTasks.length ? ` (${longTasks.map((d) => d.toFixed(0)).join(', ')} ms)` : ''} (target 0: ${longTasks.length === 0 ? 'met' : 'missed'})`,
  );
  console.log(`  best bid row at the end: ${bestBid.filter(Boolean).join(' ')}`);
  await relay.close();
} finally {
  await devnet.stop();
  rmSync(outDir, { recursive: true, force: true });
}
