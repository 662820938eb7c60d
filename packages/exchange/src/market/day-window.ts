import type { Dec } from '../decimal';

/**
 * The last 24 hours of one market in 1-minute slots (the open, base volume and USD notional of each
 * minute), for `metaAndAssetCtxs` `prevDayPx`, `dayBaseVlm` and `dayNtlVlm`. Fed from the same
 * minutes as the candles (generated history, then trades), so the asset context agrees with them.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 24 h of minutes plus the live one: older minutes cannot count. */
export const DAY_WINDOW_MINUTES = 1441;

export interface DayStats {
  readonly prevDayPx: Dec | null;
  readonly dayBaseVlm: Dec;
  readonly dayNtlVlm: Dec;
}

export class DayWindow {
  private readonly t = new Float64Array(DAY_WINDOW_MINUTES).fill(-1);
  private readonly open = new Float64Array(DAY_WINDOW_MINUTES);
  private readonly base = new Float64Array(DAY_WINDOW_MINUTES);
  private readonly ntl = new Float64Array(DAY_WINDOW_MINUTES);

  constructor(
    private readonly pxDecimals: number,
    private readonly szDecimals: number,
  ) {}

  /** Adds volume to the minute opening at `t` (units as in the candle store; notional in USD). */
  add(t: number, openUnits: number, baseUnits: number, ntlUsd: number): void {
    const slot = Math.floor(t / MINUTE) % DAY_WINDOW_MINUTES;
    if (this.t[slot] !== t) {
      this.t[slot] = t;
      this.open[slot] = openUnits;
      this.base[slot] = 0;
      this.ntl[slot] = 0;
    }
    this.base[slot] = (this.base[slot] as number) + baseUnits;
    this.ntl[slot] = (this.ntl[slot] as number) + ntlUsd;
  }

  /** Minutes opening in [now − 24 h, now): prevDayPx = the oldest one's open (as `rollingDay`). */
  stats(now: number): DayStats {
    const from = now - DAY;
    let first = Number.POSITIVE_INFINITY;
    let open = 0;
    let base = 0;
    let ntl = 0;
    for (let i = 0; i < DAY_WINDOW_MINUTES; i++) {
      const t = this.t[i] as number;
      if (t < from || t >= now) continue;
      if (t < first) {
        first = t;
        open = this.open[i] as number;
      }
      base += this.base[i] as number;
      ntl += this.ntl[i] as number;
    }
    return {
      prevDayPx: first === Number.POSITIVE_INFINITY ? null : units(open, this.pxDecimals),
      dayBaseVlm: units(base, this.szDecimals),
      // Notional is a float sum (history is generated in floats): cents are exact enough for a stat.
      dayNtlVlm: units(Math.round(ntl * 100), 2),
    };
  }
}

function units(n: number, decimals: number): Dec {
  return BigInt(Math.round(n)) * 10n ** BigInt(18 - decimals);
}
