import type { OrderFormAction } from '../trading/order-form';
import { cryptoCoinOfSymbol } from './catalog';

/** 'Trade this setup': a limit order at the entry with the call's TP/SL, on the perpetual form. */
export interface TradeSetup {
  coin: string;
  side: 'buy' | 'sell';
  entry: number;
  takeProfit: number;
  stopLoss: number;
}

/** The setup of a Buy or Sell call on a crypto symbol; null for Neutral (nothing to trade). */
export function tradeSetupOf(call: {
  marketType: string;
  symbol: string;
  bias: string;
  entry: number;
  stopLoss: number | null;
  takeProfit: number | null;
}): TradeSetup | null {
  if (call.marketType !== 'crypto' || call.stopLoss === null || call.takeProfit === null) return null;
  if (call.bias !== 'Buy' && call.bias !== 'Sell') return null;
  return {
    coin: cryptoCoinOfSymbol(call.symbol),
    side: call.bias === 'Buy' ? 'buy' : 'sell',
    entry: call.entry,
    takeProfit: call.takeProfit,
    stopLoss: call.stopLoss,
  };
}

/** `/trading?symbol=BTC&side=buy&price=…&tp=…&sl=…`: the trading screen reads it once. */
export function tradeSetupPath(setup: TradeSetup): string {
  const query = new URLSearchParams({
    symbol: setup.coin,
    side: setup.side,
    price: String(setup.entry),
    tp: String(setup.takeProfit),
    sl: String(setup.stopLoss),
  });
  return `/trading?${query.toString()}`;
}

const POSITIVE_DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The order form's prefill from a setup link: side, limit at the price, TP/SL on; nothing when the
 * link carries no complete, well-formed setup (a plain `?symbol=` link stays a plain form).
 */
export function tradeSetupActions(params: URLSearchParams): OrderFormAction[] {
  const side = params.get('side');
  const price = params.get('price') ?? '';
  const tp = params.get('tp') ?? '';
  const sl = params.get('sl') ?? '';
  if ((side !== 'buy' && side !== 'sell') || ![price, tp, sl].every((text) => POSITIVE_DECIMAL.test(text))) {
    return [];
  }
  return [
    { type: 'setSide', side },
    { type: 'setOrderType', orderType: 'limit' },
    { type: 'setPrice', price },
    { type: 'setTpslEnabled', enabled: true },
    { type: 'setTpsl', kind: 'tp', field: 'price', text: tp },
    { type: 'setTpsl', kind: 'sl', field: 'price', text: sl },
  ];
}
