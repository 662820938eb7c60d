import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerInfo } from '../http/info';
import { ExchangeService } from '../service';
import type { Candle } from './candles';
import { INTERVALS, periodIndex } from './intervals';
import { Prng } from './oracle-path';

const MAKER = '0x00000000000000000000000000000000000000aa';
const TAKER = '0x00000000000000000000000000000000000000bb';
const START = Date.UTC(2026, 2, 2, 10, 0, 0);
const dirs: string[] = [];

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * A service with 3 days of history and `n` random BTC trades (~5 min apart) after it; `beforeTrades`
 * sees it first.
 */
function traded(n: number, dataDir?: string, beforeTrades?: (service: ExchangeService) => void) {
  let now = START;
  const service = ExchangeService.open({
    clock: () => now,
    market: { seed: 3, historyDays: 3 },
    dataDir: dataDir ?? null,
  });
  beforeTrades?.(service);
  service.apply({ time: now, user: MAKER, action: { type: 'deposit', usdc: '100000000' } });
  service.apply({ time: now, user: TAKER, action: { type: 'deposit', usdc: '100000000' } });
  const rng = new Prng(9);
  const more = (k: number) => {
    for (let i = 0; i < k; i++) {
      now += Math.floor(rng.uniform() * 600_000);
      const px = String(112_000 + Math.floor(rng.uniform() * 2000));
      const sz = (0.001 * (1 + Math.floor(rng.uniform() * 50))).toFixed(3);
      const buy = rng.uniform() < 0.5;
      const order = (user: string, b: boolean, tif: 'Gtc' | 'Ioc') =>
        service.apply({
          time: now,
          user,
          action: {
            type: 'order',
            orders: [{ a: 0, b, p: px, s: sz, r: false, t: { limit: { tif } } }],
            grouping: 'na',
          },
        });
      order(MAKER, buy, 'Gtc');
      order(TAKER, !buy, 'Ioc');
    }
  };
  more(n);
  return { service, now: () => now, more };
}

function info(service: ExchangeService, body: unknown): unknown {
  const a = answerInfo(service.engine.state, body, service.market);
  if (!a.ok) throw new Error(a.message);
  return a.body;
}

const candles = (service: ExchangeService, interval: string, startTime: number, endTime?: number) =>
  info(service, { type: 'candleSnapshot', req: { coin: 'BTC', interval, startTime, endTime } }) as Candle[];

describe('candles from trades and history', () => {
  const { service, now } = traded(900);

  it('every interval equals the aggregation of the 1-minute candles', () => {
    const minutes = candles(service, '1m', 0);
    expect(minutes.length).toBe(5000); // the cap: 3 days of history (4320) plus ~3 days of trades
    for (const interval of INTERVALS) {
      const got = candles(service, interval, minutes[0]?.t ?? 0);
      const want = new Map<number, { o: string; h: number; l: number; c: string; v: number; n: number }>();
      for (const k of minutes) {
        const key = periodIndex(interval, k.t);
        const w = want.get(key);
        if (!w) want.set(key, { o: k.o, h: Number(k.h), l: Number(k.l), c: k.c, v: Number(k.v), n: k.n });
        else {
          w.h = Math.max(w.h, Number(k.h));
          w.l = Math.min(w.l, Number(k.l));
          w.c = k.c;
          w.v += Number(k.v);
          w.n += k.n;
        }
      }
      // Coarser periods starting before the first retained minute hold older minutes too: skip them.
      const full = got.filter((k) => k.t >= (minutes[0]?.t ?? 0));
      expect(full.length).toBeGreaterThan(0);
      for (const k of full) {
        const w = want.get(periodIndex(interval, k.t));
        expect(w, `${interval} ${k.t}`).toBeDefined();
        expect([k.o, Number(k.h), Number(k.l), k.c, k.n]).toEqual([w?.o, w?.h, w?.l, w?.c, w?.n]);
        expect(Number(k.v)).toBeCloseTo(w?.v ?? 0, 5);
      }
    }
  });

  it('answers candleSnapshot from the candle containing start to the one opening at end, oldest first, and refuses bad intervals', () => {
    const hours = candles(service, '1h', now() - 10 * 3_600_000);
    expect(hours.length).toBeGreaterThan(5);
    const [first, second] = hours;
    if (!first || !second) throw new Error('no candles');
    expect(second.t).toBeGreaterThan(first.t);
    expect(first.T).toBe(first.t + 3_599_999);
    expect(candles(service, '1h', first.t, second.t).map((k) => k.t)).toEqual([first.t, second.t]);
    expect(candles(service, '1h', first.t + 1, second.t).map((k) => k.t)).toEqual([first.t, second.t]);
    expect(candles(service, '1h', first.T + 1, second.t).map((k) => k.t)).toEqual([second.t]);
    expect(
      info(service, { type: 'candleSnapshot', req: { coin: 'NOPE', interval: '1h', startTime: 0 } }),
    ).toEqual([]);
    expect(
      answerInfo(
        service.engine.state,
        { type: 'candleSnapshot', req: { coin: 'BTC', interval: '2m', startTime: 0 } },
        service.market,
      ).ok,
    ).toBe(false);
  });

  it('metaAndAssetCtxs: prevDayPx and 24 h volume agree with the 1-minute candles', () => {
    const t = service.engine.state.time;
    const day = candles(service, '1m', t - 86_400_000).filter((k) => k.t < t);
    const [, ctxs] = info(service, { type: 'metaAndAssetCtxs' }) as [
      unknown,
      { prevDayPx: string; dayBaseVlm: string; dayNtlVlm: string }[],
    ];
    const btc = ctxs[0];
    expect(btc?.prevDayPx).toBe(day[0]?.o);
    expect(Number(btc?.dayBaseVlm)).toBeCloseTo(
      day.reduce((a, k) => a + Number(k.v), 0),
      5,
    );
    expect(Number(btc?.dayNtlVlm)).toBeGreaterThan(0);
  });
});

describe('history generated on the first request', () => {
  it('gives the same candles and asset contexts as history generated at start', () => {
    const early = traded(300, undefined, (service) => candles(service, '1h', 0)).service;
    const late = traded(300).service;
    for (const interval of INTERVALS) {
      const want = candles(early, interval, 0);
      expect(want.length).toBeGreaterThan(0);
      expect(candles(late, interval, 0)).toEqual(want);
    }
    expect(info(late, { type: 'metaAndAssetCtxs' })).toEqual(info(early, { type: 'metaAndAssetCtxs' }));
  });

  it('ends the history exactly where the live market starts', () => {
    const { service } = traded(0);
    const minutes = candles(service, '1m', 0);
    expect(minutes).toHaveLength(3 * 1440);
    expect(minutes.at(-1)?.T).toBe(START - 1);
    expect(Number(minutes.at(-1)?.c)).toBe(Number(service.engine.state.markets[0]?.market.startPx) / 1e18);
  });
});

describe('restart', () => {
  it('rebuilds the same candles from the seed, the flushed minutes and the replayed log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pluto-candles-'));
    dirs.push(dir);
    // Snapshot mid-way (flushes minutes), then more trades only in the write-ahead log.
    const { service, more } = traded(300, dir);
    service.snapshot();
    more(100);
    const before = INTERVALS.map((i) => candles(service, i, 0));
    const ctx = info(service, { type: 'metaAndAssetCtxs' });
    // simulate a crash: no close(), reopen from the same directory
    const reopened = ExchangeService.open({
      dataDir: dir,
      market: { seed: 999, historyDays: 9 },
      clock: () => START,
    });
    expect(INTERVALS.map((i) => candles(reopened, i, 0))).toEqual(before);
    expect(info(reopened, { type: 'metaAndAssetCtxs' })).toEqual(ctx);
    reopened.close();
  }, 60_000);
});
