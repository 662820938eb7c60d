import { type Dec, div, max, mul, round } from './decimal';
import { USD_DECIMALS } from './fees';
import { floorDiv, lotsToDec, MICRO_USD, SAFE_UNITS, ticksToDec } from './units';
import { addMicro, addNotional, addUsd, newUsd, setUsd, type Usd, usdValue } from './usd';

export type LeverageType = 'cross' | 'isolated';

export interface Leverage {
  readonly type: LeverageType;
  readonly value: number;
}

export interface CumFunding {
  allTime: Dec;
  sinceOpen: Dec;
  sinceChange: Dec;
}

export interface Position {
  /** Signed size in lots of the market (`units.ts`): + long, - short. */
  lots: number;
  szDecimals: number;
  /** Size-weighted average entry price of the open position (0 when flat). */
  entryPx: Dec;
  /**
   * Isolated positions only: the isolated bucket's raw USD = margin deposited - szi × entryPx ± fees
   * (doc §3.6 `rawUsd`); the position's equity is isoRaw + szi × markPx. Always 0 for cross.
   */
  readonly isoRaw: Usd;
  readonly cumFunding: CumFunding;
}

export interface Account {
  readonly user: string;
  /**
   * Cross raw USD ("cash"): deposits - withdrawals - Σ(signed size × price) of cross fills - fees
   * ± funding - margin moved into isolated buckets. Cross account value = cash + Σ cross szi × mark.
   * Changes only by exact px × sz products or micro-USDC amounts, so it never drifts.
   */
  readonly cash: Usd;
  readonly positions: Map<number, Position>;
  /** Leverage setting per asset; absent = the default (cross, or isolated on isolated-only markets). */
  readonly leverage: Map<number, Leverage>;
  /** Spot USDC balance (`spotClearinghouseState`), filled by `usdClassTransfer`. */
  spotUsdc: Dec;
  /** Cumulative deposits - withdrawals, and net flows into the perp balance (for `portfolio` PnL). */
  flows: Dec;
  perpFlows: Dec;
  /** Cumulative traded notional (both sides of every trade; not backstop transfers): earns open orders. */
  readonly volume: Usd;
  /** Requests its L1 actions counted (one per order, cancel or modify): the address limit's use. */
  requests: number;
  /** When its last L1 action was accepted; null before the first. */
  lastRequestAt: number | null;
  /** Requests it bought beyond the address limit's cap (`reserveRequestWeight`). */
  reservedRequests: number;
}

export function newAccount(user: string): Account {
  return {
    user,
    cash: newUsd(),
    positions: new Map(),
    leverage: new Map(),
    spotUsdc: 0n,
    flows: 0n,
    perpFlows: 0n,
    volume: newUsd(),
    requests: 0,
    lastRequestAt: null,
    reservedRequests: 0,
  };
}

/**
 * Positions closed to flat and no longer in any account, for the next position opened: fills open
 * positions from flat all day, and each would allocate three objects. Nothing else keeps a closed
 * position (views and liquidation summaries read positions while no fill happens, or before it).
 */
const spares: Position[] = [];
const MAX_SPARES = 256;

/** A flat position: a spare one reset, or a new one. */
function openPosition(szDecimals: number): Position {
  const p = spares.pop();
  if (!p) {
    return {
      lots: 0,
      szDecimals,
      entryPx: 0n,
      isoRaw: newUsd(),
      cumFunding: { allTime: 0n, sinceOpen: 0n, sinceChange: 0n },
    };
  }
  p.szDecimals = szDecimals;
  p.entryPx = 0n;
  setUsd(p.isoRaw, 0n);
  p.cumFunding.allTime = 0n;
  p.cumFunding.sinceOpen = 0n;
  p.cumFunding.sinceChange = 0n;
  return p;
}

/** Cross raw USD of the account (0 without an account). */
export function cashOf(account: Account | undefined): Dec {
  return account ? usdValue(account.cash) : 0n;
}

/** The position's signed size. */
export function sziOf(pos: Position): Dec {
  return lotsToDec(pos.lots, pos.szDecimals);
}

/** The account's signed size on `asset` (0 without a position). */
export function positionSzi(account: Account | undefined, asset: number): Dec {
  const pos = account?.positions.get(asset);
  return pos ? sziOf(pos) : 0n;
}

/** The account's signed size on `asset` in lots (0 without a position). */
export function positionLots(account: Account | undefined, asset: number): number {
  return account?.positions.get(asset)?.lots ?? 0;
}

export type FillDir =
  | 'Open Long'
  | 'Close Long'
  | 'Open Short'
  | 'Close Short'
  | 'Long > Short'
  | 'Short > Long';

/** `dir` of a fill from the position before it and the trade side (doc §3.8), sizes in lots. */
export function fillDir(start: number, isBuy: boolean, lots: number): FillDir {
  const end = start + (isBuy ? lots : -lots);
  if (start === 0 || (start > 0 && isBuy) || (start < 0 && !isBuy)) return isBuy ? 'Open Long' : 'Open Short';
  if (start > 0) return end >= 0 ? 'Close Long' : 'Long > Short';
  return end <= 0 ? 'Close Short' : 'Short > Long';
}

/** What a fill record keeps of the position it changed (filled in by `applyFill`). */
export interface FillEffect {
  /** The position before the fill, in lots. */
  startLots: number;
  /** The entry price before a fill that closes (the closing part's PnL is measured from it), else 0. */
  entryPx: Dec;
  dir: FillDir;
}

/**
 * Realized PnL of a fill's closing part at the fill price, fee excluded (doc §8.10, §10.1):
 * (px − entry) × the closed size, signed like the position before the fill.
 */
export function closedPnl(f: {
  readonly startLots: number;
  readonly entryPx: Dec;
  readonly isBuy: boolean;
  readonly lots: number;
  readonly ticks: number;
  readonly szDecimals: number;
}): Dec {
  const opposite = f.startLots !== 0 && f.startLots > 0 !== f.isBuy;
  if (!opposite) return 0n;
  const closed = Math.min(f.lots, Math.abs(f.startLots));
  const gain = ticksToDec(f.ticks, f.szDecimals) - f.entryPx;
  return mul(f.startLots > 0 ? gain : -gain, lotsToDec(closed, f.szDecimals));
}

/**
 * Applies a fill of `lots` at `ticks` (the market's integer units) with a fee of `fee` micro-USD to an
 * account (doc §8.10): cash moves by -signed size × price and the fee; the entry price becomes the
 * size-weighted average on increase and is kept on reduce; a flip closes the old position and opens
 * the remainder at the fill price. Isolated positions move their initial margin (rounded up to
 * micro-USDC) from cross cash into the bucket on increase and release the closed fraction of their
 * equity back to cash on reduce (all of it on full close). Cross fills move cash with number
 * additions; only an increase's new average entry price needs bigint arithmetic.
 */
export function applyFill(
  account: Account,
  asset: number,
  szDecimals: number,
  leverage: Leverage,
  isBuy: boolean,
  lots: number,
  ticks: number,
  fee: number,
  out: FillEffect,
): void {
  let pos = account.positions.get(asset);
  if (!pos) {
    pos = openPosition(szDecimals);
    account.positions.set(asset, pos);
  }
  const start = pos.lots;
  const opposite = start !== 0 && start > 0 !== isBuy;
  out.startLots = start;
  // Only a closing fill's PnL reads it: others keep no reference to the position's entry price.
  out.entryPx = opposite ? pos.entryPx : 0n;
  out.dir = fillDir(start, isBuy, lots);
  const closed = opposite ? Math.min(lots, Math.abs(start)) : 0;
  const open = lots - closed;
  const isolated = leverage.type === 'isolated';

  // Closing part (px × closed size, signed like the position).
  if (closed > 0) {
    const fullClose = closed === Math.abs(start);
    if (isolated) releaseIsolated(account, pos, start, closed, ticks, fee, fullClose);
    else {
      addNotional(account.cash, start > 0 ? 1 : -1, closed, ticks);
      addMicro(account.cash, -fee);
    }
    pos.lots = start > 0 ? start - closed : start + closed;
    if (fullClose) {
      pos.entryPx = 0n;
      setUsd(pos.isoRaw, 0n);
    }
  }

  // Opening part (increase, fresh open, or the remainder of a flip).
  if (open > 0) {
    const size = Math.abs(pos.lots);
    if (size === 0) {
      pos.entryPx = ticksToDec(ticks, szDecimals);
      pos.cumFunding.sinceOpen = 0n;
    } else pos.entryPx = averageEntry(pos.entryPx, size, open, ticks, szDecimals);
    const sign = isBuy ? -1 : 1;
    if (isolated) {
      const margin = isolatedMargin(open, ticks, leverage.value);
      addUsd(account.cash, -margin);
      addUsd(pos.isoRaw, margin);
      addNotional(pos.isoRaw, sign, open, ticks);
      if (closed === 0) addMicro(pos.isoRaw, -fee);
    } else {
      addNotional(account.cash, sign, open, ticks);
      if (closed === 0) addMicro(account.cash, -fee);
    }
    pos.lots += isBuy ? open : -open;
  }
  pos.cumFunding.sinceChange = 0n;
  if (pos.lots === 0) {
    account.positions.delete(asset);
    if (spares.length < MAX_SPARES) spares.push(pos);
  }
}

/**
 * The closing part of an isolated fill: the fee and the closed value go through the bucket, and the
 * closed fraction of the bucket's equity at the fill price (all of it on a full close), rounded down
 * to micro-USDC and never negative, goes back to cash.
 */
function releaseIsolated(
  account: Account,
  pos: Position,
  start: number,
  closed: number,
  ticks: number,
  fee: number,
  fullClose: boolean,
): void {
  addMicro(pos.isoRaw, -fee);
  const equity = usdValue(pos.isoRaw) + BigInt(start) * BigInt(ticks) * MICRO_USD;
  addNotional(pos.isoRaw, start > 0 ? 1 : -1, closed, ticks);
  const release = fullClose
    ? usdValue(pos.isoRaw)
    : max(
        0n,
        round(
          div(mul(equity, lotsToDec(closed, pos.szDecimals)), lotsToDec(Math.abs(start), pos.szDecimals)),
          USD_DECIMALS,
          'floor',
        ),
      );
  addUsd(pos.isoRaw, -release);
  addUsd(account.cash, release);
}

/** Initial margin an isolated increase moves into the bucket: notional ÷ leverage, rounded up to micro-USDC. */
function isolatedMargin(lots: number, ticks: number, leverage: number): Dec {
  const micro = lots * ticks;
  if (micro <= SAFE_UNITS) {
    const q = floorDiv(micro, leverage);
    return BigInt(q * leverage === micro ? q : q + 1) * MICRO_USD;
  }
  return round((BigInt(lots) * BigInt(ticks) * MICRO_USD) / BigInt(leverage), USD_DECIMALS, 'ceil');
}

/** Powers of ten as bigints by szDecimals (lots per unit of size). */
const LOTS_PER_UNIT: readonly Dec[] = Array.from({ length: 7 }, (_, d) => 10n ** BigInt(d));

/**
 * The entry price after adding `open` lots at `ticks` to a position of `size` lots at `entryPx`:
 * (entryPx × size + px × open) ÷ (size + open), each step truncated as the `Dec` rule
 * `div(mul(entryPx, szi) + ntl, szi + sz)` truncates it (sizes are whole lots: 10^(18 − szDecimals)).
 */
function averageEntry(entryPx: Dec, size: number, open: number, ticks: number, szDecimals: number): Dec {
  const perUnit = LOTS_PER_UNIT[szDecimals] ?? 10n ** BigInt(szDecimals);
  const held = (entryPx * BigInt(size)) / perUnit;
  return ((held + BigInt(open) * BigInt(ticks) * MICRO_USD) * perUnit) / BigInt(size + open);
}
