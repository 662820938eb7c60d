import { positionSzi } from './accounts';
import { abs, type Dec, dec, exceedsProduct, fromInt, mul } from './decimal';
import type { EngineState } from './state';
import type { Market } from './universe';
import { outsideBand, REFERENCE_BAND } from './validation';

/**
 * Per-order limits (doc §8.6): maximum order value, the oracle price band and open-interest caps.
 * Texts are in `errors.ts`.
 */

/**
 * Maximum market order value by the market's max leverage (doc §8.6: $30M if ≥ 25, $5M for [20, 25),
 * $2M for [10, 20), else $500k); limit orders may be 10 × that.
 */
export function maxMarketOrderValue(market: Market): Dec {
  return MARKET_VALUES[valueBracket(market)] as Dec;
}

/** Market order values (USD) by leverage bracket: below 10x, [10, 20), [20, 25), 25x and more. */
const MARKET_VALUES_USD = [500_000, 2_000_000, 5_000_000, 30_000_000];
const MARKET_VALUES: readonly Dec[] = MARKET_VALUES_USD.map(fromInt);

function valueBracket(market: Market): number {
  const l = market.maxLeverage;
  return l >= 25 ? 3 : l >= 20 ? 2 : l >= 10 ? 1 : 0;
}

export function maxOrderValue(market: Market, isMarket: boolean): Dec {
  const v = maxMarketOrderValue(market);
  return isMarket ? v : v * 10n;
}

/** Maximum order values in micro-USD per bracket, market then limit orders. */
const MAX_VALUES_MICRO = [1, 10].map((factor) => MARKET_VALUES_USD.map((v) => v * factor * 1_000_000));

/** Notional (micro-USD, `notionalMicro`) above `maxOrderValue(market, isMarket)`. */
export function exceedsMaxOrderValue(micro: number, market: Market, isMarket: boolean): boolean {
  return micro > (MAX_VALUES_MICRO[isMarket ? 0 : 1]?.[valueBracket(market)] as number);
}

/**
 * Open orders (doc §7): 1000 per address plus 1 per $5M traded, at most 5000; with 1000 or more open
 * orders, new reduce-only and trigger orders are refused. Open = resting in a book or waiting for its
 * trigger. The doc gives no error text; ours name the limit that applied.
 */
export const BASE_OPEN_ORDERS = 1000;
export const MAX_OPEN_ORDERS = 5000;
export const VOLUME_PER_OPEN_ORDER: Dec = fromInt(5_000_000);

export function openOrderLimit(volume: Dec): number {
  // Most accounts have not earned an extra order: no bigint division for them.
  if (volume < VOLUME_PER_OPEN_ORDER) return BASE_OPEN_ORDERS;
  const earned = volume / VOLUME_PER_OPEN_ORDER;
  return earned >= BigInt(MAX_OPEN_ORDERS - BASE_OPEN_ORDERS)
    ? MAX_OPEN_ORDERS
    : BASE_OPEN_ORDERS + Number(earned);
}

export function openOrderLimitError(limit: number): string {
  return `Too many open orders. Limit is ${limit}.`;
}

export const REDUCE_ONLY_OR_TRIGGER_LIMIT_ERROR = `Reduce only and trigger orders are rejected with ${BASE_OPEN_ORDERS} or more open orders.`;

/**
 * Why a new order that can rest (Gtc, Alo or a trigger) is refused by the open-order limit, given the
 * user's open orders and traded volume; null when it may be placed.
 */
export function openOrderRefusal(
  open: number,
  volume: Dec,
  order: { readonly reduceOnly: boolean; readonly isTrigger: boolean },
): string | null {
  if ((order.reduceOnly || order.isTrigger) && open >= BASE_OPEN_ORDERS)
    return REDUCE_ONLY_OR_TRIGGER_LIMIT_ERROR;
  const limit = openOrderLimit(volume);
  return open >= limit ? openOrderLimitError(limit) : null;
}

/** Open orders per user (book orders and waiting triggers), counted from the state. */
export function countOpenOrders(state: EngineState): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (user: string) => counts.set(user, (counts.get(user) ?? 0) + 1);
  for (const ms of state.markets) {
    for (const o of ms.book.orders(true)) add(o.user);
    for (const o of ms.book.orders(false)) add(o.user);
    for (const o of ms.triggers.values()) add(o.user);
  }
  return counts;
}

/**
 * Oracle band: an order priced more than 50 % beyond the oracle on its aggressive side (a buy above
 * 1.5 × oracle, a sell below 0.5 × oracle) is refused. The doc names the rule but not the width, so
 * the width is ours; passive prices are left to the 80 % reference band.
 */
export const ORACLE_BAND: Dec = dec('0.5');

/** Beyond oracle ± mul(oracle, ORACLE_BAND) on the aggressive side (the oracle is always > 0). */
export function tooFarFromOracle(px: Dec, isBuy: boolean, oracle: Dec): boolean {
  return exceedsProduct(isBuy ? px - oracle : oracle - px, oracle, ORACLE_BAND);
}

/**
 * The per-order price bands of every market with their half-widths computed once per reference price
 * (marks and oracles move on oracle updates, orders arrive far more often): `outsideReferenceBand` and
 * `tooFarFromOracle` without their two bigint products per order.
 */
export class PriceBands {
  private readonly marks: Dec[] = [];
  private readonly markWidths: Dec[] = [];
  private readonly oracles: Dec[] = [];
  private readonly oracleWidths: Dec[] = [];
  private readonly markEdges: (TickEdges | undefined)[] = [];
  private readonly oracleEdges: (TickEdges | undefined)[] = [];

  /**
   * `outsideReference` for a price of `ticks` ticks of `tick` `Dec` units: px − mark > W ⟺ ticks >
   * ⌊(mark + W) / tick⌋ and mark − px > W ⟺ ticks < ⌈(mark − W) / tick⌉, edges computed once per mark.
   */
  outsideReferenceTicks(asset: number, ticks: number, tick: number, mark: Dec): boolean {
    let e = this.markEdges[asset];
    if (e?.ref !== mark || e.tick !== tick) {
      const width = mul(mark, REFERENCE_BAND);
      e = tickEdges(mark, mark - width, mark + width, tick);
      this.markEdges[asset] = e;
    }
    return mark > 0n && (ticks > e.high || ticks < e.low);
  }

  /** `tooFarFromOracle` for a price of `ticks` ticks, the same way. */
  tooFarFromOracleTicks(asset: number, ticks: number, isBuy: boolean, tick: number, oracle: Dec): boolean {
    let e = this.oracleEdges[asset];
    if (e?.ref !== oracle || e.tick !== tick) {
      const width = mul(oracle, ORACLE_BAND);
      e = tickEdges(oracle, oracle - width, oracle + width, tick);
      this.oracleEdges[asset] = e;
    }
    return isBuy ? ticks > e.high : ticks < e.low;
  }

  /** `outsideReferenceBand(px, mark)`. */
  outsideReference(asset: number, px: Dec, mark: Dec): boolean {
    if (this.marks[asset] !== mark) {
      this.marks[asset] = mark;
      this.markWidths[asset] = mul(mark, REFERENCE_BAND);
    }
    return outsideBand(px, mark, this.markWidths[asset] as Dec);
  }

  /** `tooFarFromOracle(px, isBuy, oracle)`: for an integer distance d, d × S > o × B ⟺ d > ⌊o × B / S⌋. */
  tooFarFromOracle(asset: number, px: Dec, isBuy: boolean, oracle: Dec): boolean {
    if (this.oracles[asset] !== oracle) {
      this.oracles[asset] = oracle;
      this.oracleWidths[asset] = mul(oracle, ORACLE_BAND);
    }
    return (isBuy ? px - oracle : oracle - px) > (this.oracleWidths[asset] as Dec);
  }
}

/** A band [low, high] around `ref` in `Dec` units as whole ticks: the first tick at or above `low`, the last at or below `high`. */
interface TickEdges {
  readonly ref: Dec;
  readonly tick: number;
  readonly low: number;
  readonly high: number;
}

function tickEdges(ref: Dec, low: Dec, high: Dec, tick: number): TickEdges {
  const t = BigInt(tick);
  // Bigint division truncates toward zero: the floor of a positive and the ceiling of a negative quotient.
  const lowTicks = low > 0n ? (low + t - 1n) / t : low / t;
  const highTicks = high >= 0n ? high / t : (high - t + 1n) / t;
  // Beyond 2^53 the nearest double is still beyond every safe tick count, so comparisons hold.
  return { ref, tick, low: Number(lowTicks), high: Number(highTicks) };
}

/** Open interest of an asset in coins: Σ long sizes (= Σ short sizes). */
export function openInterest(state: EngineState, asset: number): Dec {
  let oi = 0n;
  for (const a of state.accounts.values()) {
    const szi = positionSzi(a, asset);
    if (szi > 0n) oi += szi;
  }
  return oi;
}

/** True when the asset has a configured cap (USD at the oracle) and its open interest has reached it. */
export function atOpenInterestCap(state: EngineState, asset: number): boolean {
  const cap = state.openInterestCaps.get(asset);
  const ms = state.markets[asset];
  if (cap === undefined || !ms) return false;
  return abs(mul(openInterest(state, asset), ms.oracle)) >= cap;
}
