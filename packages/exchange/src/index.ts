/**
 * @pluto/exchange — a Hyperliquid-compatible perpetuals engine core (pure, deterministic, no I/O).
 * Later layers (HTTP `/info` + `/exchange`, WebSocket feeds, write-ahead log) wrap `Engine`.
 */
export type { Account, FillDir, Leverage, LeverageType, Position } from './accounts';
export { applyFill, fillDir } from './accounts';
export type * from './actions';
export { OrderBook } from './book';
export type { Dec } from './decimal';
export { dec, parseDec, SCALE, toPlain, toWire } from './decimal';
export { Engine, type EngineOptions, TRIGGER_SLIPPAGE, tradeId } from './engine';
export { aloCrossError, ERR, withAsset } from './errors';
export { BASE_FEES, builderFeeRate, feeFor, VIP_TIERS } from './fees';
export { averagePremium, fundingPayment, hourlyFundingRate, impactPrice, premium } from './funding';
export { liquidationPrice, maintenanceMargin, mmRate, tierDeduction } from './margin';
export { markPrice } from './prices';
export { l1ConnectionId, recoverL1Signer, recoverUserSignedSigner, USER_SIGNED_TYPES } from './signing';
export type { EngineState, FillRecord, OrderRecord, OrderStatus, TradeRecord } from './state';
export { DEFAULT_UNIVERSE, MARGIN_TABLES, type MarginTable, type Market, Universe } from './universe';
export { checkPrice, checkSize, isValidPrice, slippagePrice, toValidPrice } from './validation';
export * as views from './views';
