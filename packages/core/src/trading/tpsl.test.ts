import { describe, expect, it } from 'vitest';
import {
  checkOrderTpsl,
  checkPositionTpsl,
  inferPositionTpsl,
  isBatchTpslAccepted,
  ORDER_TPSL_FAILURES,
  POSITION_TPSL_ERRORS,
  type PositionTpslLeg,
  positionTpslLeg,
  positionTpslLegUpdate,
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

describe('position TP/SL dialog: Limit Price and Configure Amount', () => {
  const long = { side: 'long', entryPrice: '100', positionSize: '0.5' } as const;

  it('accepts limit prices for the legs being set and an amount up to the position', () => {
    expect(
      checkPositionTpsl({
        ...long,
        takeProfit: '110',
        takeProfitLimit: '109',
        stopLoss: '90',
        stopLossLimit: '89',
        size: '0.5',
      }),
    ).toBeNull();
    expect(checkPositionTpsl({ ...long, stopLoss: '90', size: '0.1', takeProfitLimit: '' })).toBeNull();
  });

  it.each([
    [{ takeProfit: '110', takeProfitLimit: '0' }, 'Invalid Take Profit limit price'],
    [{ takeProfit: '110', takeProfitLimit: 'x' }, 'Invalid Take Profit limit price'],
    [{ stopLoss: '90', takeProfitLimit: '109' }, 'Set a Take Profit price to use a Take Profit limit price'],
    [{ stopLoss: '90', stopLossLimit: '-1' }, 'Invalid Stop Loss limit price'],
    [{ takeProfit: '110', stopLossLimit: '89' }, 'Set a Stop Loss price to use a Stop Loss limit price'],
    [{ takeProfit: '110', size: '0' }, 'Invalid TP/SL size'],
    [{ takeProfit: '110', size: 'half' }, 'Invalid TP/SL size'],
    [{ takeProfit: '110', size: '0.50001' }, 'TP/SL size cannot exceed the position size'],
  ] as const)('%j: %s', (values, error) => {
    expect(checkPositionTpsl({ ...long, ...values })).toBe(error);
  });

  it('checks the prices before the limits, each leg in turn, and the amount last', () => {
    expect(checkPositionTpsl({ ...long, takeProfit: '95', takeProfitLimit: '0', size: '9' })).toBe(
      'TP must be above entry price for long positions',
    );
    expect(checkPositionTpsl({ ...long, takeProfit: '110', takeProfitLimit: '0', stopLoss: '105' })).toBe(
      'Invalid Take Profit limit price',
    );
    expect(checkPositionTpsl({ ...long, takeProfit: '110', size: '9', stopLoss: '105' })).toBe(
      'SL must be below entry price for long positions',
    );
  });

  it('makes a leg’s prices valid and rounds the amount to the lot, else takes the whole position', () => {
    const base = {
      triggerType: 'tp',
      triggerPrice: '120000.4',
      positionSize: '0.01',
      szDecimals: 5,
    } as const;
    expect(positionTpslLeg(base)).toEqual({
      triggerType: 'tp',
      triggerPx: '120000',
      limitPx: null,
      size: '0.01',
    });
    expect(positionTpslLeg({ ...base, limitPrice: '119876.54', size: '0.004996' })).toEqual({
      triggerType: 'tp',
      triggerPx: '120000',
      limitPx: '119877',
      size: '0.005',
    });
    expect(positionTpslLeg({ ...base, size: '0.000001' })).toMatchObject({ size: '0.00001' });
    expect(positionTpslLeg({ ...base, limitPrice: '' })).toMatchObject({ limitPx: null });
  });

  it('answers the leg’s error for a price too small for the market, or no size at all', () => {
    const base = { triggerType: 'sl', triggerPrice: '100000', positionSize: '0.01', szDecimals: 5 } as const;
    expect(positionTpslLeg({ ...base, triggerPrice: '0.01' })).toBe('Invalid Stop Loss price');
    expect(positionTpslLeg({ ...base, limitPrice: '0.04' })).toBe('Invalid Stop Loss limit price');
    expect(positionTpslLeg({ ...base, positionSize: '0' })).toBe('Invalid TP/SL size');
  });
});

describe('position TP/SL update, one leg (seed 000 §4)', () => {
  const leg: PositionTpslLeg = { triggerType: 'tp', triggerPx: '120000', limitPx: null, size: '0.01' };
  const marketTp: TpslOrderLike = {
    coin: 'BTC',
    side: 'A',
    limitPx: '108000',
    sz: '0.01',
    orderType: 'Take Profit Market',
    reduceOnly: true,
    isTrigger: true,
    triggerPx: '120000.0',
  };
  const action = (wanted: PositionTpslLeg | 'cancel' | undefined, existing: TpslOrderLike | undefined) =>
    positionTpslLegUpdate(wanted, existing).action;

  it('leaves an unset leg alone and cancels only an existing order for 0', () => {
    expect(positionTpslLegUpdate(undefined, marketTp)).toEqual({ action: 'keep' });
    expect(positionTpslLegUpdate('cancel', marketTp)).toEqual({ action: 'cancel', order: marketTp });
    expect(positionTpslLegUpdate('cancel', undefined)).toEqual({ action: 'keep' });
  });

  it('creates a missing leg and keeps one that already is the order wanted', () => {
    expect(positionTpslLegUpdate(leg, undefined)).toEqual({ action: 'create', leg });
    expect(action(leg, marketTp)).toBe('keep');
  });

  it.each([
    ['the trigger price', { ...leg, triggerPx: '121000' }],
    ['the amount', { ...leg, size: '0.005' }],
    ['market to limit', { ...leg, limitPx: '119000' }],
  ])('modifies when %s changes', (_change, wanted) => {
    expect(positionTpslLegUpdate(wanted, marketTp)).toEqual({
      action: 'modify',
      leg: wanted,
      order: marketTp,
    });
  });

  it('compares a limit trigger’s limit price, and turns a plain reduce-only order into a trigger', () => {
    const limitTp = { ...marketTp, orderType: 'Take Profit Limit', limitPx: '119000.0' };
    expect(action({ ...leg, limitPx: '119000' }, limitTp)).toBe('keep');
    expect(action({ ...leg, limitPx: '119500' }, limitTp)).toBe('modify');
    expect(action(leg, limitTp)).toBe('modify');
    const plain = { ...marketTp, isTrigger: false, orderType: 'Limit', limitPx: '120000' };
    expect(action(leg, plain)).toBe('modify');
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
