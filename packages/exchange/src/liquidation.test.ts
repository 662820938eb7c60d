import { describe, expect, it } from 'vitest';
import { cashOf, positionSzi } from './accounts';
import type { Command, ExchangeResponse, OrderWire, Tif, UserAction } from './actions';
import { type Dec, dec } from './decimal';
import { Engine } from './engine';
import { accountedTotal } from './funds';
import { LIQUIDATOR, liquidationTargets, needsBackstop } from './liquidation';
import { decodeState, encodeState } from './persist/codec';
import * as views from './views';

const ALICE = '0x00000000000000000000000000000000000a11ce';
const BOB = '0x0000000000000000000000000000000000000b0b';
const CAROL = '0x00000000000000000000000000000000000ca201';
const BTC = 0;
const ETH = 1;

function setup() {
  let now = 1_800_000_000_000;
  const engine = new Engine({ clock: () => now });
  const log: Command[] = [];
  const exec = (cmd: Command) => {
    log.push(cmd);
    return engine.execute(cmd);
  };
  const run = (user: string, action: UserAction): ExchangeResponse => exec({ time: now++, user, action });
  const oracle = (prices: Record<string, string>, advanceMs = 1) => {
    now += advanceMs;
    return exec({ time: now, action: { type: 'setOracle', prices } });
  };
  const order = (user: string, o: Partial<OrderWire> & { p: string; s: string }, tif: Tif = 'Gtc') =>
    run(user, {
      type: 'order',
      orders: [{ a: BTC, b: true, r: false, t: { limit: { tif } }, ...o }],
      grouping: 'na',
    });
  const deposit = (user: string, usdc: string) => run(user, { type: 'deposit', usdc });
  const state = engine.state;
  /** Σ cash + Σ isolated buckets + fees + funding pool = deposits, exactly. */
  const total = (): Dec => accountedTotal(state);
  const szi = (user: string, asset: number) => positionSzi(state.accounts.get(user), asset);
  return { engine, run, oracle, order, deposit, state, total, szi, log };
}

/** Alice opens a 40x cross long of `sz` BTC at 113000 against Carol. */
function aliceLong(t: ReturnType<typeof setup>, sz: string, margin: string) {
  t.deposit(ALICE, margin);
  t.deposit(BOB, '100000');
  t.deposit(CAROL, '100000');
  t.order(CAROL, { b: false, p: '113000', s: sz });
  t.order(ALICE, { p: '113000', s: sz }, 'Ioc');
  expect(t.szi(ALICE, BTC)).toBe(dec(sz));
}

describe('cross liquidation', () => {
  it('is triggered by an oracle move and market-closes against the book, marked in fills and ledger', () => {
    const t = setup();
    aliceLong(t, '0.05', '200');
    t.order(BOB, { p: '110100', s: '0.05' });
    // Equity 197.4575 + 0.05 × (110200 − 113000) = 57.46 < MM 68.875, above ⅔ MM: market liquidation.
    t.oracle({ BTC: '110200' });
    expect(t.szi(ALICE, BTC)).toBe(0n);
    expect(t.szi(BOB, BTC)).toBe(dec('0.05'));
    const fill = views.userFills(t.state, ALICE)[0];
    expect(fill).toMatchObject({
      px: '110100.0',
      sz: '0.05',
      side: 'A',
      dir: 'Close Long',
      crossed: true,
      liquidation: { liquidatedUser: ALICE, markPx: '110200.0', method: 'market' },
    });
    expect(views.userFills(t.state, BOB)[0]?.liquidation).toEqual(fill?.liquidation);
    const liqOrder = views.historicalOrders(t.state, ALICE)[0];
    expect(liqOrder?.order.tif).toBe('LiquidationMarket');
    expect(liqOrder?.status).toBe('filled');
    // The remaining margin stays with the trader.
    const cash = cashOf(t.state.accounts.get(ALICE));
    expect(cash > 0n).toBe(true);
    expect(views.userNonFundingLedgerUpdates(t.state, ALICE, 0).at(-1)?.delta).toEqual({
      type: 'liquidation',
      liquidatedNtlPos: '5510.0',
      accountValue: '57.4575',
      leverageType: 'Cross',
      liquidatedPositions: [{ coin: 'BTC', szi: '0.05' }],
    });
    expect(t.total()).toBe(dec('200200'));
  });

  it('cancels the liquidated account’s open orders', () => {
    const t = setup();
    aliceLong(t, '0.05', '300');
    t.order(ALICE, { b: false, p: '130000', s: '0.01' });
    t.order(BOB, { p: '110100', s: '0.05' });
    t.oracle({ BTC: '108200' });
    expect(views.openOrders(t.state, ALICE)).toEqual([]);
    expect(views.historicalOrders(t.state, ALICE).some((o) => o.status === 'liquidatedCanceled')).toBe(true);
  });

  it('fills what the book absorbs and gives the rest to the backstop at the mark', () => {
    const t = setup();
    aliceLong(t, '0.05', '200');
    t.order(BOB, { p: '110100', s: '0.02' });
    t.oracle({ BTC: '110200' });
    expect(t.szi(ALICE, BTC)).toBe(0n);
    expect(t.szi(BOB, BTC)).toBe(dec('0.02'));
    expect(t.szi(LIQUIDATOR, BTC)).toBe(dec('0.03'));
    const [backstop, market] = views.userFills(t.state, ALICE);
    expect(market).toMatchObject({ px: '110100.0', sz: '0.02', liquidation: { method: 'market' } });
    expect(backstop).toMatchObject({
      px: '110200.0',
      sz: '0.03',
      fee: '0.0',
      liquidation: { liquidatedUser: ALICE, markPx: '110200.0', method: 'backstop' },
    });
    expect(views.userFills(t.state, LIQUIDATOR)[0]).toMatchObject({
      side: 'B',
      sz: '0.03',
      dir: 'Open Long',
    });
    // The backstop transfer is not a trade print.
    expect(views.recentTrades(t.state, 'BTC').map((x) => x.px)).not.toContain('110200.0');
    expect(t.total()).toBe(dec('200200'));
  });

  it('hands the account to the backstop below ⅔ of maintenance, absorbing negative equity', () => {
    const t = setup();
    aliceLong(t, '0.05', '200');
    t.order(BOB, { p: '108000', s: '0.05' });
    // Equity 197.4575 − 200 = −2.5425: bankrupt.
    t.oracle({ BTC: '109000' });
    expect(t.szi(ALICE, BTC)).toBe(0n);
    expect(t.szi(BOB, BTC)).toBe(0n);
    expect(t.szi(LIQUIDATOR, BTC)).toBe(dec('0.05'));
    expect(cashOf(t.state.accounts.get(ALICE))).toBe(0n);
    expect(t.state.backstopDeficit).toBe(dec('2.5425'));
    expect(views.userFills(t.state, ALICE)[0]?.liquidation?.method).toBe('backstop');
    const delta = views.userNonFundingLedgerUpdates(t.state, ALICE, 0).at(-1)?.delta;
    expect(delta).toMatchObject({ type: 'liquidation', accountValue: '-2.5425', leverageType: 'Cross' });
    expect(views.clearinghouseState(t.state, ALICE).marginSummary.accountValue).toBe('0.0');
    expect(t.total()).toBe(dec('200200'));
  });

  it('liquidates 20 % of a large position, then the full rest inside the 30 s cooldown', () => {
    const t = setup();
    aliceLong(t, '0.2', '800');
    t.order(BOB, { p: '110100', s: '0.3' });
    t.oracle({ BTC: '110200' });
    expect(t.szi(ALICE, BTC)).toBe(dec('0.16'));
    expect(views.userFills(t.state, ALICE)[0]).toMatchObject({
      sz: '0.04',
      liquidation: { method: 'market' },
    });
    t.oracle({ BTC: '110150' }, 10_000);
    expect(t.szi(ALICE, BTC)).toBe(0n);
    expect(views.userFills(t.state, ALICE)[0]).toMatchObject({
      sz: '0.16',
      liquidation: { method: 'market' },
    });
    expect(t.total()).toBe(dec('200800'));
  });

  it('replays to the same state', () => {
    const t = setup();
    aliceLong(t, '0.05', '200');
    t.order(BOB, { p: '110100', s: '0.02' });
    t.oracle({ BTC: '110200' });
    const replica = new Engine({ clock: () => 0 });
    for (const cmd of JSON.parse(JSON.stringify(t.log)) as Command[]) replica.execute(cmd);
    const restored = decodeState(encodeState(t.state), t.engine.universe);
    for (const u of [ALICE, BOB, LIQUIDATOR]) {
      expect(views.clearinghouseState(replica.state, u)).toEqual(views.clearinghouseState(t.state, u));
      expect(views.userFills(replica.state, u)).toEqual(views.userFills(t.state, u));
      expect(views.clearinghouseState(restored, u)).toEqual(views.clearinghouseState(t.state, u));
    }
    expect(replica.state.liquidationCooldowns).toEqual(t.state.liquidationCooldowns);
    expect(restored.backstopDeficit).toBe(t.state.backstopDeficit);
  });
});

describe('isolated liquidation', () => {
  function isolatedEth(t: ReturnType<typeof setup>) {
    t.deposit(ALICE, '1000');
    t.deposit(BOB, '100000');
    t.deposit(CAROL, '100000');
    t.run(ALICE, { type: 'updateLeverage', asset: ETH, isCross: false, leverage: 10 });
    t.order(CAROL, { a: ETH, b: false, p: '4000', s: '1' });
    t.order(ALICE, { a: ETH, p: '4000', s: '1' }, 'Ioc');
    // A small cross BTC position that must survive.
    t.order(CAROL, { b: false, p: '113000', s: '0.001' });
    t.order(ALICE, { p: '113000', s: '0.001' }, 'Ioc');
  }

  it('closes only the isolated position; the remaining margin returns to cross', () => {
    const t = setup();
    isolatedEth(t);
    t.order(BOB, { a: ETH, p: '3635', s: '1' });
    const cashBefore = cashOf(t.state.accounts.get(ALICE));
    // Bucket equity 398.2 − 360 = 38.2 < MM 45.5, above ⅔ MM.
    t.oracle({ ETH: '3640' });
    expect(t.szi(ALICE, ETH)).toBe(0n);
    expect(t.szi(ALICE, BTC)).toBe(dec('0.001'));
    const cashAfter = cashOf(t.state.accounts.get(ALICE));
    expect(cashAfter > cashBefore).toBe(true);
    const delta = views.userNonFundingLedgerUpdates(t.state, ALICE, 0).at(-1)?.delta;
    expect(delta).toMatchObject({ type: 'liquidation', leverageType: 'Isolated' });
    expect(t.total()).toBe(dec('201000'));
  });

  it('caps the loss at the isolated margin: the backstop takes the position and the deficit', () => {
    const t = setup();
    isolatedEth(t);
    const cashBefore = cashOf(t.state.accounts.get(ALICE));
    t.oracle({ ETH: '3500' });
    expect(t.szi(ALICE, ETH)).toBe(0n);
    expect(t.szi(LIQUIDATOR, ETH)).toBe(dec('1'));
    expect(cashOf(t.state.accounts.get(ALICE))).toBe(cashBefore);
    // Bucket 400 − 1.8 fee − 500 loss = −101.8.
    expect(t.state.backstopDeficit).toBe(dec('101.8'));
    expect(t.szi(ALICE, BTC)).toBe(dec('0.001'));
    expect(t.total()).toBe(dec('201000'));
  });
});

describe('liquidation rules', () => {
  it('never targets healthy accounts or the liquidator, and backstops below ⅔ of maintenance', () => {
    const t = setup();
    aliceLong(t, '0.05', '200');
    const alice = t.state.accounts.get(ALICE);
    if (!alice) throw new Error('no account');
    expect(liquidationTargets(t.state, alice)).toEqual([]);
    expect(needsBackstop({ equity: dec('66'), maintenance: dec('100') })).toBe(true);
    expect(needsBackstop({ equity: dec('67'), maintenance: dec('100') })).toBe(false);
  });

  it('is consistent with the liquidation price: liquidated just past it, not before', () => {
    const t = setup();
    aliceLong(t, '0.05', '200');
    t.order(BOB, { p: '100000', s: '0.05' });
    const liqPx = Number(views.clearinghouseState(t.state, ALICE).assetPositions[0]?.position.liquidationPx);
    t.oracle({ BTC: String(Math.ceil(liqPx) + 1) });
    expect(t.szi(ALICE, BTC)).toBe(dec('0.05'));
    t.oracle({ BTC: String(Math.floor(liqPx) - 1) });
    expect(t.szi(ALICE, BTC)).toBe(0n);
  });
});
