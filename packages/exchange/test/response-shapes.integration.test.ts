import { SubscriptionClient } from '@nktkas/hyperliquid';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStrict, fundedAccount, oneOf, quoteBtc, type Spec } from './harness';
import {
  ASSET_POSITION,
  CANDLE,
  FRONTEND_ORDER,
  HISTORICAL_ORDER,
  LEVEL,
  OPEN_ORDER,
  PERP_CTX,
  SUMMARY,
} from './sdk-specs';
import { startWsHarness, type WsHarness, waitFor } from './ws-harness';

/**
 * Issue 18: every answer of the methods it lists, checked strictly (every field, its type, no field
 * the SDK does not know) against `@nktkas/hyperliquid`'s response and event types, written out from
 * its TypeScript types (0.32: `api/info/_methods/*`, `api/subscription/_methods/*`). Requests go
 * through the SDK's clients, which validate them with its valibot request schemas first.
 */

// --- From the SDK's types -------------------------------------------------------------------------
const L2_BOOK = { coin: 'str', time: 'int', levels: [[LEVEL], [LEVEL]], 'spread?': 'dec' } satisfies Spec;
const LEDGER_DELTA = oneOf(
  { type: 'str', usdc: 'dec' },
  { type: 'str', usdc: 'dec', nonce: 'int', fee: 'dec' },
  { type: 'str', usdc: 'dec', toPerp: 'bool' },
  { type: 'str', usdc: 'dec', user: 'addr', destination: 'addr', fee: 'dec' },
);
const LEDGER_ENTRY: Spec = { time: 'int', hash: 'hash', delta: LEDGER_DELTA };
const FUNDING_ENTRY: Spec = {
  time: 'int',
  hash: 'hash',
  delta: { type: 'str', coin: 'str', usdc: 'dec', szi: 'dec', fundingRate: 'dec', nSamples: 'int|null' },
};
const CLEARINGHOUSE: Spec = {
  marginSummary: SUMMARY,
  crossMarginSummary: SUMMARY,
  crossMaintenanceMarginUsed: 'dec',
  withdrawable: 'dec',
  assetPositions: [ASSET_POSITION],
  time: 'int',
};
const MARGIN_TABLE: Spec = { description: 'str', marginTiers: [{ lowerBound: 'dec', maxLeverage: 'int' }] };
const META: Spec = {
  universe: [
    {
      szDecimals: 'int',
      name: 'str',
      maxLeverage: 'int',
      marginTableId: 'int',
      'onlyIsolated?': 'bool',
      'isDelisted?': 'bool',
      'marginMode?': 'str',
      'growthMode?': 'str',
      'lastGrowthModeChangeTime?': 'str',
    },
  ],
  marginTables: [['int', MARGIN_TABLE]],
  collateralToken: 'int',
};
const SPOT_META: Spec = {
  universe: oneOf('empty', [{ tokens: ['int'], name: 'str', index: 'int', isCanonical: 'bool' }]),
  tokens: [
    {
      name: 'str',
      szDecimals: 'int',
      weiDecimals: 'int',
      index: 'int',
      tokenId: 'str',
      isCanonical: 'bool',
      evmContract: oneOf('null', { address: 'addr', evm_extra_wei_decimals: 'int' }),
      fullName: 'str|null',
      deployerTradingFeeShare: 'dec',
    },
  ],
};
const SPOT_STATE: Spec = {
  balances: oneOf('empty', [{ coin: 'str', token: 'int', total: 'dec', hold: 'dec', entryNtl: 'dec' }]),
  'evmEscrows?': [{ coin: 'str', token: 'int', total: 'dec' }],
};
const WEB_DATA2: Spec = {
  clearinghouseState: CLEARINGHOUSE,
  leadingVaults: 'empty',
  totalVaultEquity: 'dec',
  openOrders: [FRONTEND_ORDER],
  agentAddress: 'addr|null',
  agentValidUntil: 'int|null',
  cumLedger: 'dec',
  meta: META,
  assetCtxs: [PERP_CTX],
  serverTime: 'int',
  isVault: 'bool',
  user: 'addr',
  twapStates: 'empty',
  'spotState?': SPOT_STATE,
  spotAssetCtxs: 'empty',
  'optOutOfSpotDusting?': 'bool',
  'perpsAtOpenInterestCap?': ['str'],
};
const DEFAULT_OK: Spec = { status: 'str', response: { type: 'str' } };

let h: WsHarness;
let subs: SubscriptionClient;
let trader: PrivateKeyAccount;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  h = await startWsHarness({ market: { seed: 11, historyDays: 1 } });
  subs = new SubscriptionClient({ transport: h.transportWs() });
  await quoteBtc(h, fundedAccount(h, '100000'));
  trader = fundedAccount(h, '10000');
  const client = h.client(trader);
  await client.approveAgent({
    agentAddress: privateKeyToAccount(generatePrivateKey()).address,
    agentName: null,
  });
  await client.order({
    orders: [
      { a: 0, b: true, p: '100000', s: '0.001', r: false, t: { limit: { tif: 'Gtc' } } },
      { a: 0, b: true, p: '120000', s: '0.002', r: false, t: { limit: { tif: 'FrontendMarket' } } },
    ],
    grouping: 'na',
  });
  await client.withdraw3({ destination: trader.address, amount: '5' });
  await client.usdClassTransfer({ amount: '3', toPerp: false });
  h.service.system({ type: 'setOracle', prices: { BTC: '113050' } });
  h.service.system({ type: 'settleFunding' });
  h.service.system({ type: 'setOpenInterestCaps', caps: { ETH: '0' } });
});

afterAll(async () => {
  await h.close();
});

describe('the strict check', () => {
  it('refuses a field the SDK does not know, a wrong type and a missing field; allows optional ones', () => {
    expect(() => checkStrict({ px: '1.0', sz: '2', n: 1, extra: 0 }, LEVEL)).toThrow(
      'fields the SDK does not know: extra',
    );
    expect(() => checkStrict({ px: 1, sz: '2', n: 1 }, LEVEL)).toThrow('$.px: 1 is not dec');
    expect(() => checkStrict({ coin: 'BTC', time: 1 }, L2_BOOK)).toThrow('$.levels: expected an array');
    checkStrict(
      { coin: 'BTC', time: 1, levels: [[{ px: '1.0', sz: '2', n: 1 }], [{ px: '2.0', sz: '1', n: 1 }]] },
      L2_BOOK,
    );
  });
});

describe('info answers match the SDK types strictly', () => {
  it('market answers', async () => {
    const now = Date.now();
    checkStrict(await h.info.candleSnapshot({ coin: 'BTC', interval: '1M', startTime: now - HOUR_MS }), [
      CANDLE,
    ]);
    checkStrict(await h.info.l2Book({ coin: 'BTC' }), L2_BOOK);
    checkStrict(await h.info.l2Book({ coin: 'BTC', nSigFigs: 5, mantissa: 5 }), L2_BOOK);
    checkStrict(await h.info.marginTable({ id: 52 }), MARGIN_TABLE);
    checkStrict(await h.info.perpsAtOpenInterestCap(), ['str']);
    checkStrict(await h.info.predictedFundings(), [
      ['str', [['str', { fundingRate: 'dec', nextFundingTime: 'int', 'fundingIntervalHours?': 'int' }]]],
    ]);
    checkStrict(await h.info.fundingHistory({ coin: 'BTC', startTime: 0 }), [
      { coin: 'str', fundingRate: 'dec', premium: 'dec', time: 'int' },
    ]);
    checkStrict(await h.info.spotMetaAndAssetCtxs(), [SPOT_META, 'empty']);
  });

  it('account answers', async () => {
    const user = trader.address;
    checkStrict(await h.info.userFunding({ user }), [FUNDING_ENTRY]);
    checkStrict(await h.info.userFunding({ user, startTime: 0 }), [FUNDING_ENTRY]);
    checkStrict(await h.info.userNonFundingLedgerUpdates({ user }), [LEDGER_ENTRY]);
    const orders = await h.info.historicalOrders({ user });
    checkStrict(orders, [HISTORICAL_ORDER]);
    for (const { order } of orders)
      checkStrict(await h.info.orderStatus({ user, oid: order.oid }), {
        status: 'str',
        order: HISTORICAL_ORDER,
      });
    checkStrict(await h.info.orderStatus({ user, oid: 1 }), { status: 'str' });
    checkStrict(await h.info.webData2({ user }), WEB_DATA2);
  });

  it('exchange answer of usdSend, and the ledger it writes', async () => {
    checkStrict(
      await h
        .client(trader)
        .usdSend({ destination: privateKeyToAccount(generatePrivateKey()).address, amount: '1' }),
      DEFAULT_OK,
    );
    // The ledger now holds every kind of entry the devnet writes for a user but liquidation.
    checkStrict(await h.info.userNonFundingLedgerUpdates({ user: trader.address, startTime: 0 }), [
      LEDGER_ENTRY,
    ]);
  });
});

describe('WebSocket events match the SDK types strictly', () => {
  it('l2Book (grouped, fast), assetCtxs, spotAssetCtxs, userHistoricalOrders, userNonFundingLedgerUpdates, orderUpdates', async () => {
    const user = trader.address.toLowerCase() as `0x${string}`;
    const sinks = {
      grouped: waitFor<unknown>(),
      fast: waitFor<unknown>(),
      ctxs: waitFor<unknown>(),
      spot: waitFor<unknown>(),
      history: waitFor<{ isSnapshot?: true }>(),
      ledger: waitFor<{ isSnapshot?: true }>(),
      updates: waitFor<unknown>(),
    };
    await subs.l2Book({ coin: 'BTC', nSigFigs: 2 }, sinks.grouped.push);
    const transport = h.transportWs();
    await transport.subscribe('l2Book', { type: 'l2Book', coin: 'BTC', fast: true }, (e: CustomEvent) =>
      sinks.fast.push(e.detail),
    );
    await subs.assetCtxs(sinks.ctxs.push);
    await subs.spotAssetCtxs(sinks.spot.push);
    await subs.userHistoricalOrders({ user }, sinks.history.push);
    await subs.userNonFundingLedgerUpdates({ user }, sinks.ledger.push);
    await subs.orderUpdates({ user }, sinks.updates.push);
    checkStrict(await sinks.grouped.next(), L2_BOOK);
    // `fast` is Hyperliquid's flag for fast books (doc §6.3); the SDK 0.32 types no fast mode at all.
    checkStrict(await sinks.fast.next(), { ...L2_BOOK, fast: 'bool' });
    checkStrict(await sinks.ctxs.next(), { dex: 'str', ctxs: [PERP_CTX] });
    checkStrict(await sinks.spot.next(), 'empty');
    const event = (entries: Spec, key: string) => ({ user: 'addr', [key]: entries, 'isSnapshot?': 'bool' });
    checkStrict(await sinks.history.next(), event([HISTORICAL_ORDER], 'orderHistory'));
    checkStrict(await sinks.ledger.next(), event([LEDGER_ENTRY], 'nonFundingLedgerUpdates'));
    await h.client(trader).order({
      orders: [{ a: 0, b: true, p: '100500', s: '0.001', r: false, t: { limit: { tif: 'Gtc' } } }],
      grouping: 'na',
    });
    await h.client(trader).usdClassTransfer({ amount: '1', toPerp: true });
    checkStrict(await sinks.history.next((e) => !e.isSnapshot), event([HISTORICAL_ORDER], 'orderHistory'));
    checkStrict(await sinks.updates.next(), [{ order: OPEN_ORDER, status: 'str', statusTimestamp: 'int' }]);
    checkStrict(
      await sinks.ledger.next((e) => !e.isSnapshot),
      event([LEDGER_ENTRY], 'nonFundingLedgerUpdates'),
    );
  });
});
