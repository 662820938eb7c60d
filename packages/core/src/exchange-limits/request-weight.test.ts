import { describe, expect, it } from 'vitest';
import { answerWeight, requestWeight } from './request-weight';

describe('requestWeight (doc §7, §3.16)', () => {
  it('weighs the polled state reads 2, userRole 60 and every other info request 20', () => {
    for (const type of [
      'l2Book',
      'allMids',
      'clearinghouseState',
      'orderStatus',
      'spotClearinghouseState',
      'exchangeStatus',
    ])
      expect(requestWeight('info', { type })).toBe(2);
    expect(requestWeight('info', { type: 'userRole', user: '0x' })).toBe(60);
    for (const type of ['meta', 'metaAndAssetCtxs', 'candleSnapshot', 'userFills', 'openOrders'])
      expect(requestWeight('info', { type })).toBe(20);
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
