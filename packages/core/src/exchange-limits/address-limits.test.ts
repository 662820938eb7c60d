import { describe, expect, it } from 'vitest';
import {
  actionRequestCount,
  addressRequestCap,
  addressRequestRefusal,
  cancelRequestCap,
  INITIAL_ADDRESS_REQUESTS,
  THROTTLED_REQUEST_INTERVAL_MS,
  tooManyRequestsError,
} from './address-limits';

const fresh = { used: 0, lastRequestAt: null, tradedUsdc: 0, reserved: 0 };

describe('address-based action limits', () => {
  it('allows 10,000 requests plus one per whole USDC traded', () => {
    expect(addressRequestCap(0)).toBe(INITIAL_ADDRESS_REQUESTS);
    expect(addressRequestCap(87_457.46)).toBe(97_457);
    expect(addressRequestCap(2.5, 3)).toBe(5);
  });

  it('gives cancels min(cap + 100,000, 2 × cap)', () => {
    expect(cancelRequestCap(10_000)).toBe(20_000);
    expect(cancelRequestCap(100_000)).toBe(200_000);
    expect(cancelRequestCap(250_000)).toBe(350_000);
  });

  it('counts a batch per order, cancel or modify, and anything else as one', () => {
    expect(actionRequestCount({ type: 'order', orders: [{}, {}, {}], grouping: 'na' })).toBe(3);
    expect(actionRequestCount({ type: 'cancel', cancels: new Array(45).fill({}) })).toBe(45);
    expect(actionRequestCount({ type: 'batchModify', modifies: [{}, {}] })).toBe(2);
    expect(actionRequestCount({ type: 'updateLeverage', asset: 0, isCross: true, leverage: 5 })).toBe(1);
    expect(actionRequestCount({ type: 'noop' })).toBe(1);
  });

  it('refuses past the cap with Hyperliquid’s text, counting the whole batch', () => {
    const address = { ...fresh, used: 9_999, lastRequestAt: 1_000 };
    expect(addressRequestRefusal(address, 'order', 1, 1_001)).toBeNull();
    expect(addressRequestRefusal(address, 'order', 2, 1_001)).toBe(
      'Too many cumulative requests sent (10001 > 10000) for cumulative volume traded $0.00. Place taker orders to free up 1 request per USDC traded.',
    );
  });

  it('lets a throttled address send one request every 10 seconds', () => {
    const address = { used: 12_000, lastRequestAt: 50_000, tradedUsdc: 1_500.456, reserved: 0 };
    expect(addressRequestRefusal(address, 'order', 1, 50_000 + THROTTLED_REQUEST_INTERVAL_MS - 1)).toBe(
      tooManyRequestsError(12_001, 11_500, 1_500.456),
    );
    expect(addressRequestRefusal(address, 'order', 1, 50_000 + THROTTLED_REQUEST_INTERVAL_MS)).toBeNull();
    // Its first request ever is never refused.
    expect(addressRequestRefusal({ ...fresh, used: 20_000 }, 'order', 1, 0)).toBeNull();
  });

  it('lets cancels through up to the cancel cap while orders are throttled', () => {
    const address = { ...fresh, used: 15_000, lastRequestAt: 1_000 };
    expect(addressRequestRefusal(address, 'order', 1, 2_000)).not.toBeNull();
    expect(addressRequestRefusal(address, 'cancel', 1, 2_000)).toBeNull();
    expect(addressRequestRefusal(address, 'cancelByCloid', 5_000, 2_000)).toBeNull();
    expect(addressRequestRefusal(address, 'cancel', 5_001, 2_000)).toBe(
      tooManyRequestsError(20_001, 20_000, 0),
    );
  });

  it('adds the reserved requests to the cap', () => {
    const address = { ...fresh, used: 10_000, lastRequestAt: 1_000, reserved: 5 };
    expect(addressRequestRefusal(address, 'order', 5, 2_000)).toBeNull();
    expect(addressRequestRefusal(address, 'order', 6, 2_000)).toBe(tooManyRequestsError(10_006, 10_005, 0));
    expect(addressRequestRefusal(address, 'cancel', 10_010, 2_000)).toBeNull();
  });

  it('shows the volume rounded down to the cent', () => {
    expect(tooManyRequestsError(97_460, 97_456, 87_457.469)).toBe(
      'Too many cumulative requests sent (97460 > 97456) for cumulative volume traded $87457.46. Place taker orders to free up 1 request per USDC traded.',
    );
  });
});
