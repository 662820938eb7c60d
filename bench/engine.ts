/**
 * Engine throughput, in process, single thread (issue 4, benchmark 1): one pre-generated order stream
 * — 60 % resting limit orders, 25 % cancels, 15 % crossing IOC orders; 100 accounts, 10 markets —
 * through the exchange engine (margin checks, fees, fills, history: everything `execute` does) and,
 * in the same process, through `nodejs-order-book` and `hft-limit-order-book` (one book per market,
 * matching only) as baselines. Prints orders/s and the ratios.
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
import { ACCOUNTS, address, MARKETS, type Op, stream } from './workload';

const ORDERS = Number(process.argv[2] ?? 300_000);

function runEngine(ops: readonly Op[]): number {
  const engine = new Engine();
  for (let i = 0; i < ACCOUNTS; i++)
    engine.execute({ time: 1, user: address(i), action: { type: 'deposit', usdc: '100000000' } });
  // Commands prepared up front (the wire decoding is the HTTP layer's cost, measured separately).
  const cmds: (Command | Op)[] = ops.map((op) =>
    op.kind === 'cancel'
      ? op
      : {
          time: 2,
          user: address(op.user),
          action: {
            type: 'order',
            orders: [
              {
                a: op.asset,
                b: op.isBuy,
                p: String(op.px),
                s: String(op.sz),
                r: false,
                t: { limit: { tif: op.ioc ? 'Ioc' : 'Gtc' } },
              },
            ],
            grouping: 'na',
          },
        },
  );
  const oids = new Float64Array(ops.length);
  const t0 = performance.now();
  for (let i = 0; i < cmds.length; i++) {
    const c = cmds[i] as Command | Op;
    if ('kind' in c) {
      engine.execute({
        time: 2,
        user: address(c.user),
        action: { type: 'cancel', cancels: [{ a: c.asset, o: oids[c.id] ?? 0 }] },
      });
      continue;
    }
    const res = engine.execute(c);
    if (res.status === 'ok' && res.response.type === 'order') {
      const st = res.response.data.statuses[0];
      if (st && typeof st === 'object' && 'resting' in st) oids[i] = st.resting.oid;
    }
  }
  return performance.now() - t0;
}

interface Book {
  limit(o: { id: string; side: 'buy' | 'sell'; size: number; price: number; ioc: boolean }): void;
  cancel(id: string): void;
}

function runBooks(ops: readonly Op[], make: () => Book): number {
  const books = Array.from({ length: MARKETS }, make);
  const t0 = performance.now();
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
  return performance.now() - t0;
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
const rate = (ms: number) => Math.round(ops.length / (ms / 1000));
const engine = rate(runEngine(ops));
const node = rate(runBooks(ops, nodeBook));
const hft = rate(runBooks(ops, hftBook));
const best = Math.max(node, hft);
console.log(`engine (margin on)      ${engine.toLocaleString('en')} orders/s`);
console.log(`nodejs-order-book       ${node.toLocaleString('en')} orders/s`);
console.log(`hft-limit-order-book    ${hft.toLocaleString('en')} orders/s`);
console.log(`engine / faster baseline: ${(engine / best).toFixed(2)}x (target ≥ 2x and ≥ 500,000 orders/s)`);
