import { SubscriptionClient } from '@nktkas/hyperliquid';
import type {
  AssetCtxsEvent,
  L2BookEvent,
  OrderUpdatesEvent,
  SpotAssetCtxsEvent,
  UserHistoricalOrdersEvent,
  UserNonFundingLedgerUpdatesEvent,
} from '@nktkas/hyperliquid/api/subscription';
import { signL1Action } from '@nktkas/hyperliquid/signing';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedAccount, type Harness, quoteBtc, refusal, startHarness } from './harness';
import { startWsHarness, type WsHarness, waitFor } from './ws-harness';

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

describe('the devnet against Hyperliquid', () => {
  let h: WsHarness;
  let subs: SubscriptionClient;
  let maker: PrivateKeyAccount;
  const gtc = { limit: { tif: 'Gtc' as const } };

  beforeAll(async () => {
    h = await startWsHarness();
    subs = new SubscriptionClient({ transport: h.transportWs() });
    maker = fundedAccount(h, '100000');
    // Best bid 112990, best ask 113010: a spread of 20 that 3 significant figures round away.
    await quoteBtc(h, maker);
  });
  afterAll(async () => {
    await h.close();
  });

  it('an aggregated l2Book carries the spread over HTTP and WebSocket; a full-precision one does not', async () => {
    const grouped = await h.info.l2Book({ coin: 'BTC', nSigFigs: 3 });
    expect(grouped?.levels.map((side) => side[0]?.px)).toEqual(['112000.0', '114000.0']);
    expect(grouped?.spread).toBe('20.0');
    expect(await h.info.l2Book({ coin: 'BTC', nSigFigs: 5, mantissa: 2 })).toHaveProperty('spread', '20.0');
    expect(await h.info.l2Book({ coin: 'BTC' })).not.toHaveProperty('spread');
    const events = waitFor<L2BookEvent>();
    await subs.l2Book({ coin: 'BTC', nSigFigs: 3 }, events.push);
    expect((await events.next()).spread).toBe('20.0');
  });

  it('l2Book subscriptions with fast true and false are distinct; fast events carry the flag and 5 levels', async () => {
    // Six more bid levels: a full book has seven, a fast one five.
    await h.client(maker).order({
      orders: [1, 2, 3, 4, 5, 6].map((k) => ({
        a: 0,
        b: true,
        p: String(112990 - 10 * k),
        s: '0.1',
        r: false,
        t: gtc,
      })),
      grouping: 'na',
    });
    // The SDK's l2Book method has no `fast` parameter yet: subscribe through its transport.
    const transport = h.transportWs();
    const events = waitFor<L2BookEvent & { fast?: boolean }>();
    const listen = (e: CustomEvent<L2BookEvent & { fast?: boolean }>) => events.push(e.detail);
    await transport.subscribe('l2Book', { type: 'l2Book', coin: 'BTC', fast: false }, listen);
    await transport.subscribe('l2Book', { type: 'l2Book', coin: 'BTC', fast: true }, listen);
    const fast = await events.next((e) => e.fast === true);
    expect(fast.levels[0]).toHaveLength(5);
    const full = await events.next((e) => !('fast' in e));
    expect(full.levels[0]).toHaveLength(7);
    await expect(
      transport.subscribe('l2Book', { type: 'l2Book', coin: 'BTC', fast: 'yes' }, listen),
    ).rejects.toThrow('Invalid subscription');
  });

  it('userFunding and userNonFundingLedgerUpdates without startTime (or null) answer the newest first', async () => {
    const trader = fundedAccount(h, '1000');
    fundedAccount(h, '10'); // another user's deposit: not in the trader's answers
    h.service.creditDeposit({
      user: trader.address,
      usdc: '500',
      txHash: `0x${'3'.repeat(64)}`,
      logIndex: 0,
    });
    await h.client(trader).order({
      orders: [{ a: 0, b: true, p: '113010', s: '0.001', r: false, t: { limit: { tif: 'Ioc' } } }],
      grouping: 'na',
    });
    h.service.system({ type: 'settleFunding' });
    h.service.system({ type: 'settleFunding' });
    const user = trader.address;
    const ledger = await h.info.userNonFundingLedgerUpdates({ user });
    expect(ledger.map((e) => e.delta.type === 'deposit' && e.delta.usdc)).toEqual(['500.0', '1000.0']);
    const fundings = await h.info.userFunding({ user });
    expect(fundings).toHaveLength(2);
    expect(fundings.map((f) => f.time)).toEqual([...fundings.map((f) => f.time)].sort((a, b) => b - a));
    // Null is accepted too (the SDK's ledger schema has no null: sent through its transport).
    const asNull = (type: string) => h.transport.request('info', { type, user, startTime: null });
    expect(await asNull('userNonFundingLedgerUpdates')).toEqual(ledger);
    expect(await asNull('userFunding')).toEqual(fundings);
    // With a start: oldest first, as before.
    const fromStart = await h.info.userNonFundingLedgerUpdates({ user, startTime: 0 });
    expect(fromStart).toEqual([...ledger].reverse());
  });

  it('scheduleCancel without a time is refused below the volume gate, as setting one is', async () => {
    const trader = fundedAccount(h, '1000');
    const gate =
      'Cannot set scheduled cancel time until enough volume traded. Required: $1000000. Traded: $0.';
    expect(await refusal(h.client(trader).scheduleCancel())).toBe(gate);
    expect(await refusal(h.client(trader).scheduleCancel({ time: Date.now() + 60_000 }))).toBe(gate);
  });

  it('a FrontendMarket order is recorded as orderType Market in historicalOrders, orderStatus and orderUpdates', async () => {
    const trader = fundedAccount(h, '1000');
    const updates = waitFor<OrderUpdatesEvent[number]>();
    await subs.orderUpdates({ user: trader.address }, (list) => {
      for (const u of list) updates.push(u);
    });
    const placed = await h.client(trader).order({
      orders: [{ a: 0, b: true, p: '120000', s: '0.001', r: false, t: { limit: { tif: 'FrontendMarket' } } }],
      grouping: 'na',
    });
    const [status] = placed.response.data.statuses;
    if (!status || typeof status !== 'object' || !('filled' in status)) throw new Error('not filled');
    const { oid } = status.filled;
    const market = { oid, orderType: 'Market', tif: 'FrontendMarket' };
    expect((await h.info.historicalOrders({ user: trader.address }))[0]?.order).toMatchObject(market);
    expect(await h.info.orderStatus({ user: trader.address, oid })).toMatchObject({
      status: 'order',
      order: { order: market, status: 'filled' },
    });
    // Hyperliquid's orderUpdates order has no orderType (doc §6.3, the SDK's OpenOrder): the market
    // order shows as filled there.
    const update = await updates.next((u) => u.order.oid === oid && u.status === 'filled');
    expect(update.order).not.toHaveProperty('orderType');
  });

  it('a reduce-only order of size 0 closes the whole position; without one it is refused', async () => {
    const trader = fundedAccount(h, '1000');
    const client = h.client(trader);
    const ioc = { limit: { tif: 'Ioc' as const } };
    const sell = { a: 0, b: false, p: '112990', s: '0', r: true, t: ioc };
    expect(await refusal(client.order({ orders: [sell], grouping: 'na' }))).toBe(
      'Order 0: Reduce only order would increase position. asset=0',
    );
    expect(await refusal(client.order({ orders: [{ ...sell, r: false }], grouping: 'na' }))).toBe(
      'Order 0: Order has zero size. asset=0',
    );
    await client.order({ orders: [{ ...sell, b: true, p: '113010', s: '0.002', r: false }], grouping: 'na' });
    // A position TP/SL of size 0 covers the position.
    const stop = {
      ...sell,
      p: '100000',
      t: { trigger: { triggerPx: '100000', isMarket: true, tpsl: 'sl' as const } },
    };
    await client.order({ orders: [stop], grouping: 'positionTpsl' });
    expect((await h.info.frontendOpenOrders({ user: trader.address }))[0]).toMatchObject({
      sz: '0.002',
      isPositionTpsl: true,
    });
    const closed = await client.order({ orders: [sell], grouping: 'na' });
    expect(closed.response.data.statuses[0]).toMatchObject({ filled: { totalSz: '0.002' } });
    const state = await h.info.clearinghouseState({ user: trader.address });
    expect(state.assetPositions).toEqual([]);
  });

  it('priority grouping is refused with the text for a user without delegated stake; nothing changes', async () => {
    const trader = fundedAccount(h, '1000');
    const before = await h.info.clearinghouseState({ user: trader.address });
    // The SDK's order schema (0.32) has no priority grouping: signed with its L1 signer, sent by its transport.
    const action = {
      type: 'order',
      orders: [{ a: 0, b: true, p: '113010', s: '0.001', r: false, t: { limit: { tif: 'Ioc' } } }],
      grouping: { p: 1000 },
    };
    const nonce = Date.now();
    const signature = await signL1Action({ wallet: trader, action, nonce, isTestnet: true });
    expect(await h.transport.request('exchange', { action, nonce, signature })).toEqual({
      status: 'err',
      response: 'Insufficient delegatable balance for priority order',
    });
    const after = await h.info.clearinghouseState({ user: trader.address });
    expect({ ...after, time: 0 }).toEqual({ ...before, time: 0 });
    expect(await h.info.historicalOrders({ user: trader.address })).toEqual([]);
  });

  it('marginTable answers a table by id', async () => {
    expect(await h.info.marginTable({ id: 51 })).toEqual({
      description: 'tiered 40x',
      marginTiers: [
        { lowerBound: '0.0', maxLeverage: 40 },
        { lowerBound: '150000000.0', maxLeverage: 20 },
      ],
    });
    expect(await h.info.marginTable({ id: 3 })).toEqual({
      description: '',
      marginTiers: [{ lowerBound: '0.0', maxLeverage: 3 }],
    });
  });

  it('perpsAtOpenInterestCap lists the coins at their cap', async () => {
    expect(await h.info.perpsAtOpenInterestCap()).toEqual([]);
    h.service.system({ type: 'setOpenInterestCaps', caps: { ETH: '0', SOL: '0' } });
    expect(await h.info.perpsAtOpenInterestCap()).toEqual(['ETH', 'SOL']);
    h.service.system({ type: 'setOpenInterestCaps', caps: { ETH: null, SOL: null } });
    expect(await h.info.perpsAtOpenInterestCap()).toEqual([]);
  });

  it('predictedFundings gives every coin the rate the next settlement pays, on the next hour', async () => {
    const predicted = await h.info.predictedFundings();
    expect(predicted.map(([coin]) => coin)).toEqual((await h.info.meta()).universe.map((m) => m.name));
    const btc = predicted[0]?.[1];
    expect(btc).toHaveLength(1);
    const [venue, next] = btc?.[0] ?? [];
    expect(venue).toBe('HlPerp');
    expect(next?.nextFundingTime).toBe((Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000);
    expect(next?.fundingIntervalHours).toBe(1);
    h.service.system({ type: 'settleFunding' });
    const [, ctxs] = await h.info.metaAndAssetCtxs();
    expect(ctxs[0]?.funding).toBe(next?.fundingRate);
  });

  it('the assetCtxs, userHistoricalOrders and userNonFundingLedgerUpdates channels: snapshot, then live', async () => {
    const trader = fundedAccount(h, '1000');
    const user = trader.address.toLowerCase() as `0x${string}`;
    const ctxs = waitFor<AssetCtxsEvent>();
    const history = waitFor<UserHistoricalOrdersEvent>();
    const ledger = waitFor<UserNonFundingLedgerUpdatesEvent>();
    await subs.assetCtxs(ctxs.push);
    await subs.userHistoricalOrders({ user }, history.push);
    await subs.userNonFundingLedgerUpdates({ user }, ledger.push);
    const [, expected] = await h.info.metaAndAssetCtxs();
    expect((await ctxs.next()).ctxs).toHaveLength(expected.length);
    expect(await history.next()).toEqual({ isSnapshot: true, user, orderHistory: [] });
    const first = await ledger.next();
    expect(first).toMatchObject({ isSnapshot: true, user });
    expect(first.nonFundingLedgerUpdates.map((e) => e.delta)).toEqual([{ type: 'deposit', usdc: '1000.0' }]);

    h.service.creditDeposit({ user, usdc: '25', txHash: `0x${'4'.repeat(64)}`, logIndex: 0 });
    const deposit = await ledger.next((e) => !e.isSnapshot);
    expect(deposit.nonFundingLedgerUpdates.map((e) => e.delta)).toEqual([{ type: 'deposit', usdc: '25.0' }]);

    const placed = await h.client(trader).order({
      orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc }],
      grouping: 'na',
    });
    const [status] = placed.response.data.statuses;
    if (!status || typeof status !== 'object' || !('resting' in status)) throw new Error('not resting');
    const live = await history.next((e) => !e.isSnapshot);
    expect(live.orderHistory).toEqual([
      {
        order: expect.objectContaining({ oid: status.resting.oid, orderType: 'Limit' }),
        status: 'open',
        statusTimestamp: expect.any(Number),
      },
    ]);
    h.service.system({ type: 'setOracle', prices: { BTC: '113100' } });
    const moved = await ctxs.next((e) => e.ctxs[0]?.oraclePx === '113100.0');
    expect(moved.dex).toBe('');
  });

  it("fundingHistory answers a coin's hourly settlements from startTime, oldest first", async () => {
    const startTime = Date.now();
    h.service.system({ type: 'setOracle', prices: { ETH: '4210' } });
    h.service.system({ type: 'settleFunding' });
    h.service.system({ type: 'settleFunding' });
    const history = await h.info.fundingHistory({ coin: 'ETH', startTime });
    expect(history).toHaveLength(2);
    const [, ctxs] = await h.info.metaAndAssetCtxs();
    expect(history.at(-1)).toMatchObject({ coin: 'ETH', fundingRate: ctxs[1]?.funding });
    expect(history[0]?.time).toBeGreaterThanOrEqual(startTime);
    expect(history[0]?.premium).toMatch(/^-?\d+\.\d+$/);
    expect(await h.info.fundingHistory({ coin: 'ETH', startTime, endTime: startTime - 1 })).toEqual([]);
    expect(await h.info.fundingHistory({ coin: 'NOPE', startTime: 0 })).toEqual([]);
  });

  it('spotMetaAndAssetCtxs and the spotAssetCtxs channel answer the spot universe (USDC only, no pairs)', async () => {
    const [meta, ctxs] = await h.info.spotMetaAndAssetCtxs();
    expect(meta).toEqual(await h.info.spotMeta());
    expect(meta.tokens.map((t) => t.name)).toEqual(['USDC']);
    expect(ctxs).toEqual([]);
    const events = waitFor<SpotAssetCtxsEvent>();
    await subs.spotAssetCtxs(events.push);
    expect(await events.next()).toEqual([]);
    // activeSpotAssetCtx is the activeAssetCtx subscription of a spot pair: none exists to name.
    for (const coin of ['@0', 'PURR/USDC']) {
      await expect(subs.activeAssetCtx({ coin }, () => undefined)).rejects.toThrow('Invalid subscription');
    }
  });

  it('usdSend moves perp USDC to a fresh address, user-signed, with both ledgers; refusals change nothing', async () => {
    const sender = fundedAccount(h, '100');
    const fresh = privateKeyToAccount(generatePrivateKey());
    const to = fresh.address.toLowerCase() as `0x${string}`;
    const from = sender.address.toLowerCase() as `0x${string}`;
    const ledger = waitFor<UserNonFundingLedgerUpdatesEvent>();
    await subs.userNonFundingLedgerUpdates({ user: to }, ledger.push);
    await h.client(sender).usdSend({ destination: fresh.address, amount: '12.5' });
    const withdrawable = async (a: PrivateKeyAccount) =>
      (await h.info.clearinghouseState({ user: a.address })).withdrawable;
    expect(await withdrawable(fresh)).toBe('12.5');
    expect(await withdrawable(sender)).toBe('87.5');
    const entry = { type: 'internalTransfer', usdc: '12.5', user: from, destination: to, fee: '0.0' };
    const [received] = await h.info.userNonFundingLedgerUpdates({ user: to });
    expect(received?.delta).toEqual(entry);
    expect((await h.info.userNonFundingLedgerUpdates({ user: from }))[0]?.delta).toEqual(entry);
    expect((await ledger.next((e) => !e.isSnapshot)).nonFundingLedgerUpdates.map((e) => e.delta)).toEqual([
      entry,
    ]);
    // The receiver can use the money at once, e.g. send it back.
    await h.client(fresh).usdSend({ destination: sender.address, amount: '2.5' });
    expect(await withdrawable(sender)).toBe('90.0');
    const tooMuch = h.client(sender).usdSend({ destination: fresh.address, amount: '90.000001' });
    expect(await refusal(tooMuch)).toBe('Insufficient balance for token transfer');
    expect(await refusal(h.client(sender).usdSend({ destination: sender.address, amount: '1' }))).toBe(
      'Cannot send to yourself.',
    );
    expect([await withdrawable(sender), await withdrawable(fresh)]).toEqual(['90.0', '10.0']);
  });

  it("webData2 gathers the user's state, orders and agent with every perp's context", async () => {
    const trader = fundedAccount(h, '300');
    const agent = privateKeyToAccount(generatePrivateKey());
    await h.client(trader).approveAgent({ agentAddress: agent.address, agentName: null });
    await h.client(trader).order({
      orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc }],
      grouping: 'na',
    });
    const user = trader.address;
    const web = await h.info.webData2({ user });
    const { time: _t, ...state } = await h.info.clearinghouseState({ user });
    expect(web.clearinghouseState).toMatchObject(state);
    expect(web.openOrders).toEqual(await h.info.frontendOpenOrders({ user }));
    expect(web.meta).toEqual(await h.info.meta());
    expect(web.assetCtxs).toHaveLength(web.meta.universe.length);
    expect(web).toMatchObject({
      agentAddress: agent.address.toLowerCase(),
      cumLedger: '300.0',
      isVault: false,
      user: user.toLowerCase(),
      leadingVaults: [],
      totalVaultEquity: '0.0',
      twapStates: [],
      spotAssetCtxs: [],
      spotState: { balances: [] },
    });
    expect(web).not.toHaveProperty('perpsAtOpenInterestCap');
  });
});
