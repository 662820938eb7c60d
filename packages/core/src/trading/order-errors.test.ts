import { describe, expect, it } from 'vitest';
import {
  exchangeFailureMessage,
  joinOrderErrors,
  ORDER_FAILED_FALLBACK,
  orderFailureMessage,
  TPSL_DIRECTION_MESSAGE,
} from './order-errors';

describe('order failure messages (seed 000 §8)', () => {
  it('explains TP/SL directions for an invalid TP/SL price', () => {
    expect(orderFailureMessage('Order 1: Invalid TP/SL price. asset=0')).toBe(TPSL_DIRECTION_MESSAGE);
    expect(TPSL_DIRECTION_MESSAGE).toContain('Invalid TP/SL price');
  });

  it('asks for a larger order below the minimum', () => {
    expect(orderFailureMessage('Order 0: Order must have minimum value of $10. asset=0')).toBe(
      'Minimum order size not met. Please increase your order size.',
    );
  });

  it('asks for valid TP/SL prices when no order was valid', () => {
    expect(orderFailureMessage(new Error('No valid orders'))).toBe(
      'Please enter valid Take Profit and/or Stop Loss prices.',
    );
  });

  it('prefers the TP/SL explanation when several apply', () => {
    expect(orderFailureMessage('Order 0: minimum value, Order 1: Invalid TP/SL price.')).toBe(
      TPSL_DIRECTION_MESSAGE,
    );
  });

  it('passes other messages through, else falls back', () => {
    expect(orderFailureMessage('Insufficient margin to place order. asset=0')).toBe(
      'Insufficient margin to place order. asset=0',
    );
    expect(orderFailureMessage(new Error('Builder fee has not been approved.'))).toBe(
      'Builder fee has not been approved.',
    );
    expect(orderFailureMessage(undefined)).toBe(ORDER_FAILED_FALLBACK);
    expect(orderFailureMessage(new Error('  '))).toBe('Failed to place order');
    expect(orderFailureMessage({ error: 'x' }, 'Failed to place batch order')).toBe(
      'Failed to place batch order',
    );
  });

  it('uses the raw text or the fallback for other exchange actions', () => {
    expect(exchangeFailureMessage(new Error('Cannot switch leverage type with open position.'), 'x')).toBe(
      'Cannot switch leverage type with open position.',
    );
    expect(exchangeFailureMessage(null, 'Failed to update leverage')).toBe('Failed to update leverage');
  });
});

describe('joining per-order errors', () => {
  it('names each failing order by its index, as the exchange client does', () => {
    expect(
      joinOrderErrors([
        { resting: { oid: 1 } },
        { error: 'Invalid TP/SL price. asset=0' },
        'waitingForFill',
        { error: 'Order must have minimum value of $10. asset=0' },
      ]),
    ).toBe('Order 1: Invalid TP/SL price. asset=0, Order 3: Order must have minimum value of $10. asset=0');
    expect(joinOrderErrors([{ error: 'Insufficient margin to place order. asset=0' }])).toBe(
      'Order 0: Insufficient margin to place order. asset=0',
    );
  });

  it('finds nothing when every order went through', () => {
    expect(
      joinOrderErrors([{ filled: { oid: 1, totalSz: '1', avgPx: '2' } }, 'waitingForTrigger']),
    ).toBeUndefined();
    expect(joinOrderErrors([])).toBeUndefined();
    expect(joinOrderErrors([null, 7, { error: 42 }])).toBeUndefined();
  });
});
