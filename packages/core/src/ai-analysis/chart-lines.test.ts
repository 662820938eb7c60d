import { describe, expect, it } from 'vitest';
import { analysisChartLines } from './chart-lines';

describe('analysisChartLines', () => {
  it('draws a Buy call as a buy order at the entry with its take profit above and stop loss below', () => {
    expect(analysisChartLines({ bias: 'Buy', entry: 100, stopLoss: 95, takeProfit: 110 })).toEqual([
      { id: 'analysis-entry', kind: 'order', price: 100, side: 'buy' },
      { id: 'analysis-take-profit', kind: 'take-profit', price: 110 },
      { id: 'analysis-stop-loss', kind: 'stop-loss', price: 95 },
    ]);
  });

  it('draws a Sell call as a sell order at the entry', () => {
    const lines = analysisChartLines({ bias: 'Sell', entry: 100, stopLoss: 105, takeProfit: 90 });
    expect(lines.map((line) => [line.kind, line.price, line.side])).toEqual([
      ['order', 100, 'sell'],
      ['take-profit', 90, undefined],
      ['stop-loss', 105, undefined],
    ]);
  });

  it('draws nothing for a Neutral call (no trade, the entry is only the last close)', () => {
    expect(analysisChartLines({ bias: 'Neutral', entry: 100, stopLoss: null, takeProfit: null })).toEqual([]);
  });

  it('leaves out a level the call does not have', () => {
    const lines = analysisChartLines({ bias: 'Buy', entry: 100, stopLoss: null, takeProfit: 110 });
    expect(lines.map((line) => line.kind)).toEqual(['order', 'take-profit']);
  });
});
