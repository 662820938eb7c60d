/**
 * @pluto/exchange — a Hyperliquid-compatible perpetuals engine core (pure, deterministic, no I/O).
 * The I/O shells have their own entry points so this one stays free of Node APIs:
 * `@pluto/exchange/service` (write-ahead log, snapshots, the bridge's deposit/withdrawal hooks) and
 * `@pluto/exchange/http` (the `/info` + `/exchange` server).
 */
export type { Account, FillDir, Leverage, LeverageType, Position } from './accounts';
export { applyFill, fillDir } from './accounts';
export type * from './actions';
export { AGENT_ERR, ZERO_ADDRESS } from './agents';
export { AUTH_ERR, authorize, DAY_MS, NONCE_WINDOW } from './auth';
export { OrderBook } from './book';
export type { Dec } from './decimal';
export { dec, parseDec, SCALE, toPlain, toWire } from './decimal';
export { depositKey, Engine, type EngineOptions, HOUR_MS, TRIGGER_SLIPPAGE, tradeId } from './engine';
export { aloCrossError, ERR, withAsset } from './errors';
export { BASE_FEES, builderFeeRate, feeFor, VIP_TIERS } from './fees';
export { averagePremium, fundingPayment, hourlyFundingRate, impactPrice, premium } from './funding';
export { FUNDS_ERR, MIN_DEPOSIT, WITHDRAW_FEE } from './funds';
export { liquidationPrice, maintenanceMargin, mmRate, tierDeduction } from './margin';
export type { OrderRecord, OrderStatus } from './order-record';
export { markPrice } from './prices';
export { l1ConnectionId, recoverL1Signer, recoverUserSignedSigner, USER_SIGNED_TYPES } from './signing';
export type {
  AgentRecord,
  EngineState,
  FillRecord,
  LedgerRecord,
  PendingWithdrawal,
  TradeRecord,
} from './state';
export { DEFAULT_UNIVERSE, MARGIN_TABLES, type MarginTable, type Market, Universe } from './universe';
export { checkPrice, checkSize, isValidPrice, slippagePrice, toValidPrice } from './validation';
export * as views from './views';
