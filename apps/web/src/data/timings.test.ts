import { describe, expect, it } from 'vitest';
import { feedReconnectDelay } from './timings';

describe('feedReconnectDelay', () => {
  it('reconnects 5 s after a close, then doubles while attempts fail, up to a minute', () => {
    expect([0, 1, 2, 3, 4, 10].map(feedReconnectDelay)).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
  });
});
