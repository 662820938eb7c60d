import {
  type ChartPeriod,
  chartFillMarkers,
  formatPrice,
  orderMoveNeedsConfirmation,
  periodMs,
  type TraderChartLine,
  type TradingFill,
} from '@pluto/core';
import { useCallback, useMemo, useState } from 'react';
import type { Translate } from './locales';
import type { TraderLine } from './trader-lines';
import type { TraderLineMoved } from './trader-sync';

/** What moving an order line does: resolves false when refused (the line goes back). */
export type MoveOrderLine = (line: TraderChartLine, price: number) => Promise<boolean>;

function labelOf(line: TraderChartLine, t: Translate): string {
  const size = line.size === undefined ? '' : ` ${line.size}`;
  switch (line.kind) {
    case 'position': {
      const pnl = line.pnl ?? 0;
      return `${t('position')}${size} · PnL ${pnl >= 0 ? '+' : ''}${pnl.toFixed(2)}`;
    }
    case 'liquidation':
      return t('liquidation');
    case 'take-profit':
      return `${t('take_profit')}${size}`;
    case 'stop-loss':
      return `${t('stop_loss')}${size}`;
    case 'order':
      return `${line.side === 'sell' ? t('sell') : t('buy')}${size}`;
  }
}

export interface PendingMove {
  line: TraderChartLine;
  price: number;
  resolve: (confirmed: boolean) => void;
}

/**
 * The trader's lines labelled in the widget's locale, the fills on the candles of the period shown,
 * and the move of an order line: asked first when more than 5 % away, then handed to `moveOrder`.
 */
export function useTraderChart(
  symbol: string,
  lines: readonly TraderChartLine[],
  fills: readonly TradingFill[],
  period: ChartPeriod,
  t: Translate,
  moveOrder: MoveOrderLine | undefined,
) {
  const [pending, setPending] = useState<PendingMove | null>(null);
  const labelled = useMemo<TraderLine[]>(
    () => lines.map((line) => ({ ...line, label: labelOf(line, t) })),
    [lines, t],
  );
  const markers = useMemo(() => chartFillMarkers(symbol, fills, periodMs(period)), [symbol, fills, period]);
  const onMoved = useCallback<TraderLineMoved>(
    async (line, price) => {
      if (!moveOrder || !line.order) return false;
      if (orderMoveNeedsConfirmation(line.price, price)) {
        const confirmed = await new Promise<boolean>((resolve) => setPending({ line, price, resolve }));
        setPending(null);
        if (!confirmed) return false;
      }
      return moveOrder(line, price);
    },
    [moveOrder],
  );
  const percent = pending
    ? Math.abs(((pending.price - pending.line.price) / pending.line.price) * 100).toFixed(2)
    : '';
  return {
    lines: labelled,
    markers,
    onMoved: moveOrder ? onMoved : undefined,
    pending,
    confirmText: pending
      ? `${formatPrice(pending.line.price)} → ${formatPrice(pending.price)}. ${t('move_order_far', { percent })}`
      : '',
  };
}
