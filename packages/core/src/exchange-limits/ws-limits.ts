/**
 * Hyperliquid's WebSocket limits per IP (doc §7): open connections, new connections a minute,
 * subscriptions and distinct users across them, client messages a minute and post requests waiting
 * for their answer. The devnet exchange enforces them; the texts are the ones Hyperliquid sends on
 * the `error` channel (reported in nktkas/hyperliquid#78).
 */
export interface WsLimits {
  /** Connections an IP may hold open at once. */
  readonly connections: number;
  /** Connections an IP may open in any minute. */
  readonly newConnectionsPerMinute: number;
  /** Subscriptions an IP may hold across its connections. */
  readonly subscriptions: number;
  /** Distinct users an IP's user-specific subscriptions may name. */
  readonly users: number;
  /** Messages an IP may send in any minute across its connections. */
  readonly messagesPerMinute: number;
  /** Post requests an IP may have waiting for their answer across its connections. */
  readonly inflightPosts: number;
}

export const HYPERLIQUID_WS_LIMITS: WsLimits = {
  connections: 10,
  newConnectionsPerMinute: 30,
  subscriptions: 1000,
  users: 10,
  messagesPerMinute: 2000,
  inflightPosts: 100,
};

/** Every limit `factor` times Hyperliquid's (a devnet where many browsers share one address). */
export function scaledWsLimits(factor: number): WsLimits {
  const limits = HYPERLIQUID_WS_LIMITS;
  return {
    connections: limits.connections * factor,
    newConnectionsPerMinute: limits.newConnectionsPerMinute * factor,
    subscriptions: limits.subscriptions * factor,
    users: limits.users * factor,
    messagesPerMinute: limits.messagesPerMinute * factor,
    inflightPosts: limits.inflightPosts * factor,
  };
}

/** Hyperliquid's `error`-channel texts for a subscribe, message or post over a limit. */
export const wsLimitError = {
  subscriptions: (limit: number) => `Cannot subscribe to more than ${limit} channels.`,
  users: (limit: number) => `Cannot track more than ${limit} total users.`,
  messages: (limit: number) => `Cannot send more than ${limit} messages per minute.`,
  inflightPosts: (id: number) => `too many pending post requests id=${id}`,
} as const;
