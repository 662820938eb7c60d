import type { Dec } from './decimal';
import { MICRO_USD, SAFE_UNITS } from './units';

/**
 * A running USD amount (a balance, a bucket, a volume or fee total), exact at any size: whole
 * micro-USD in a number while they stay within ±`SAFE_UNITS`, anything else in a `Dec`. The fill path
 * moves cash, fees and volume with number additions; the value is `big + micro × 10^12` `Dec` units.
 * Every amount the engine books is whole micro-USD (fills trade on the tick grid, fees and margins are
 * rounded to micro-USDC), so `big` stays 0 but beyond $4.5 billion.
 */
export interface Usd {
  micro: number;
  big: Dec;
}

export function newUsd(value: Dec = 0n): Usd {
  const u = { micro: 0, big: 0n };
  addUsd(u, value);
  return u;
}

/** The exact value in `Dec` units. */
export function usdValue(u: Readonly<Usd>): Dec {
  return u.big === 0n ? BigInt(u.micro) * MICRO_USD : u.big + BigInt(u.micro) * MICRO_USD;
}

/** Adds whole micro-USD (a safe integer). */
export function addMicro(u: Usd, micro: number): void {
  const sum = u.micro + micro;
  if (sum <= SAFE_UNITS && sum >= -SAFE_UNITS) u.micro = sum;
  else {
    u.big += BigInt(u.micro) * MICRO_USD + BigInt(micro) * MICRO_USD;
    u.micro = 0;
  }
}

/** Adds lots × ticks micro-USD (a fill's notional), signed by `sign`, exactly at any size. */
export function addNotional(u: Usd, sign: 1 | -1, lots: number, ticks: number): void {
  const micro = lots * ticks;
  if (micro <= SAFE_UNITS) addMicro(u, sign * micro);
  else {
    const exact = BigInt(lots) * BigInt(ticks) * MICRO_USD;
    u.big += sign > 0 ? exact : -exact;
  }
}

/** Adds a `Dec` amount: as micro-USD when it is whole micro-USD within range, else to the `Dec` part. */
export function addUsd(u: Usd, d: Dec): void {
  if (d === 0n) return;
  const q = d / MICRO_USD;
  const micro = Number(q);
  if (q * MICRO_USD === d && micro <= SAFE_UNITS && micro >= -SAFE_UNITS) addMicro(u, micro);
  else u.big += d;
}

/** Sets the amount to `d`. */
export function setUsd(u: Usd, d: Dec): void {
  u.micro = 0;
  u.big = 0n;
  addUsd(u, d);
}

/** Whole micro-USD when the amount is one within range, else NaN (the caller then reads `usdValue`). */
export function usdMicro(u: Readonly<Usd>): number {
  return u.big === 0n ? u.micro : Number.NaN;
}

/** Whether the amount is below zero. */
export function usdNegative(u: Readonly<Usd>): boolean {
  return u.big === 0n ? u.micro < 0 : usdValue(u) < 0n;
}
