import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THROTTLED_REQUEST_INTERVAL_MS, tooManyRequestsError } from '@pluto/core';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { type AddressLimitOptions, RESERVE_BALANCE_ERROR } from '../src/address-limits';
import { accountedTotal } from '../src/funds';
import { readWal } from '../src/persist/wal';
import { ExchangeService } from '../src/service';
import { fundedAccount, type Harness, quoteBtc, refusal, startHarness } from './harness';

/**
 * Hyperliquid's address-based action limits (doc §7) through the real HTTP API and the SDK: requests
 * counted per order, cancel or modify; past 10,000 (here a small initial allowance) plus 1 per USDC
 * traded, `status: "err"` with Hyperliquid's text and nothing logged; then one request per 10 s;
 * cancels up to min(cap + 100,000, 2 × cap). A test clock drives the throttle.
 */

let h: Harness | undefined;
let dataDir: string | undefined;
let now = Date.now();

afterEach(async () => {
  await h?.close();
  h = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

async function start(addressLimits: AddressLimitOptions, withData = false): Promise<Harness> {
  now = Date.now();
  if (withData) dataDir = mkdtempSync(join(tmpdir(), 'exchange-address-limits-'));
  h = await startHarness({ addressLimits, clock: () => now, ...(dataDir ? { dataDir } : {}) });
  return h;
}

const gtc = { limit: { tif: 'Gtc' as const } };
/** A resting BTC bid far below the quotes. */
const bid = (px = '100000') => ({ a: 0, b: true, p: px, s: '0.001', r: false, t: gtc });

function orders(h: Harness, wallet: PrivateKeyAccount, n: number) {
  return h.client(wallet).order({ orders: Array.from({ length: n }, () => bid()), grouping: 'na' });
}

const used = async (h: Harness, wallet: PrivateKeyAccount) =>
  (await h.info.userRateLimit({ user: wallet.address })).nRequestsUsed;

describe('the cumulative request allowance', () => {
  it('counts a batch per order and refuses past the cap with Hyperliquid’s text, logging nothing', async () => {
    const h = await start({ initialRequests: 3 }, true);
    const trader = fundedAccount(h, '10000');
    await orders(h, trader, 2);
    expect(await used(h, trader)).toBe(2);
    const logged = readWal(join(dataDir as string, 'wal.jsonl')).length;
    // The whole batch counts: 2 + 2 > 3, so none of it is placed.
    expect(await refusal(orders(h, trader, 2))).toBe(tooManyRequestsError(4, 3, 0));
    expect(readWal(join(dataDir as string, 'wal.jsonl'))).toHaveLength(logged);
    expect(await h.info.openOrders({ user: trader.address })).toHaveLength(2);
    await orders(h, trader, 1);
    expect(await refusal(h.client(trader).updateLeverage({ asset: 0, isCross: true, leverage: 3 }))).toBe(
      tooManyRequestsError(4, 3, 0),
    );
    expect(await h.info.userRateLimit({ user: trader.address })).toEqual({
      cumVlm: '0.0',
      nRequestsUsed: 3,
      nRequestsCap: 3,
      nRequestsSurplus: 0,
    });
  });

  it('lets a throttled address send one request every 10 seconds', async () => {
    const h = await start({ initialRequests: 1 });
    const trader = fundedAccount(h, '10000');
    await orders(h, trader, 1);
    now += THROTTLED_REQUEST_INTERVAL_MS - 1;
    expect(await refusal(orders(h, trader, 1))).toBe(tooManyRequestsError(2, 1, 0));
    now += 1;
    await orders(h, trader, 1);
    expect(await refusal(orders(h, trader, 1))).toBe(tooManyRequestsError(3, 1, 0));
    now += THROTTLED_REQUEST_INTERVAL_MS;
    await orders(h, trader, 1);
    expect(await used(h, trader)).toBe(3);
  });

  it('lets cancels through up to min(cap + 100,000, 2 × cap) while orders are refused', async () => {
    const h = await start({ initialRequests: 3 });
    const trader = fundedAccount(h, '10000');
    const placed = await orders(h, trader, 3);
    const oids = placed.response.data.statuses.map((s) => (s as { resting: { oid: number } }).resting.oid);
    expect(await refusal(orders(h, trader, 1))).toBe(tooManyRequestsError(4, 3, 0));
    // Cancel cap min(3 + 100,000, 6) = 6: three cancels fit.
    await h.client(trader).cancel({ cancels: oids.map((o) => ({ a: 0, o })) });
    expect(await used(h, trader)).toBe(6);
    expect(await refusal(h.client(trader).cancel({ cancels: [{ a: 0, o: oids[0] as number }] }))).toBe(
      tooManyRequestsError(7, 6, 0),
    );
  });

  it('earns one request per USDC traded', async () => {
    const h = await start({ initialRequests: 2 });
    const maker = fundedAccount(h, '100000');
    await quoteBtc(h, maker);
    const taker = fundedAccount(h, '10000');
    // Buys 0.01 BTC at 113,010: $1,130.10 traded, 1,130 more requests.
    await h.client(taker).order({
      orders: [{ a: 0, b: true, p: '113010', s: '0.01', r: false, t: { limit: { tif: 'Ioc' } } }],
      grouping: 'na',
    });
    expect(await h.info.userRateLimit({ user: taker.address })).toEqual({
      cumVlm: '1130.1',
      nRequestsUsed: 1,
      nRequestsCap: 1132,
      nRequestsSurplus: 0,
    });
    await orders(h, taker, 40);
    expect(await used(h, taker)).toBe(41);
  });

  it('does not count user-signed actions, nor the in-process simulation’s commands', async () => {
    const h = await start({ initialRequests: 0 });
    const trader = fundedAccount(h, '10000');
    await h.client(trader).usdClassTransfer({ amount: '1', toPerp: false });
    expect(await used(h, trader)).toBe(0);
    // With no allowance, the first order is the throttled rate's one; the next within 10 s is refused.
    await orders(h, trader, 1);
    expect(await refusal(orders(h, trader, 1))).toBe(tooManyRequestsError(2, 0, 0));
    // The market simulation acts as a resolved user in process: never limited, never counted.
    const action = { type: 'order', orders: [bid()], grouping: 'na' } as const;
    for (let i = 0; i < 3; i++)
      expect(h.service.apply({ time: now, user: trader.address.toLowerCase(), action }).status).toBe('ok');
    expect(await used(h, trader)).toBe(1);
  });
});

describe('reserveRequestWeight', () => {
  it('buys requests beyond the cap for 0.0005 USDC each, from the withdrawable balance', async () => {
    const h = await start({ initialRequests: 2 });
    const trader = fundedAccount(h, '100');
    await orders(h, trader, 2);
    expect(await refusal(orders(h, trader, 1))).toBe(tooManyRequestsError(3, 2, 0));
    // Throttled, the purchase is the one request of the next 10 s.
    now += THROTTLED_REQUEST_INTERVAL_MS;
    await h.client(trader).reserveRequestWeight({ weight: 1000 });
    expect(await h.info.userRateLimit({ user: trader.address })).toEqual({
      cumVlm: '0.0',
      nRequestsUsed: 3,
      nRequestsCap: 2,
      nRequestsSurplus: 1000,
    });
    expect((await h.info.clearinghouseState({ user: trader.address })).marginSummary.accountValue).toBe(
      '99.5',
    );
    await orders(h, trader, 10);
    expect(await used(h, trader)).toBe(13);
    // 200,000 requests cost 100 USDC: more than the trader can withdraw.
    expect(await refusal(h.client(trader).reserveRequestWeight({ weight: 200_000 }))).toBe(
      RESERVE_BALANCE_ERROR,
    );
    expect(accountedTotal(h.service.engine.state)).toBe(h.service.engine.state.depositedTotal);
  });
});

describe('the request counts across restarts', () => {
  it('survive a snapshot and a log replay, which never refuses whatever the limits', async () => {
    const h = await start({ initialRequests: 5 }, true);
    const trader = fundedAccount(h, '10000');
    await orders(h, trader, 3);
    h.service.snapshot();
    await orders(h, trader, 2);
    // Reopened from the snapshot plus the log (the running service is not closed: a crash) with no
    // allowance at all: the two logged orders replay and count, the state matches.
    const reopened = ExchangeService.open({
      dataDir: dataDir as string,
      addressLimits: { initialRequests: 0 },
    });
    const account = reopened.engine.state.accounts.get(trader.address.toLowerCase());
    expect(account?.requests).toBe(5);
    expect(reopened.engine.state.seq).toBe(h.service.engine.state.seq);
    expect(account?.lastRequestAt).toBe(now);
    expect(account?.reservedRequests).toBe(0);
  });
});

describe('Hyperliquid’s own numbers', () => {
  it('count a batch of 1,000 orders as 1,000 requests; at 1,000 open orders the open-order cap refuses', async () => {
    const h = await start({ initialRequests: 10_000 });
    const trader = fundedAccount(h, '1000000');
    await orders(h, trader, 1000);
    expect(await used(h, trader)).toBe(1000);
    const tp = {
      a: 0,
      b: false,
      p: '200000',
      s: '0.001',
      r: true,
      t: { trigger: { isMarket: false, triggerPx: '200000', tpsl: 'tp' as const } },
    };
    expect(await refusal(h.client(trader).order({ orders: [tp, bid()], grouping: 'na' }))).toBe(
      'Order 0: Reduce only and trigger orders are rejected with 1000 or more open orders. asset=0, ' +
        'Order 1: Too many open orders. Limit is 1000. asset=0',
    );
    expect(await used(h, trader)).toBe(1002);
  });
});
