import { describe, expect, it } from 'vitest';
import type { UserAction } from './actions';
import { Engine, HOUR_MS } from './engine';
import * as views from './views';

const A = '0x1111111111111111111111111111111111111111';
const B = '0x2222222222222222222222222222222222222222';
const T0 = 1_800_000_000_000 - (1_800_000_000_000 % HOUR_MS);

const order = (b: boolean, p: string, s: string, tif: 'Gtc' | 'Ioc' = 'Gtc'): UserAction => ({
  type: 'order',
  orders: [{ a: 0, b, p, s, r: false, t: { limit: { tif } } }],
  grouping: 'na',
});

function traded() {
  const engine = new Engine();
  let t = T0;
  const run = (user: string, action: UserAction, at = ++t) => engine.execute({ time: at, user, action });
  run(A, { type: 'deposit', usdc: '100000' });
  run(B, { type: 'deposit', usdc: '100000' });
  run(B, order(false, '113000', '0.5'));
  run(A, order(true, '113000', '0.2', 'Ioc'));
  // A day later: yesterday's first hour has dropped out of the 24 h window.
  run(A, order(true, '113000', '0.1', 'Ioc'), T0 + 25 * HOUR_MS);
  return engine;
}

describe('metaAndAssetCtxs', () => {
  it('reports open interest, 24 h volume and the previous day price', () => {
    const engine = traded();
    const [meta, ctxs] = views.metaAndAssetCtxs(engine.state);
    expect(ctxs).toHaveLength(meta.universe.length);
    const btc = ctxs[0];
    expect(btc?.openInterest).toBe('0.3');
    expect(btc?.dayNtlVlm).toBe('11300.0');
    expect(btc?.dayBaseVlm).toBe('0.1');
    expect(btc?.prevDayPx).toBe('113000.0');
    expect(btc?.funding).toBe('0.0000125');
    expect(btc?.midPx).toBeNull(); // one-sided book
    expect(btc?.impactPxs).toBeNull();
  });
});

describe('activeAssetData', () => {
  it('sizes are free margin × leverage ÷ mark, plus what a side can close', () => {
    const engine = traded();
    const d = views.activeAssetData(engine.state, A, 'BTC');
    expect(d?.leverage).toEqual({ type: 'cross', value: 40 });
    const [buy, sell] = d?.maxTradeSzs ?? ['0', '0'];
    expect(Number(sell) - Number(buy)).toBeCloseTo(0.3, 5);
    expect(d?.availableToTrade[0]).toBe(d?.availableToTrade[1]);
    expect(views.activeAssetData(engine.state, A, 'NOPE')).toBeNull();
  });
});

describe('userFillsByTime', () => {
  it('is oldest first from startTime and can aggregate partial fills of one order', () => {
    const engine = new Engine();
    let t = T0;
    const run = (user: string, action: UserAction) => engine.execute({ time: ++t, user, action });
    run(A, { type: 'deposit', usdc: '100000' });
    run(B, { type: 'deposit', usdc: '100000' });
    run(B, order(false, '113000', '0.1'));
    run(B, order(false, '113010', '0.1'));
    run(A, order(true, '113010', '0.2', 'Ioc'));
    const fills = views.userFillsByTime(engine.state, A, 0);
    expect(fills.map((f) => f.px)).toEqual(['113000.0', '113010.0']);
    const agg = views.userFillsByTime(engine.state, A, 0, null, true);
    expect(agg).toHaveLength(1);
    expect(agg[0]?.sz).toBe('0.2');
    expect(agg[0]?.px).toBe('113005.0');
    expect(views.userFillsByTime(engine.state, A, t + 1)).toEqual([]);
  });
});
