import { describe, expect, it } from 'vitest';
import { answerWeight, requestWeight } from './request-weight';

describe('requestWeight (doc §7, §3.16)', () => {
  it('weighs the polled state reads 2, userRole 60 and every other info request 20', () => {
    const docWeights = {
      l2Book: 2,
      allMids: 2,
      clearinghouseState: 2,
      orderStatus: 2,
      spotClearinghouseState: 2,
      exchangeStatus: 2,
      userRole: 60,
      meta: 20,
      metaAndAssetCtxs: 20,
      candleSnapshot: 20,
      userFills: 20,
      openOrders: 20,
    };
    for (const [type, weight] of Object.entries(docWeights))
      expect(requestWeight('info', { type })).toBe(weight);
  });

  it('weighs an unreadable info body like an unknown request', () => {
    expect(requestWeight('info', null)).toBe(20);
    expect(requestWeight('info', ['allMids'])).toBe(20);
    expect(requestWeight('info', { type: 'toString' })).toBe(20);
  });

  it('weighs an action 1 + floor(batch / 40)', () => {
    const orders = (n: number) => ({
      action: { type: 'order', orders: Array.from({ length: n }), grouping: 'na' },
    });
    expect(requestWeight('exchange', orders(1))).toBe(1);
    expect(requestWeight('exchange', orders(39))).toBe(1);
    expect(requestWeight('exchange', orders(40))).toBe(2);
    expect(requestWeight('exchange', orders(79))).toBe(2);
    expect(requestWeight('exchange', orders(80))).toBe(3);
    expect(
      requestWeight('exchange', { action: { type: 'cancel', cancels: Array.from({ length: 120 }) } }),
    ).toBe(4);
    expect(
      requestWeight('exchange', { action: { type: 'batchModify', modifies: Array.from({ length: 40 }) } }),
    ).toBe(2);
    expect(requestWeight('exchange', { action: { type: 'updateLeverage', asset: 0 } })).toBe(1);
    expect(requestWeight('exchange', 'not an envelope')).toBe(1);
  });

  it('weighs explorer requests 40', () => {
    expect(requestWeight('explorer', { type: 'blockDetails' })).toBe(40);
  });
});

describe('answerWeight', () => {
  it('adds 1 per 20 items of a history answer and 1 per 60 candles', () => {
    expect(answerWeight({ type: 'userFills' }, Array.from({ length: 19 }))).toBe(0);
    expect(answerWeight({ type: 'userFills' }, Array.from({ length: 20 }))).toBe(1);
    expect(answerWeight({ type: 'historicalOrders' }, Array.from({ length: 2000 }))).toBe(100);
    expect(answerWeight({ type: 'candleSnapshot' }, Array.from({ length: 5000 }))).toBe(83);
  });

  it('adds nothing for other requests or answers that are not lists', () => {
    expect(answerWeight({ type: 'l2Book' }, Array.from({ length: 100 }))).toBe(0);
    expect(answerWeight({ type: 'userFills' }, null)).toBe(0);
    expect(answerWeight({ type: 'constructor' }, Array.from({ length: 100 }))).toBe(0);
  });
});
