import {
  HYPERLIQUID_WS_LIMITS,
  scaledWsLimits,
  WEIGHT_WINDOW_MS,
  WeightWindow,
  type WsLimits,
  wsLimitError,
} from '@pluto/core';

/**
 * Hyperliquid's WebSocket limits per client IP (doc §7, core `WsLimits`): connections open and
 * opened in the last minute, subscriptions and the distinct users they name, messages in the last
 * minute (sliding, as the REST weight) and post requests waiting for their answer. A refused
 * subscribe, message or post is answered on the `error` channel with Hyperliquid's text and changes
 * nothing; a connection over the limit is refused at the upgrade with HTTP 429 `null`.
 */

export interface WsLimitOptions extends WsLimits {
  /** The window of the per-minute limits (tests shorten it). */
  readonly windowMs?: number;
  /** The clock (tests drive it). */
  readonly now?: () => number;
}

export const DEFAULT_WS_LIMITS: WsLimitOptions = HYPERLIQUID_WS_LIMITS;

/** What one IP holds and has spent. */
class IpUsage {
  connections = 0;
  subscriptions = 0;
  inflightPosts = 0;
  /** Subscriptions naming each user. */
  readonly users = new Map<string, number>();

  constructor(
    readonly opened: WeightWindow,
    readonly messages: WeightWindow,
  ) {}

  get idle(): boolean {
    return this.connections === 0 && this.subscriptions === 0 && this.inflightPosts === 0;
  }
}

/** Above this many tracked IPs, those holding nothing and idle for a minute are forgotten. */
const SWEEP_THRESHOLD = 10_000;

export class WsIpLimits {
  private readonly ips = new Map<string, IpUsage>();
  private readonly now: () => number;
  private readonly windowMs: number;

  constructor(private readonly limits: WsLimitOptions) {
    this.now = limits.now ?? Date.now;
    this.windowMs = limits.windowMs ?? WEIGHT_WINDOW_MS;
  }

  /** Counts a new connection from `ip` if it may open one; answers whether it may. */
  admitConnection(ip: string): boolean {
    const usage = this.usageOf(ip);
    if (usage.connections >= this.limits.connections) return false;
    if (!usage.opened.tryTake(1, this.now())) return false;
    usage.connections++;
    return true;
  }

  connectionClosed(ip: string): void {
    const usage = this.usageOf(ip);
    usage.connections--;
  }

  /** Counts one client message; the `error` text when the IP has sent its minute's worth. */
  messageRefusal(ip: string): string | null {
    return this.usageOf(ip).messages.tryTake(1, this.now())
      ? null
      : wsLimitError.messages(this.limits.messagesPerMinute);
  }

  /** Counts a new subscription (naming `user`, if user-specific); the `error` text when over a limit. */
  subscriptionRefusal(ip: string, user: string | null): string | null {
    const usage = this.usageOf(ip);
    if (usage.subscriptions >= this.limits.subscriptions)
      return wsLimitError.subscriptions(this.limits.subscriptions);
    if (user !== null) {
      const named = usage.users.get(user) ?? 0;
      if (named === 0 && usage.users.size >= this.limits.users) return wsLimitError.users(this.limits.users);
      usage.users.set(user, named + 1);
    }
    usage.subscriptions++;
    return null;
  }

  subscriptionRemoved(ip: string, user: string | null): void {
    const usage = this.usageOf(ip);
    usage.subscriptions--;
    if (user === null) return;
    const named = (usage.users.get(user) ?? 1) - 1;
    if (named > 0) usage.users.set(user, named);
    else usage.users.delete(user);
  }

  /** Counts a post request until `postAnswered`; the `error` text when too many are waiting. */
  postRefusal(ip: string, id: number): string | null {
    const usage = this.usageOf(ip);
    if (usage.inflightPosts >= this.limits.inflightPosts) return wsLimitError.inflightPosts(id);
    usage.inflightPosts++;
    return null;
  }

  postAnswered(ip: string): void {
    this.usageOf(ip).inflightPosts--;
  }

  private usageOf(ip: string): IpUsage {
    let usage = this.ips.get(ip);
    if (!usage) {
      if (this.ips.size >= SWEEP_THRESHOLD) this.sweep();
      usage = new IpUsage(
        new WeightWindow(this.limits.newConnectionsPerMinute, this.windowMs),
        new WeightWindow(this.limits.messagesPerMinute, this.windowMs),
      );
      this.ips.set(ip, usage);
    }
    return usage;
  }

  private sweep(): void {
    const now = this.now();
    for (const [ip, usage] of this.ips)
      if (usage.idle && usage.opened.used(now) === 0 && usage.messages.used(now) === 0) this.ips.delete(ip);
  }
}

/**
 * `EXCHANGE_WS_LIMITS`: unset or empty → Hyperliquid's; `off` (or 0) → none (benchmarks); a whole
 * number n → n × each of Hyperliquid's (an e2e run where many browsers share 127.0.0.1).
 */
export function parseWsLimits(raw: string | undefined): WsLimitOptions | null {
  if (raw === undefined || raw === '') return DEFAULT_WS_LIMITS;
  if (raw === 'off' || raw === '0') return null;
  const factor = Number(raw);
  if (!Number.isSafeInteger(factor) || factor < 1)
    throw new Error(
      `EXCHANGE_WS_LIMITS must be a whole number of times Hyperliquid's limits, or off; got '${raw}'`,
    );
  return scaledWsLimits(factor);
}
