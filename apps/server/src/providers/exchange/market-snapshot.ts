import type { InfoClient } from '@nktkas/hyperliquid';
import { type PerpMarketSummary, parsePerpMarkets } from '@pluto/core';

/** The web app refetches the markets every 10 s (seed 000 §9); a page's copy is far fresher. */
export const SNAPSHOT_MAX_AGE_MS = 1_000;
/** A page waits at most this long for the exchange; past it the page goes out without markets. */
export const SNAPSHOT_WAIT_MS = 300;

export interface MarketSnapshot {
  /** When the markets were read (ms since the epoch). */
  time: number;
  markets: PerpMarketSummary[];
}

export interface MarketSnapshotOptions {
  maxAgeMs?: number;
  waitMs?: number;
  now?: () => number;
}

/**
 * The perp market list for the trading screen's HTML (core `PageData`): read from the exchange at
 * most once per `maxAgeMs` however many pages are served, one request in flight at a time. A page
 * never waits longer than `waitMs` nor fails because of it: it then gets the last list read (its
 * time tells the browser how old it is, and the browser refetches a stale one at once) or none, and
 * the browser reads the markets itself, as it always could.
 */
export class MarketSnapshots {
  private latest: MarketSnapshot | undefined;
  private inFlight: Promise<MarketSnapshot | undefined> | undefined;
  private readonly maxAgeMs: number;
  private readonly waitMs: number;
  private readonly now: () => number;

  constructor(
    private readonly info: Pick<InfoClient, 'metaAndAssetCtxs'>,
    options: MarketSnapshotOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? SNAPSHOT_MAX_AGE_MS;
    this.waitMs = options.waitMs ?? SNAPSHOT_WAIT_MS;
    this.now = options.now ?? Date.now;
  }

  /** A snapshot at most `maxAgeMs` old, else the last one if the exchange does not answer in time. */
  async fresh(): Promise<MarketSnapshot | undefined> {
    if (this.latest && this.now() - this.latest.time <= this.maxAgeMs) return this.latest;
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<MarketSnapshot | undefined>((resolve) => {
      timer = setTimeout(() => resolve(this.latest), this.waitMs);
    });
    try {
      return await Promise.race([this.inFlight, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async read(): Promise<MarketSnapshot | undefined> {
    const time = this.now();
    try {
      const snapshot = { time, markets: parsePerpMarkets(await this.info.metaAndAssetCtxs()) };
      this.latest = snapshot;
      return snapshot;
    } catch {
      return undefined;
    }
  }
}
