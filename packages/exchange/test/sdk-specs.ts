import { oneOf, type Spec } from './harness';

/** Field types of the SDK's (0.32) response and event types that several tests check. */

export const CANDLE: Spec = {
  t: 'int',
  T: 'int',
  s: 'str',
  i: 'str',
  o: 'dec',
  c: 'dec',
  h: 'dec',
  l: 'dec',
  v: 'dec',
  n: 'int',
};

export const LEVEL: Spec = { px: 'dec', sz: 'dec', n: 'int' };

export const PERP_CTX: Spec = {
  prevDayPx: 'dec',
  dayNtlVlm: 'dec',
  markPx: 'dec',
  midPx: 'dec|null',
  funding: 'dec',
  openInterest: 'dec',
  premium: 'dec|null',
  oraclePx: 'dec',
  impactPxs: oneOf(['dec'], 'null'),
  dayBaseVlm: 'dec',
};

/** The fields every order answer shares. */
const ORDER_FIELDS = {
  coin: 'str',
  side: 'str',
  limitPx: 'dec',
  sz: 'dec',
  oid: 'int',
  timestamp: 'int',
  origSz: 'dec',
} satisfies Spec;

/** `openOrders` and the `orderUpdates` order (the SDK's `OpenOrderSchema`). */
export const OPEN_ORDER = { ...ORDER_FIELDS, 'cloid?': 'str', 'reduceOnly?': 'bool' } satisfies Spec;

export const FRONTEND_ORDER: Spec = {
  ...ORDER_FIELDS,
  triggerCondition: 'str',
  isTrigger: 'bool',
  triggerPx: 'dec',
  // `unknown[]` in the SDK.
  children: 'list',
  isPositionTpsl: 'bool',
  reduceOnly: 'bool',
  orderType: 'str',
  tif: 'str|null',
  cloid: 'str|null',
};

export const HISTORICAL_ORDER: Spec = { order: FRONTEND_ORDER, status: 'str', statusTimestamp: 'int' };

export const SUMMARY: Spec = {
  accountValue: 'dec',
  totalNtlPos: 'dec',
  totalRawUsd: 'dec',
  totalMarginUsed: 'dec',
};

export const ASSET_POSITION: Spec = {
  type: 'str',
  position: {
    coin: 'str',
    szi: 'dec',
    leverage: oneOf({ type: 'str', value: 'int' }, { type: 'str', value: 'int', rawUsd: 'dec' }),
    entryPx: 'dec',
    positionValue: 'dec',
    unrealizedPnl: 'dec',
    returnOnEquity: 'dec',
    liquidationPx: 'dec|null',
    marginUsed: 'dec',
    maxLeverage: 'int',
    cumFunding: { allTime: 'dec', sinceOpen: 'dec', sinceChange: 'dec' },
  },
};
