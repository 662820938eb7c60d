import { movedOrderPrice, type TraderChartLine, traderChartLines } from '@pluto/core';
import { useCallback, useMemo } from 'react';
import {
  useAccount,
  useChartDataSource,
  useOpenOrders,
  useTradingAccount,
  useTradingMutations,
  useUserFills,
} from '../../data';
import { toast } from '../../ui';
import ChartWidget from './ChartWidget';

export interface PerpetualChartProps {
  coin: string;
  price: number | undefined;
  /** The market's size decimals: a moved order's price is made valid with them. */
  szDecimals: number;
  fill?: boolean;
  /** Shows another market, chosen in the chart's symbol search. */
  onSymbolChange?: (coin: string) => void;
}

/**
 * The chart widget on a perpetual market: candles from the exchange, and with a wallet connected the
 * position, its orders and fills; dragging an order line modifies the order (batch-modify-orders).
 */
export default function PerpetualChart({
  coin,
  price,
  szDecimals,
  fill,
  onSymbolChange,
}: PerpetualChartProps) {
  const source = useChartDataSource();
  const { address } = useAccount();
  const account = useTradingAccount();
  const orders = useOpenOrders();
  const fills = useUserFills();
  const { modifyOrderPrice } = useTradingMutations();
  const positions = address ? account.data?.positions : undefined;
  const openOrders = address ? orders.data : undefined;
  const lines = useMemo(
    () => traderChartLines(coin, positions ?? [], openOrders ?? []),
    [coin, positions, openOrders],
  );
  const moveOrder = useCallback(
    async (line: TraderChartLine, to: number) => {
      const price = movedOrderPrice(to, szDecimals);
      if (!line.order || price === undefined) return false;
      try {
        await modifyOrderPrice(line.order, price);
        return true;
      } catch (error) {
        toast({
          title: 'Order not moved',
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        });
        return false;
      }
    },
    [modifyOrderPrice, szDecimals],
  );
  return (
    <ChartWidget
      symbol={coin}
      price={price}
      source={source}
      fill={fill}
      traderLines={lines}
      fills={address ? (fills.data ?? []) : []}
      onMoveOrder={address ? moveOrder : undefined}
      onSymbolChange={onSymbolChange}
    />
  );
}
