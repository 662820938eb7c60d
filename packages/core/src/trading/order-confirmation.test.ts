import { describe, expect, it } from 'vitest';
import { perpFeeSchedule } from './fees';
import { orderLiquidity, orderPlacedDescription } from './order-confirmation';
import type { OrderSubmission } from './order-form';

const fees = perpFeeSchedule({ userAddRate: '0.00015', userCrossRate: '0.00045' });
const order = (overrides: Partial<OrderSubmission>): OrderSubmission => ({
  side: 'buy',
  orderType: 'limit',
  price: '109301',
  size: '0.0002',
  timeInForce: 'Gtc',
  reduceOnly: false,
  ...overrides,
});

describe('orderLiquidity', () => {
  it('takes liquidity for market and IOC orders, makes it for GTC and ALO limits', () => {
    expect(orderLiquidity('market', 'Gtc')).toBe('taker');
    expect(orderLiquidity('limit', 'Ioc')).toBe('taker');
    expect(orderLiquidity('limit', 'Gtc')).toBe('maker');
    expect(orderLiquidity('limit', 'Alo')).toBe('maker');
  });
});

describe('orderPlacedDescription', () => {
  it('formats price and size like the tables and states every fee (issue 20: "Buy 0.0002 at 109301 (Gtc)")', () => {
    // $21.8602 at maker 0.015 % + builder 0.1 % = $0.02514.
    expect(orderPlacedDescription({ coin: 'BTC', submission: order({}), referencePrice: 109301, fees })).toBe(
      'Buy 0.00020 BTC at $109,301.00 (GTC), est. fees $0.0251 incl. builder fee',
    );
  });

  it('prices a market order at the reference price as a taker', () => {
    // 0.5 ETH x $4,000 = $2,000 at taker 0.045 % + builder 0.1 % = $2.90.
    const submission = order({ side: 'sell', orderType: 'market', price: '', size: '0.5' });
    expect(orderPlacedDescription({ coin: 'ETH', submission, referencePrice: 4000, fees })).toBe(
      'Sell 0.50000 ETH at market, est. fees $2.90 incl. builder fee',
    );
  });
});
