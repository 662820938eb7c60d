import { chartLabelTables } from './locales';

/** The labels of the trader's lines on the chart and of moving an order far. */
export const TRADER_LABELS = chartLabelTables(
  {
    position: 'Position',
    liquidation: 'Liq.',
    take_profit: 'TP',
    stop_loss: 'SL',
    buy: 'Buy',
    sell: 'Sell',
    move_order_far: 'The new price is {percent} % away from the current one. Move the order?',
  },
  {
    position: '持仓',
    liquidation: '强平',
    take_profit: '止盈',
    stop_loss: '止损',
    buy: '买',
    sell: '卖',
    move_order_far: '新价格距当前价格 {percent}%，确定修改委托吗？',
  },
);
