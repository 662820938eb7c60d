import type { OrderWire } from '../actions';
import { type Prng, type VolClass, volClassOf } from '../market/oracle-path';
import type { Market } from '../universe';
import { above, below, ceilValid, floorValid, wirePx, wireSz } from './prices';

/**
 * Quote ladders of the simulated market makers: `levels` prices per side around the oracle, the best
 * at a class-dependent half-spread, then one step apart (never less than a tick), sizes growing with
 * depth with some noise. Majors are tight and deep, memes wide and thin, as on real venues.
 */

interface Style {
  /** Half-spread and level step, in basis points of the price. */
  readonly halfBps: number;
  readonly stepBps: number;
  /** USD notional of the best level; deeper levels grow by 25 % of it per level. */
  readonly topNtl: number;
}

const STYLES: Readonly<Record<VolClass, Style>> = {
  btc: { halfBps: 0.5, stepBps: 1, topNtl: 60_000 },
  eth: { halfBps: 0.8, stepBps: 1.5, topNtl: 40_000 },
  major: { halfBps: 2, stepBps: 3, topNtl: 12_000 },
  alt: { halfBps: 4, stepBps: 5, topNtl: 4_000 },
  meme: { halfBps: 6, stepBps: 8, topNtl: 3_000 },
  gold: { halfBps: 2, stepBps: 3, topNtl: 2_000 },
};

export function styleOf(coin: string): Style {
  return STYLES[volClassOf(coin)];
}

/** The ladder for one market around `oracle` (a float price). */
export function ladder(m: Market, oracle: number, levels: number, rng: Prng): OrderWire[] {
  const pd = 6 - m.szDecimals;
  const style = styleOf(m.name);
  const half = style.halfBps / 10_000;
  const step = style.stepBps / 10_000;
  const orders: OrderWire[] = [];
  let bid: number | null = null;
  let ask = 0;
  for (let k = 0; k < levels; k++) {
    const b = floorValid(oracle * (1 - half - k * step), pd);
    bid = bid === null ? b : Math.min(b, below(bid, pd) ?? 0);
    const a = ceilValid(oracle * (1 + half + k * step), pd);
    ask = k === 0 ? a : Math.max(a, above(ask, pd));
    const ntl = style.topNtl * (1 + 0.25 * k) * (0.6 + 0.8 * rng.uniform());
    for (const [isBuy, units] of [
      [true, bid],
      [false, ask],
    ] as const) {
      if (units <= 0) continue;
      const px = units / 10 ** pd;
      // At least $12 so the $10 minimum holds after rounding.
      const sz = Math.max(
        Math.ceil((12 / px) * 10 ** m.szDecimals),
        Math.round((ntl / px) * 10 ** m.szDecimals),
      );
      orders.push({
        a: m.assetId,
        b: isBuy,
        p: wirePx(units, pd),
        s: wireSz(sz, m.szDecimals),
        r: false,
        t: { limit: { tif: 'Gtc' } },
      });
    }
  }
  return orders;
}
