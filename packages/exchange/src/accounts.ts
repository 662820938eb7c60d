import { abs, type Dec, div, max, min, mul, round, sign } from './decimal';
import { USD_DECIMALS } from './fees';

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
  /** Signed size: + long, - short. */
  szi: Dec;
  /** Size-weighted average entry price of the open position (0 when flat). */
  entryPx: Dec;
  /**
   * Isolated positions only: the isolated bucket's raw USD = margin deposited - szi × entryPx ± fees
   * (doc §3.6 `rawUsd`); the position's equity is isoRaw + szi × markPx. Always 0 for cross.
   */
  isoRaw: Dec;
  readonly cumFunding: CumFunding;
}

export interface Account {
  readonly user: string;
  /**
   * Cross raw USD ("cash"): deposits - withdrawals - Σ(signed size × price) of cross fills - fees
   * ± funding - margin moved into isolated buckets. Cross account value = cash + Σ cross szi × mark.
   * Changes only by exact px × sz products or micro-USDC amounts, so it never drifts.
   */
  cash: Dec;
  readonly positions: Map<number, Position>;
  /** Leverage setting per asset; absent = the default (cross, or isolated on isolated-only markets). */
  readonly leverage: Map<number, Leverage>;
  /** Spot USDC balance (`spotClearinghouseState`), filled by `usdClassTransfer`. */
  spotUsdc: Dec;
  /** Cumulative deposits - withdrawals, and net flows into the perp balance (for `portfolio` PnL). */
  flows: Dec;
  perpFlows: Dec;
  /** Cumulative traded notional (both sides of every trade; not backstop transfers): earns open orders. */
  volume: Dec;
}

export function newAccount(user: string): Account {
  return {
    user,
    cash: 0n,
    positions: new Map(),
    leverage: new Map(),
    spotUsdc: 0n,
    flows: 0n,
    perpFlows: 0n,
    volume: 0n,
  };
}

export function emptyPosition(): Position {
  return { szi: 0n, entryPx: 0n, isoRaw: 0n, cumFunding: { allTime: 0n, sinceOpen: 0n, sinceChange: 0n } };
}

export type FillDir =
  | 'Open Long'
  | 'Close Long'
  | 'Open Short'
  | 'Close Short'
  | 'Long > Short'
  | 'Short > Long';

/** `dir` of a fill from the position before it and the trade side (doc §3.8). */
export function fillDir(start: Dec, isBuy: boolean, sz: Dec): FillDir {
  const end = start + (isBuy ? sz : -sz);
  if (start === 0n || (start > 0n && isBuy) || (start < 0n && !isBuy))
    return isBuy ? 'Open Long' : 'Open Short';
  if (start > 0n) return end >= 0n ? 'Close Long' : 'Long > Short';
  return end <= 0n ? 'Close Short' : 'Short > Long';
}

export interface FillEffect {
  readonly startPosition: Dec;
  readonly dir: FillDir;
  /** Realized PnL of the closing part at the fill price, fee excluded (doc §8.10, §10.1). */
  readonly closedPnl: Dec;
  /** Size that closed an existing position. */
  readonly closedSz: Dec;
}

/**
 * Applies a fill to an account (doc §8.10): cash moves by -signed size × price and the fee; the
 * entry price becomes the size-weighted average on increase and is kept on reduce; a flip closes the
 * old position and opens the remainder at the fill price. Isolated positions move their initial
 * margin (rounded up to micro-USDC) from cross cash into the bucket on increase and release the
 * closed fraction of their equity back to cash on reduce (all of it on full close). `ntl` is px × sz,
 * which the order path already has in integer units: a bigint product and division less per use.
 */
export function applyFill(
  account: Account,
  asset: number,
  leverage: Leverage,
  isBuy: boolean,
  sz: Dec,
  px: Dec,
  fee: Dec,
  ntl: Dec = mul(px, sz),
): FillEffect {
  let pos = account.positions.get(asset);
  if (!pos) {
    pos = emptyPosition();
    account.positions.set(asset, pos);
  }
  const start = pos.szi;
  const dir = fillDir(start, isBuy, sz);
  const opposite = start !== 0n && start > 0n !== isBuy;
  const closedSz = opposite ? min(sz, abs(start)) : 0n;
  const openSz = sz - closedSz;
  const startSide = sign(start);
  const closedPnl = closedSz > 0n ? mul(startSide * (px - pos.entryPx), closedSz) : 0n;
  const isolated = leverage.type === 'isolated';

  // Closing part (px × closed size, signed like the position).
  if (closedSz > 0n) {
    const fullClose = closedSz === abs(start);
    const closedNtl = closedSz === sz ? ntl : mul(closedSz, px);
    const closedValue = start > 0n ? closedNtl : -closedNtl;
    if (isolated) {
      pos.isoRaw -= fee;
      const equity = pos.isoRaw + mul(start, px);
      pos.isoRaw += closedValue;
      const release = fullClose
        ? pos.isoRaw
        : max(0n, round(div(mul(equity, closedSz), abs(start)), USD_DECIMALS, 'floor'));
      pos.isoRaw -= release;
      account.cash += release;
    } else {
      account.cash += closedValue - fee;
    }
    pos.szi = start > 0n ? pos.szi - closedSz : pos.szi + closedSz;
    if (fullClose) {
      pos.entryPx = 0n;
      pos.isoRaw = 0n;
    }
  }

  // Opening part (increase, fresh open, or the remainder of a flip).
  if (openSz > 0n) {
    const delta = isBuy ? openSz : -openSz;
    const openNtl = closedSz === 0n ? ntl : mul(px, openSz);
    const openValue = isBuy ? openNtl : -openNtl;
    const fresh = pos.szi === 0n;
    pos.entryPx = fresh ? px : div(mul(pos.entryPx, abs(pos.szi)) + openNtl, abs(pos.szi) + openSz);
    if (fresh) pos.cumFunding.sinceOpen = 0n;
    if (isolated) {
      const margin = round(openNtl / BigInt(leverage.value), USD_DECIMALS, 'ceil');
      account.cash -= margin;
      pos.isoRaw += margin - openValue;
      if (closedSz === 0n) pos.isoRaw -= fee;
    } else {
      account.cash -= closedSz === 0n ? openValue + fee : openValue;
    }
    pos.szi += delta;
  }
  pos.cumFunding.sinceChange = 0n;
  if (pos.szi === 0n) account.positions.delete(asset);
  return { startPosition: start, dir, closedPnl, closedSz };
}
