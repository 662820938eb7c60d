import { describe, expect, it } from 'vitest';
import { initialOrderForm, orderFormReducer } from '../trading/order-form';
import { tradeSetupActions, tradeSetupOf, tradeSetupPath } from './trade-setup';

describe("'Trade this setup'", () => {
  const call = {
    marketType: 'crypto',
    symbol: 'ETH-USDT',
    bias: 'Sell',
    entry: 3100,
    stopLoss: 3150,
    takeProfit: 3000,
  };

  it('links a crypto Buy or Sell call to the perpetual form, and nothing else', () => {
    const setup = tradeSetupOf(call);
    expect(setup).toEqual({ coin: 'ETH', side: 'sell', entry: 3100, takeProfit: 3000, stopLoss: 3150 });
    expect(setup && tradeSetupPath(setup)).toBe('/trading?symbol=ETH&side=sell&price=3100&tp=3000&sl=3150');
    expect(tradeSetupOf({ ...call, bias: 'Neutral', stopLoss: null, takeProfit: null })).toBeNull();
    expect(tradeSetupOf({ ...call, marketType: 'stock', symbol: 'AAPL' })).toBeNull();
  });

  it('prefills a limit order at the entry with TP/SL on', () => {
    const actions = tradeSetupActions(new URLSearchParams('symbol=ETH&side=sell&price=3100&tp=3000&sl=3150'));
    const state = actions.reduce(orderFormReducer, initialOrderForm());
    expect(state).toMatchObject({ side: 'sell', orderType: 'limit', price: '3100', tpslEnabled: true });
    expect(state.tp.anchor).toMatchObject({ field: 'price', text: '3000' });
    expect(state.sl.anchor).toMatchObject({ field: 'price', text: '3150' });
  });

  it('leaves the form alone for a plain or malformed link', () => {
    expect(tradeSetupActions(new URLSearchParams('symbol=BTC'))).toEqual([]);
    expect(tradeSetupActions(new URLSearchParams('symbol=BTC&side=buy&price=1e9&tp=2&sl=1'))).toEqual([]);
    expect(tradeSetupActions(new URLSearchParams('symbol=BTC&side=hold&price=1&tp=2&sl=1'))).toEqual([]);
  });
});
