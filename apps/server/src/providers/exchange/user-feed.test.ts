import { setTimeout as sleep } from 'node:timers/promises';
import type { ClearinghouseStateEvent, UserFillsEvent } from '@nktkas/hyperliquid/api/subscription';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';
import { ExchangeUserFeed, USERS_PER_CONNECTION } from './user-feed';

let exchange: TestExchange;
let feed: ExchangeUserFeed;
const maker = privateKeyToAccount(generatePrivateKey());

beforeAll(async () => {
  exchange = await startTestExchange();
  await exchange.provideBtcBook(maker);
  feed = new ExchangeUserFeed({ wsUrl: exchange.wsUrl, isTestnet: true });
});

afterAll(async () => {
  await feed?.close();
  await exchange?.close();
});

async function until(test: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

describe('the exchange user feed', () => {
  it('opens a connection per ten users, tells each listener its own user’s fills and account, and closes what nobody watches', async () => {
    const users = Array.from({ length: USERS_PER_CONNECTION + 1 }, () =>
      privateKeyToAccount(generatePrivateKey()),
    );
    const heard = new Map<string, { fills: UserFillsEvent[]; accounts: ClearinghouseStateEvent[] }>();
    const releases = await Promise.all(
      users.map((user) => {
        const events = { fills: [] as UserFillsEvent[], accounts: [] as ClearinghouseStateEvent[] };
        heard.set(user.address, events);
        return feed.watch(user.address, {
          fills: (event) => events.fills.push(event),
          account: (event) => events.accounts.push(event),
          lost: (reason) => {
            throw reason;
          },
        });
      }),
    );
    expect(feed.connections).toBe(2);
    const last = users.at(-1);
    const lastHeard = last && heard.get(last.address);
    if (!last || !lastHeard) throw new Error('no user');
    // Each subscription starts with a snapshot.
    await until(() => lastHeard.fills.length === 1 && lastHeard.accounts.length === 1);
    expect(lastHeard.fills[0]).toMatchObject({ isSnapshot: true, fills: [] });

    exchange.fund(last.address, '1000');
    await exchange.client(last).order({
      orders: [{ a: 0, b: true, p: '113100', s: '0.001', r: false, t: { limit: { tif: 'Ioc' } } }],
      grouping: 'na',
    });
    await until(() => lastHeard.fills.length === 2);
    expect(lastHeard.fills[1]?.isSnapshot).toBeUndefined();
    expect(lastHeard.fills[1]?.fills.map((fill) => [fill.coin, fill.sz, fill.px])).toEqual([
      ['BTC', '0.001', '113100.0'],
    ]);
    await until(() =>
      lastHeard.accounts.some((event) => event.clearinghouseState.assetPositions.length === 1),
    );
    // The others heard of no fill.
    expect(users.slice(0, -1).every((user) => heard.get(user.address)?.fills.length === 1)).toBe(true);

    await releases.at(-1)?.();
    expect(feed.connections).toBe(1);
    await Promise.all(releases.slice(0, -1).map((release) => release()));
    expect(feed.connections).toBe(0);
  });
});
