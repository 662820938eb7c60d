/**
 * Memory (issue 4, benchmark 4): RSS after 1,000,000 orders (the engine workload through the
 * memory-only service: history trimming on, as in production) and after 24 simulated hours of the
 * full simulation (155 markets, 30 days of candle history). RSS is printed along the way so a
 * plateau (flat once history is trimmed to what the API returns) is visible. Run with --expose-gc for
 * post-GC figures:
 *   node --expose-gc node_modules/tsx/dist/cli.mjs bench/memory.ts [orders] [tickSeconds] [orders|day|both]
 * (the third argument runs one part only; the simulated day takes ~14 minutes).
 */
import { HOUR_MS } from '../packages/exchange/src/engine';
import { ExchangeService } from '../packages/exchange/src/service';
import { simConfig } from '../packages/exchange/src/sim/config';
import { Simulation } from '../packages/exchange/src/sim/simulation';
import { ACCOUNTS, address, cancelCommand, orderCommand, restingOid, stream } from './workload';

const ORDERS = Number(process.argv[2] ?? 1_000_000);
/** The simulated day uses longer ticks than live (3 s) to finish in minutes; the work per tick is the same. */
const TICK_MS = Number(process.argv[3] ?? 60) * 1000;
const PARTS = process.argv[4] ?? 'both';
const gc = (globalThis as { gc?: () => void }).gc;
const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
/** How long the process idles before memory is read (see `rss`). */
const SETTLE_MS = 1000;
/**
 * RSS after a full GC and a pause, with the JS heap in use (what the process holds), the heap V8 has
 * reserved (`heapTotal`: used plus garbage on pages it keeps) and memory outside the JS heap. The
 * pause matters: V8 unmaps the pages a GC frees from background and event-loop tasks, so RSS read
 * straight after `gc()` inside a synchronous loop still counts pages the process has already let go
 * (after 2M orders: 958 MiB then, against 84 MiB of heap).
 */
const rss = async () => {
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const m = process.memoryUsage();
  return `${mib(m.rss)} MiB (heap used ${mib(m.heapUsed)} MiB of ${mib(m.heapTotal)}, external ${mib(m.external)})`;
};

console.log(`start: rss ${await rss()}${gc ? ' (after GC)' : ' (run with --expose-gc for post-GC figures)'}`);
if (PARTS !== 'day') {
  let now = Date.UTC(2026, 0, 1);
  const service = ExchangeService.open({ clock: () => now });
  for (let i = 0; i < ACCOUNTS; i++)
    service.apply({ time: now, user: address(i), action: { type: 'deposit', usdc: '100000000' } });
  const oids = new Float64Array(ORDERS);
  const chunk = 100_000;
  for (let from = 0; from < ORDERS; from += chunk) {
    for (const op of stream(Math.min(chunk, ORDERS - from))) {
      now += 1;
      if (op.kind === 'cancel') {
        service.apply(cancelCommand(op, oids[from + op.id] ?? 0, now));
        continue;
      }
      const oid = restingOid(service.apply(orderCommand(op, now)));
      if (oid !== undefined) oids[from + op.id] = oid;
    }
    const state = service.engine.state;
    const open = state.markets.reduce((n, ms) => n + ms.book.size, 0);
    let fills = 0;
    for (const list of state.fills.values()) fills += list.length;
    console.log(
      `${(from + chunk).toLocaleString('en')} orders: rss ${await rss()}, orders kept ${state.orders.size.toLocaleString('en')} (${open.toLocaleString('en')} resting), fills kept ${fills.toLocaleString('en')}`,
    );
  }
  console.log(`after ${ORDERS.toLocaleString('en')} orders: rss ${await rss()}`);
}

if (PARTS !== 'orders') {
  let now = Date.UTC(2026, 0, 5);
  const t0 = performance.now();
  const service = ExchangeService.open({ clock: () => now, market: { seed: 1, historyDays: 30 } });
  console.log(
    `30 days of history for 155 markets: ${((performance.now() - t0) / 1000).toFixed(1)} s, rss ${await rss()}`,
  );
  const config = { ...simConfig('normal', 1), tickMs: TICK_MS };
  const sim = new Simulation(service, config);
  sim.start(now);
  for (let hour = 1; hour <= 24; hour++) {
    for (let t = 0; t < HOUR_MS; t += TICK_MS) {
      now += TICK_MS;
      sim.step(now);
    }
    service.system({ type: 'settleFunding' });
    if (hour % 4 === 0)
      console.log(
        `simulated hour ${hour}: rss ${await rss()}, commands ${service.engine.state.seq.toLocaleString('en')}, orders kept ${service.engine.state.orders.size.toLocaleString('en')}`,
      );
  }
  console.log(
    `after 24 simulated hours: rss ${await rss()} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
  );
}
