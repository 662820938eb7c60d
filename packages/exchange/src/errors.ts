/**
 * Hyperliquid's error texts (doc §4.10), copied verbatim. Per-order and per-cancel texts get the
 * ` asset=<id>` suffix through `withAsset`.
 */
export const ERR = {
  tick: 'Price must be divisible by tick size.',
  invalidPrice: 'Order has invalid price.',
  invalidSize: 'Order has invalid size',
  zeroSize: 'Order has zero size.',
  minValue: 'Order must have minimum value of $10.',
  margin: 'Insufficient margin to place order.',
  reduceOnly: 'Reduce only order would increase position.',
  iocNoMatch: 'Order could not immediately match against any resting orders.',
  invalidTpsl: 'Invalid TP/SL price.',
  noLiquidity: 'No liquidity available for market order.',
  oracleBand: 'Order price too far from oracle',
  referenceBand: 'Order price cannot be more than 80% away from the reference price',
  tierLimit: 'Order would cause position to exceed margin tier limit at current leverage',
  cancelMissing: 'Order was never placed, already canceled, or filled.',
  modifyDead: 'Cannot modify canceled or filled order',
  switchLeverageType: 'Cannot switch leverage type with open position.',
  notIsolated: 'Position does not use isolated margin.',
  crossNotAllowed: 'Cross margin is not allowed for this asset.',
  builderNotApproved: 'Builder fee has not been approved.',
  openInterestCapped: 'Order would increase open interest while open interest is capped',
  openInterestAggressive:
    'Order rejected due to price more aggressive than oracle while at open interest cap',
  priorityWithoutStake: 'Insufficient delegatable balance for priority order',
  scheduleCancelVolume: (required: string, traded: string) =>
    `Cannot set scheduled cancel time until enough volume traded. Required: $${required}. Traded: $${traded}.`,
  // Not in the doc (no real text known): chosen to be clear.
  unknownAsset: 'Unknown asset.',
  invalidLeverage: 'Invalid leverage value.',
  insufficientMarginForLeverage: 'Insufficient margin to update leverage.',
  insufficientIsolatedMargin: 'Insufficient margin to remove from isolated position.',
  emptyBatch: 'Empty batch.',
  scheduleCancelTooEarly: 'Scheduled cancel time must be at least 5 seconds in the future.',
  scheduleCancelLimit: 'Too many scheduled cancel triggers today. Limit is 10.',
} as const;

/** `Post only order would have immediately matched, bbo was {bid}@{ask}.` */
export function aloCrossError(bid: string, ask: string): string {
  return `Post only order would have immediately matched, bbo was ${bid}@${ask}.`;
}

/** Maximum order value (doc §8.6 gives the values, not the text). */
export function maxOrderValueError(max: string): string {
  return `Order value cannot exceed $${max}.`;
}

export function withAsset(message: string, assetId: number): string {
  return `${message} asset=${assetId}`;
}
