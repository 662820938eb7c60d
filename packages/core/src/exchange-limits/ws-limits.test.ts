import { describe, expect, it } from 'vitest';
import { HYPERLIQUID_WS_LIMITS, scaledWsLimits, wsLimitError } from './ws-limits';

describe('WebSocket limits', () => {
  it('are Hyperliquid’s per-IP numbers', () => {
    const { connections, newConnectionsPerMinute, subscriptions, users, messagesPerMinute, inflightPosts } =
      HYPERLIQUID_WS_LIMITS;
    // Doc §7: connections, new a minute, subscriptions, users, messages a minute, in-flight posts.
    expect([
      connections,
      newConnectionsPerMinute,
      subscriptions,
      users,
      messagesPerMinute,
      inflightPosts,
    ]).toEqual([10, 30, 1000, 10, 2000, 100]);
  });

  it('scale every limit for addresses shared by many clients', () => {
    expect(scaledWsLimits(4)).toEqual({
      connections: 40,
      newConnectionsPerMinute: 120,
      subscriptions: 4000,
      users: 40,
      messagesPerMinute: 8000,
      inflightPosts: 400,
    });
  });

  it('answer with Hyperliquid’s error texts', () => {
    expect(wsLimitError.subscriptions(1000)).toBe('Cannot subscribe to more than 1000 channels.');
    expect(wsLimitError.users(10)).toBe('Cannot track more than 10 total users.');
    expect(wsLimitError.messages(2000)).toBe('Cannot send more than 2000 messages per minute.');
    expect(wsLimitError.inflightPosts(1234)).toBe('too many pending post requests id=1234');
  });
});
