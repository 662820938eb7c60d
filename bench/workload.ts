/**
 * The mixed order workload of the engine and memory benchmarks: 60 % resting limit orders, 25 %
 * cancels of live ones, 15 % crossing IOC orders, over 100 accounts and the first 10 markets.
 */
import type { Command, ExchangeResponse } from '../packages/exchange/src/actions';
import { Prng } from '../packages/exchange/src/market/oracle-path';
import { DEFAULT_UNIVERSE } from '../packages/exchange/src/universe';

export const ACCOUNTS = 100;
export const MARKETS = 10;

export type Op =
  | {
      kind: 'limit';
      id: number;
      user: number;
      asset: number;
      isBuy: boolean;
      px: number;
      sz: number;
      ioc: boolean;
    }
  | { kind: 'cancel'; id: number; user: number; asset: number };

/** The stream: limits rest 1-40 ticks off a fixed mid (never crossing), IOCs cross 0.5 % through it. */
export function stream(count: number): Op[] {
  const rng = new Prng(1);
  const ops: Op[] = [];
  const live: { id: number; user: number; asset: number }[] = [];
  for (let id = 0; id < count; id++) {
    const u = rng.uniform();
    const asset = Math.floor(rng.uniform() * MARKETS);
    const m = DEFAULT_UNIVERSE.markets[asset];
    if (!m) throw new Error('market');
    const mid = Number(m.startPx) / 1e18;
    const tick = 10 ** (Math.floor(Math.log10(mid)) - 4);
    const user = Math.floor(rng.uniform() * ACCOUNTS);
    const isBuy = rng.uniform() < 0.5;
    const sz =
      Math.max(
        Math.ceil(15 / mid / 10 ** -m.szDecimals),
        Math.round((50 + 450 * rng.uniform()) / mid / 10 ** -m.szDecimals),
      ) /
      10 ** m.szDecimals;
    if (u < 0.25 && live.length > 0) {
      const k = Math.floor(rng.uniform() * live.length);
      const target = live[k] as { id: number; user: number; asset: number };
      live[k] = live[live.length - 1] as { id: number; user: number; asset: number };
      live.pop();
      ops.push({ kind: 'cancel', ...target });
    } else if (u < 0.4) {
      ops.push({
        kind: 'limit',
        id,
        user,
        asset,
        isBuy,
        px: round(mid * (isBuy ? 1.005 : 0.995), tick),
        sz,
        ioc: true,
      });
    } else {
      const off = (1 + Math.floor(rng.uniform() * 40)) * tick;
      ops.push({
        kind: 'limit',
        id,
        user,
        asset,
        isBuy,
        px: round(isBuy ? mid - off : mid + off, tick),
        sz,
        ioc: false,
      });
      live.push({ id, user, asset });
    }
  }
  return ops;
}

function round(px: number, tick: number): number {
  return Number((Math.round(px / tick) * tick).toPrecision(5));
}

/**
 * Account i's address, made once per account and flattened: a template literal is a rope that the
 * engine's first character scan would flatten on every command, a cost requests parsed from JSON never
 * have.
 */
const ADDRESSES = Array.from({ length: ACCOUNTS }, (_, i) =>
  JSON.parse(JSON.stringify(`0x${(i + 1).toString(16).padStart(40, '0')}`)),
) as string[];

export const address = (i: number): string => ADDRESSES[i] ?? `0x${(i + 1).toString(16).padStart(40, '0')}`;

export type LimitOp = Extract<Op, { kind: 'limit' }>;
export type CancelOp = Extract<Op, { kind: 'cancel' }>;

/** The engine command of one of the stream's limit or IOC orders. */
export function orderCommand(op: LimitOp, time: number): Command {
  return {
    time,
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
  };
}

/** The engine command of one of the stream's cancels, for the oid its order got. */
export function cancelCommand(op: CancelOp, oid: number, time: number): Command {
  return { time, user: address(op.user), action: { type: 'cancel', cancels: [{ a: op.asset, o: oid }] } };
}

/** A cancel command prepared before its order's oid is known, with the entry to write the oid into. */
export function preparedCancel(
  op: CancelOp,
  time: number,
): { cmd: Command; entry: { a: number; o: number } } {
  const entry = { a: op.asset, o: 0 };
  return { cmd: { time, user: address(op.user), action: { type: 'cancel', cancels: [entry] } }, entry };
}

/** The oid of the order an answer says rests, if it does. */
export function restingOid(res: ExchangeResponse): number | undefined {
  const st = res.status === 'ok' && res.response.type === 'order' ? res.response.data.statuses[0] : undefined;
  return st && typeof st === 'object' && 'resting' in st ? st.resting.oid : undefined;
}
