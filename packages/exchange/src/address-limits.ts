import type { UserRateLimitResponse } from '@nktkas/hyperliquid/api/info';
import {
  type AddressRequestState,
  actionRequestCount,
  addressRequestCap,
  addressRequestRefusal,
  INITIAL_ADDRESS_REQUESTS,
  RESERVED_REQUEST_MICRO_USDC,
} from '@pluto/core';
import type { Account } from './accounts';
import type { SignedAction } from './actions';
import { isUserSigned } from './auth';
import { type Dec, SCALE, toWire } from './decimal';
import { samplePortfolio } from './funds';
import type { EngineState } from './state';
import { summarize, withdrawable } from './summary';
import { MICRO_USD } from './units';
import { addUsd, usdValue } from './usd';

/**
 * Hyperliquid's address-based action limits (doc §7; the rule is core `addressRequestRefusal`): the
 * requests each account has sent are engine state (counted by `countRequests` as every accepted L1
 * action executes, kept in snapshots, so a replay counts the same), while the refusal is decided only
 * for new `/exchange` and WebSocket actions (`ExchangeService.signed`) under the configured
 * `AddressLimitOptions`. A replayed command is never refused again, whatever the configuration.
 */

export interface AddressLimitOptions {
  /** Requests every address starts with (Hyperliquid: 10,000). */
  readonly initialRequests: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimitOptions = { initialRequests: INITIAL_ADDRESS_REQUESTS };

const CENT: Dec = SCALE / 100n;

/** The account's traded volume in USDC, to the cent (rounded down). */
function tradedUsdc(account: Account | undefined): number {
  return account ? Number(usdValue(account.volume) / CENT) / 100 : 0;
}

function requestState(account: Account | undefined): AddressRequestState {
  return {
    used: account?.requests ?? 0,
    lastRequestAt: account?.lastRequestAt ?? null,
    tradedUsdc: tradedUsdc(account),
    reserved: account?.reservedRequests ?? 0,
  };
}

/**
 * Why `user`'s action is refused by the address limits at `time`, or null. Only L1 actions (trading,
 * leverage, cancels, noop) count; user-signed ones (withdrawals, transfers, approvals) do not (README).
 */
export function addressLimitRefusal(
  state: EngineState,
  user: string,
  action: SignedAction,
  time: number,
  limits: AddressLimitOptions,
): string | null {
  if (isUserSigned(action.type)) return null;
  const account = state.accounts.get(user);
  return addressRequestRefusal(
    requestState(account),
    action.type,
    actionRequestCount(action),
    time,
    limits.initialRequests,
  );
}

/** Counts an executed L1 action against its account (one per order, cancel or modify it carries). */
export function countRequests(state: EngineState, user: string, action: SignedAction, time: number): void {
  if (isUserSigned(action.type)) return;
  const account = state.accounts.get(user);
  if (!account) return;
  account.requests += actionRequestCount(action);
  account.lastRequestAt = time;
}

/** Our refusal of a `reserveRequestWeight` the perp balance cannot pay (Hyperliquid documents no text). */
export const RESERVE_BALANCE_ERROR = 'Insufficient balance to reserve request weight.';

/**
 * `reserveRequestWeight`: `weight` more requests beyond the cap for 0.0005 USDC each, paid from what
 * the account could withdraw and collected as a fee; the refusal, or null.
 */
export function reserveRequests(state: EngineState, account: Account, weight: number): string | null {
  const cost = BigInt(weight) * BigInt(RESERVED_REQUEST_MICRO_USDC) * MICRO_USD;
  if (cost > withdrawable(summarize(state, account))) return RESERVE_BALANCE_ERROR;
  addUsd(account.cash, -cost);
  addUsd(state.feesCollected, cost);
  account.reservedRequests += weight;
  samplePortfolio(state, account);
  return null;
}

/** `userRateLimit` (doc §3.16): volume traded, requests used, the cap they earned and the requests bought. */
export function userRateLimit(
  state: EngineState,
  user: string,
  initialRequests = INITIAL_ADDRESS_REQUESTS,
): UserRateLimitResponse {
  const account = state.accounts.get(user);
  return {
    cumVlm: toWire(account ? usdValue(account.volume) : 0n),
    nRequestsUsed: account?.requests ?? 0,
    nRequestsCap: addressRequestCap(tradedUsdc(account), initialRequests),
    nRequestsSurplus: account?.reservedRequests ?? 0,
  };
}

/**
 * `EXCHANGE_ADDRESS_INITIAL_REQUESTS`: unset or empty → Hyperliquid's 10,000; `off` → no address
 * limit; otherwise the whole number of requests every address starts with (a long-lived devnet
 * whose dev accounts trade across many sessions may want more).
 */
export function parseAddressLimits(raw: string | undefined): AddressLimitOptions | null {
  if (raw === undefined || raw === '') return DEFAULT_ADDRESS_LIMITS;
  if (raw === 'off') return null;
  const initialRequests = Number(raw);
  if (!Number.isSafeInteger(initialRequests) || initialRequests < 0)
    throw new Error(
      `EXCHANGE_ADDRESS_INITIAL_REQUESTS must be a whole number of requests, or off; got '${raw}'`,
    );
  return { initialRequests };
}
