import { describe, expect, it } from 'vitest';
import { MarketSnapshots } from './market-snapshot';

const universe = [{ name: 'BTC', szDecimals: 5, maxLeverage: 40 }];
const ctx = (markPx: string) => ({
  funding: '0.0000125',
  openInterest: '10',
  prevDayPx: '100000',
  dayNtlVlm: '5000000',
  markPx,
  oraclePx: markPx,
  midPx: markPx,
  premium: '0',
});

/** An exchange whose answers the test releases one by one, counting requests. */
function exchange() {
  const pending: ((price: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  return {
    requests: () => pending.length,
    answer: (price: string) => pending.at(-1)?.(price),
    fail: () => failures.at(-1)?.(new Error('exchange down')),
    info: {
      metaAndAssetCtxs: () =>
        new Promise((resolve, reject) => {
          pending.push((price) => resolve([{ universe }, [ctx(price)]]));
          failures.push(reject);
        }) as never,
    },
  };
}

describe('market snapshots for the trading page', () => {
  it('reads the exchange once per max age, however many pages ask, and one request at a time', async () => {
    let now = 1_000;
    const fake = exchange();
    const snapshots = new MarketSnapshots(fake.info, { maxAgeMs: 1_000, waitMs: 5_000, now: () => now });
    const first = Promise.all([snapshots.fresh(), snapshots.fresh()]);
    expect(fake.requests()).toBe(1);
    fake.answer('113000');
    const [a, b] = await first;
    expect(a).toEqual({ time: 1_000, markets: [expect.objectContaining({ coin: 'BTC', price: 113_000 })] });
    expect(b).toBe(a);
    now = 2_000;
    expect(await snapshots.fresh()).toBe(a);
    expect(fake.requests()).toBe(1);
    now = 2_001;
    const next = snapshots.fresh();
    fake.answer('114000');
    expect((await next)?.markets[0]?.price).toBe(114_000);
    expect(fake.requests()).toBe(2);
  });

  it('lets a page go with the last list (or none) when the exchange is slow, and keeps the late answer', async () => {
    let now = 0;
    const fake = exchange();
    const snapshots = new MarketSnapshots(fake.info, { maxAgeMs: 1_000, waitMs: 20, now: () => now });
    expect(await snapshots.fresh()).toBeUndefined();
    fake.answer('113000');
    await new Promise((resolve) => setTimeout(resolve, 0));
    now = 500;
    const late = await snapshots.fresh();
    expect(late).toEqual({ time: 0, markets: [expect.objectContaining({ coin: 'BTC', price: 113_000 })] });
    expect(fake.requests()).toBe(1);
    now = 5_000;
    // Stale and the exchange slow again: the older list, with its own time, rather than nothing.
    expect(await snapshots.fresh()).toBe(late);
    expect(fake.requests()).toBe(2);
  });

  it('does not keep a failure: the next page asks the exchange again', async () => {
    const fake = exchange();
    const snapshots = new MarketSnapshots(fake.info, { waitMs: 5_000 });
    const failed = snapshots.fresh();
    fake.fail();
    expect(await failed).toBeUndefined();
    const retried = snapshots.fresh();
    expect(fake.requests()).toBe(2);
    fake.answer('113000');
    expect((await retried)?.markets).toHaveLength(1);
  });
});
