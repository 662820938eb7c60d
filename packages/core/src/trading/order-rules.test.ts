import { describe, expect, it } from 'vitest';
import { EXACT_ONE, multiplyExact, parseExactDecimal } from '../format/exact-decimal';
import {
  checkOrderPlacement,
  lotSize,
  marketOrderPrice,
  ORDER_CHECK_FAILURES,
  type OrderPlacementInput,
  orderPrice,
  orderSize,
  roundSizeToLot,
  sizeToBase,
} from './order-rules';

const d = (text: string) => parseExactDecimal(text) ?? Number.NaN;

/** Decimals of a canonical decimal string. */
const decimalsOf = (text: string) => text.split('.')[1]?.length ?? 0;

/** The doc's price rule (§5.6): integers always; else ≤ 5 significant figures and ≤ 6 − szDecimals decimals. */
function isValidPerpPrice(text: string, szDecimals: number): boolean {
  if (!text.includes('.')) return true;
  const significant = text.replace('.', '').replace(/^0+/, '').length;
  return significant <= 5 && decimalsOf(text) <= 6 - szDecimals;
}

describe('lot and size rules', () => {
  it('knows the lot of each size precision', () => {
    expect(lotSize(0)).toBe('1');
    expect(lotSize(3)).toBe('0.001');
    expect(lotSize(5)).toBe('0.00001');
    expect(lotSize()).toBe('0.001');
  });

  it.each([
    ['0.12345', 3, '0.123'],
    ['0.1235', 3, '0.124'],
    ['0.0004', 3, '0.001'],
    ['2.5', 0, '3'],
    [0.1 + 0.2, 3, '0.3'],
  ] as const)('rounds %s to the lot at %i decimals: %s', (size, szDecimals, expected) => {
    expect(roundSizeToLot(size, szDecimals)).toBe(expected);
  });

  it.each([
    ['0.0001234', '113000', 5, '0.00012'],
    ['0.00005', '113000', 5, '0.00009'],
    ['0.0000001', '113000', 5, '0.00009'],
    ['1', '4200.5', 4, '1'],
    ['0.0012345', '4200.5', 4, '0.0024'],
    ['3', '3.33', 0, '4'],
    ['2.5', '4', 0, '3'],
    ['0.1', '100', 3, '0.1'],
    [0.1 + 0.2, 100, 3, '0.3'],
  ] as const)('size %s at price %s (%i decimals) becomes %s', (size, price, szDecimals, expected) => {
    expect(orderSize(size, price, szDecimals)).toBe(expected);
  });

  it('uses 3 size decimals by default', () => {
    expect(orderSize('0.12345', '100')).toBe('0.123');
  });

  it.each([
    ['0', '100'],
    ['-1', '100'],
    ['abc', '100'],
    ['', '100'],
    ['1', '0'],
    ['1', ''],
  ])('has no size for size %j at price %j', (size, price) => {
    expect(orderSize(size, price, 3)).toBeUndefined();
  });

  it('always answers whole lots worth at least $10, raised by no more than needed', () => {
    const sizes = ['0.00001', '0.0004', '0.0123', '0.5', '1', '3.3', '17', '250'];
    const prices = ['0.0123', '0.9', '1', '3.33', '47.5', '4200.5', '113000'];
    for (let szDecimals = 0; szDecimals <= 5; szDecimals += 1) {
      const lot = d(lotSize(szDecimals)) as bigint;
      for (const size of sizes) {
        for (const price of prices) {
          const result = orderSize(size, price, szDecimals);
          if (result === undefined) throw new Error('no size');
          const value = d(result) as bigint;
          expect(decimalsOf(result)).toBeLessThanOrEqual(szDecimals);
          expect(value % lot).toBe(0n);
          expect(multiplyExact(value, d(price) as bigint)).toBeGreaterThanOrEqual(10n * EXACT_ONE);
          const rounded = d(roundSizeToLot(size, szDecimals) ?? '') as bigint;
          if (value > rounded) {
            expect(multiplyExact(value - lot, d(price) as bigint)).toBeLessThan(10n * EXACT_ONE);
          }
        }
      }
    }
  });
});

describe('price rules', () => {
  it.each([
    ['113000', 5, '113000'],
    ['95000.0', 5, '95000'],
    ['113000.7', 5, '113001'],
    ['12345.64', 5, '12346'],
    ['1234.56', 3, '1234.6'],
    ['1234.5', 4, '1234.5'],
    ['4200.55', 4, '4200.6'],
    ['4200.54', 4, '4200.5'],
    ['0.001234', 0, '0.001234'],
    ['0.0012345', 0, '0.001235'],
    ['0.012345', 1, '0.01235'],
    ['0.0123456', 2, '0.0123'],
    [4200.5, 4, '4200.5'],
  ] as const)('price %s with %i size decimals becomes %s', (price, szDecimals, expected) => {
    expect(orderPrice(price, szDecimals)).toBe(expected);
  });

  it('rounds in the direction asked', () => {
    expect(orderPrice('1234.56', 3, 'down')).toBe('1234.5');
    expect(orderPrice('1234.51', 3, 'up')).toBe('1234.6');
    expect(orderPrice('1234.5', 3, 'up')).toBe('1234.5');
  });

  it.each(['0', '-5', '', 'abc', '0.00000001'])('has no price for %j', (price) => {
    expect(orderPrice(price, 0)).toBeUndefined();
  });

  it('always answers a price the exchange accepts, within half a step of the one asked', () => {
    const prices = ['0.000012345', '0.0123456', '0.98765', '1.23456', '47.123', '4200.556', '113000.5'];
    for (let szDecimals = 0; szDecimals <= 5; szDecimals += 1) {
      for (const price of prices) {
        const result = orderPrice(price, szDecimals);
        if (result === undefined) continue; // below the smallest price step of this market
        expect(isValidPerpPrice(result, szDecimals), `${price} → ${result}`).toBe(true);
        // Within half a step: of the 5th significant figure, or of the market's last allowed decimal.
        const difference = Math.abs(Number(result) - Number(price));
        const halfStep = Math.max(Number(price) * 5e-5, 0.5 * 10 ** -(6 - szDecimals));
        expect(difference, `${price} → ${result}`).toBeLessThanOrEqual(halfStep * (1 + 1e-9));
      }
    }
  });
});

describe('market order price', () => {
  it('is 5 % through the mark by default, like the SDKs', () => {
    expect(marketOrderPrice('113000', 'buy', 5)).toBe('118650');
    expect(marketOrderPrice('113000', 'sell', 5)).toBe('107350');
  });

  it('rounds away from the mark so the order reaches at least the slippage bound', () => {
    expect(marketOrderPrice('4200.5', 'buy', 4)).toBe('4410.6');
    expect(marketOrderPrice('4200.5', 'sell', 4)).toBe('3990.4');
    expect(marketOrderPrice('113000.3', 'buy', 5)).toBe('118651');
    expect(marketOrderPrice('0.1234', 'buy', 0)).toBe('0.12957');
  });

  it('takes another slippage, e.g. the 10 % of market triggers', () => {
    expect(marketOrderPrice('120000', 'sell', 5, '0.1')).toBe('108000');
    expect(marketOrderPrice('100000', 'buy', 5, '0.1')).toBe('110000');
  });

  it.each([
    ['0', '0.05'],
    ['', '0.05'],
    ['100', '1'],
    ['100', '-0.1'],
    ['100', 'x'],
  ])('has no price for mark %j and slippage %j', (mark, slippage) => {
    expect(marketOrderPrice(mark, 'buy', 2, slippage)).toBeUndefined();
  });
});

describe('size units', () => {
  it('converts quote sizes to the base asset, rounded down to the lot', () => {
    expect(sizeToBase('100', 'quote', '113000', 5)).toBe('0.00088');
    expect(sizeToBase('0.5', 'base', '113000', 5)).toBe('0.5');
    expect(sizeToBase('5', 'quote', '20', 0)).toBe('0');
    expect(sizeToBase('100', 'quote', '0', 2)).toBeUndefined();
    expect(sizeToBase('', 'base', '10', 2)).toBeUndefined();
  });
});

describe('placement checks (seed 000 §5, in order)', () => {
  const ready: OrderPlacementInput = {
    walletConnected: true,
    agentApproved: true,
    approvalCheckPending: false,
    builderFeeApproved: true,
    orderType: 'limit',
    price: '100',
    size: '0.2',
    sizeUnit: 'base',
    currentPrice: '101',
    szDecimals: 3,
  };

  it('passes an order that meets every rule', () => {
    expect(checkOrderPlacement(ready)).toBeNull();
    expect(checkOrderPlacement({ ...ready, orderType: 'market', price: '' })).toBeNull();
    expect(checkOrderPlacement({ ...ready, size: '10', sizeUnit: 'quote' })).toBeNull();
  });

  it('answers the first failing check', () => {
    const failing: OrderPlacementInput = {
      walletConnected: false,
      agentApproved: false,
      approvalCheckPending: true,
      builderFeeApproved: false,
      orderType: 'limit',
      price: '',
      size: '',
      sizeUnit: 'quote',
      currentPrice: '',
      szDecimals: 3,
    };
    const steps: Array<[Partial<OrderPlacementInput>, string]> = [
      [{}, 'Wallet Required'],
      [{ walletConnected: true }, 'Agent Approval Required'],
      [{ agentApproved: true }, 'Verifying Approval'],
      [{ approvalCheckPending: false }, 'Builder Fee Approval Required'],
      [{ builderFeeApproved: true }, 'Missing Price'],
      [{ orderType: 'market' }, 'Missing Size'],
      [{ size: '9' }, 'Order Too Small'],
      [{ size: '10' }, 'Invalid Size'],
      [{ currentPrice: '101' }, ''],
    ];
    let input = failing;
    for (const [change, title] of steps) {
      input = { ...input, ...change };
      expect(checkOrderPlacement(input)?.title ?? '', JSON.stringify(change)).toBe(title);
    }
  });

  it('gives every failure a title and a message', () => {
    for (const failure of Object.values(ORDER_CHECK_FAILURES)) {
      expect(failure.title.length).toBeGreaterThan(0);
      expect(failure.message.length).toBeGreaterThan(0);
    }
  });

  it('says how small the order is', () => {
    expect(checkOrderPlacement({ ...ready, size: '0.05' })).toEqual({
      title: 'Order Too Small',
      message: 'Minimum order size is $10. Current: $5.00',
    });
    expect(checkOrderPlacement({ ...ready, size: '9.99', sizeUnit: 'quote' })?.message).toBe(
      'Minimum order size is $10. Current: $9.99',
    );
    expect(checkOrderPlacement({ ...ready, size: '-1' })?.message).toBe(
      'Minimum order size is $10. Current: $0.00',
    );
    // A market order is measured at the current price.
    expect(checkOrderPlacement({ ...ready, orderType: 'market', price: '', size: '0.099' })?.message).toBe(
      'Minimum order size is $10. Current: $9.99',
    );
    expect(
      checkOrderPlacement({ ...ready, orderType: 'market', price: '', currentPrice: '100', size: '0.099' })
        ?.message,
    ).toBe('Minimum order size is $10. Current: $9.90');
  });

  it('treats unreadable prices and sizes as missing', () => {
    expect(checkOrderPlacement({ ...ready, price: 'abc' })?.title).toBe('Missing Price');
    expect(checkOrderPlacement({ ...ready, price: '0' })?.title).toBe('Missing Price');
    expect(checkOrderPlacement({ ...ready, size: 'abc' })?.title).toBe('Missing Size');
  });

  it('refuses a quote size too small for one lot of the base asset', () => {
    expect(checkOrderPlacement({ ...ready, size: '10', sizeUnit: 'quote', price: '20', szDecimals: 0 })).toBe(
      ORDER_CHECK_FAILURES.invalidSize,
    );
  });

  it('accepts numbers as well as text', () => {
    expect(checkOrderPlacement({ ...ready, price: 100, size: 0.2, currentPrice: 101 })).toBeNull();
  });
});
