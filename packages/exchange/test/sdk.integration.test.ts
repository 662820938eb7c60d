import type {
  ActiveAssetDataResponse,
  AllMidsResponse,
  ClearinghouseStateResponse,
  ExtraAgentsResponse,
  FrontendOpenOrdersResponse,
  HistoricalOrdersResponse,
  L2BookResponse,
  MetaAndAssetCtxsResponse,
  MetaResponse,
  OpenOrdersResponse,
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
import { encodeState } from '../src/persist/codec';
import {
  checkShape,
  fundedAccount,
  type Harness,
  quoteBtc,
  refusal,
  type Spec,
  startHarness,
} from './harness';
import { ASSET_POSITION, FRONTEND_ORDER, HISTORICAL_ORDER, LEVEL, OPEN_ORDER, SUMMARY } from './sdk-specs';

/** Drives the engine over HTTP only through `@nktkas/hyperliquid` (testnet mode). */

let h: Harness;
let user: PrivateKeyAccount;
let maker: PrivateKeyAccount;
let builder: PrivateKeyAccount;
let agent: PrivateKeyAccount;
const lower = (a: PrivateKeyAccount) => a.address.toLowerCase() as `0x${string}`;

const gtc = { limit: { tif: 'Gtc' as const } };
const ioc = { limit: { tif: 'Ioc' as const } };
const CLOID = '0x0123456789abcdef0123456789abcdef';

// Run-time field types of the SDK's response types (doc §3): decimals as strings, ids and times as numbers.
const FEE_TIER: Spec = { ntlCutoff: 'dec', cross: 'dec', add: 'dec', spotCross: 'dec', spotAdd: 'dec' };
const STAKING_DISCOUNT: Spec = { bpsOfMaxSupply: 'dec', discount: 'dec' };
const PORTFOLIO_PERIOD: Spec = {
  accountValueHistory: [['int', 'dec']],
  pnlHistory: [['int', 'dec']],
  vlm: 'dec',
};

/** The whole engine state, serialised: equal before and after means a refusal changed nothing. */
const stateOf = () => encodeState(h.service.engine.state);

beforeAll(async () => {
  h = await startHarness();
  user = fundedAccount(h, '10000');
  maker = fundedAccount(h, '100000');
  builder = fundedAccount(h, '200');
  agent = privateKeyToAccount(generatePrivateKey());
  await quoteBtc(h, maker);
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
    expect(await h.info.maxBuilderFee({ user: user.address, builder: maker.address })).toBe(0);
    expect(await h.info.approvedBuilders({ user: user.address })).toEqual([lower(builder)]);
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
      orders: [{ a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc, c: CLOID }],
      grouping: 'na',
    });

    const state: ClearinghouseStateResponse = await h.info.clearinghouseState({ user: user.address });
    checkShape(state, {
      marginSummary: SUMMARY,
      crossMarginSummary: SUMMARY,
      crossMaintenanceMarginUsed: 'dec',
      withdrawable: 'dec',
      time: 'int',
      assetPositions: [ASSET_POSITION],
    });
    expect(state.assetPositions[0]?.position.szi).toBe('0.01');
    expect(state.assetPositions[0]?.position.leverage).toEqual({ type: 'cross', value: 40 });
    expect(await h.info.clearinghouseState({ user: agent.address })).toMatchObject({ assetPositions: [] });
    // The builder fee of the fill was credited to the builder.
    const builderState = await h.info.clearinghouseState({ user: builder.address });
    expect(builderState.marginSummary.accountValue).toBe('200.11301');

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
    checkShape(open, [FRONTEND_ORDER]);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ cloid: CLOID, orderType: 'Limit', tif: 'Gtc', children: [] });
    const plain: OpenOrdersResponse = await h.info.openOrders({ user: user.address });
    checkShape(plain, [{ ...OPEN_ORDER, cloid: 'str' }]);
    expect(plain[0]).not.toHaveProperty('reduceOnly'); // present only when true (doc §3.7)
    const hist: HistoricalOrdersResponse = await h.info.historicalOrders({ user: user.address });
    checkShape(hist, [HISTORICAL_ORDER]);
    expect(hist.map((o) => o.status).sort()).toEqual(['filled', 'open']);
    const oid = open[0]?.oid ?? 0;
    const st: OrderStatusResponse = await h.info.orderStatus({ user: user.address, oid });
    checkShape(st, { status: 'str', order: HISTORICAL_ORDER });
    expect(st).toMatchObject({ status: 'order', order: { status: 'open', order: { oid } } });
    expect(await h.info.orderStatus({ user: user.address, oid: CLOID })).toEqual(st);
    expect(await h.info.orderStatus({ user: maker.address, oid })).toEqual({ status: 'unknownOid' });
  });

  it('market answers: meta, allMids and l2Book (grouped) have the SDK shapes', async () => {
    const meta: MetaResponse = await h.info.meta();
    checkShape(meta, {
      universe: [{ name: 'str', szDecimals: 'int', maxLeverage: 'int', marginTableId: 'int' }],
      marginTables: [
        ['int', { description: 'str', marginTiers: [{ lowerBound: 'dec', maxLeverage: 'int' }] }],
      ],
      collateralToken: 'int',
    });
    const mids: AllMidsResponse = await h.info.allMids();
    checkShape(mids, Object.fromEntries(meta.universe.map((m) => [m.name, 'dec'])));
    expect(mids.BTC).toBe('113000.0'); // (112990 + 113010) / 2
    const book: L2BookResponse = await h.info.l2Book({ coin: 'BTC', nSigFigs: 3 });
    checkShape(book, { coin: 'str', time: 'int', levels: [[LEVEL], [LEVEL]] });
    expect(book?.levels[1]).toEqual([{ px: '114000.0', sz: '0.09', n: 1 }]);
    expect(await h.info.l2Book({ coin: 'NOPE' })).toBeNull();
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
    // 0.01 BTC × oracle 113000 × 0.0000125 (flat market), paid by the long; cumFunding counts it paid.
    expect(funding[0]?.delta).toMatchObject({ coin: 'BTC', usdc: '-0.014125', szi: '0.01' });
    const funded = await h.info.clearinghouseState({ user: user.address });
    expect(funded.assetPositions[0]?.position.cumFunding.allTime).toBe('0.014125');

    const master = h.client(user);
    await master.usdClassTransfer({ amount: '25', toPerp: false });
    await master.withdraw3({ destination: user.address, amount: '50' });
    const ledger: UserNonFundingLedgerUpdatesResponse = await h.info.userNonFundingLedgerUpdates({
      user: user.address,
      startTime: 0,
    });
    expect(ledger.map((l) => l.delta.type)).toEqual(['deposit', 'accountClassTransfer', 'withdraw']);
    checkShape(ledger, [{ time: 'int', hash: 'hash', delta: { type: 'str', usdc: 'dec' } }]);
    checkShape(ledger[1]?.delta, { toPerp: 'bool' });
    checkShape(ledger[2]?.delta, { nonce: 'int', fee: 'dec' });
    expect(ledger.map((l) => l.delta)).toEqual([
      { type: 'deposit', usdc: '10000.0' },
      { type: 'accountClassTransfer', usdc: '25.0', toPerp: false },
      { type: 'withdraw', usdc: '50.0', nonce: expect.any(Number), fee: '1.0' },
    ]);
    expect(h.service.pendingWithdrawals()).toMatchObject([{ user: lower(user), usdc: '49.0' }]);

    const spot: SpotClearinghouseStateResponse = await h.info.spotClearinghouseState({ user: user.address });
    checkShape(spot, {
      balances: [{ coin: 'str', token: 'int', total: 'dec', hold: 'dec', entryNtl: 'dec' }],
    });
    expect(spot.balances).toEqual([{ coin: 'USDC', token: 0, total: '25.0', hold: '0.0', entryNtl: '0.0' }]);

    const fees: UserFeesResponse = await h.info.userFees({ user: user.address });
    checkShape(fees, {
      dailyUserVlm: [{ date: 'str', userCross: 'dec', userAdd: 'dec', exchange: 'dec' }],
      feeSchedule: {
        cross: 'dec',
        add: 'dec',
        spotCross: 'dec',
        spotAdd: 'dec',
        tiers: { vip: [FEE_TIER], mm: [{ makerFractionCutoff: 'dec', add: 'dec' }] },
        referralDiscount: 'dec',
        stakingDiscountTiers: [STAKING_DISCOUNT],
      },
      userCrossRate: 'dec',
      userAddRate: 'dec',
      userSpotCrossRate: 'dec',
      userSpotAddRate: 'dec',
      activeReferralDiscount: 'dec',
      trial: 'null',
      feeTrialEscrow: 'dec',
      nextTrialAvailableTimestamp: 'null',
      stakingLink: 'null',
      activeStakingDiscount: STAKING_DISCOUNT,
    });
    // The base tier (doc §8.5): taker 0.045 %, maker 0.015 %; today's taker volume is the agent's fill.
    expect([fees.userCrossRate, fees.userAddRate]).toEqual(['0.00045', '0.00015']);
    expect(fees.dailyUserVlm.at(-1)).toMatchObject({ userCross: '1130.1', userAdd: '0.0' });

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
    for (const [, data] of portfolio) checkShape(data, PORTFOLIO_PERIOD);
    expect(portfolio[0][1].vlm).toBe('1130.1');
    // Samples at the deposit, the transfer and the withdrawal; nothing happened since, so the live value
    // takes the last one's place.
    expect(portfolio[3][1].accountValueHistory).toHaveLength(3);
    const { marginSummary } = await h.info.clearinghouseState({ user: user.address });
    expect(portfolio[7][1].accountValueHistory.at(-1)?.[1]).toBe(marginSummary.accountValue);

    const [meta, ctxs]: MetaAndAssetCtxsResponse = await h.info.metaAndAssetCtxs();
    expect(ctxs).toHaveLength(meta.universe.length);
    checkShape(ctxs, [
      {
        funding: 'dec',
        openInterest: 'dec',
        prevDayPx: 'dec',
        dayNtlVlm: 'dec',
        premium: 'dec|null',
        oraclePx: 'dec',
        markPx: 'dec',
        midPx: 'dec|null',
        dayBaseVlm: 'dec',
      },
    ]);
    expect(ctxs[0]?.openInterest).toBe('0.01');
    expect(ctxs[0]?.dayNtlVlm).toBe('1130.1');
  });
});

describe('refusals carry the real texts and change nothing', () => {
  const bid = { a: 0, b: true, p: '100000', s: '0.001', r: false, t: gtc };
  const buy = { orders: [bid], grouping: 'na' as const };

  it('forged signature: recovers to an unknown address', async () => {
    const forger = {
      address: user.address,
      signTypedData: async (args: Parameters<PrivateKeyAccount['signTypedData']>[0]) => {
        const sig = await user.signTypedData(args);
        // Flip one byte of s: still a valid-looking signature, of nobody we know.
        return `${sig.slice(0, 100)}${sig[100] === 'a' ? 'b' : 'a'}${sig.slice(101)}` as `0x${string}`;
      },
    };
    const before = stateOf();
    const msg = await refusal(h.client(forger as unknown as PrivateKeyAccount).order(buy));
    expect(msg).toMatch(/^User or API Wallet 0x[0-9a-f]{40} does not exist\.$/);
    expect(msg).not.toContain(lower(user));
    expect(stateOf()).toBe(before);
  });

  it('replayed nonce, expired action, vaultAddress', async () => {
    const nonce = Date.now() + 7;
    const fixed = h.client(user, () => nonce);
    await fixed.noop();
    const before = stateOf();
    expect(await refusal(fixed.noop())).toBe(AUTH_ERR.nonceDuplicate);
    expect(await refusal(h.client(user).order(buy, { expiresAfter: Date.now() - 1000 }))).toBe(
      AUTH_ERR.expired,
    );
    const vault = lower(maker);
    expect(await refusal(h.client(user).order(buy, { vaultAddress: vault }))).toBe(AUTH_ERR.vault(vault));
    expect(stateOf()).toBe(before);
  });

  it('an agent cannot withdraw, transfer or approve anything', async () => {
    const trader = h.client(agent);
    const other = privateKeyToAccount(generatePrivateKey());
    const before = stateOf();
    for (const attempt of [
      trader.withdraw3({ destination: agent.address, amount: '10' }),
      trader.approveAgent({ agentAddress: other.address, agentName: null }),
      trader.approveBuilderFee({ builder: builder.address, maxFeeRate: '0.1%' }),
      trader.usdClassTransfer({ amount: '10', toPerp: false }),
    ]) {
      expect(await refusal(attempt)).toBe(AUTH_ERR.mustDeposit(lower(agent)));
    }
    expect(stateOf()).toBe(before);
    expect(h.service.pendingWithdrawals()).toHaveLength(1); // only the user's own withdrawal above
  });

  it('builder fee above the approval, below $10, bad tick: no money or order moves', async () => {
    const trader = h.client(agent);
    const account = async () => ({
      state: await h.info.clearinghouseState({ user: user.address }),
      open: await h.info.openOrders({ user: user.address }),
      book: await h.info.l2Book({ coin: 'BTC' }),
    });
    const before = await account();
    const ask = {
      orders: [{ a: 0, b: true, p: '113010', s: '0.01', r: false, t: ioc }],
      grouping: 'na' as const,
    };
    expect(await refusal(trader.order({ ...ask, builder: { b: builder.address, f: 11 } }))).toBe(
      ERR.builderNotApproved,
    );
    const small = { ...buy, orders: [{ ...bid, s: '0.00009' }] };
    expect(await refusal(trader.order(small))).toBe(`Order 0: ${ERR.minValue} asset=0`);
    const offTick = { ...buy, orders: [{ ...bid, p: '100000.5' }] };
    expect(await refusal(trader.order(offTick))).toBe(`Order 0: ${ERR.tick} asset=0`);
    const after = await account();
    expect({ ...after, state: { ...after.state, time: 0 }, book: after.book?.levels }).toEqual({
      ...before,
      state: { ...before.state, time: 0 },
      book: before.book?.levels,
    });
    // Rejected orders are history (doc §3.14), with the real status names.
    const hist = await h.info.historicalOrders({ user: user.address });
    expect(hist.slice(0, 2).map((o) => o.status)).toEqual(['tickRejected', 'minTradeNtlRejected']);
  });
});
