import { describe, expect, it } from 'vitest';
import { type BookOrder, crosses, OrderBook } from './book';
import { dec } from './decimal';
import { match } from './matching';

const o = (oid: number, isBuy: boolean, px: string, sz: string, user = `u${oid}`): BookOrder => ({
  oid,
  user,
  isBuy,
  px: dec(px),
  sz: dec(sz),
});

describe('order book', () => {
  it('keeps bids descending, asks ascending, FIFO inside a level', () => {
    const b = new OrderBook<BookOrder>();
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
    const b = new OrderBook<BookOrder>();
    const first = o(1, true, '100', '1');
    b.add(first);
    expect(() => b.add(first)).toThrow();
    expect(() => b.add(o(9, true, '100', '0'))).toThrow();
    expect(b.remove(first)).toBe(true);
    expect(b.remove(first)).toBe(false);
    expect(b.bestBid()).toBeNull();
    expect(b.size).toBe(0);
  });

  it('knows when prices cross', () => {
    expect(crosses(true, dec('100'), dec('100'))).toBe(true);
    expect(crosses(true, dec('99'), dec('100'))).toBe(false);
    expect(crosses(false, dec('100'), dec('101'))).toBe(true);
  });
});

describe('matching', () => {
  const hooks = (log: string[]) => ({
    admit: (_m: BookOrder, sz: bigint) => sz,
    onFill: (m: BookOrder, sz: bigint, px: bigint) =>
      log.push(`fill ${m.oid} ${sz / 10n ** 16n} @${px / 10n ** 18n}`),
    onCancel: (m: BookOrder, status: string) => log.push(`${status} ${m.oid}`),
  });

  it('fills best price first, then earliest order, at maker prices', () => {
    const b = new OrderBook<BookOrder>();
    b.add(o(1, false, '101', '1'));
    b.add(o(2, false, '100', '1'));
    b.add(o(3, false, '100', '1'));
    b.add(o(4, false, '103', '5'));
    const log: string[] = [];
    const filled = match(b, { user: 'taker', isBuy: true, px: dec('102'), sz: dec('3.5') }, hooks(log));
    expect(filled).toBe(dec('3'));
    expect(log).toEqual(['fill 2 100 @100', 'fill 3 100 @100', 'fill 1 100 @101']);
    expect(b.bestAsk()).toBe(dec('103'));
  });

  it('partially fills the maker and leaves the rest with its priority', () => {
    const b = new OrderBook<BookOrder>();
    b.add(o(1, true, '100', '2'));
    b.add(o(2, true, '100', '1'));
    const log: string[] = [];
    match(b, { user: 'taker', isBuy: false, px: dec('100'), sz: dec('0.5') }, hooks(log));
    expect(b.head(true)?.oid).toBe(1);
    expect(b.head(true)?.sz).toBe(dec('1.5'));
  });

  it('cancels the resting order on self-trade and continues deeper', () => {
    const b = new OrderBook<BookOrder>();
    const own = o(1, false, '100', '1', 'me');
    b.add(own);
    b.add(o(2, false, '101', '1'));
    const log: string[] = [];
    const filled = match(b, { user: 'me', isBuy: true, px: dec('101'), sz: dec('1') }, hooks(log));
    expect(log).toEqual(['selfTradeCanceled 1', 'fill 2 100 @101']);
    expect(filled).toBe(dec('1'));
    expect(b.has(own)).toBe(false);
  });

  it('removes makers the admission hook cancels', () => {
    const b = new OrderBook<BookOrder>();
    b.add(o(1, false, '100', '1'));
    b.add(o(2, false, '100', '1'));
    const log: string[] = [];
    match(
      b,
      { user: 'taker', isBuy: true, px: dec('100'), sz: dec('1') },
      {
        ...hooks(log),
        admit: (m, sz) => (m.oid === 1 ? ('marginCanceled' as const) : sz),
      },
    );
    expect(log).toEqual(['marginCanceled 1', 'fill 2 100 @100']);
  });
});
