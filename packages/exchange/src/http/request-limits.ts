import { IP_WEIGHT_PER_MINUTE, WeightWindow } from '@pluto/core';

/**
 * Hyperliquid's per-IP request limit (doc §7): each IP may spend `weightPerMinute` of request
 * weight (core `requestWeight`) in any minute; past it, requests are refused with HTTP 429 and the
 * body `null` (observed: the SDKs report `429 Too Many Requests - null`; the Python SDK parses the
 * body to None). Refused requests cost nothing.
 */

export interface RequestLimitOptions {
  /** Weight an IP may spend in any minute (Hyperliquid: 1,200). */
  readonly weightPerMinute: number;
  /** The window the weight is counted over: a minute (tests shorten it). */
  readonly windowMs?: number;
  /** The clock (tests drive it). */
  readonly now?: () => number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimitOptions = { weightPerMinute: IP_WEIGHT_PER_MINUTE };

/** Hyperliquid's answer to a request over the IP's budget: HTTP 429, JSON `null`. */
export const RATE_LIMITED_STATUS = 429;
export const RATE_LIMITED_BODY = null;

/** Above this many tracked IPs, those that spent nothing in the last minute are forgotten. */
const SWEEP_THRESHOLD = 10_000;

/** The budgets of the IPs that sent requests in the last minute. */
export class IpRequestLimits {
  private readonly windows = new Map<string, WeightWindow>();
  private readonly now: () => number;

  constructor(private readonly options: RequestLimitOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Spends `weight` of `ip`'s budget if it has that much left; answers whether the request may go. */
  admit(ip: string, weight: number): boolean {
    return this.windowOf(ip).tryTake(weight, this.now());
  }

  /** Spends weight an answer added (history requests pay per item returned), even past the budget. */
  charge(ip: string, weight: number): void {
    this.windowOf(ip).add(weight, this.now());
  }

  private windowOf(ip: string): WeightWindow {
    let window = this.windows.get(ip);
    if (!window) {
      if (this.windows.size >= SWEEP_THRESHOLD) this.sweep();
      window = new WeightWindow(this.options.weightPerMinute, this.options.windowMs);
      this.windows.set(ip, window);
    }
    return window;
  }

  private sweep(): void {
    const now = this.now();
    for (const [ip, window] of this.windows) if (window.used(now) === 0) this.windows.delete(ip);
  }
}

/** The client's IP as a rate-limit key: an IPv4 peer on a dual-stack socket keyed as plain IPv4. */
export function clientIp(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  return remoteAddress.startsWith('::ffff:') ? remoteAddress.slice('::ffff:'.length) : remoteAddress;
}

/**
 * `EXCHANGE_IP_WEIGHT_PER_MINUTE`: unset or empty → Hyperliquid's 1,200; `off` (or 0) → no limit
 * (benchmarks); otherwise a whole number of weight per minute (an e2e run where many browsers share
 * 127.0.0.1).
 */
export function parseRequestLimits(raw: string | undefined): RequestLimitOptions | null {
  if (raw === undefined || raw === '') return DEFAULT_REQUEST_LIMITS;
  if (raw === 'off' || raw === '0') return null;
  const weightPerMinute = Number(raw);
  if (!Number.isSafeInteger(weightPerMinute) || weightPerMinute < 1)
    throw new Error(`EXCHANGE_IP_WEIGHT_PER_MINUTE must be a whole number of weight, or off; got '${raw}'`);
  return { weightPerMinute };
}
