import { describe, expect, it } from 'vitest';
import {
  buildOrderSubmission,
  convertSizeUnit,
  initialOrderForm,
  isPlaceOrderDisabled,
  type OrderFormAction,
  type OrderFormContext,
  type OrderFormState,
  orderFormReducer,
  orderNotional,
  parseStoredSizeUnit,
  sizeFromSliderPercent,
  sliderPercentFromSize,
  tpslPercentFromPrice,
  tpslPriceFromPercent,
  truncateDecimals,
} from './order-form';

const context: OrderFormContext = { currentPrice: 100000, available: 1000, leverage: 10, szDecimals: 5 };

const run = (actions: OrderFormAction[], start: OrderFormState = initialOrderForm()) =>
  actions.reduce(orderFormReducer, start);

describe('initial state', () => {
  it('is a market buy in the given unit with the slider at 50 %', () => {
    expect(initialOrderForm('quote')).toMatchObject({
      side: 'buy',
      orderType: 'market',
      sizeUnit: 'quote',
      size: '',
      sliderPercent: 50,
      timeInForce: 'Gtc',
      reduceOnly: false,
      tpslEnabled: false,
    });
  });

  it('reads the stored unit, base unless quote', () => {
    expect(parseStoredSizeUnit('quote')).toBe('quote');
    expect(parseStoredSizeUnit('base')).toBe('base');
    expect(parseStoredSizeUnit(null)).toBe('base');
    expect(parseStoredSizeUnit('usd')).toBe('base');
  });
});

describe('slider and size', () => {
  it('sets size to % of available × leverage: base 5 decimals, quote 2', () => {
    // 50 % of 1000 × 10 = 5000 USD = 0.05 BTC.
    expect(sizeFromSliderPercent(50, 'base', context)).toBe('0.05');
    expect(sizeFromSliderPercent(33, 'quote', context)).toBe('3300');
    expect(sizeFromSliderPercent(33, 'base', { ...context, currentPrice: 3333.33 })).toBe('0.99');
    expect(sizeFromSliderPercent(1, 'quote', { ...context, available: 0.333, leverage: 1 })).toBe('0');
    expect(sizeFromSliderPercent(50, 'base', { ...context, available: 0 })).toBe('');
    expect(sizeFromSliderPercent(50, 'base', { ...context, currentPrice: 0 })).toBe('');
  });

  it('moves the slider from a manual size, clamped and rounded', () => {
    expect(sliderPercentFromSize('0.025', 'base', context)).toBe(25);
    expect(sliderPercentFromSize('1234', 'quote', context)).toBe(12);
    expect(sliderPercentFromSize('1', 'base', context)).toBe(100);
    expect(sliderPercentFromSize('', 'base', context)).toBe(0);
    expect(sliderPercentFromSize('5', 'quote', { ...context, available: 0 })).toBe(0);
  });

  it('runs both ways through the reducer', () => {
    const slid = run([{ type: 'setSlider', percent: 75.4, context }]);
    expect(slid).toMatchObject({ sliderPercent: 75, size: '0.075' });
    const typed = run([{ type: 'setSize', size: '0.01', context }], slid);
    expect(typed).toMatchObject({ sliderPercent: 10, size: '0.01' });
    const clamped = run([{ type: 'setSlider', percent: 140, context }]);
    expect(clamped.sliderPercent).toBe(100);
  });
});

describe('size unit', () => {
  it('converts the entered value at the current price', () => {
    expect(convertSizeUnit('0.05', 'base', 'quote', 100000)).toBe('5000');
    expect(convertSizeUnit('1234.56', 'quote', 'base', 100000)).toBe('0.01234');
    expect(convertSizeUnit('', 'base', 'quote', 100000)).toBe('');
    expect(convertSizeUnit('1', 'base', 'base', 100000)).toBe('1');
    expect(convertSizeUnit('1', 'base', 'quote', 0)).toBe('1');
  });

  it('keeps the unit across a reset (symbol change) and clears the rest', () => {
    const state = run([
      { type: 'setSizeUnit', sizeUnit: 'quote', context },
      { type: 'setOrderType', orderType: 'limit', context },
      { type: 'setPrice', price: '99000', context },
      { type: 'setSize', size: '100', context },
      { type: 'reset' },
    ]);
    expect(state).toEqual(initialOrderForm('quote'));
  });

  it('truncates rather than rounds up', () => {
    expect(truncateDecimals(0.123456789, 5)).toBe('0.12345');
    expect(truncateDecimals(0.3 * 10, 2)).toBe('3');
    expect(truncateDecimals(-1, 2)).toBe('0');
  });
});

describe('order type', () => {
  it('clears the limit price when switching to market', () => {
    const state = run([
      { type: 'setOrderType', orderType: 'limit', context },
      { type: 'setPrice', price: '95000', context },
      { type: 'setOrderType', orderType: 'market', context },
    ]);
    expect(state).toMatchObject({ orderType: 'market', price: '' });
  });
});

describe('TP/SL linking', () => {
  it('computes percent as the move from the reference × leverage', () => {
    expect(tpslPercentFromPrice({ price: 110, reference: 100, leverage: 5, side: 'buy', kind: 'tp' })).toBe(
      50,
    );
    expect(tpslPercentFromPrice({ price: 95, reference: 100, leverage: 5, side: 'buy', kind: 'sl' })).toBe(
      25,
    );
    expect(tpslPercentFromPrice({ price: 90, reference: 100, leverage: 2, side: 'sell', kind: 'tp' })).toBe(
      20,
    );
    expect(tpslPercentFromPrice({ price: 105, reference: 100, leverage: 2, side: 'sell', kind: 'sl' })).toBe(
      10,
    );
    // A TP on the wrong side reads as a negative gain; no leverage counts as 1.
    expect(tpslPercentFromPrice({ price: 90, reference: 100, leverage: 0, side: 'buy', kind: 'tp' })).toBe(
      -10,
    );
    expect(
      tpslPercentFromPrice({ price: 0, reference: 100, leverage: 2, side: 'buy', kind: 'tp' }),
    ).toBeUndefined();
  });

  it('computes the price from a percent as a valid exchange price', () => {
    const base = { reference: 100000, leverage: 10, szDecimals: 5 };
    expect(tpslPriceFromPercent({ ...base, percent: 50, side: 'buy', kind: 'tp' })).toBe('105000');
    expect(tpslPriceFromPercent({ ...base, percent: 20, side: 'buy', kind: 'sl' })).toBe('98000');
    expect(tpslPriceFromPercent({ ...base, percent: 50, side: 'sell', kind: 'tp' })).toBe('95000');
    expect(tpslPriceFromPercent({ ...base, percent: 20, side: 'sell', kind: 'sl' })).toBe('102000');
    expect(
      tpslPriceFromPercent({
        reference: 1.23456,
        leverage: 3,
        szDecimals: 0,
        percent: 10,
        side: 'buy',
        kind: 'tp',
      }),
    ).toBe('1.2757');
  });

  it('links prices and percents both ways in the reducer, against the limit price when set', () => {
    const state = run([
      { type: 'setTpslEnabled', enabled: true },
      { type: 'setTpPercent', percent: '50', context },
      { type: 'setSlPrice', price: '98000', context },
    ]);
    expect(state).toMatchObject({ tpPrice: '105000', tpPercent: '50', slPrice: '98000', slPercent: '20' });
    const limit = run(
      [
        { type: 'setOrderType', orderType: 'limit', context },
        { type: 'setPrice', price: '50000', context },
      ],
      state,
    );
    // Prices stay, percents follow the new reference: 105000 vs 50000 at 10x.
    expect(limit).toMatchObject({ tpPrice: '105000', tpPercent: '1100', slPercent: '-960' });
  });

  it('recomputes a percent only from a positive price, and clears both on empty', () => {
    const start = run([
      { type: 'setTpslEnabled', enabled: true },
      { type: 'setTpPercent', percent: '50', context },
    ]);
    expect(run([{ type: 'setTpPrice', price: '0', context }], start)).toMatchObject({
      tpPrice: '0',
      tpPercent: '50',
    });
    expect(run([{ type: 'setTpPrice', price: '', context }], start)).toMatchObject({
      tpPrice: '',
      tpPercent: '',
    });
    expect(run([{ type: 'setTpPercent', percent: '', context }], start)).toMatchObject({
      tpPrice: '',
      tpPercent: '',
    });
  });

  it('flips the percents with the side and clears the fields when disabled', () => {
    const long = run([
      { type: 'setTpslEnabled', enabled: true },
      { type: 'setTpPrice', price: '110000', context },
    ]);
    expect(long.tpPercent).toBe('100');
    expect(run([{ type: 'setSide', side: 'sell', context }], long).tpPercent).toBe('-100');
    expect(run([{ type: 'setTpslEnabled', enabled: false }], long)).toMatchObject({
      tpslEnabled: false,
      tpPrice: '',
      tpPercent: '',
    });
  });
});

describe('place button', () => {
  const ready = { walletConnected: true, placing: false };
  it('is disabled without a wallet, while placing, without size, or a limit without price', () => {
    const market = { ...initialOrderForm(), size: '0.1' };
    expect(isPlaceOrderDisabled(market, ready)).toBe(false);
    expect(isPlaceOrderDisabled(market, { ...ready, walletConnected: false })).toBe(true);
    expect(isPlaceOrderDisabled(market, { ...ready, placing: true })).toBe(true);
    expect(isPlaceOrderDisabled({ ...market, size: '' }, ready)).toBe(true);
    expect(isPlaceOrderDisabled({ ...market, orderType: 'limit' }, ready)).toBe(true);
    expect(isPlaceOrderDisabled({ ...market, orderType: 'limit', price: '1' }, ready)).toBe(false);
  });
});

describe('submission', () => {
  it('sends a market order with an empty price and a base size raised to $10', () => {
    const state = { ...initialOrderForm(), size: '0.00001' };
    expect(buildOrderSubmission(state, context)).toEqual({
      side: 'buy',
      orderType: 'market',
      price: '',
      size: '0.0001',
      timeInForce: 'Gtc',
      reduceOnly: false,
    });
  });

  it('converts quote to base at the limit price and carries TP/SL as valid prices', () => {
    const state: OrderFormState = {
      ...initialOrderForm('quote'),
      side: 'sell',
      orderType: 'limit',
      price: '50000.4',
      size: '1000',
      timeInForce: 'Alo',
      tpslEnabled: true,
      tpPrice: '45000.123',
      slPrice: '',
    };
    expect(buildOrderSubmission(state, context)).toEqual({
      side: 'sell',
      orderType: 'limit',
      price: '50000',
      size: '0.02',
      timeInForce: 'Alo',
      reduceOnly: false,
      takeProfit: '45000',
    });
  });

  it('does not raise reduce-only sizes and needs a usable size', () => {
    const reduce = { ...initialOrderForm(), size: '0.00001', reduceOnly: true };
    expect(buildOrderSubmission(reduce, context)?.size).toBe('0.00001');
    expect(buildOrderSubmission({ ...initialOrderForm(), size: '' }, context)).toBeUndefined();
  });

  it('values the order at its limit price or the current price', () => {
    expect(orderNotional({ ...initialOrderForm(), size: '0.1' }, 100000)).toBe(10000);
    expect(orderNotional({ ...initialOrderForm('quote'), size: '250' }, 100000)).toBe(250);
    expect(
      orderNotional({ ...initialOrderForm(), orderType: 'limit', price: '50000', size: '0.1' }, 100000),
    ).toBe(5000);
  });
});
