import { HYPERLIQUID_WS_LIMITS } from '@pluto/core';
import { describe, expect, it } from 'vitest';
import { parseAddressLimits } from '../address-limits';
import { parseWsLimits, WsIpLimits } from './limits';

describe('limit configuration', () => {
  it('EXCHANGE_WS_LIMITS: Hyperliquid’s by default, n × theirs, or off', () => {
    expect(parseWsLimits(undefined)).toEqual(HYPERLIQUID_WS_LIMITS);
    expect(parseWsLimits('')).toEqual(HYPERLIQUID_WS_LIMITS);
    expect(parseWsLimits('10')?.connections).toBe(100);
    expect(parseWsLimits('off')).toBeNull();
    expect(parseWsLimits('0')).toBeNull();
    expect(() => parseWsLimits('1.5')).toThrow('EXCHANGE_WS_LIMITS must be a whole number');
  });

  it('EXCHANGE_ADDRESS_INITIAL_REQUESTS: 10,000 by default, a number, or off', () => {
    expect(parseAddressLimits(undefined)).toEqual({ initialRequests: 10_000 });
    expect(parseAddressLimits('250000')).toEqual({ initialRequests: 250_000 });
    expect(parseAddressLimits('0')).toEqual({ initialRequests: 0 });
    expect(parseAddressLimits('off')).toBeNull();
    expect(() => parseAddressLimits('-1')).toThrow(
      'EXCHANGE_ADDRESS_INITIAL_REQUESTS must be a whole number',
    );
  });
});

describe('WsIpLimits', () => {
  it('frees a user once no subscription names it, and keeps IPs apart', () => {
    const limits = new WsIpLimits({ ...HYPERLIQUID_WS_LIMITS, users: 1, now: () => 0 });
    expect(limits.subscriptionRefusal('a', '0x1')).toBeNull();
    expect(limits.subscriptionRefusal('a', '0x1')).toBeNull();
    expect(limits.subscriptionRefusal('a', '0x2')).toBe('Cannot track more than 1 total users.');
    expect(limits.subscriptionRefusal('b', '0x2')).toBeNull();
    limits.subscriptionRemoved('a', '0x1');
    expect(limits.subscriptionRefusal('a', '0x2')).toBe('Cannot track more than 1 total users.');
    limits.subscriptionRemoved('a', '0x1');
    expect(limits.subscriptionRefusal('a', '0x2')).toBeNull();
  });
});
