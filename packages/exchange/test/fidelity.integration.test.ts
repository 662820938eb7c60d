import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness';

/** Issue 18: answers that must match Hyperliquid's, driven through `@nktkas/hyperliquid`. */

const DAY_MS = 86_400_000;

describe('candleSnapshot includes the candle in progress', () => {
  // Mid-month, so the month's and the week's candles opened well before a 1-day window.
  const now = Date.UTC(2026, 0, 15, 12);
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ clock: () => now, market: { seed: 3, historyDays: 1 } });
  });
  afterAll(async () => {
    await h.close();
  });

  it('a 1-day window at 1M, 1w and 3d answers the candle that contains its start', async () => {
    const window = { coin: 'BTC', startTime: now - DAY_MS, endTime: now };
    const [month] = await h.info.candleSnapshot({ ...window, interval: '1M' });
    expect(month).toMatchObject({ t: Date.UTC(2026, 0, 1), T: Date.UTC(2026, 1, 1) - 1, i: '1M' });
    const weeks = await h.info.candleSnapshot({ ...window, interval: '1w' });
    expect(weeks).toHaveLength(1);
    expect(weeks[0]?.t).toBeLessThan(now - DAY_MS);
    const threeDays = await h.info.candleSnapshot({ ...window, interval: '3d' });
    expect(threeDays.length).toBeGreaterThan(0);
    expect(threeDays[0]?.T).toBeGreaterThanOrEqual(now - DAY_MS);
    expect(threeDays[0]?.t).toBeLessThanOrEqual(now - DAY_MS);
  });
});
