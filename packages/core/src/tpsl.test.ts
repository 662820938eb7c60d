import { describe, expect, it } from 'vitest';
import {
  checkOrderTpsl,
  checkPositionTpsl,
  inferPositionTpsl,
  isBatchTpslAccepted,
  ORDER_TPSL_FAILURES,
  POSITION_TPSL_ERRORS,
  type TpslOrderLike,
  tpslOrderPrice,
} from './tpsl';

describe('TP/SL with the order (seed 000 §5)', () => {
  it('needs at least one of TP and SL', () => {
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100' })).toBe(ORDER_TPSL_FAILURES.missing);
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', takeProfit: '', stopLoss: ' ' })).toBe(
      ORDER_TPSL_FAILURES.missing,
    );
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', takeProfit: null, stopLoss: null })).toBe(
      ORDER_TPSL_FAILURES.missing,
    );
  });

  it.each(['', '0', '-1', 'abc'])('needs a reference price above 0, not %j', (referencePrice) => {
    expect(checkOrderTpsl({ side: 'buy', referencePrice, takeProfit: '110' })).toBe(
      ORDER_TPSL_FAILURES.priceError,
    );
  });

  it.each(['0', '-5', 'abc'])('needs positive values, not %j', (value) => {
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', takeProfit: value })).toBe(
      ORDER_TPSL_FAILURES.invalidTakeProfit,
    );
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', stopLoss: value })).toBe(
      ORDER_TPSL_FAILURES.invalidStopLoss,
    );
  });

  it('wants a long TP above and SL below the reference', () => {
    expect(
      checkOrderTpsl({ side: 'buy', referencePrice: '100', takeProfit: '110', stopLoss: '90' }),
    ).toBeNull();
    expect(checkOrderTpsl({ side: 'buy', referencePrice: 100, takeProfit: 110 })).toBeNull();
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', takeProfit: '100' })).toBe(
      ORDER_TPSL_FAILURES.takeProfitLong,
    );
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', stopLoss: '101' })).toBe(
      ORDER_TPSL_FAILURES.stopLossLong,
    );
  });

  it('wants a short TP below and SL above the reference', () => {
    expect(
      checkOrderTpsl({ side: 'sell', referencePrice: '100', takeProfit: '90', stopLoss: '110' }),
    ).toBeNull();
    expect(checkOrderTpsl({ side: 'sell', referencePrice: '100', takeProfit: '110' })).toBe(
      ORDER_TPSL_FAILURES.takeProfitShort,
    );
    expect(checkOrderTpsl({ side: 'sell', referencePrice: '100', stopLoss: '100' })).toBe(
      ORDER_TPSL_FAILURES.stopLossShort,
    );
  });

  it('checks positivity of both before directions', () => {
    expect(checkOrderTpsl({ side: 'buy', referencePrice: '100', takeProfit: '90', stopLoss: '-1' })).toBe(
      ORDER_TPSL_FAILURES.invalidStopLoss,
    );
  });
});

describe('batch TP/SL acceptance', () => {
  it.each([
    ['buy', 'tp', '110', true],
    ['buy', 'tp', '100', false],
    ['buy', 'tp', '90', false],
    ['buy', 'sl', '90', true],
    ['buy', 'sl', '110', false],
    ['sell', 'tp', '90', true],
    ['sell', 'tp', '110', false],
    ['sell', 'sl', '110', true],
    ['sell', 'sl', '90', false],
    ['buy', 'sl', '0', false],
    ['buy', 'sl', '-5', false],
    ['buy', 'tp', 'x', false],
  ] as const)('a %s parent at 100 takes a %s at %s: %s', (side, triggerType, price, accepted) => {
    expect(isBatchTpslAccepted(side, '100', triggerType, price)).toBe(accepted);
  });

  it('refuses every TP/SL without a positive entry', () => {
    expect(isBatchTpslAccepted('buy', '0', 'tp', '110')).toBe(false);
    expect(isBatchTpslAccepted('buy', '', 'sl', '90')).toBe(false);
  });
});

describe('Edit TP/SL rules', () => {
  it('needs an entry price above 0', () => {
    expect(checkPositionTpsl({ side: 'long', entryPrice: '0', takeProfit: '110' })).toBe(
      POSITION_TPSL_ERRORS.invalidEntry,
    );
  });

  it('accepts values on the right side and nothing set', () => {
    expect(
      checkPositionTpsl({ side: 'long', entryPrice: '100', takeProfit: '110', stopLoss: '90' }),
    ).toBeNull();
    expect(
      checkPositionTpsl({ side: 'short', entryPrice: '100', takeProfit: '90', stopLoss: '110' }),
    ).toBeNull();
    expect(checkPositionTpsl({ side: 'long', entryPrice: '100' })).toBeNull();
  });

  it.each([
    [{ side: 'long', takeProfit: '0' }, 'Invalid Take Profit price'],
    [{ side: 'long', takeProfit: 'abc' }, 'Invalid Take Profit price'],
    [{ side: 'long', takeProfit: '95' }, 'TP must be above entry price for long positions'],
    [{ side: 'short', takeProfit: '105' }, 'TP must be below entry price for short positions'],
    [{ side: 'long', stopLoss: '-1' }, 'Invalid Stop Loss price'],
    [{ side: 'long', stopLoss: '105' }, 'SL must be below entry price for long positions'],
    [{ side: 'short', stopLoss: '95' }, 'SL must be above entry price for short positions'],
    [{ side: 'long', takeProfit: '95', stopLoss: '105' }, 'TP must be above entry price for long positions'],
  ] as const)('%j: %s', (values, error) => {
    expect(checkPositionTpsl({ entryPrice: '100', ...values })).toBe(error);
  });
});

describe('a position’s TP/SL from its reduce-only orders (seed 000 §3)', () => {
  const order = (oid: number, side: 'A' | 'B', limitPx: string, extra: Partial<TpslOrderLike> = {}) => ({
    oid,
    coin: 'BTC',
    side,
    limitPx,
    reduceOnly: true,
    ...extra,
  });

  it('takes the nearest above the entry as a long’s TP and the nearest below as its SL', () => {
    const orders = [
      order(1, 'A', '120000'),
      order(2, 'A', '115000'),
      order(3, 'A', '105000'),
      order(4, 'A', '90000'),
      order(5, 'B', '114000'), // same side as the position: not a close
      order(6, 'A', '112000', { reduceOnly: false }),
      order(7, 'A', '111000', { coin: 'ETH' }),
    ];
    const found = inferPositionTpsl({ coin: 'BTC', szi: '0.5', entryPx: '110000' }, orders);
    expect(found.takeProfit?.oid).toBe(2);
    expect(found.stopLoss?.oid).toBe(3);
  });

  it('reverses for a short', () => {
    const orders = [order(1, 'B', '100000'), order(2, 'B', '120000'), order(3, 'A', '100000')];
    const found = inferPositionTpsl({ coin: 'BTC', szi: '-0.5', entryPx: '110000' }, orders);
    expect(found.takeProfit?.oid).toBe(1);
    expect(found.stopLoss?.oid).toBe(2);
  });

  it('reads trigger orders at their trigger price, not their worst fill price', () => {
    // A long's market TP at 120000 sells no lower than 108000: still a take profit.
    const tp = order(1, 'A', '108000', { isTrigger: true, triggerPx: '120000' });
    const sl = order(2, 'A', '90000', { isTrigger: true, triggerPx: '100000' });
    expect(tpslOrderPrice(tp)).toBe(120000n * 10n ** 18n);
    const found = inferPositionTpsl({ coin: 'BTC', szi: 1, entryPx: 110000 }, [tp, sl]);
    expect(found).toEqual({ takeProfit: tp, stopLoss: sl });
  });

  it('finds nothing for a flat position, one without an entry, or orders at the entry', () => {
    const orders = [order(1, 'A', '120000'), order(2, 'A', '110000')];
    expect(inferPositionTpsl({ coin: 'BTC', szi: '0', entryPx: '110000' }, orders)).toEqual({
      takeProfit: undefined,
      stopLoss: undefined,
    });
    expect(inferPositionTpsl({ coin: 'BTC', szi: '1', entryPx: '' }, orders).takeProfit).toBeUndefined();
    expect(inferPositionTpsl({ coin: 'BTC', szi: '1', entryPx: '110000' }, orders).stopLoss).toBeUndefined();
  });
});
