/** An open BTC buy order as the exchange lists it, with its id as its time too. */
export const wireOpenOrder = (oid: number) => ({
  coin: 'BTC',
  side: 'B' as const,
  limitPx: '95000',
  sz: '0.01',
  oid,
  timestamp: oid,
  origSz: '0.01',
});

/** A perp's context as `metaAndAssetCtxs` and the `assetCtxs` feed send it (the mid at the mark). */
export const wireAssetCtx = (markPx: string, prevDayPx: string, dayNtlVlm: string) => ({
  funding: '0.0000125',
  openInterest: '100',
  prevDayPx,
  dayNtlVlm,
  markPx,
  oraclePx: markPx,
  midPx: markPx,
  premium: '0',
  impactPxs: null,
});
