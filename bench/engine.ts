/**
 * Engine throughput, in process, single thread (issue 4, benchmark 1): one pre-generated order stream
 * — 60 % resting limit orders, 25 % cancels, 15 % crossing IOC orders; 100 accounts, 10 markets —
 * through the exchange engine (margin checks, fees, fills, history: everything `execute` does) and,
 * in the same process, through `nodejs-order-book` and `hft-limit-order-book` (one book per market,
 * matching only) as baselines. Prints orders/s and the ratios by wall clock (the target's measure: the
 * engine runs on one thread) and by this process's CPU time, which also counts V8's helper threads
 * (parallel garbage collection, background compilation) and so reads lower than the wall-clock rate.
 *
 * Steady state, not start-up: a separate engine (and separate books) first run the stream's first
 * `SETTLE` orders so the code is compiled, then every measured engine or book set runs those same
 * orders untimed before its timed `orders`. A new engine's first orders otherwise run in code that the
 * switch to its new objects (empty arrays, new hidden classes) deoptimised until it is optimised
 * again: a cost paid once per engine (60-70 ms at the start of each run here), not per order.
 *
 * Inputs are made untimed, `BATCH` orders at a time just before they run — the engine's commands (the
 * wire decoding is the HTTP layer's cost, measured by the HTTP benchmark) and the baselines' order
 * objects and ids — so each is in cache when it runs, as a request parsed the moment before is. Made
 * all up front they would be ≈ 150 MB read cold, and a major collection of that heap could land in
 * any one timed run.
 * Run: node node_modules/tsx/dist/cli.mjs bench/engine.ts [orders]
 */
import {
  OrderBook as HftBook,
  type LimitOrderOptions as HftLimit,
  Side as HftSide,
} from 'hft-limit-order-book';
import {
  OrderBook as NodeBook,
  type LimitOrderOptions as NodeLimit,
  Side as NodeSide,
} from 'nodejs-order-book';
import type { Command } from '../packages/exchange/src/actions';
import { Engine } from '../packages/exchange/src/engine';
import {
  ACCOUNTS,
  address,
  type LimitOp,
  MARKETS,
  type Op,
  orderCommand,
  preparedCancel,
  stream,
} from './workload';

const ORDERS = Number(process.argv[2] ?? 300_000);
/** Orders each engine or book set runs before timing starts (see above). */
const SETTLE = 20_000;
/** Orders whose inputs are made at a time: a batch of commands fits the first-level cache. */
const BATCH = 64;

interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * Runs orders [0, n) a batch at a time: `prepare` makes a batch's inputs, then `execute` runs it, timed
 * by wall clock and by this process's CPU time (user + system) from order `settle` on.
 */
function measure(
  n: number,
  settle: number,
  prepare: (from: number, to: number) => void,
  execute: (from: number, to: number) => void,
): Timing {
  let wallMs = 0;
  let cpuMs = 0;
  for (let from = 0; from < n; ) {
    const to = Math.min(n, from + BATCH, from < settle ? settle : n);
    prepare(from, to);
    if (from < settle) execute(from, to);
    else {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      execute(from, to);
      wallMs += performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      cpuMs += (cpu.user + cpu.system) / 1000;
    }
    from = to;
  }
  return { wallMs, cpuMs };
}

/**
 * How the engine's orders ended: resting, filled, or the error text (without its asset suffix). The
 * answers are counted as they come (the common ones by kind), not kept: holding 300,000 answers would
 * load the engine's garbage collection with the benchmark's own memory.
 */
class Outcomes {
  private resting = 0;
  private filled = 0;
  private readonly other = new Map<string, number>();

  add(st: unknown): void {
    if (typeof st === 'object' && st !== null && 'resting' in st) this.resting++;
    else if (typeof st === 'object' && st !== null && 'filled' in st) this.filled++;
    else {
      const key =
        typeof st === 'object' && st !== null && 'error' in st
          ? String(st.error).replace(/ asset=\d+$/, '')
          : String(st);
      this.other.set(key, (this.other.get(key) ?? 0) + 1);
    }
  }

  toString(): string {
    const counts: [string, number][] = [['resting', this.resting], ['filled', this.filled], ...this.other];
    return counts.map(([k, n]) => `${k}: ${n.toLocaleString('en')}`).join(', ');
  }
}

/** Runs the stream through a new engine, timing the orders from `settle` on. */
function runEngine(ops: readonly Op[], settle: number): Timing & { readonly outcomes: string } {
  const engine = new Engine();
  for (let i = 0; i < ACCOUNTS; i++)
    engine.execute({ time: 1, user: address(i), action: { type: 'deposit', usdc: '100000000' } });
  const cmds: Command[] = new Array(BATCH);
  // A cancel's oid, known once its order rests (maybe earlier in the same batch), is written into its
  // prepared command when its turn comes.
  const cancels: ({ a: number; o: number } | undefined)[] = new Array(BATCH);
  const oids = new Float64Array(ops.length);
  const outcomes = new Outcomes();
  const timing = measure(
    ops.length,
    settle,
    (from, to) => {
      for (let i = from; i < to; i++) {
        const op = ops[i] as Op;
        const cancel = op.kind === 'cancel' ? preparedCancel(op, 2) : undefined;
        cancels[i - from] = cancel?.entry;
        cmds[i - from] = cancel?.cmd ?? orderCommand(op as LimitOp, 2);
      }
    },
    (from, to) => {
      for (let i = from; i < to; i++) {
        const op = ops[i] as Op;
        const cmd = cmds[i - from] as Command;
        const cancel = cancels[i - from];
        if (cancel && op.kind === 'cancel') {
          cancel.o = oids[op.id] ?? 0;
          engine.execute(cmd);
          continue;
        }
        const res = engine.execute(cmd);
        if (res.status === 'ok' && res.response.type === 'order') {
          const st = res.response.data.statuses[0];
          if (st && typeof st === 'object' && 'resting' in st) oids[i] = st.resting.oid;
          if (i >= settle) outcomes.add(st);
        }
      }
    },
  );
  return { ...timing, outcomes: outcomes.toString() };
}

/** A baseline library: a new book, and its input for one of the stream's limit or IOC orders. */
interface Baseline<O> {
  book(): { limit(o: O): void; cancel(id: string): void };
  order(op: LimitOp): O;
}

/** Runs the stream through new books of a baseline (one per market), timing the orders from `settle` on. */
function runBooks<O>(ops: readonly Op[], baseline: Baseline<O>, settle: number): Timing {
  const books = Array.from({ length: MARKETS }, () => baseline.book());
  const inputs: (O | string)[] = new Array(BATCH);
  return measure(
    ops.length,
    settle,
    (from, to) => {
      for (let i = from; i < to; i++) {
        const op = ops[i] as Op;
        inputs[i - from] = op.kind === 'cancel' ? String(op.id) : baseline.order(op);
      }
    },
    (from, to) => {
      for (let i = from; i < to; i++) {
        const op = ops[i] as Op;
        const book = books[op.asset] as ReturnType<Baseline<O>['book']>;
        if (op.kind === 'cancel') book.cancel(inputs[i - from] as string);
        else book.limit(inputs[i - from] as O);
      }
    },
  );
}

const nodeBook: Baseline<NodeLimit> = {
  book: () => new NodeBook(),
  order: (op) => ({
    id: String(op.id),
    side: op.isBuy ? NodeSide.BUY : NodeSide.SELL,
    size: op.sz,
    price: op.px,
    timeInForce: (op.ioc ? 'IOC' : 'GTC') as NodeLimit['timeInForce'],
  }),
};
const hftBook: Baseline<HftLimit> = {
  book: () => new HftBook(),
  order: (op) => ({
    id: String(op.id),
    side: op.isBuy ? HftSide.BUY : HftSide.SELL,
    size: op.sz,
    price: op.px,
    timeInForce: (op.ioc ? 'IOC' : 'GTC') as HftLimit['timeInForce'],
  }),
};

const ops = stream(SETTLE + ORDERS);
const counts = { limit: 0, cancel: 0, ioc: 0 };
for (const o of ops.slice(SETTLE)) counts[o.kind === 'cancel' ? 'cancel' : o.ioc ? 'ioc' : 'limit'] += 1;
console.log(
  `stream: ${ORDERS} orders timed (${counts.limit} limit, ${counts.cancel} cancel, ${counts.ioc} IOC) after ${SETTLE} untimed, ${ACCOUNTS} accounts, ${MARKETS} markets`,
);
// Each measured right after its warm-up (the code compiled on the first orders through a separate
// engine or books), so none is timed with another's warm-up garbage still in the heap.
const prefix = ops.slice(0, SETTLE);
runEngine(prefix, 0);
const engine = runEngine(ops, SETTLE);
runBooks(prefix, nodeBook, 0);
const node = runBooks(ops, nodeBook, SETTLE);
runBooks(prefix, hftBook, 0);
const hft = runBooks(ops, hftBook, SETTLE);
const rate = (ms: number) => Math.round(ORDERS / (ms / 1000));
const row = (name: string, t: Timing) =>
  console.log(
    `${name.padEnd(24)}${rate(t.wallMs).toLocaleString('en').padStart(10)} orders/s wall ${rate(t.cpuMs).toLocaleString('en').padStart(10)} orders/s CPU`,
  );
console.log(`engine order outcomes: ${engine.outcomes}`);
row('engine (margin on)', engine);
row('nodejs-order-book', node);
row('hft-limit-order-book', hft);
const ratio = (clock: keyof Timing) =>
  (rate(engine[clock]) / Math.max(rate(node[clock]), rate(hft[clock]))).toFixed(2);
console.log(`engine / faster baseline (wall): ${ratio('wallMs')}x (target ≥ 2x and ≥ 500,000 orders/s)`);
console.log(`engine / faster baseline (CPU, all threads): ${ratio('cpuMs')}x`);
