import { describe, expect, it } from 'vitest';
import { POSITION_TPSL_ERRORS } from './tpsl';
import {
  checkPositionTpslDialog,
  editDialogBasis,
  editTpslTitle,
  isEditTpslSubmitDisabled,
  planEditTpsl,
  positionDialogBasis,
  TPSL_DIALOG_TEXTS,
  tpslPercentText,
  tpslPriceText,
} from './tpsl-dialogs';

describe("'TP/SL for Position' linking: percent from the entry, no leverage, 2 decimals", () => {
  const long = positionDialogBasis('long', 100, 2);
  const short = positionDialogBasis('short', 100, 2);

  it('derives Gain % and Loss % from prices', () => {
    expect(tpslPercentText('tp', '112.5', long)).toBe('12.50');
    expect(tpslPercentText('sl', '95', long)).toBe('5.00');
    expect(tpslPercentText('tp', '90', short)).toBe('10.00');
    expect(tpslPercentText('sl', '103.333', short)).toBe('3.33');
  });

  it('derives prices from Gain % and Loss %', () => {
    expect(tpslPriceText('tp', '10', long)).toBe('110');
    expect(tpslPriceText('sl', '5', long)).toBe('95');
    expect(tpslPriceText('tp', '10', short)).toBe('90');
    expect(tpslPriceText('sl', '5', short)).toBe('105');
  });

  it('recomputes the percent only for a positive price', () => {
    for (const price of ['', '0', '-5', 'abc']) expect(tpslPercentText('tp', price, long)).toBeUndefined();
    expect(tpslPriceText('tp', '', long)).toBeUndefined();
  });
});

describe("'Edit TP/SL' linking: percent = move from the mark × leverage", () => {
  it('multiplies the move from the mark by the leverage', () => {
    const basis = editDialogBasis('long', 200, 10, 2);
    expect(tpslPercentText('tp', '210', basis)).toBe('50.00');
    expect(tpslPercentText('sl', '190', basis)).toBe('50.00');
    expect(tpslPriceText('tp', '50', basis)).toBe('210');
    expect(tpslPriceText('sl', '20', editDialogBasis('short', 200, 10, 2))).toBe('204');
  });

  it('counts a missing leverage as 1', () => {
    expect(editDialogBasis('long', 200, undefined, 2).leverage).toBe(1);
    expect(editDialogBasis('long', 200, 0, 2).leverage).toBe(1);
    expect(tpslPercentText('tp', '210', editDialogBasis('long', 200, null, 2))).toBe('5.00');
  });

  it('is titled Edit with an existing TP or SL, else Set', () => {
    expect(editTpslTitle('BTC', true)).toBe('Edit TP/SL BTC');
    expect(editTpslTitle('ETH', false)).toBe('Set TP/SL ETH');
  });
});

describe("'TP/SL for Position' on submit (seed 000 §5)", () => {
  const base = { side: 'long' as const, entryPrice: '100', positionSize: '1' };

  it('needs at least one value first', () => {
    expect(checkPositionTpslDialog({ ...base, entryPrice: '0' })).toBe(TPSL_DIALOG_TEXTS.atLeastOne);
    expect(checkPositionTpslDialog({ ...base, takeProfit: ' ', stopLoss: '' })).toBe(
      'Please set at least one TP or SL value',
    );
  });

  it('then checks entry, TP, SL in that order with their texts', () => {
    expect(checkPositionTpslDialog({ ...base, entryPrice: '0', takeProfit: '90' })).toBe(
      'Invalid entry price',
    );
    expect(checkPositionTpslDialog({ ...base, takeProfit: '-1', stopLoss: '120' })).toBe(
      'Invalid Take Profit price',
    );
    expect(checkPositionTpslDialog({ ...base, takeProfit: '90', stopLoss: '120' })).toBe(
      'TP must be above entry price for long positions',
    );
    expect(checkPositionTpslDialog({ ...base, takeProfit: '110', stopLoss: 'x' })).toBe(
      'Invalid Stop Loss price',
    );
    expect(checkPositionTpslDialog({ ...base, takeProfit: '110', stopLoss: '120' })).toBe(
      'SL must be below entry price for long positions',
    );
    expect(checkPositionTpslDialog({ ...base, side: 'short', takeProfit: '110' })).toBe(
      'TP must be below entry price for short positions',
    );
    expect(checkPositionTpslDialog({ ...base, side: 'short', stopLoss: '90' })).toBe(
      'SL must be above entry price for short positions',
    );
    expect(checkPositionTpslDialog({ ...base, takeProfit: '110', stopLoss: '90' })).toBeNull();
  });
});

describe("'Edit TP/SL' on submit: §5 checks, then the §4 modify / create / cancel rule", () => {
  const tp = '120';
  const sl = 85;
  const long = { side: 'long' as const, entryPrice: '100' };

  it('disables submit when neither value is set or while busy', () => {
    expect(isEditTpslSubmitDisabled('', ' ', false)).toBe(true);
    expect(isEditTpslSubmitDisabled('110', '', true)).toBe(true);
    expect(isEditTpslSubmitDisabled('110', '', false)).toBe(false);
  });

  it('reports the first §5 error', () => {
    expect(
      planEditTpsl({
        ...long,
        entryPrice: '',
        takeProfit: '110',
        stopLoss: '',
        existing: { takeProfit: undefined, stopLoss: undefined },
      }),
    ).toEqual({
      kind: 'error',
      message: POSITION_TPSL_ERRORS.invalidEntry,
    });
    const existing = { takeProfit: undefined, stopLoss: undefined };
    expect(planEditTpsl({ ...long, takeProfit: '-3', stopLoss: '', existing })).toEqual({
      kind: 'error',
      message: 'Invalid Take Profit price',
    });
    expect(planEditTpsl({ ...long, takeProfit: '110', stopLoss: '105', existing })).toEqual({
      kind: 'error',
      message: 'SL must be below entry price for long positions',
    });
  });

  it('creates a leg that has no order', () => {
    expect(
      planEditTpsl({
        ...long,
        takeProfit: '110',
        stopLoss: '',
        existing: { takeProfit: undefined, stopLoss: undefined },
      }),
    ).toEqual({
      kind: 'update',
      request: { takeProfitPrice: '110', stopLossPrice: null },
    });
  });

  it('modifies only a leg whose price changed', () => {
    expect(
      planEditTpsl({
        ...long,
        takeProfit: '125',
        stopLoss: '85',
        existing: { takeProfit: tp, stopLoss: sl },
      }),
    ).toEqual({
      kind: 'update',
      request: { takeProfitPrice: '125', stopLossPrice: null },
    });
  });

  it('cancels a leg set to 0 or emptied that has an order', () => {
    expect(
      planEditTpsl({ ...long, takeProfit: '120', stopLoss: '', existing: { takeProfit: tp, stopLoss: sl } }),
    ).toEqual({
      kind: 'update',
      request: { takeProfitPrice: null, stopLossPrice: '0' },
    });
    expect(
      planEditTpsl({ ...long, takeProfit: '0', stopLoss: '85', existing: { takeProfit: tp, stopLoss: sl } }),
    ).toEqual({
      kind: 'update',
      request: { takeProfitPrice: '0', stopLossPrice: null },
    });
  });

  it('answers unchanged when nothing changed, so the dialog just closes', () => {
    expect(
      planEditTpsl({
        ...long,
        takeProfit: '120.0',
        stopLoss: '85',
        existing: { takeProfit: tp, stopLoss: sl },
      }),
    ).toEqual({
      kind: 'unchanged',
    });
    expect(
      planEditTpsl({
        ...long,
        takeProfit: '0',
        stopLoss: '',
        existing: { takeProfit: undefined, stopLoss: undefined },
      }),
    ).toEqual({
      kind: 'unchanged',
    });
  });
});
