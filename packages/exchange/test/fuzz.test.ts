import { signL1Action } from '@nktkas/hyperliquid/signing';
import fc from 'fast-check';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeState } from '../src/persist/codec';
import { fundedAccount, type Harness, startHarness } from './harness';

/**
 * Property: arbitrary `/info` and `/exchange` bodies never get a 5xx and never change state; correctly
 * signed actions carrying bad values (unknown asset, NaN, negative or absurd numbers) move nothing.
 */

let h: Harness;
let wallet: PrivateKeyAccount;
let known: string;

beforeAll(async () => {
  // Thousands of bodies from one address on purpose: Hyperliquid's per-IP budget would refuse most.
  h = await startHarness({}, { requestLimits: null });
  wallet = fundedAccount(h, '1000');
  known = wallet.address.toLowerCase();
});

afterAll(async () => {
  await h.close();
});

async function post(path: string, body: string): Promise<number> {
  const res = await fetch(`${h.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  expect(res.headers.get('content-type')).toBe('application/json');
  await res.arrayBuffer();
  return res.status;
}

const INFO_TYPES = [
  'meta',
  'metaAndAssetCtxs',
  'allMids',
  'l2Book',
  'clearinghouseState',
  'spotClearinghouseState',
  'openOrders',
  'frontendOpenOrders',
  'userFills',
  'userFillsByTime',
  'userFunding',
  'userNonFundingLedgerUpdates',
  'historicalOrders',
  'orderStatus',
  'userFees',
  'userRole',
  'extraAgents',
  'maxBuilderFee',
  'approvedBuilders',
  'activeAssetData',
  'portfolio',
  'recentTrades',
  '__proto__',
  'toString',
];

const EXCHANGE_TYPES = [
  'order',
  'cancel',
  'cancelByCloid',
  'modify',
  'batchModify',
  'updateLeverage',
  'updateIsolatedMargin',
  'noop',
  'approveAgent',
  'approveBuilderFee',
  'withdraw3',
  'usdClassTransfer',
  'deposit',
  'setOracle',
  'creditDeposit',
];

const hex = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength, maxLength });
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('BTC', 'ETH', '0', '-1', '1e400', 'NaN', '113000', '0.001'),
  fc.constant(0),
  fc.constant(Number.MAX_SAFE_INTEGER),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.dictionary(fc.string(), scalar, { maxKeys: 3 }),
);
const user = fc.oneof(
  fc.constant(() => known),
  hex(40, 40).map((x) => () => `0x${x}`),
);

const infoBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      type: fc.constantFrom(...INFO_TYPES),
      user,
      coin: fc.oneof(fc.constantFrom('BTC', 'ETH', 'kPEPE', 'NOPE'), value),
      startTime: fc.oneof(fc.nat(), value),
      endTime: fc.oneof(fc.nat(), value),
      oid: fc.oneof(fc.nat(), value),
      nSigFigs: fc.oneof(fc.constantFrom(2, 3, 4, 5, null), value),
      mantissa: fc.oneof(fc.constantFrom(1, 2, 5, null), value),
      builder: user,
      extra: value,
    })
    .map(({ user: u, builder, ...r }) => JSON.stringify({ ...r, user: u(), builder: builder() })),
);

const order = fc.record({
  a: fc.oneof(fc.nat({ max: 200 }), value),
  b: fc.oneof(fc.boolean(), value),
  p: fc.oneof(fc.constantFrom('113000', '0.5', '-1', '1e9'), value),
  s: fc.oneof(fc.constantFrom('0.01', '0', '100000000'), value),
  r: fc.oneof(fc.boolean(), value),
  t: fc.oneof(fc.constant({ limit: { tif: 'Gtc' } }), fc.constant({ limit: { tif: 'Ioc' } }), value),
});
const hex64 = hex(1, 64).map((x) => `0x${x}`);
const exchangeBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc
    .record({
      action: fc.record({
        type: fc.constantFrom(...EXCHANGE_TYPES),
        orders: fc.array(order, { maxLength: 3 }),
        grouping: fc.oneof(fc.constant('na'), value),
        cancels: fc.oneof(fc.array(fc.record({ a: fc.nat(), o: fc.nat() }), { maxLength: 2 }), value),
        asset: fc.oneof(fc.nat({ max: 200 }), value),
        leverage: fc.oneof(fc.nat({ max: 60 }), value),
        isCross: fc.oneof(fc.boolean(), value),
        amount: fc.oneof(fc.constantFrom('10', '1', '0.0000001'), value),
        destination: value,
        usdc: fc.constantFrom('1000000'),
        hyperliquidChain: fc.constantFrom('Testnet', 'Mainnet'),
        signatureChainId: fc.constantFrom('0x66eee', '0x1', 'zz'),
        agentAddress: fc.oneof(
          hex(40, 40).map((x) => `0x${x}`),
          value,
        ),
        nonce: fc.oneof(fc.nat(), value),
        time: fc.oneof(fc.nat(), value),
      }),
      nonce: fc.oneof(fc.constant(Date.now()), value),
      signature: fc.oneof(fc.record({ r: hex64, s: hex64, v: fc.constantFrom(27, 28, 0, 1) }), value),
      vaultAddress: fc.oneof(fc.constant(undefined), fc.constant(null), value),
      expiresAfter: fc.oneof(fc.constant(undefined), fc.constant(null), fc.nat(), value),
    })
    .map((r) => JSON.stringify(r)),
);

describe('fuzz (fast-check) of HTTP bodies', () => {
  it('/info: no 5xx, no state change', async () => {
    const before = encodeState(h.service.engine.state);
    await fc.assert(
      fc.asyncProperty(infoBody, async (body) => {
        expect(await post('/info', body)).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect(encodeState(h.service.engine.state)).toBe(before);
  });

  it('/exchange: no 5xx, no state change', async () => {
    const before = encodeState(h.service.engine.state);
    await fc.assert(
      fc.asyncProperty(exchangeBody, async (body) => {
        expect(await post('/exchange', body)).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    expect(encodeState(h.service.engine.state)).toBe(before);
  });

  it('signed bad values: a clear refusal, no 5xx, no money, position or book change', {
    timeout: 30_000,
  }, async () => {
    // What a refused action may leave behind: the nonce, and rejected orders in the order history.
    const HISTORY = new Set(['time', 'seq', 'nonces', 'nextOid', 'orders', 'userOrders', 'cloids']);
    const moneyAndBooks = () =>
      JSON.stringify(
        Object.entries(JSON.parse(encodeState(h.service.engine.state)) as Record<string, unknown>).filter(
          ([key]) => !HISTORY.has(key),
        ),
      );
    const badAsset = fc.constantFrom(-1, 155, 10_000, 100_000_000, Number.MAX_SAFE_INTEGER);
    const badPx = fc.constantFrom('NaN', '-1', '0', '1e400', 'Infinity', '', '0x10', '113000.0000001', '-0');
    const badSz = fc.constantFrom(
      'NaN',
      '-0.01',
      '0',
      '1e400',
      '',
      '0.000001',
      '1e-3',
      '99999999999999999999',
    );
    const badOrder = fc
      .record({
        a: fc.oneof(fc.constant(0), badAsset),
        p: fc.oneof(fc.constant('113000'), badPx),
        s: fc.oneof(fc.constant('0.01'), badSz),
        tif: fc.constantFrom('Gtc', 'Ioc', 'Alo', 'Day', ''),
      })
      .filter(
        (o) => o.a !== 0 || o.p !== '113000' || o.s !== '0.01' || !['Gtc', 'Ioc', 'Alo'].includes(o.tif),
      )
      .map((o) => ({ a: o.a, b: true, p: o.p, s: o.s, r: false, t: { limit: { tif: o.tif } } }));
    const action = fc.oneof(
      fc
        .array(badOrder, { minLength: 1, maxLength: 3 })
        .map((orders) => ({ type: 'order', orders, grouping: 'na' })),
      fc
        .record({
          asset: fc.oneof(fc.constant(0), badAsset),
          leverage: fc.constantFrom(0, -1, 41, 1000, 2 ** 31),
        })
        .map((x) => ({ type: 'updateLeverage', asset: x.asset, isCross: true, leverage: x.leverage })),
      fc
        .record({
          asset: fc.oneof(fc.constant(0), badAsset),
          ntli: fc.constantFrom(0, -1, 1, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
        })
        .map((x) => ({ type: 'updateIsolatedMargin', asset: x.asset, isBuy: true, ntli: x.ntli })),
      fc
        .record({ a: fc.oneof(fc.constant(0), badAsset), o: fc.nat() })
        .map((c) => ({ type: 'cancel', cancels: [c] })),
      fc.nat().map((oid) => ({
        type: 'modify',
        oid,
        order: { a: 0, b: true, p: '113000', s: '0.01', r: false, t: { limit: { tif: 'Gtc' } } },
      })),
    );
    const before = moneyAndBooks();
    let nonce = Date.now();
    await fc.assert(
      fc.asyncProperty(action, async (a) => {
        nonce += 1;
        const signature = await signL1Action({ wallet, action: a, nonce, isTestnet: true });
        const res = await fetch(`${h.server.url}/exchange`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: a, nonce, signature }),
        });
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as unknown;
        // A 422 for a shape the engine cannot take, else Hyperliquid's answer with an error in it.
        if (res.status === 200) expect(JSON.stringify(body)).toMatch(/"status":"err"|"error":/);
        else expect(String(body)).toMatch(/^Failed to deserialize/);
      }),
      { numRuns: 150 },
    );
    expect(moneyAndBooks()).toBe(before);
    // They were signed by a known account and reached the engine (each used a nonce).
    expect(h.service.engine.state.nonces.get(known)?.length ?? 0).toBeGreaterThan(50);
  });
});
