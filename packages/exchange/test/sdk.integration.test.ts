import { ApiRequestError } from '@nktkas/hyperliquid';
import type {
  ActiveAssetDataResponse,
  ClearinghouseStateResponse,
  ExtraAgentsResponse,
  FrontendOpenOrdersResponse,
  HistoricalOrdersResponse,
  MetaAndAssetCtxsResponse,
  OrderStatusResponse,
  PortfolioResponse,
  SpotClearinghouseStateResponse,
  UserFeesResponse,
  UserFillsResponse,
  UserFundingResponse,
  UserNonFundingLedgerUpdatesResponse,
  UserRoleResponse,
} from '@nktkas/hyperliquid/api/info';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERR } from '../src/auth';
import { ERR } from '../src/errors';
import { checkShape, fundedAccount, type Harness, startHarness } from './harness';

/** Drives the engine over HTTP only through `@nktkas/hyperliquid` (testnet mode). */

let h: Harness;
let user: PrivateKeyAccount;
let maker: PrivateKeyAccount;
let builder: PrivateKeyAccount;
let agent: PrivateKeyAccount;
const lower = (a: PrivateKeyAccount) => a.address.toLowerCase() as `0x${string}`;

const gtc = { limit: { tif: 'Gtc' as const } };
const ioc = { limit: { tif: 'Ioc' as const } };

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiRequestError) return e.message;
    throw e;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  h = await startHarness();
  user = fundedAccount(h, '10000');
  maker = fundedAccount(h, '100000');
  builder = fundedAccount(h, '200');
  agent = privateKeyToAccount(generatePrivateKey());
  await h.client(maker).order({
    orders: [
      { a: 0, b: false, p: '113010', s: '0.1', r: false, t: gtc },
      { a: 0, b: true, p: '112990', s: '0.1', r: false, t: gtc },
    ],
    grouping: 'na',
  });
});

afterAll(async () => {
  await h.close();
});

describe('a user approves an agent and a builder; the agent trades', () => {
  it('approves an agent and a builder fee with user signatures', async () => {
    const master = h.client(user);
    await master.approveAgent({ agentAddress: agent.address, agentName: 'bot' });
    await master.approveBuilderFee({ builder: builder.address, maxFeeRate: '0.01%' });
    const agents: ExtraAgentsResponse = await h.info.extraAgents({ user: user.address });
    expect(agents).toHaveLength(1);
    checkShape(agents, [{ name: 'str', address: 'addr', validUntil: 'int' }]);
    expect(agents[0]?.address).toBe(lower(agent));
    const role: UserRoleResponse = await h.info.userRole({ user: agent.address });
    expect(role).toEqual({ role: 'agent', data: { user: lower(user) } });
    expect(await h.info.userRole({ user: user.address })).toEqual({ role: 'user' });
    expect(await h.info.maxBuilderFee({ user: user.address, builder: builder.address })).toBe(10);
  });

  it('the agent trades for its master with a builder fee; positions, fills and orders appear', async () => {
    const trader = h.client(agent);
    const res = await trader.order({
      orders: [{ a: 0, b: true, p: '113010', s: '0.01', r: false, t: ioc }],
      grouping: 'na',
      builder: { b: builder.address, f: 10 },
    });
    const status = res.response.data.statuses[0];
    expect(status).toEqual({ filled: { totalSz: '0.01', avgPx: '113010.0', oid: expect.any(Number) } });
    await trader.order({
      orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc }],
      grouping: 'na',
    });

    const state: ClearinghouseStateResponse = await h.info.clearinghouseState({ user: user.address });
    const summary = { accountValue: 'dec', totalNtlPos: 'dec', totalRawUsd: 'dec', totalMarginUsed: 'dec' };
    checkShape(state, {
      marginSummary: summary,
      crossMarginSummary: summary,
      crossMaintenanceMarginUsed: 'dec',
      withdrawable: 'dec',
      time: 'int',
      assetPositions: [
        {
          type: 'str',
          position: {
            coin: 'str',
            szi: 'dec',
            leverage: { type: 'str', value: 'int' },
            entryPx: 'dec',
            positionValue: 'dec',
            unrealizedPnl: 'dec',
            returnOnEquity: 'dec',
            liquidationPx: 'dec|null',
            marginUsed: 'dec',
            maxLeverage: 'int',
            cumFunding: { allTime: 'dec', sinceOpen: 'dec', sinceChange: 'dec' },
          },
        },
      ],
    });
    expect(state.assetPositions[0]?.position.szi).toBe('0.01');
    expect(await h.info.clearinghouseState({ user: agent.address })).toMatchObject({ assetPositions: [] });

    const fills: UserFillsResponse = await h.info.userFills({ user: user.address });
    const fillSpec = {
      coin: 'str',
      px: 'dec',
      sz: 'dec',
      side: 'str',
      time: 'int',
      startPosition: 'dec',
      dir: 'str',
      closedPnl: 'dec',
      hash: 'hash',
      oid: 'int',
      crossed: 'bool',
      fee: 'dec',
      tid: 'int',
      feeToken: 'str',
      builderFee: 'dec|undef',
      twapId: 'int|null',
    } as const;
    checkShape(fills, [fillSpec]);
    expect(fills[0]?.builderFee).toBe('0.11301'); // 1 bp of 1130.1
    const byTime: UserFillsResponse = await h.info.userFillsByTime({ user: user.address, startTime: 0 });
    expect(byTime).toEqual(fills);
    expect(await h.info.userFills({ user: builder.address })).toEqual([]);

    const open: FrontendOpenOrdersResponse = await h.info.frontendOpenOrders({ user: user.address });
    checkShape(open, [
      {
        coin: 'str',
        side: 'str',
        limitPx: 'dec',
        sz: 'dec',
        oid: 'int',
        timestamp: 'int',
        origSz: 'dec',
        triggerCondition: 'str',
        isTrigger: 'bool',
        triggerPx: 'dec',
        isPositionTpsl: 'bool',
        reduceOnly: 'bool',
        orderType: 'str',
        tif: 'str|null',
        cloid: 'str|null',
      },
    ]);
    expect(open).toHaveLength(1);
    const hist: HistoricalOrdersResponse = await h.info.historicalOrders({ user: user.address });
    expect(hist.map((o) => o.status).sort()).toEqual(['filled', 'open']);
    const oid = open[0]?.oid ?? 0;
    const st: OrderStatusResponse = await h.info.orderStatus({ user: user.address, oid });
    expect(st).toMatchObject({
      status: 'order',
      order: { status: 'open', statusTimestamp: expect.any(Number) },
    });
  });

  it('funding, ledger, fees, asset data, portfolio and spot answers have the SDK shapes', async () => {
    h.service.system({ type: 'settleFunding' });
    const funding: UserFundingResponse = await h.info.userFunding({ user: user.address, startTime: 0 });
    checkShape(funding, [
      {
        time: 'int',
        hash: 'hash',
        delta: {
          type: 'str',
          coin: 'str',
          usdc: 'dec',
          szi: 'dec',
          fundingRate: 'dec',
          nSamples: 'int|null',
        },
      },
    ]);
    expect(funding).toHaveLength(1);

    const master = h.client(user);
    await master.usdClassTransfer({ amount: '25', toPerp: false });
    await master.withdraw3({ destination: user.address, amount: '50' });
    const ledger: UserNonFundingLedgerUpdatesResponse = await h.info.userNonFundingLedgerUpdates({
      user: user.address,
      startTime: 0,
    });
    expect(ledger.map((l) => l.delta.type)).toEqual(['deposit', 'accountClassTransfer', 'withdraw']);
    checkShape(ledger, [{ time: 'int', hash: 'hash', delta: { type: 'str' } }]);
    expect(ledger[2]?.delta).toMatchObject({
      type: 'withdraw',
      usdc: '50.0',
      fee: '1.0',
      nonce: expect.any(Number),
    });
    expect(h.service.pendingWithdrawals()).toMatchObject([{ user: lower(user), usdc: '49.0' }]);

    const spot: SpotClearinghouseStateResponse = await h.info.spotClearinghouseState({ user: user.address });
    expect(spot.balances).toEqual([{ coin: 'USDC', token: 0, total: '25.0', hold: '0.0', entryNtl: '0.0' }]);

    const fees: UserFeesResponse = await h.info.userFees({ user: user.address });
    expect(fees.userCrossRate).toBe('0.00045');
    checkShape(fees, { dailyUserVlm: [{ date: 'str', userCross: 'dec', userAdd: 'dec', exchange: 'dec' }] });

    const asset: ActiveAssetDataResponse = await h.info.activeAssetData({ user: user.address, coin: 'BTC' });
    checkShape(asset, {
      user: 'addr',
      coin: 'str',
      leverage: { type: 'str', value: 'int' },
      maxTradeSzs: ['dec'],
      availableToTrade: ['dec'],
      markPx: 'dec',
    });

    const portfolio: PortfolioResponse = await h.info.portfolio({ user: user.address });
    expect(portfolio.map(([p]) => p)).toEqual([
      'day',
      'week',
      'month',
      'allTime',
      'perpDay',
      'perpWeek',
      'perpMonth',
      'perpAllTime',
    ]);
    checkShape(portfolio[0][1], {
      accountValueHistory: [['int', 'dec']],
      pnlHistory: [['int', 'dec']],
      vlm: 'dec',
    });
    expect(portfolio[0][1].vlm).toBe('1130.1');

    const [meta, ctxs]: MetaAndAssetCtxsResponse = await h.info.metaAndAssetCtxs();
    expect(ctxs).toHaveLength(meta.universe.length);
    checkShape(ctxs[0], {
      funding: 'dec',
      openInterest: 'dec',
      prevDayPx: 'dec',
      dayNtlVlm: 'dec',
      premium: 'dec|null',
      oraclePx: 'dec',
      markPx: 'dec',
      midPx: 'dec|null',
      dayBaseVlm: 'dec',
    });
    expect(ctxs[0]?.openInterest).toBe('0.01');
    expect(ctxs[0]?.dayNtlVlm).toBe('1130.1');
  });
});

describe('refusals carry the real texts', () => {
  it('forged signature: recovers to an unknown address', async () => {
    const forger = {
      address: user.address,
      signTypedData: async (args: Parameters<PrivateKeyAccount['signTypedData']>[0]) => {
        const sig = await user.signTypedData(args);
        // Flip one byte of s: still a valid-looking signature, of nobody we know.
        return `${sig.slice(0, 100)}${sig[100] === 'a' ? 'b' : 'a'}${sig.slice(101)}` as `0x${string}`;
      },
    };
    const client = h.client(forger as unknown as PrivateKeyAccount);
    const msg = await refusal(
      client.order({
        orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc }],
        grouping: 'na',
      }),
    );
    expect(msg).toMatch(/^User or API Wallet 0x[0-9a-f]{40} does not exist\.$/);
    expect(msg).not.toContain(lower(user));
  });

  it('replayed nonce and expired action', async () => {
    const nonce = Date.now() + 7;
    const fixed = h.client(user, () => nonce);
    await fixed.noop();
    expect(await refusal(fixed.noop())).toBe(AUTH_ERR.nonceDuplicate);
    const msg = await refusal(
      h
        .client(user)
        .order(
          { orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc }], grouping: 'na' },
          { expiresAfter: Date.now() - 1000 },
        ),
    );
    expect(msg).toBe(AUTH_ERR.expired);
  });

  it('an agent cannot withdraw or approve agents', async () => {
    const trader = h.client(agent);
    expect(await refusal(trader.withdraw3({ destination: agent.address, amount: '10' }))).toBe(
      AUTH_ERR.mustDeposit(lower(agent)),
    );
    const other = privateKeyToAccount(generatePrivateKey());
    expect(await refusal(trader.approveAgent({ agentAddress: other.address, agentName: null }))).toBe(
      AUTH_ERR.mustDeposit(lower(agent)),
    );
  });

  it('builder fee above the approval, below $10, bad tick', async () => {
    const trader = h.client(agent);
    expect(
      await refusal(
        trader.order({
          orders: [{ a: 0, b: true, p: '113010', s: '0.01', r: false, t: ioc }],
          grouping: 'na',
          builder: { b: builder.address, f: 11 },
        }),
      ),
    ).toBe(ERR.builderNotApproved);
    expect(
      await refusal(
        trader.order({
          orders: [{ a: 0, b: true, p: '100000', s: '0.00009', r: false, t: gtc }],
          grouping: 'na',
        }),
      ),
    ).toBe(`Order 0: ${ERR.minValue} asset=0`);
    expect(
      await refusal(
        trader.order({
          orders: [{ a: 0, b: true, p: '100000.5', s: '0.001', r: false, t: gtc }],
          grouping: 'na',
        }),
      ),
    ).toBe(`Order 0: ${ERR.tick} asset=0`);
  });
});
