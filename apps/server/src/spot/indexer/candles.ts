import { candleOpenTime, foldCandles, type SpotCandle, type SpotCandleInterval } from '@pluto/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** One priced trade of a token: a candle's worth of one price. */
export interface CandleTick {
  token: string;
  /** Unix seconds. */
  time: number;
  price: number;
  volume: number;
}

/**
 * The intervals stored; the chart's others are folded from the largest that divides them (3m from
 * 1m, 4H from 1H, 1W and 1M from 1D), so a 500-candle window reads at most 15,000 rows.
 */
const STORED_INTERVALS = ['1m', '1H', '1D'] as const;
type StoredInterval = (typeof STORED_INTERVALS)[number];

function storedIntervalFor(interval: SpotCandleInterval): StoredInterval {
  if (interval.endsWith('m')) return '1m';
  return interval.endsWith('H') ? '1H' : '1D';
}

/** Adds `ticks` (in trade order) to the stored candles: high and low widened, close moved, volume added. */
export async function upsertCandles(
  trx: Transaction<Database>,
  chainId: number,
  ticks: CandleTick[],
): Promise<void> {
  const candles = new Map<string, Database['spot_candles'] & { open_time: string }>();
  for (const tick of ticks) {
    for (const interval of STORED_INTERVALS) {
      const openTime = String(candleOpenTime(interval, tick.time));
      const key = `${tick.token}:${interval}:${openTime}`;
      const candle = candles.get(key);
      if (candle) {
        candle.h = Math.max(candle.h, tick.price);
        candle.l = Math.min(candle.l, tick.price);
        candle.c = tick.price;
        candle.v += tick.volume;
      } else {
        const { price: p } = tick;
        candles.set(key, {
          chain_id: chainId,
          token: tick.token,
          interval,
          open_time: openTime,
          o: p,
          h: p,
          l: p,
          c: p,
          v: tick.volume,
        });
      }
    }
  }
  const rows = [...candles.values()];
  for (let start = 0; start < rows.length; start += 5_000) {
    await trx
      .insertInto('spot_candles')
      .values(rows.slice(start, start + 5_000))
      .onConflict((conflict) =>
        conflict.columns(['chain_id', 'token', 'interval', 'open_time']).doUpdateSet((eb) => ({
          h: eb.fn('greatest', [eb.ref('spot_candles.h'), eb.ref('excluded.h')]),
          l: eb.fn('least', [eb.ref('spot_candles.l'), eb.ref('excluded.l')]),
          c: eb.ref('excluded.c'),
          v: eb('spot_candles.v', '+', eb.ref('excluded.v')),
        })),
      )
      .execute();
  }
}

/** Recomputes `tokens`' candles from their stored swaps, from the day holding `since` on. */
export async function rebuildCandles(
  trx: Transaction<Database>,
  chainId: number,
  tokens: string[],
  since: number,
): Promise<void> {
  const dayStart = candleOpenTime('1D', since);
  await trx
    .deleteFrom('spot_candles')
    .where('chain_id', '=', chainId)
    .where('token', 'in', tokens)
    .where('open_time', '>=', String(dayStart))
    .execute();
  const swaps = await trx
    .selectFrom('spot_swaps')
    .select(['token0', 'token1', 'block_time', 'token0_price_usd', 'token1_price_usd', 'volume_usd'])
    .where('chain_id', '=', chainId)
    .where('block_time', '>=', String(dayStart))
    .where((eb) => eb.or([eb('token0', 'in', tokens), eb('token1', 'in', tokens)]))
    .orderBy('block_number')
    .orderBy('log_index')
    .execute();
  const wanted = new Set(tokens);
  const ticks: CandleTick[] = [];
  for (const swap of swaps) {
    const time = Number(swap.block_time);
    for (const [token, price] of [
      [swap.token0, swap.token0_price_usd],
      [swap.token1, swap.token1_price_usd],
    ] as const) {
      if (wanted.has(token) && price > 0) ticks.push({ token, time, price, volume: swap.volume_usd });
    }
  }
  await upsertCandles(trx, chainId, ticks);
}

/** `token`'s `interval` candles opening from `timeFrom` to `timeTo` (unix seconds), oldest first. */
export async function readCandles(
  db: Kysely<Database>,
  chainId: number,
  token: string,
  interval: SpotCandleInterval,
  timeFrom: number,
  timeTo: number,
): Promise<SpotCandle[]> {
  const from = candleOpenTime(interval, timeFrom);
  const rows = await db
    .selectFrom('spot_candles')
    .select(['open_time', 'o', 'h', 'l', 'c', 'v'])
    .where('chain_id', '=', chainId)
    .where('token', '=', token.toLowerCase())
    .where('interval', '=', storedIntervalFor(interval))
    .where('open_time', '>=', String(from))
    .where('open_time', '<=', String(timeTo))
    .orderBy('open_time')
    .execute();
  const stored = rows.map(({ open_time, o, h, l, c, v }) => ({ unixTime: Number(open_time), o, h, l, c, v }));
  return foldCandles(stored, interval).filter(
    (candle) => candle.unixTime >= from && candle.unixTime <= timeTo,
  );
}
