import { positionSzi } from '../src/accounts';
import type {
  Command,
  ExchangeResponse,
  OrderStatusEntry,
  OrderWire,
  SystemAction,
  Tif,
  UserAction,
} from '../src/actions';
import type { Dec } from '../src/decimal';
import { Engine } from '../src/engine';
import { accountedTotal } from '../src/funds';

/** An in-process engine driven by explicit command times (no I/O), for rule-level tests. */

export const ALICE = '0x00000000000000000000000000000000000a11ce';
export const BOB = '0x0000000000000000000000000000000000000b0b';
export const CAROL = '0x00000000000000000000000000000000000ca201';
export const BTC = 0;
export const ETH = 1;
export const T0 = 1_800_000_000_000;

export type EngineHarness = ReturnType<typeof engineHarness>;

export function engineHarness(start = T0) {
  let now = start;
  const engine = new Engine({ clock: () => now });
  const state = engine.state;
  const exec = (cmd: Command) => engine.execute(cmd);
  /** Each command one millisecond after the previous one. */
  const run = (user: string, action: UserAction): ExchangeResponse => exec({ time: ++now, user, action });
  const system = (action: SystemAction): ExchangeResponse => exec({ time: ++now, action });
  const oracle = (prices: Record<string, string>) => system({ type: 'setOracle', prices });
  const deposit = (user: string, usdc: string) => run(user, { type: 'deposit', usdc });
  const orders = (
    user: string,
    list: readonly OrderWire[],
    grouping: 'na' | 'normalTpsl' | 'positionTpsl' = 'na',
  ) => statuses(run(user, { type: 'order', orders: list, grouping }));
  /** One limit order (BTC buy Gtc unless overridden); its status. */
  const order = (user: string, o: Partial<OrderWire> & { p: string; s: string }, tif: Tif = 'Gtc') =>
    orders(user, [{ a: BTC, b: true, r: false, t: { limit: { tif } }, ...o }])[0];
  const szi = (user: string, asset: number): Dec => positionSzi(state.accounts.get(user), asset);
  /** Σ balances + isolated buckets + spot + fees + funding pool + paid out = deposits, exactly. */
  const conserved = (): boolean => {
    return accountedTotal(state) === state.depositedTotal;
  };
  return {
    engine,
    state,
    run,
    system,
    oracle,
    deposit,
    orders,
    order,
    szi,
    conserved,
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export function statuses(res: ExchangeResponse): OrderStatusEntry[] {
  if (res.status !== 'ok' || res.response.type !== 'order')
    throw new Error(`not an order answer: ${JSON.stringify(res)}`);
  return res.response.data.statuses;
}

/** The oid of a `resting` status (throws on anything else, so a test cannot pass by accident). */
export function restingOid(status: OrderStatusEntry | undefined): number {
  if (typeof status === 'object' && 'resting' in status) return status.resting.oid;
  throw new Error(`not resting: ${JSON.stringify(status)}`);
}
