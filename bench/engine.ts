/**
 * Engine throughput, in process, single thread (issue 4, benchmark 1): one pre-generated order stream
 * — 60 % resting limit orders, 25 % cancels, 15 % crossing IOC orders; 100 accounts, 10 markets —
 * through the exchange engine (margin checks, fees, fills, history: everything `execute` does) and,
 * in the same process, through `nodejs-order-book` and `hft-limit-order-book` (one book per market,
 * matching only) as baselines. Prints orders/s and the ratios, by wall clock and by this process's CPU
 * time (on a shared machine the CPU figure is the one that does not depend on what else runs).
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

interface Timing {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/** Runs `work` once, timing it by wall clock and by this process's CPU time (user + system). */
function timed(work: () => void): Timing {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  work();
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
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

function runEngine(ops: readonly Op[]): Timing & { readonly outcomes: string } {
  const engine = new Engine();
  for (let i = 0; i < ACCOUNTS; i++)
    engine.execute({ time: 1, user: address(i), action: { type: 'deposit', usdc: '100000000' } });
  // Commands prepared up front (the wire decoding is the HTTP layer's cost, measured separately): a
  // cancel's oid, known once its order rests, is written into its prepared command when its turn comes.
  const cancels = ops.map((op) => (op.kind === 'cancel' ? preparedCancel(op, 2) : undefined));
  const cmds = ops.map((op, i) => cancels[i]?.cmd ?? orderCommand(op as LimitOp, 2));
  const oids = new Float64Array(ops.length);
  const outcomes = new Outcomes();
  const timing = timed(() => {
    for (let i = 0; i < cmds.length; i++) {
      const op = ops[i] as Op;
      const cmd = cmds[i] as Command;
      const cancel = cancels[i];
      if (cancel && op.kind === 'cancel') {
        cancel.entry.o = oids[op.id] ?? 0;
        engine.execute(cmd);
        continue;
      }
      const res = engine.execute(cmd);
      if (res.status === 'ok' && res.response.type === 'order') {
        const st = res.response.data.statuses[0];
        if (st && typeof st === 'object' && 'resting' in st) oids[i] = st.resting.oid;
        outcomes.add(st);
      }
    }
  });
  return { ...timing, outcomes: outcomes.toString() };
}

interface Book {
  limit(o: { id: string; side: 'buy' | 'sell'; size: number; price: number; ioc: boolean }): void;
  cancel(id: string): void;
}

function runBooks(ops: readonly Op[], make: () => Book): Timing {
  const books = Array.from({ length: MARKETS }, make);
  return timed(() => {
    for (const op of ops) {
      const book = books[op.asset] as Book;
      if (op.kind === 'cancel') book.cancel(String(op.id));
      else
        book.limit({
          id: String(op.id),
          side: op.isBuy ? 'buy' : 'sell',
          size: op.sz,
          price: op.px,
          ioc: op.ioc,
        });
    }
  });
}

const nodeBook = (): Book => {
  const b = new NodeBook();
  return {
    limit: (o) =>
      b.limit({
        id: o.id,
        side: o.side === 'buy' ? NodeSide.BUY : NodeSide.SELL,
        size: o.size,
        price: o.price,
        timeInForce: (o.ioc ? 'IOC' : 'GTC') as NodeLimit['timeInForce'],
      }),
    cancel: (id) => b.cancel(id),
  };
};
const hftBook = (): Book => {
  const b = new HftBook();
  return {
    limit: (o) =>
      b.limit({
        id: o.id,
        side: o.side === 'buy' ? HftSide.BUY : HftSide.SELL,
        size: o.size,
        price: o.price,
        timeInForce: (o.ioc ? 'IOC' : 'GTC') as HftLimit['timeInForce'],
      }),
    cancel: (id) => b.cancel(id),
  };
};

const ops = stream(ORDERS);
const counts = { limit: 0, cancel: 0, ioc: 0 };
for (const o of ops) counts[o.kind === 'cancel' ? 'cancel' : o.ioc ? 'ioc' : 'limit'] += 1;
console.log(
  `stream: ${ops.length} orders (${counts.limit} limit, ${counts.cancel} cancel, ${counts.ioc} IOC), ${ACCOUNTS} accounts, ${MARKETS} markets`,
);
// Warm-up on a prefix, then the measured runs.
runEngine(ops.slice(0, 20_000));
runBooks(ops.slice(0, 20_000), nodeBook);
runBooks(ops.slice(0, 20_000), hftBook);
const engine = runEngine(ops);
const node = runBooks(ops, nodeBook);
const hft = runBooks(ops, hftBook);
const rate = (ms: number) => Math.round(ops.length / (ms / 1000));
const row = (name: string, t: Timing) =>
  console.log(
    `${name.padEnd(24)}${rate(t.wallMs).toLocaleString('en').padStart(10)} orders/s wall ${rate(t.cpuMs).toLocaleString('en').padStart(10)} orders/s CPU`,
  );
console.log(`engine order outcomes: ${engine.outcomes}`);
row('engine (margin on)', engine);
row('nodejs-order-book', node);
row('hft-limit-order-book', hft);
for (const clock of ['wallMs', 'cpuMs'] as const) {
  const best = Math.max(rate(node[clock]), rate(hft[clock]));
  console.log(
    `engine / faster baseline (${clock === 'wallMs' ? 'wall' : 'CPU'}): ${(rate(engine[clock]) / best).toFixed(2)}x (target ≥ 2x and ≥ 500,000 orders/s)`,
  );
}
