import { describe, expect, it } from 'vitest';
import {
  checkOrderMargin,
  convertSizeUnit,
  initialOrderForm,
  isPlaceOrderDisabled,
  type OrderFormAction,
  type OrderFormContext,
  type OrderFormState,
  orderFormReducer,
  orderFormSummary,
  parseStoredSizeUnit,
  type SizingContext,
  sizeFromSliderPercent,
  sliderPercentFromSize,
  tpslPercentFromPrice,
  tpslPriceFromPercent,
  truncateDecimals,
} from './order-form';

const sizing: SizingContext = { currentPrice: 100000, available: 1000, leverage: 10 };
const context: OrderFormContext = {
  currentPrice: 100000,
  available: { buy: 1000, sell: 1000 },
  leverage: 10,
  szDecimals: 5,
};

/** Before the balance is known (no wallet yet): the slider's default stands for no size. */
const unfunded: OrderFormContext = { ...context, available: { buy: undefined, sell: undefined } };

const run = (actions: OrderFormAction[], start: OrderFormState = initialOrderForm()) =>
  actions.reduce(orderFormReducer, start);
/** The form after the trader's actions, as shown at `at`. */
const shown = (actions: OrderFormAction[], at: OrderFormContext = context, start?: OrderFormState) =>
  orderFormSummary(run(actions, start), at);
const tpsl = (kind: 'tp' | 'sl', field: 'price' | 'percent', text: string): OrderFormAction => ({
  type: 'setTpsl',
  kind,
  field,
  text,
});

describe('initial state', () => {
  it('is a market buy in the given unit with the slider at 50 % and the size it stands for', () => {
    const state = initialOrderForm('quote');
    expect(state).toMatchObject({
      side: 'buy',
      orderType: 'market',
      sizeUnit: 'quote',
      timeInForce: 'Gtc',
      reduceOnly: false,
      tpslEnabled: false,
    });
    const summary = orderFormSummary(state, context);
    // Issue 20: 50 % of 1000 × 10 fills the Size box with 5000 USD.
    expect(summary.size).toBe('5000');
    expect(summary.sliderPercent).toBe(50);
    expect(orderFormSummary(initialOrderForm('base'), context).size).toBe('0.05');
    expect(orderFormSummary(state, unfunded)).toMatchObject({ size: '', sliderPercent: 50 });
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
    expect(sizeFromSliderPercent(50, 'base', sizing)).toBe('0.05');
    expect(sizeFromSliderPercent(33, 'quote', sizing)).toBe('3300');
    expect(sizeFromSliderPercent(33, 'base', { ...sizing, currentPrice: 3333.33 })).toBe('0.99');
    expect(sizeFromSliderPercent(1, 'quote', { ...sizing, available: 0.333, leverage: 1 })).toBe('0');
    expect(sizeFromSliderPercent(50, 'base', { ...sizing, available: 0 })).toBe('');
    expect(sizeFromSliderPercent(50, 'base', { ...sizing, currentPrice: 0 })).toBe('');
  });

  it('moves the slider from a manual size, clamped and rounded', () => {
    expect(sliderPercentFromSize('0.025', 'base', sizing)).toBe(25);
    expect(sliderPercentFromSize('1234', 'quote', sizing)).toBe(12);
    expect(sliderPercentFromSize('1', 'base', sizing)).toBe(100);
    expect(sliderPercentFromSize('', 'base', sizing)).toBe(0);
    expect(sliderPercentFromSize('5', 'quote', { ...sizing, available: 0 })).toBe(0);
  });

  it('runs both ways through the reducer and the summary', () => {
    const slid = run([{ type: 'setSlider', percent: 75.4 }]);
    expect(orderFormSummary(slid, context)).toMatchObject({ sliderPercent: 75, size: '0.075' });
    expect(shown([{ type: 'setSize', size: '0.01' }], context, slid)).toMatchObject({
      sliderPercent: 10,
      size: '0.01',
    });
    expect(shown([{ type: 'setSlider', percent: 140 }]).sliderPercent).toBe(100);
  });

  it('reads the available balance of the chosen side', () => {
    const sides = { ...context, available: { buy: 1000, sell: 200 } };
    const slid: OrderFormAction = { type: 'setSlider', percent: 50 };
    expect(shown([slid], sides)).toMatchObject({ size: '0.05', available: 1000 });
    expect(shown([slid, { type: 'setSide', side: 'sell' }], sides)).toMatchObject({
      size: '0.01',
      available: 200,
    });
    // Unknown balance: shown as unknown, and the slider buys nothing.
    expect(shown([slid], { ...context, available: { buy: undefined, sell: undefined } })).toMatchObject({
      size: '',
      available: undefined,
    });
  });
});

describe('derived values follow the market and the account', () => {
  it('keeps a slider size at its share of the maximum as the price, balance or leverage move', () => {
    const slid: OrderFormAction[] = [{ type: 'setSlider', percent: 50 }];
    expect(shown(slid).size).toBe('0.05');
    expect(shown(slid, { ...context, currentPrice: 50000 }).size).toBe('0.1');
    expect(shown(slid, { ...context, available: { buy: 2000, sell: 2000 } }).size).toBe('0.1');
    expect(shown(slid, { ...context, leverage: 5 }).size).toBe('0.025');
    // The size appears once the price is known.
    expect(shown(slid, { ...context, currentPrice: 0 }).size).toBe('');
    expect(shown(slid, { ...context, currentPrice: 0 }).sliderPercent).toBe(50);
  });

  it('keeps a typed size and moves its slider with the price and the balance', () => {
    const typed: OrderFormAction[] = [{ type: 'setSize', size: '0.025' }];
    expect(shown(typed, { ...context, currentPrice: 200000 })).toMatchObject({
      size: '0.025',
      sliderPercent: 50,
    });
    expect(shown(typed, { ...context, available: { buy: 500, sell: 500 } }).sliderPercent).toBe(50);
  });

  it('shows a size typed in the other unit converted at the current price', () => {
    const switched: OrderFormAction[] = [
      { type: 'setSize', size: '0.025' },
      { type: 'setSizeUnit', sizeUnit: 'quote' },
    ];
    expect(shown(switched).size).toBe('2500');
    expect(shown(switched, { ...context, currentPrice: 101000 }).size).toBe('2525');
    // The order stays the 0.025 BTC typed.
    expect(shown(switched, { ...context, currentPrice: 101000 }).placement.submission?.size).toBe('0.025');
  });

  it('keeps TP/SL prices, and typed percents, against a moving current price', () => {
    const actions = [
      { type: 'setTpslEnabled', enabled: true } as const,
      tpsl('tp', 'percent', '50'),
      tpsl('sl', 'price', '98000'),
    ];
    const moved = shown(actions, { ...context, currentPrice: 98000 });
    // The gain stays 50 % of the new price; the stop stays at its price, now 0 % away.
    expect(moved.tp).toEqual({ price: '102900', percent: '50' });
    expect(moved.sl).toEqual({ price: '98000', percent: '0' });
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

  it('shows a typed size in the new unit after a switch', () => {
    const typed = run([{ type: 'setSize', size: '0.05' }]);
    expect(shown([{ type: 'setSizeUnit', sizeUnit: 'quote' }], context, typed).size).toBe('5000');
    const quote = run([
      { type: 'setSizeUnit', sizeUnit: 'quote' },
      { type: 'setSize', size: '1234.56' },
    ]);
    expect(shown([{ type: 'setSizeUnit', sizeUnit: 'base' }], context, quote).size).toBe('0.01234');
    expect(shown([{ type: 'setSizeUnit', sizeUnit: 'quote' }], unfunded).size).toBe('');
  });

  it('keeps the unit across a reset (symbol change) and clears the rest', () => {
    const state = run([
      { type: 'setSizeUnit', sizeUnit: 'quote' },
      { type: 'setOrderType', orderType: 'limit' },
      { type: 'setPrice', price: '99000' },
      { type: 'setSize', size: '100' },
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
      { type: 'setOrderType', orderType: 'limit' },
      { type: 'setPrice', price: '95000' },
      { type: 'setOrderType', orderType: 'market' },
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

  it('links prices and percents both ways, against the limit price when set', () => {
    const linked: OrderFormAction[] = [
      { type: 'setTpslEnabled', enabled: true },
      tpsl('tp', 'percent', '50'),
      tpsl('sl', 'price', '98000'),
    ];
    expect(shown(linked)).toMatchObject({
      tp: { price: '105000', percent: '50' },
      sl: { price: '98000', percent: '20' },
    });
    const limit = shown([
      ...linked,
      { type: 'setOrderType', orderType: 'limit' },
      { type: 'setPrice', price: '50000' },
    ]);
    // Prices stay, percents follow the new reference: 105000 vs 50000 at 10x.
    expect(limit.tp).toEqual({ price: '105000', percent: '1100' });
    expect(limit.sl.percent).toBe('-960');
  });

  it('recomputes a percent only from a positive price, and clears both on empty', () => {
    const start = run([{ type: 'setTpslEnabled', enabled: true }, tpsl('tp', 'percent', '50')]);
    expect(shown([tpsl('tp', 'price', '0')], context, start).tp).toEqual({ price: '0', percent: '50' });
    expect(shown([tpsl('tp', 'price', '')], context, start).tp).toEqual({ price: '', percent: '' });
    expect(shown([tpsl('tp', 'percent', '')], context, start).tp).toEqual({ price: '', percent: '' });
  });

  it('keeps the price while a percent is not a number yet, until the order changes', () => {
    const start = run([{ type: 'setTpslEnabled', enabled: true }, tpsl('sl', 'price', '98000')]);
    const typing = run([tpsl('sl', 'percent', '-')], start);
    expect(orderFormSummary(typing, context).sl).toEqual({ price: '98000', percent: '-' });
    expect(shown([{ type: 'setSide', side: 'sell' }], context, typing).sl).toEqual({
      price: '98000',
      percent: '-20',
    });
    // Text that is no number yet stays in both fields.
    const drafts = run([tpsl('tp', 'price', '0.'), tpsl('tp', 'percent', '-')], start);
    expect(orderFormSummary(drafts, context).tp).toEqual({ price: '0.', percent: '-' });
  });

  it('flips the percents with the side and clears the fields when disabled', () => {
    const long = run([{ type: 'setTpslEnabled', enabled: true }, tpsl('tp', 'price', '110000')]);
    expect(orderFormSummary(long, context).tp.percent).toBe('100');
    expect(shown([{ type: 'setSide', side: 'sell' }], context, long).tp.percent).toBe('-100');
    const off = run([{ type: 'setTpslEnabled', enabled: false }], long);
    expect(off.tpslEnabled).toBe(false);
    expect(orderFormSummary(off, context).tp).toEqual({ price: '', percent: '' });
  });

  it('keeps the price a typed percent gave when the side changes', () => {
    const short = shown([
      { type: 'setTpslEnabled', enabled: true },
      tpsl('tp', 'percent', '50'),
      { type: 'setSide', side: 'sell' },
    ]);
    expect(short.tp).toEqual({ price: '105000', percent: '-50' });
  });
});

describe('place button', () => {
  const ready = { walletConnected: true, placing: false };
  it('is disabled without a wallet, while placing, without size, or a limit without price', () => {
    const market = { orderType: 'market' as const, price: '', size: '0.1' };
    expect(isPlaceOrderDisabled(market, ready)).toBe(false);
    expect(isPlaceOrderDisabled(market, { ...ready, walletConnected: false })).toBe(true);
    expect(isPlaceOrderDisabled(market, { ...ready, placing: true })).toBe(true);
    expect(isPlaceOrderDisabled({ ...market, size: '' }, ready)).toBe(true);
    expect(isPlaceOrderDisabled({ ...market, orderType: 'limit' }, ready)).toBe(true);
    expect(isPlaceOrderDisabled({ ...market, orderType: 'limit', price: '1' }, ready)).toBe(false);
  });

  it('reads the size the summary shows', () => {
    expect(isPlaceOrderDisabled(shown([], unfunded).placement.order, ready)).toBe(true);
    expect(isPlaceOrderDisabled(shown([]).placement.order, ready)).toBe(false);
    expect(isPlaceOrderDisabled(shown([{ type: 'setSlider', percent: 10 }]).placement.order, ready)).toBe(
      false,
    );
  });
});

describe('submission', () => {
  it('sends a market order with an empty price and a base size raised to $10', () => {
    expect(shown([{ type: 'setSize', size: '0.00001' }]).placement.submission).toEqual({
      side: 'buy',
      orderType: 'market',
      price: '',
      size: '0.0001',
      timeInForce: 'Gtc',
      reduceOnly: false,
    });
  });

  it('converts quote to base at the limit price and carries TP/SL as valid prices', () => {
    const summary = shown(
      [
        { type: 'setSide', side: 'sell' },
        { type: 'setOrderType', orderType: 'limit' },
        { type: 'setPrice', price: '50000.4' },
        { type: 'setSize', size: '1000' },
        { type: 'setTimeInForce', timeInForce: 'Alo' },
        { type: 'setTpslEnabled', enabled: true },
        tpsl('tp', 'price', '45000.123'),
        tpsl('sl', 'price', ''),
      ],
      context,
      initialOrderForm('quote'),
    );
    expect(summary.placement.submission).toEqual({
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
    const reduce = shown([
      { type: 'setSize', size: '0.00001' },
      { type: 'setReduceOnly', reduceOnly: true },
    ]);
    expect(reduce.placement.submission?.size).toBe('0.00001');
    expect(shown([{ type: 'setSize', size: '' }]).placement.submission).toBeUndefined();
  });

  it('refuses an order worth more than available × leverage before it is sent', () => {
    // 1000 available at 10x buys at most 10,000 USD: 0.1 BTC at 100,000.
    const sized = (size: string, extra: OrderFormAction[] = [], at = context) =>
      checkOrderMargin(shown([...extra, { type: 'setSize', size }], at).placement);
    expect(sized('0.1')).toBeNull();
    expect(checkOrderMargin(shown([{ type: 'setSlider', percent: 100 }]).placement)).toBeNull();
    expect(sized('0.10001')).toEqual({
      title: 'Insufficient Margin',
      message:
        'Order value $10,001.00 is above the $10,000.00 your available $1,000.00 allows at 10x leverage',
    });
    // At the limit price it is sent with, not the current price.
    const limitAt = (price: string): OrderFormAction[] => [
      { type: 'setOrderType', orderType: 'limit' },
      { type: 'setPrice', price },
    ];
    expect(sized('0.15', limitAt('60000'))).toBeNull();
    expect(sized('0.15', limitAt('70000'))?.title).toBe('Insufficient Margin');
    // Per side, and not for a reduce-only order or while the balance is unknown.
    const sellSide = { ...context, available: { buy: 1000, sell: 50 } };
    expect(sized('0.1', [{ type: 'setSide', side: 'sell' }], sellSide)?.title).toBe('Insufficient Margin');
    expect(sized('2', [{ type: 'setReduceOnly', reduceOnly: true }])).toBeNull();
    expect(sized('2', [], unfunded)).toBeNull();
    // The $10 minimum raises a tiny order above what a tiny balance buys.
    const tiny = { ...context, available: { buy: 0.5, sell: 0.5 } };
    expect(sized('0.00001', [], tiny)?.message).toBe(
      'Order value $10.00 is above the $5.00 your available $0.50 allows at 10x leverage',
    );
  });

  it('values the order at its limit price or the current price', () => {
    expect(shown([{ type: 'setSize', size: '0.1' }]).orderValue).toBe(10000);
    expect(shown([{ type: 'setSize', size: '250' }], context, initialOrderForm('quote')).orderValue).toBe(
      250,
    );
    expect(
      shown([
        { type: 'setOrderType', orderType: 'limit' },
        { type: 'setPrice', price: '50000' },
        { type: 'setSize', size: '0.1' },
      ]).orderValue,
    ).toBe(5000);
    expect(shown([], unfunded).orderValue).toBeUndefined();
  });

  it('estimates the margin and the liquidation price of a valued order', () => {
    // 10x long at 100,000: 9.5 % below.
    expect(shown([{ type: 'setSize', size: '0.1' }])).toMatchObject({
      marginRequired: 1000,
      liquidationPrice: 90500,
    });
    expect(shown([], unfunded)).toMatchObject({ marginRequired: undefined, liquidationPrice: undefined });
  });

  it('gives the placement checks the form as shown, and the TP/SL rules only when on', () => {
    const summary = shown([{ type: 'setSlider', percent: 50 }]);
    expect(summary.placement.order).toEqual({
      orderType: 'market',
      price: '',
      size: '0.05',
      sizeUnit: 'base',
      currentPrice: 100000,
      szDecimals: 5,
    });
    expect(summary.placement.tpsl).toBeUndefined();
    const limit = shown([
      { type: 'setOrderType', orderType: 'limit' },
      { type: 'setPrice', price: '95000' },
      { type: 'setTpslEnabled', enabled: true },
      tpsl('tp', 'price', '99000'),
    ]);
    expect(limit.placement.tpsl).toEqual({
      side: 'buy',
      referencePrice: 95000,
      takeProfit: '99000',
      stopLoss: '',
    });
  });
});
