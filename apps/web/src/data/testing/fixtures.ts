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
