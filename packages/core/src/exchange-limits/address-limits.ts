import { batchLength } from './request-weight';

/**
 * Hyperliquid's address-based action limits (doc §7): an address may send 1 request per 1 USDC it
 * has traded since inception plus an initial buffer of 10,000; past that it may send one request
 * every 10 seconds. Cancels may go further: `min(cap + 100,000, 2 × cap)`. A batch counts one request
 * per order, cancel or modify it carries. An address may also buy requests beyond its cap
 * (`reserveRequestWeight`, 0.0005 USDC each). Written once here: the devnet exchange enforces it and
 * answers `userRateLimit` from it.
 */

/** Requests every address starts with. */
export const INITIAL_ADDRESS_REQUESTS = 10_000;
/** A throttled address (past its cap) may send one request this often. */
export const THROTTLED_REQUEST_INTERVAL_MS = 10_000;
/** Cancels may exceed the cap by this many requests, or by the cap itself when that is smaller. */
export const CANCEL_EXTRA_REQUESTS = 100_000;

/** The price of one reserved request (`reserveRequestWeight`): 0.0005 USDC, in micro-USDC. */
export const RESERVED_REQUEST_MICRO_USDC = 500;

const CANCEL_ACTIONS: ReadonlySet<string> = new Set(['cancel', 'cancelByCloid']);

/** The requests an address may have sent, having traded `tradedUsdc` (whole USDC, rounded down). */
export function addressRequestCap(tradedUsdc: number, initialRequests = INITIAL_ADDRESS_REQUESTS): number {
  return initialRequests + Math.floor(tradedUsdc);
}

/** The higher allowance of cancels: `min(cap + 100,000, 2 × cap)`. */
export function cancelRequestCap(cap: number): number {
  return Math.min(cap + CANCEL_EXTRA_REQUESTS, 2 * cap);
}

/** The requests an action counts against its address: one per order, cancel or modify, at least one. */
export function actionRequestCount(action: unknown): number {
  return Math.max(1, batchLength(action));
}

export function isCancelAction(type: string): boolean {
  return CANCEL_ACTIONS.has(type);
}

/** Hyperliquid's refusal of an action past the cap (`status: "err"`, observed text). */
export function tooManyRequestsError(requests: number, cap: number, tradedUsdc: number): string {
  const volume = (Math.floor(tradedUsdc * 100) / 100).toFixed(2);
  return `Too many cumulative requests sent (${requests} > ${cap}) for cumulative volume traded $${volume}. Place taker orders to free up 1 request per USDC traded.`;
}

export interface AddressRequestState {
  /** Requests the address has sent (every accepted action's count). */
  readonly used: number;
  /** When its last request was accepted (ms); null before the first. */
  readonly lastRequestAt: number | null;
  /** USDC it has traded (both sides of every fill). */
  readonly tradedUsdc: number;
  /** Requests it bought beyond the cap (`reserveRequestWeight`). */
  readonly reserved: number;
}

/**
 * Why an action of `actionType` counting `count` requests is refused at `now`, or null when it may
 * go: within the cap plus the reserved requests (the cancel cap of that for cancels), or, past it,
 * when the address's last request is at least 10 s old (the throttled rate).
 */
export function addressRequestRefusal(
  address: AddressRequestState,
  actionType: string,
  count: number,
  now: number,
  initialRequests = INITIAL_ADDRESS_REQUESTS,
): string | null {
  const cap = addressRequestCap(address.tradedUsdc, initialRequests) + address.reserved;
  const applying = isCancelAction(actionType) ? cancelRequestCap(cap) : cap;
  const requests = address.used + count;
  if (requests <= applying) return null;
  const last = address.lastRequestAt;
  if (last === null || now - last >= THROTTLED_REQUEST_INTERVAL_MS) return null;
  return tooManyRequestsError(requests, applying, address.tradedUsdc);
}
