import { describe, expect, it } from 'vitest';
import { type BookOrder, crosses, OrderBook } from './book';
import { dec } from './decimal';
import { match } from './matching';
import { lotUnit, tickUnit, toUnits } from './units';

/** Books in these tests have szDecimals 2 (lots of 0.01, ticks of 0.0001) unless `szDecimals` says. */
const o = (
  oid: number,
  isBuy: boolean,
  px: string,
  sz: string,
  user = `u${oid}`,
  szDecimals = 2,
): BookOrder => ({
  oid,
  user,
  isBuy,
  ticks: toUnits(dec(px), tickUnit(szDecimals)),
  lots: toUnits(dec(sz), lotUnit(szDecimals)),
  level: null,
  prev: null,
  next: null,
});
/** A price or size in the units of a szDecimals-2 market. */
const ticks = (px: string) => toUnits(dec(px), tickUnit(2));
const lots = (sz: string) => toUnits(dec(sz), lotUnit(2));

describe('order book', () => {
  it('keeps bids descending, asks ascending, FIFO inside a level', () => {
    const b = new OrderBook<BookOrder>(2);
    b.add(o(1, true, '99', '1'));
    b.add(o(2, true, '100', '1'));
    b.add(o(3, true, '100', '2'));
    b.add(o(4, false, '102', '1'));
    b.add(o(5, false, '101', '1'));
    expect(b.bestBid()).toBe(dec('100'));
    expect(b.bestAsk()).toBe(dec('101'));
    expect(b.head(true)?.oid).toBe(2);
    expect([...b.orders(true)].map((x) => x.oid)).toEqual([2, 3, 1]);
    expect([...b.orders(false)].map((x) => x.oid)).toEqual([5, 4]);
    const [bids, asks] = b.l2();
    expect(bids).toEqual([
      { px: dec('100'), sz: dec('3'), n: 2 },
      { px: dec('99'), sz: dec('1'), n: 1 },
    ]);
    expect(asks[0]).toEqual({ px: dec('101'), sz: dec('1'), n: 1 });
  });

  it('removes orders and empty levels, and refuses duplicates and empty orders', () => {
    const b = new OrderBook<BookOrder>(2);
    const first = o(1, true, '100', '1');
    b.add(first);
    expect(() => b.add(first)).toThrow();
    expect(() => b.add(o(9, true, '100', '0'))).toThrow();
    expect(b.remove(first)).toBe(true);
    expect(b.remove(first)).toBe(false);
    expect(b.bestBid()).toBeNull();
    expect(b.size).toBe(0);
  });

  it('takes an order out of the middle, head or tail of its level and keeps the others in order', () => {
    const b = new OrderBook<BookOrder>(2);
    const [first, middle, last] = [o(1, false, '100', '1'), o(2, false, '100', '2'), o(3, false, '100', '3')];
    for (const x of [first, middle, last]) b.add(x);
    b.add(o(4, false, '101', '1'));
    expect(b.remove(middle)).toBe(true);
    expect([...b.orders(false)].map((x) => x.oid)).toEqual([1, 3, 4]);
    expect(b.l2()[1][0]).toEqual({ px: dec('100'), sz: dec('4'), n: 2 });
    b.remove(last);
    b.add(middle);
    expect([...b.orders(false)].map((x) => x.oid)).toEqual([1, 2, 4]);
    b.remove(first);
    b.remove(middle);
    expect(b.bestAsk()).toBe(dec('101'));
    expect(b.size).toBe(1);
    expect([first, middle, last].map((x) => x.level)).toEqual([null, null, null]);
  });

  it("keeps each user's resting totals in lots and micro-USD, reduce-only orders left out", () => {
    const b = new OrderBook<BookOrder>(2);
    const bid = o(1, true, '100.5', '2', 'me');
    b.add(bid);
    b.add(o(2, false, '101', '0.25', 'me'));
    b.add({ ...o(3, false, '102', '7', 'me'), reduceOnly: true });
    b.add(o(4, true, '99', '1', 'other'));
    // Lots of 0.01; ticks of 0.0001: 2 × 100.5 = $201 = 201,000,000 micro-USD.
    expect(b.userTotals('me')).toEqual({
      buyLots: 200,
      buyMicro: 201_000_000,
      sellLots: 25,
      sellMicro: 25_250_000,
      exact: true,
    });
    b.fill(bid, lots('0.5'));
    expect(b.exactTotals('me')).toEqual({
      buySz: dec('1.5'),
      buyNtl: dec('150.75'),
      sellSz: dec('0.25'),
      sellNtl: dec('25.25'),
    });
    b.remove(bid);
    b.remove(b.head(false) as BookOrder);
    expect(b.userTotals('me')).toBeUndefined();
    expect(b.exactTotals('me')).toBeUndefined();
  });

  it('recounts exact totals from the orders once a notional leaves the safe integer range', () => {
    // $5 billion of bids (5e15 micro-USD > 2^52): the integer total is no longer exact.
    const b = new OrderBook<BookOrder>(0);
    b.add(o(1, true, '50000', '100000', 'whale', 0));
    b.add(o(2, true, '0.123456', '3', 'whale', 0));
    expect(b.userTotals('whale')?.exact).toBe(false);
    expect(b.exactTotals('whale')).toEqual({
      buySz: dec('100003'),
      buyNtl: dec('5000000000.370368'),
      sellSz: 0n,
      sellNtl: 0n,
    });
  });

  it('knows when prices cross', () => {
    expect(crosses(true, 100, 100)).toBe(true);
    expect(crosses(true, 99, 100)).toBe(false);
    expect(crosses(false, 100, 101)).toBe(true);
    // An empty side (NaN best price) never crosses.
    expect(crosses(true, 100, Number.NaN)).toBe(false);
    expect(crosses(false, 100, Number.NaN)).toBe(false);
  });
});

describe('matching', () => {
  const hooks = (log: string[]) => ({
    admit: (_m: BookOrder, lots: number) => lots,
    onFill: (m: BookOrder, lots: number, ticks: number) =>
      log.push(`fill ${m.oid} ${lots} @${ticks / 10_000}`),
    onCancel: (m: BookOrder, status: string) => log.push(`${status} ${m.oid}`),
  });

  it('fills best price first, then earliest order, at maker prices', () => {
    const b = new OrderBook<BookOrder>(2);
    b.add(o(1, false, '101', '1'));
    b.add(o(2, false, '100', '1'));
    b.add(o(3, false, '100', '1'));
    b.add(o(4, false, '103', '5'));
    const log: string[] = [];
    const filled = match(
      b,
      { user: 'taker', isBuy: true, ticks: ticks('102'), lots: lots('3.5') },
      hooks(log),
    );
    expect(filled).toBe(lots('3'));
    expect(log).toEqual(['fill 2 100 @100', 'fill 3 100 @100', 'fill 1 100 @101']);
    expect(b.bestAsk()).toBe(dec('103'));
  });

  it('partially fills the maker and leaves the rest with its priority', () => {
    const b = new OrderBook<BookOrder>(2);
    b.add(o(1, true, '100', '2'));
    b.add(o(2, true, '100', '1'));
    const log: string[] = [];
    match(b, { user: 'taker', isBuy: false, ticks: ticks('100'), lots: lots('0.5') }, hooks(log));
    expect(b.head(true)?.oid).toBe(1);
    expect(b.head(true)?.lots).toBe(lots('1.5'));
  });

  it('cancels the resting order on self-trade and continues deeper', () => {
    const b = new OrderBook<BookOrder>(2);
    const own = o(1, false, '100', '1', 'me');
    b.add(own);
    b.add(o(2, false, '101', '1'));
    const log: string[] = [];
    const filled = match(b, { user: 'me', isBuy: true, ticks: ticks('101'), lots: lots('1') }, hooks(log));
    expect(log).toEqual(['selfTradeCanceled 1', 'fill 2 100 @101']);
    expect(filled).toBe(lots('1'));
    expect(b.has(own)).toBe(false);
  });

  it('removes makers the admission hook cancels', () => {
    const b = new OrderBook<BookOrder>(2);
    b.add(o(1, false, '100', '1'));
    b.add(o(2, false, '100', '1'));
    const log: string[] = [];
    match(
      b,
      { user: 'taker', isBuy: true, ticks: ticks('100'), lots: lots('1') },
      {
        ...hooks(log),
        admit: (m, sz) => (m.oid === 1 ? ('marginCanceled' as const) : sz),
      },
    );
    expect(log).toEqual(['marginCanceled 1', 'fill 2 100 @100']);
  });
});
