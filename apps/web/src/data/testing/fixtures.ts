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

/** One market's context as `metaAndAssetCtxs` lists it, at `markPx` (and `prevDayPx`, 24 h ago). */
export const wireAssetCtx = (markPx: string, prevDayPx = markPx, dayNtlVlm = '1000') => ({
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

/** A `metaAndAssetCtxs` answer: each market's universe entry with its context. */
export const wireMetaAndAssetCtxs = (
  markets: ReadonlyArray<{
    universe: { name: string; szDecimals: number; maxLeverage: number; isDelisted?: boolean };
    ctx: ReturnType<typeof wireAssetCtx>;
  }>,
) => [
  { universe: markets.map((market) => market.universe), marginTables: [], collateralToken: 0 },
  markets.map((market) => market.ctx),
];

/**
 * A `fetch` for the exchange's `/info`: each request type gets its answer from `answers` (null for
 * the others), after `before` has settled if given.
 */
export const fakeInfoFetch =
  (answers: Record<string, unknown>, before?: (type: string) => Promise<unknown>) =>
  async (_url: string, init?: RequestInit) => {
    const type = (JSON.parse(String(init?.body ?? '{}')) as { type?: string }).type ?? '';
    await before?.(type);
    return new Response(JSON.stringify(answers[type] ?? null), {
      headers: { 'content-type': 'application/json' },
    });
  };
