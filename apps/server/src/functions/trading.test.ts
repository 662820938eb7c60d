import type { FrontendOpenOrdersResponse } from '@nktkas/hyperliquid/api/info';
import {
  FEE_SCHEDULE,
  modifyCrossesBook,
  perpFeeSchedule,
  TPSL_DIRECTION_MESSAGE,
  tradeFees,
} from '@pluto/core';
import fc from 'fast-check';
import { getAddress, isAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegram } from '../app';
import { findSession } from '../auth/sessions';
import { createLogger } from '../logger';
import { leakedKeyFragments, storedAgentKey } from '../testing/secrecy-scan';
import { tableSnapshot } from '../testing/table-snapshot';
import { TEST_BACKENDS } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server';
import { placeOrder } from './place-order';
import { TRADING_UNCONFIGURED } from './trading';

/**
 * The trading functions end to end: SIWE session → server function → agent-signed action on the
 * engine's real HTTP API → exchange state read back through `/info`. The suite runs on each
 * database backend, as a different user of one engine: the engine and its liquidity are set up
 * once for the file, and the backend-independent fuzz is split between the backends.
 */

const maker = privateKeyToAccount(generatePrivateKey());
const builder = privateKeyToAccount(generatePrivateKey());
const BTC_ORACLE = '113000';
/** The builder fee the Fees page states (0.1 %): what every perp fill must credit the builder. */
const PERP_BUILDER_FEE_RATE = FEE_SCHEDULE.perp.builderRate;
/** Bodies per function the near-valid fuzz tries, shared out among the backends. */
const FUZZ_RUNS = 40;

interface Answer {
  success: boolean;
  error: string | null;
  data: unknown;
  result?: unknown;
  agentAddress?: unknown;
}

let exchange: TestExchange;

beforeAll(async () => {
  exchange = await startTestExchange();
  exchange.fund(builder.address, '200');
  // Liquidity to trade against: the maker's resting BTC book around the 113000 mark.
  await exchange.provideBtcBook(maker);
});

afterAll(async () => {
  await exchange?.close();
});

function restingOid(answer: Answer): number {
  const [status] = (answer.data as { statuses: Array<{ resting?: { oid: number } }> }).statuses;
  if (!status?.resting) throw new Error(`not resting: ${JSON.stringify(answer)}`);
  return status.resting.oid;
}

function filledOid(answer: Answer): number {
  const [status] = (answer.data as { statuses: Array<{ filled?: { oid: number } }> }).statuses;
  if (!status?.filled) throw new Error(`not filled: ${JSON.stringify(answer)}`);
  return status.filled.oid;
}

async function builderAccountValue(): Promise<number> {
  const state = await exchange.info.clearinghouseState({ user: builder.address });
  return Number(state.marginSummary.accountValue);
}

describe.each(TEST_BACKENDS)('trading functions on $name', (backend) => {
  const user = privateKeyToAccount(generatePrivateKey());
  const otherUser = privateKeyToAccount(generatePrivateKey());
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    exchange.fund(user.address, '10000');
    server = await startTestServer(backend, {
      EXCHANGE_API_URL: exchange.url,
      BUILDER_ADDRESS: builder.address,
    });
    cookie = await server.signIn(user);
  });

  afterAll(async () => {
    await server?.close();
  });

  async function call(name: string, body: object, session: string | undefined = cookie): Promise<Answer> {
    const response = await server.postJson(`/functions/${name}`, body, session);
    expect(response.status, `${name}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as Answer;
  }

  const own = { userAddress: user.address, userWallet: user.address };

  function limitOrder(side: 'buy' | 'sell', price: string, size: string, extra: object = {}) {
    return { ...own, symbol: 'BTC', side, orderType: 'limit', price, size, isSpot: false, ...extra };
  }

  function openOrders(): Promise<FrontendOpenOrdersResponse> {
    return exchange.info.frontendOpenOrders({ user: user.address });
  }

  /** How the exchange's order history records the filled order of `answer` (issue 20: as Market). */
  async function recordedAs(answer: Answer): Promise<[string, string | null] | undefined> {
    const oid = filledOid(answer);
    const history = await exchange.info.historicalOrders({ user: user.address });
    const order = history.find((entry) => entry.order.oid === oid)?.order;
    return order && [order.orderType, order.tif];
  }

  async function btcPosition(): Promise<string | undefined> {
    const state = await exchange.info.clearinghouseState({ user: user.address });
    return state.assetPositions.find((entry) => entry.position.coin === 'BTC')?.position.szi;
  }

  /** A valid body of every trading function, acting for the signed-in user. */
  const bodies: Record<string, object> = {
    'place-order': limitOrder('buy', '110000', '0.001'),
    'place-batch-order': {
      ...own,
      orders: [{ symbol: 'BTC', side: 'buy', orderType: 'market', size: '0.001' }],
    },
    'cancel-order': { orderId: 1, symbol: 'BTC', userWallet: user.address },
    'batch-modify-orders': {
      userWallet: user.address,
      orders: [{ oid: 1, symbol: 'BTC', side: 'buy', price: '1', size: '1' }],
    },
    'update-leverage': { userAddress: user.address, symbol: 'BTC', leverage: 2, isCross: true },
    'market-close': { userAddress: user.address, symbol: 'BTC' },
    'set-tpsl': { userAddress: user.address, symbol: 'BTC', takeProfitPrice: '130000' },
  };
  /** The functions that place orders and so need the builder fee approved too. */
  const ORDER_PLACING = ['place-order', 'place-batch-order', 'market-close', 'set-tpsl'];

  describe('before the approvals', () => {
    it('refuses every trading function without an agent, then with an agent the exchange does not know', async () => {
      const expected = { success: false, error: 'Please approve the trading agent first' };
      for (const [name, body] of Object.entries(bodies)) {
        expect(await call(name, body), name).toMatchObject(expected);
      }
      await call('create-agent-wallet', { userAddress: user.address });
      for (const [name, body] of Object.entries(bodies)) {
        expect(await call(name, body), name).toMatchObject(expected);
      }
      expect(await openOrders()).toEqual([]);
    });

    it('refuses orders until the builder fee is approved, once the agent is', async () => {
      const { agentAddress } = await call('get-agent-wallet', { userAddress: user.address });
      if (typeof agentAddress !== 'string' || !isAddress(agentAddress)) throw new Error('no agent');
      await exchange.client(user).approveAgent({ agentAddress, agentName: 'pluto' });
      expect(await exchange.info.userRole({ user: agentAddress })).toEqual({
        role: 'agent',
        data: { user: user.address.toLowerCase() },
      });
      for (const name of ORDER_PLACING) {
        expect(await call(name, bodies[name] ?? {}), name).toEqual({
          success: false,
          error: 'Please approve the builder fee first',
          data: null,
        });
      }
      expect(await openOrders()).toEqual([]);
      // Leverage needs no builder fee.
      expect(
        await call('update-leverage', {
          userAddress: user.address,
          symbol: 'ETH',
          leverage: 3,
          isCross: true,
        }),
      ).toMatchObject({ success: true, error: null });
      await exchange.client(user).approveBuilderFee({ builder: builder.address, maxFeeRate: '1%' });
    });
  });

  describe('trading through the functions', () => {
    let restingId: number;

    it('places a resting limit order at the requested leverage, with the builder fee', async () => {
      const answer = await call('place-order', limitOrder('buy', '110000', '0.001', { leverage: 5 }));
      expect(answer).toMatchObject({ success: true, error: null });
      restingId = restingOid(answer);
      const [order] = await openOrders();
      expect(order).toMatchObject({
        oid: restingId,
        coin: 'BTC',
        side: 'B',
        limitPx: '110000.0',
        sz: '0.001',
      });
      expect(order?.tif).toBe('Gtc');
      const asset = await exchange.info.activeAssetData({ user: user.address, coin: 'BTC' });
      expect(asset.leverage).toEqual({ type: 'cross', value: 5 });
    });

    it('rounds the price and raises the size to the $10 minimum, as seed 000 §5 says', async () => {
      const answer = await call('place-order', limitOrder('buy', '99000.4', '0.000104', { leverage: 5 }));
      const oid = restingOid(answer);
      const order = (await openOrders()).find((candidate) => candidate.oid === oid);
      expect(order).toMatchObject({ limitPx: '99000.0', sz: '0.00011' });
      expect(
        await call('cancel-order', { orderId: oid, symbol: 'BTC', userWallet: user.address }),
      ).toMatchObject({
        success: true,
      });
    });

    it('refuses an order below $10 with the placement check’s words', async () => {
      expect(await call('place-order', limitOrder('buy', '100000', '0.00005'))).toEqual({
        success: false,
        error: 'Minimum order size is $10. Current: $5.00',
        data: null,
      });
      expect(await call('place-order', { ...limitOrder('buy', '', '0.001') })).toMatchObject({
        error: 'Please enter a limit price',
      });
    });

    it('passes the exchange’s own refusals through (seed 000 §8)', async () => {
      const answer = await call('place-order', limitOrder('buy', '100000', '5'));
      expect(answer.success).toBe(false);
      expect(answer.error).toBe('Order 0: Insufficient margin to place order. asset=0');
      expect(answer.data).toEqual({ statuses: [{ error: 'Insufficient margin to place order. asset=0' }] });
      expect(await call('place-order', limitOrder('buy', '110000', '0.001', { symbol: 'NOPE' }))).toEqual({
        success: false,
        error: 'Unknown market: NOPE',
        data: null,
      });
      expect(await call('place-order', limitOrder('buy', '110000', '0.001', { leverage: 50 }))).toMatchObject(
        {
          error: 'Leverage must be between 1x and 40x for BTC',
        },
      );
    });

    it('modifies the resting order', async () => {
      const answer = await call('batch-modify-orders', {
        userWallet: user.address,
        orders: [{ oid: restingId, symbol: 'BTC', side: 'buy', price: '105000.3', size: '0.002' }],
      });
      expect(answer).toMatchObject({ success: true, error: null });
      const [order] = await openOrders();
      expect(order).toMatchObject({ coin: 'BTC', limitPx: '105000.0', sz: '0.002', tif: 'Gtc' });
      restingId = order?.oid ?? -1;
      expect(
        await call('batch-modify-orders', {
          userWallet: user.address,
          orders: [{ oid: 999_999, symbol: 'BTC', side: 'buy', price: '105000', size: '0.002' }],
        }),
      ).toEqual({ success: false, error: 'Order not found', data: null });
    });

    it('refuses to move it across the book, before the exchange cancels it, and keeps it', async () => {
      const book = await exchange.info.l2Book({ coin: 'BTC' });
      const bestAsk = Number(book?.levels[1][0]?.px);
      const price = String(bestAsk + 1000);
      const answer = await call('batch-modify-orders', {
        userWallet: user.address,
        orders: [{ oid: restingId, symbol: 'BTC', side: 'buy', price, size: '0.002' }],
      });
      expect(answer).toEqual({
        success: false,
        error: modifyCrossesBook('buy', Number(price), { bid: undefined, ask: bestAsk }),
        data: null,
      });
      expect(await openOrders()).toMatchObject([{ oid: restingId, limitPx: '105000.0', sz: '0.002' }]);
    });

    it('cancels it', async () => {
      const answer = await call('cancel-order', {
        orderId: restingId,
        symbol: 'BTC',
        userWallet: user.address,
      });
      expect(answer).toEqual({ success: true, error: null, data: { statuses: ['success'] } });
      expect(await openOrders()).toEqual([]);
      const again = await call('cancel-order', {
        orderId: restingId,
        symbol: 'BTC',
        userWallet: user.address,
      });
      expect(again).toMatchObject({
        success: false,
        error: 'Order 0: Order was never placed, already canceled, or filled. asset=0',
      });
    });

    it('fills a market order against the book and credits the builder 0.1 % of its notional', async () => {
      const builderBefore = await builderAccountValue();
      const answer = await call('place-order', {
        ...own,
        symbol: 'BTC',
        side: 'buy',
        orderType: 'market',
        price: '',
        size: '0.01',
        leverage: 5,
      });
      expect(answer).toMatchObject({ success: true });
      expect(answer.data).toEqual({
        statuses: [{ filled: { totalSz: '0.01', avgPx: '113100.0', oid: expect.any(Number) } }],
      });
      expect(await btcPosition()).toBe('0.01');
      // Sent as Hyperliquid's front end sends market orders, so the history says Market.
      expect(await recordedAs(answer)).toEqual(['Market', 'FrontendMarket']);
      const oid = filledOid(answer);
      const fills = (await exchange.info.userFills({ user: user.address })).filter(
        (fill) => fill.oid === oid,
      );
      const notional = fills.reduce((sum, fill) => sum + Number(fill.px) * Number(fill.sz), 0);
      const builderFee = fills.reduce((sum, fill) => sum + Number(fill.builderFee ?? 0), 0);
      expect(notional).toBeCloseTo(1131, 6);
      expect(builderFee).toBeCloseTo(notional * PERP_BUILDER_FEE_RATE, 6);
      expect((await builderAccountValue()) - builderBefore).toBeCloseTo(notional * PERP_BUILDER_FEE_RATE, 6);
      // The fill's fee (exchange fee plus builder fee) is what the order form estimates from the
      // user's own exchange rates and the one fee schedule.
      const charged = fills.reduce((sum, fill) => sum + Number(fill.fee), 0);
      const schedule = perpFeeSchedule(await exchange.info.userFees({ user: user.address }));
      expect(charged).toBeCloseTo(tradeFees(notional, 'taker', schedule).total, 6);
    });

    it('sets, moves and cancels the position’s TP and SL', async () => {
      const set = await call('set-tpsl', {
        userAddress: user.address,
        symbol: 'BTC',
        takeProfitPrice: '120000',
        stopLossPrice: '105000',
      });
      expect(set).toEqual({
        success: true,
        error: null,
        data: { takeProfit: 'created', stopLoss: 'created' },
      });
      let triggers = await openOrders();
      expect(
        triggers
          .map((order) => [order.orderType, order.triggerPx, order.side, order.sz, order.reduceOnly])
          .sort(),
      ).toEqual([
        ['Stop Market', '105000.0', 'A', '0.01', true],
        ['Take Profit Market', '120000.0', 'A', '0.01', true],
      ]);

      const moved = await call('set-tpsl', {
        userAddress: user.address,
        symbol: 'BTC',
        takeProfitPrice: 125000,
        stopLossPrice: 0,
      });
      expect(moved).toEqual({
        success: true,
        error: null,
        data: { takeProfit: 'modified', stopLoss: 'canceled' },
      });
      triggers = await openOrders();
      expect(triggers.map((order) => [order.orderType, order.triggerPx])).toEqual([
        ['Take Profit Market', '125000.0'],
      ]);

      const same = await call('set-tpsl', {
        userAddress: user.address,
        symbol: 'BTC',
        takeProfitPrice: '125000',
      });
      expect(same.data).toEqual({ takeProfit: 'unchanged', stopLoss: 'unchanged' });

      expect(
        await call('set-tpsl', { userAddress: user.address, symbol: 'BTC', takeProfitPrice: '100000' }),
      ).toEqual({ success: false, error: 'TP must be above entry price for long positions', data: null });
      expect(
        await call('set-tpsl', { userAddress: user.address, symbol: 'ETH', stopLossPrice: '100' }),
      ).toEqual({
        success: false,
        error: 'No open ETH position',
        data: null,
      });
    });

    it('sets a partial TP as a limit trigger and a partial SL (Configure Amount, Limit Price)', async () => {
      const partial = {
        userAddress: user.address,
        symbol: 'BTC',
        takeProfitPrice: '120000',
        takeProfitLimitPrice: '119000',
        stopLossPrice: '105000',
        size: '0.004',
      };
      // The market TP at 125000 for the whole position becomes a limit TP for 0.004.
      expect(await call('set-tpsl', partial)).toEqual({
        success: true,
        error: null,
        data: { takeProfit: 'modified', stopLoss: 'created' },
      });
      const triggers = (await openOrders())
        .map((order) => [
          order.orderType,
          order.triggerPx,
          order.limitPx,
          order.side,
          order.sz,
          order.reduceOnly,
        ])
        .sort();
      expect(triggers).toEqual([
        ['Stop Market', '105000.0', '94500.0', 'A', '0.004', true],
        ['Take Profit Limit', '120000.0', '119000.0', 'A', '0.004', true],
      ]);
      expect((await call('set-tpsl', partial)).data).toEqual({
        takeProfit: 'unchanged',
        stopLoss: 'unchanged',
      });

      for (const [body, error] of [
        [{ ...partial, size: '0.011' }, 'TP/SL size cannot exceed the position size'],
        [{ ...partial, size: '0' }, 'Invalid TP/SL size'],
        [{ ...partial, takeProfitLimitPrice: 0 }, 'Invalid Take Profit limit price'],
        [
          { ...partial, stopLossPrice: 0, stopLossLimitPrice: '104000' },
          'Set a Stop Loss price to use a Stop Loss limit price',
        ],
        [{ ...partial, stopLossPrice: '0.01' }, 'Invalid Stop Loss price'],
      ] as const) {
        expect(await call('set-tpsl', body), JSON.stringify(body)).toEqual({
          success: false,
          error,
          data: null,
        });
      }
      expect((await openOrders()).map((order) => order.sz)).toEqual(['0.004', '0.004']);
    });

    it('closes only the configured amount when a partial TP fires', async () => {
      const marketTp = { userAddress: user.address, symbol: 'BTC', takeProfitPrice: '120000', size: '0.004' };
      expect((await call('set-tpsl', marketTp)).data).toEqual({
        takeProfit: 'modified',
        stopLoss: 'unchanged',
      });
      // The mark follows the oracle past the trigger; the TP sells 0.004 into the maker's bid.
      expect(exchange.service.system({ type: 'setOracle', prices: { BTC: '121000' } })).toMatchObject({
        status: 'ok',
      });
      expect(exchange.service.system({ type: 'setOracle', prices: { BTC: BTC_ORACLE } })).toMatchObject({
        status: 'ok',
      });
      expect(await btcPosition()).toBe('0.006');
      const [fill] = await exchange.info.userFills({ user: user.address });
      expect(fill).toMatchObject({ coin: 'BTC', side: 'A', sz: '0.004', px: '112900.0' });
      expect(Number(fill?.builderFee)).toBeCloseTo(0.004 * 112900 * PERP_BUILDER_FEE_RATE, 6);
      expect((await openOrders()).map((order) => [order.orderType, order.sz])).toEqual([
        ['Stop Market', '0.004'],
      ]);
    });

    it('refuses a margin-mode switch with an open position, in the exchange’s words', async () => {
      const answer = await call('update-leverage', {
        userAddress: user.address,
        symbol: 'BTC',
        leverage: 10,
        isCross: false,
      });
      expect(answer).toEqual({
        success: false,
        error: 'Cannot switch leverage type with open position.',
        result: null,
      });
      const raised = await call('update-leverage', {
        userAddress: user.address,
        symbol: 'BTC',
        leverage: 10,
        isCross: true,
      });
      expect(raised).toEqual({
        success: true,
        error: null,
        result: { status: 'ok', response: { type: 'default' } },
      });
      const asset = await exchange.info.activeAssetData({ user: user.address, coin: 'BTC' });
      expect(asset.leverage).toEqual({ type: 'cross', value: 10 });
    });

    it('closes the position with a reduce-only market order', async () => {
      const answer = await call('market-close', { userAddress: user.address, symbol: 'BTC' });
      expect(answer).toMatchObject({ success: true, error: null });
      expect(answer.data).toEqual({
        statuses: [{ filled: { totalSz: '0.006', avgPx: '112900.0', oid: expect.any(Number) } }],
      });
      expect(await recordedAs(answer)).toEqual(['Market', 'FrontendMarket']);
      expect(await btcPosition()).toBeUndefined();
      // The SL left over closes nothing any more: the exchange drops it with the position.
      expect(await openOrders()).toEqual([]);
      expect(await call('market-close', { userAddress: user.address, symbol: 'BTC' })).toEqual({
        success: false,
        error: 'No open BTC position',
        data: null,
      });
    });

    it('places an order with its TP and SL as one normalTpsl batch', async () => {
      const parent = {
        symbol: 'BTC',
        side: 'buy',
        orderType: 'market',
        price: '',
        size: '0.01',
        leverage: 10,
      };
      const answer = await call('place-batch-order', {
        ...own,
        isSpot: false,
        orders: [
          parent,
          { ...parent, side: 'sell', price: '125000', triggerType: 'tp' },
          { ...parent, side: 'sell', price: '100000', triggerType: 'sl' },
        ],
      });
      expect(answer).toMatchObject({ success: true, error: null });
      const statuses = (answer.data as { statuses: unknown[] }).statuses;
      expect(statuses).toHaveLength(3);
      expect(statuses[0]).toMatchObject({ filled: { totalSz: '0.01' } });
      expect(await recordedAs({ ...answer, data: { statuses: [statuses[0]] } })).toEqual([
        'Market',
        'FrontendMarket',
      ]);
      expect(await btcPosition()).toBe('0.01');
      const triggers = await openOrders();
      expect(triggers.map((order) => [order.orderType, order.triggerPx, order.sz]).sort()).toEqual([
        ['Stop Market', '100000.0', '0.01'],
        ['Take Profit Market', '125000.0', '0.01'],
      ]);
    });

    it('refuses a batch whose TP/SL is on the wrong side, placing nothing', async () => {
      const before = await openOrders();
      const parent = { symbol: 'BTC', side: 'buy', orderType: 'limit', price: '110000', size: '0.001' };
      const wrong = await call('place-batch-order', {
        ...own,
        orders: [parent, { ...parent, side: 'sell', price: '109000', triggerType: 'tp' }],
      });
      expect(wrong).toEqual({ success: false, error: TPSL_DIRECTION_MESSAGE, data: null });
      const orphan = await call('place-batch-order', {
        ...own,
        orders: [{ ...parent, triggerType: 'sl' }],
      });
      expect(orphan).toEqual({
        success: false,
        error: 'Please enter valid Take Profit and/or Stop Loss prices.',
        data: null,
      });
      expect(await openOrders()).toEqual(before);
    });
  });

  describe('refusals', () => {
    function asOtherUser(body: object): object {
      return JSON.parse(JSON.stringify(body).replaceAll(user.address, otherUser.address)) as object;
    }

    it.each(Object.keys(bodies))('%s: 401 without a session, 403 for another user', async (name) => {
      const body = bodies[name] ?? {};
      const before = await openOrders();
      const rows = await tableSnapshot(server.services.db);
      const anonymous = await server.postJson(`/functions/${name}`, body);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: 'Sign in required' });
      const foreign = await server.postJson(`/functions/${name}`, asOtherUser(body), cookie);
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toEqual({ error: 'This address does not belong to the signed-in wallet' });
      expect(await openOrders()).toEqual(before);
      expect(await tableSnapshot(server.services.db)).toBe(rows);
    });

    it('refuses a body naming the user in one address field and someone else in the other', async () => {
      const mixed = await server.postJson(
        '/functions/place-order',
        { ...bodies['place-order'], userWallet: getAddress(otherUser.address) },
        cookie,
      );
      expect(mixed.status).toBe(403);
    });

    it('refuses spot orders and a set-tpsl without prices as bad requests', async () => {
      const spot = await server.postJson(
        '/functions/place-order',
        { ...bodies['place-order'], isSpot: true },
        cookie,
      );
      expect(spot.status).toBe(400);
      expect(await spot.json()).toEqual({
        error: 'Invalid request: isSpot: spot orders are not supported by this function',
      });
      const empty = await server.postJson(
        '/functions/set-tpsl',
        { userAddress: user.address, symbol: 'BTC' },
        cookie,
      );
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({ error: 'Invalid request: No TP or SL prices specified' });
    });

    it('refuses to place orders while no builder address is configured', async () => {
      const session = await findSession(server.services.db, cookie.split('=')[1] ?? '');
      const logger = createLogger('silent');
      const context = {
        db: server.services.db,
        agentWallets: server.services.agentWallets,
        logger,
        exchange: server.services.exchange,
        builderAddress: null,
        storage: server.services.storage,
        publicOrigin: TEST_ORIGIN,
        aiAnalysis: server.services.aiAnalysis,
        telegram: createTelegram(server.config, logger, server.services),
      };
      await expect(
        placeOrder.invoke(async () => bodies['place-order'], session, context),
      ).rejects.toMatchObject({
        status: 503,
        message: TRADING_UNCONFIGURED,
      });
    });
  });

  describe('after the suite', () => {
    it('left no agent key, nor a 16-hex-digit fragment of it, in any answer or log line', async () => {
      const agentKey = await storedAgentKey(server, user.address);
      expect(server.logLines.length).toBeGreaterThan(50);
      expect(leakedKeyFragments([agentKey], [...server.logLines, ...server.responseBodies])).toEqual([]);
    });
  });

  describe('trading bodies near the valid ones (fuzz, against the engine)', () => {
    const decimal = fc.oneof(
      fc.constantFrom('', '0', '0.1', '113000', '99999.99999', '1e5', '-1', '0.0000001', 'abc'),
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.jsonValue(),
    );
    const symbol = fc.oneof(fc.constantFrom('BTC', 'ETH', 'kPEPE', 'NOPE', ''), fc.jsonValue());
    const side = fc.oneof(fc.constantFrom('buy', 'sell'), fc.jsonValue());
    const ownAddresses = { userAddress: fc.constant(user.address), userWallet: fc.constant(user.address) };
    const fuzzedBodies: Record<string, fc.Arbitrary<object>> = {
      'place-order': fc.record({
        ...ownAddresses,
        symbol,
        side,
        orderType: fc.oneof(fc.constantFrom('market', 'limit'), fc.jsonValue()),
        price: decimal,
        size: decimal,
        leverage: fc.oneof(fc.integer({ min: -1, max: 60 }), fc.jsonValue()),
        timeInForce: fc.constantFrom('Gtc', 'Ioc', 'Alo', 'FrontendMarket'),
        reduceOnly: fc.boolean(),
      }),
      'place-batch-order': fc.record({
        ...ownAddresses,
        orders: fc.array(
          fc.record({
            symbol,
            side,
            orderType: fc.constantFrom('market', 'limit'),
            price: decimal,
            size: decimal,
            triggerType: fc.constantFrom(undefined, 'tp', 'sl', 'x'),
          }),
          { maxLength: 4 },
        ),
      }),
      'batch-modify-orders': fc.record({
        userWallet: fc.constant(user.address),
        orders: fc.array(
          fc.record({ oid: fc.oneof(fc.nat(), fc.jsonValue()), symbol, side, price: decimal, size: decimal }),
          { maxLength: 3 },
        ),
      }),
      'cancel-order': fc.record({
        userWallet: fc.constant(user.address),
        symbol,
        orderId: fc.oneof(fc.nat(), fc.jsonValue()),
      }),
      'market-close': fc.record({ userAddress: fc.constant(user.address), symbol }),
      'update-leverage': fc.record({
        userAddress: fc.constant(user.address),
        symbol,
        leverage: fc.oneof(fc.integer({ min: -1, max: 60 }), fc.jsonValue()),
        isCross: fc.oneof(fc.boolean(), fc.jsonValue()),
      }),
      'set-tpsl': fc.record(
        {
          userAddress: fc.constant(user.address),
          symbol,
          takeProfitPrice: decimal,
          stopLossPrice: decimal,
          takeProfitLimitPrice: decimal,
          stopLossLimitPrice: decimal,
          size: decimal,
        },
        { requiredKeys: ['userAddress', 'symbol'] },
      ),
    };

    it('covers every trading function', () => {
      expect(Object.keys(fuzzedBodies).sort()).toEqual(Object.keys(bodies).sort());
    });

    it.each(Object.keys(fuzzedBodies))(
      '%s answers 200 or 400, never a fault, and changes no row',
      async (name) => {
        const body = fuzzedBodies[name];
        if (!body) throw new Error(name);
        const rows = await tableSnapshot(server.services.db);
        await fc.assert(
          fc.asyncProperty(body, async (value) => {
            const response = await server.postJson(`/functions/${name}`, value, cookie);
            expect([200, 400]).toContain(response.status);
            const answer = (await response.json()) as Record<string, unknown>;
            if (response.status === 200) {
              expect(typeof answer.success).toBe('boolean');
              expect(answer.success ? answer.error === null : typeof answer.error === 'string').toBe(true);
            } else {
              expect(answer.error).toMatch(/^Invalid request: /);
            }
            // Trading functions only read the database (session, agent key).
            expect(await tableSnapshot(server.services.db)).toBe(rows);
          }),
          { numRuns: Math.ceil(FUZZ_RUNS / TEST_BACKENDS.length) },
        );
      },
    );
  });
});
