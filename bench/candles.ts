/**
 * Candle update throughput: `CandleStore.trade` (all 14 intervals per trade) against a naive baseline
 * (per interval a Map from open time to a candle object, open time computed for every trade), same
 * trade stream, same process. Also times generating 30 days of 1-minute history and loading it.
 * Run: node node_modules/tsx/dist/cli.mjs bench/candles.ts
 */
import { CandleStore } from '../packages/exchange/src/market/candles';
import { INTERVALS, openTime } from '../packages/exchange/src/market/intervals';
import { generateHistory, marketSeed, Prng, VOL_CLASSES } from '../packages/exchange/src/market/oracle-path';

const TRADES = 1_000_000;
const COINS = 10;
const START = Date.parse('2025-01-01T00:00:00Z');
const PX_DP = 1;
const SZ_DP = 5;

interface NaiveCandle {
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  n: number;
}

/** The obvious implementation: one Map per (coin, interval), trimmed to 5000 by deleting the oldest key. */
class NaiveCandles {
  private readonly maps = new Map<string, Map<number, NaiveCandle>[]>();

  trade(coin: string, time: number, px: number, sz: number): void {
    let per = this.maps.get(coin);
    if (!per) {
      per = INTERVALS.map(() => new Map());
      this.maps.set(coin, per);
    }
    for (const [k, i] of INTERVALS.entries()) {
      const m = per[k] as Map<number, NaiveCandle>;
      const t = openTime(i, time);
      const c = m.get(t);
      if (c) {
        c.h = Math.max(c.h, px);
        c.l = Math.min(c.l, px);
        c.c = px;
        c.v += sz;
        c.n++;
      } else {
        m.set(t, { o: px, h: px, l: px, c: px, v: sz, n: 1 });
        if (m.size > 5000) m.delete(m.keys().next().value as number);
      }
    }
  }
}

// One trade stream: ~3 trades per second spread over 10 coins (≈ 4 days), prices as integer units.
const times = new Float64Array(TRADES);
const pxs = new Float64Array(TRADES);
const szs = new Float64Array(TRADES);
const coins: string[] = Array.from({ length: COINS }, (_, k) => `C${k}`);
const rng = new Prng(1); // fixed stream: runs are comparable
let px = 1_130_000;
for (let k = 0; k < TRADES; k++) {
  times[k] = START + Math.floor(k * 333.3);
  px = Math.max(1, px + Math.round((rng.uniform() - 0.5) * 20));
  pxs[k] = px;
  szs[k] = 1 + Math.floor(rng.uniform() * 100_000);
}
const decPx = Array.from(pxs, (p) => BigInt(p) * 10n ** BigInt(18 - PX_DP));
const decSz = Array.from(szs, (s) => BigInt(s) * 10n ** BigInt(18 - SZ_DP));

function measure(run: () => void): number {
  const t0 = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

function runStore(): number {
  const s = new CandleStore();
  for (const c of coins) s.addCoin(c, { pxDecimals: PX_DP, szDecimals: SZ_DP });
  return measure(() => {
    for (let k = 0; k < TRADES; k++) {
      s.trade(coins[k % COINS] as string, times[k] as number, decPx[k] as bigint, decSz[k] as bigint);
    }
  });
}

function runNaive(): number {
  const n = new NaiveCandles();
  return measure(() => {
    for (let k = 0; k < TRADES; k++)
      n.trade(coins[k % COINS] as string, times[k] as number, pxs[k] as number, szs[k] as number);
  });
}

// warm up both paths, then take the best of three
runStore();
runNaive();
const store = Math.min(runStore(), runStore(), runStore());
const naive = Math.min(runNaive(), runNaive(), runNaive());
const rate = (sec: number) => Math.round(TRADES / sec).toLocaleString('en-US');
console.log(`per-trade update, 14 intervals, ${TRADES.toLocaleString('en-US')} trades over ${COINS} coins`);
console.log(`  CandleStore.trade (Dec in) : ${rate(store)} trades/s`);
console.log(`  naive Map baseline         : ${rate(naive)} trades/s`);
console.log(`  ratio                      : ${(naive / store).toFixed(2)}x`);

const history = {
  startPx: 113_000,
  profile: VOL_CLASSES.btc,
  seed: marketSeed(1, 'BTC'),
  endTime: START,
  days: 30,
  pxDecimals: PX_DP,
  szDecimals: SZ_DP,
};
generateHistory(history); // warm up
let minutes = generateHistory(history);
const genSec = measure(() => {
  minutes = generateHistory(history);
});
const loaded = () => {
  const h = new CandleStore();
  h.addCoin('BTC', { pxDecimals: PX_DP, szDecimals: SZ_DP });
  return h;
};
loaded().prependHistory('BTC', minutes); // warm up
const h = loaded();
const loadSec = measure(() => h.prependHistory('BTC', minutes));
console.log('30 days of 1-minute history, one market');
console.log(`  generate                   : ${(genSec * 1000).toFixed(0)} ms`);
console.log(`  load into 14 intervals     : ${(loadSec * 1000).toFixed(0)} ms`);
console.log(`  memory                     : ${(h.memoryBytes('BTC') / 1e6).toFixed(2)} MB`);
