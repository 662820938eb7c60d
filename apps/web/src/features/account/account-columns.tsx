import {
  formatFixed,
  formatFundingRate,
  formatPrice,
  formatSignedUsd,
  formatTableTime,
  POSITION_SIZE_DECIMALS,
  type TradingFill,
  type TradingFunding,
  type TradingOpenOrder,
  type TradingPosition,
} from '@pluto/core';
import { Pencil } from 'lucide-react';
import { Button, cn, type DataColumn } from '../../ui';

/**
 * The account panels' columns (seed 000 §2), one list per panel, so the trading screen's bottom panel
 * and a portfolio page render the same tables. Each is a function of the callbacks its cells need.
 */

export interface BalanceRow {
  coin: string;
  total: number;
  available: number;
}

export type HistoricalOrder = TradingOpenOrder & { status: string; statusTimestamp: number };

/** Clicking a coin opens its market. */
type SelectCoin = (coin: string) => void;

const pnlTone = (value: number) => (value > 0 ? 'text-up' : value < 0 ? 'text-down' : undefined);
const sideTone = (side: TradingOpenOrder['side']) => (side === 'buy' ? 'text-up' : 'text-down');
const signedUsd = formatSignedUsd;
const time = formatTableTime;

function CoinButton({ coin, tone, onSelect }: { coin: string; tone?: string; onSelect: SelectCoin }) {
  return (
    <button
      type="button"
      onClick={() => onSelect(coin)}
      className={cn('font-sans font-medium hover:underline', tone)}
    >
      {coin}
    </button>
  );
}

/** The exchange's liquidation price, or the form's estimate marked as one when the exchange gives none. */
function LiquidationPrice({ position }: { position: TradingPosition }) {
  if (position.liquidationPrice === undefined) return 'N/A';
  if (!position.liquidationEstimated) return formatPrice(position.liquidationPrice);
  return (
    <span title="Estimated from the entry price and leverage: the exchange reports no liquidation price for this position">
      ≈{formatPrice(position.liquidationPrice)} <span className="text-faint">(est.)</span>
    </span>
  );
}

const timeColumn = <Row,>(at: (row: Row) => number): DataColumn<Row> => ({
  id: 'time',
  header: 'Time',
  cell: (row) => time(at(row)),
});

const coinColumn = <Row extends { coin: string }>(onSelectCoin: SelectCoin): DataColumn<Row> => ({
  id: 'coin',
  header: 'Coin',
  cell: (row) => <CoinButton coin={row.coin} onSelect={onSelectCoin} />,
});

const orderTypeColumn: DataColumn<TradingOpenOrder> = {
  id: 'type',
  header: 'Type',
  cell: (order) => <span className="font-sans">{order.orderType}</span>,
};

const sizeColumn = <Row,>(size: (row: Row) => number): DataColumn<Row> => ({
  id: 'size',
  header: 'Size',
  cell: (row) => formatFixed(size(row), POSITION_SIZE_DECIMALS),
  align: 'right',
});

const priceColumn = <Row extends { price: number }>(): DataColumn<Row> => ({
  id: 'price',
  header: 'Price',
  cell: (row) => formatPrice(row.price),
  align: 'right',
});

const signedUsdColumn = <Row,>(id: string, header: string, value: (row: Row) => number): DataColumn<Row> => ({
  id,
  header,
  cell: (row) => <span className={pnlTone(value(row))}>{signedUsd(value(row))}</span>,
  align: 'right',
});

export const BALANCE_COLUMNS: readonly DataColumn<BalanceRow>[] = [
  { id: 'coin', header: 'Coin', cell: (b) => <span className="font-sans">{b.coin}</span> },
  { id: 'total', header: 'Total Balance', cell: (b) => formatPrice(b.total), align: 'right' },
  { id: 'available', header: 'Withdrawable', cell: (b) => formatPrice(b.available), align: 'right' },
];

/** A position's inferred TP and SL prices (seed 000 §3), with the button that edits them. */
function TpslCell({ prices, onEdit }: { prices: { tp?: number; sl?: number }; onEdit: () => void }) {
  const price = (value: number | undefined) => (value === undefined ? '--' : formatPrice(value));
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="text-up">{price(prices.tp)}</span>
      <span className="text-faint">/</span>
      <span className="text-down">{price(prices.sl)}</span>
      <Button size="sm" variant="ghost" aria-label="Edit TP/SL" onClick={onEdit}>
        <Pencil size={12} aria-hidden />
      </Button>
    </span>
  );
}

export function positionColumns(actions: {
  onSelectCoin: SelectCoin;
  onClose: (position: TradingPosition) => void;
  /** The TP/SL column: each position's TP and SL prices, and what its edit button opens. */
  tpsl?: {
    pricesOf: (position: TradingPosition) => { tp?: number; sl?: number };
    onEdit: (position: TradingPosition) => void;
  };
}): DataColumn<TradingPosition>[] {
  const { tpsl } = actions;
  return [
    {
      id: 'coin',
      header: 'Coin',
      cell: (p) => (
        <span className="flex items-center gap-1.5">
          <CoinButton
            coin={p.coin}
            tone={p.side === 'long' ? 'text-up' : 'text-down'}
            onSelect={actions.onSelectCoin}
          />
          <span className="text-faint">{p.leverage.value}x</span>
        </span>
      ),
    },
    sizeColumn((p) => p.szi),
    { id: 'value', header: 'Position Value', cell: (p) => formatPrice(p.positionValue), align: 'right' },
    { id: 'entry', header: 'Entry Price', cell: (p) => formatPrice(p.entryPrice), align: 'right' },
    { id: 'mark', header: 'Mark Price', cell: (p) => formatPrice(p.markPrice), align: 'right' },
    {
      id: 'pnl',
      header: 'PnL (ROE %)',
      cell: (p) => (
        <span className={pnlTone(p.unrealizedPnl)}>
          {signedUsd(p.unrealizedPnl)} ({formatFixed(p.returnOnEquity, 2)}%)
        </span>
      ),
      align: 'right',
    },
    {
      id: 'liquidation',
      header: 'Liq. Price',
      cell: (p) => <LiquidationPrice position={p} />,
      align: 'right',
    },
    {
      id: 'margin',
      header: 'Margin',
      cell: (p) => `${formatPrice(p.marginUsed)} (${p.leverage.type === 'cross' ? 'Cross' : 'Isolated'})`,
      align: 'right',
    },
    // The exchange counts the funding a position paid; the column shows what it earned.
    { id: 'funding', header: 'Funding', cell: (p) => signedUsd(-p.cumFunding), align: 'right' },
    ...(tpsl
      ? [
          {
            id: 'tpsl',
            header: 'TP/SL',
            cell: (p: TradingPosition) => (
              <TpslCell prices={tpsl.pricesOf(p)} onEdit={() => tpsl.onEdit(p)} />
            ),
            align: 'right' as const,
          },
        ]
      : []),
    {
      id: 'close',
      header: 'Close',
      cell: (p) => (
        <Button size="sm" variant="secondary" onClick={() => actions.onClose(p)}>
          Close
        </Button>
      ),
      align: 'right',
    },
  ];
}

/** Seed 000 §2: a reduce-only order closes the opposite side. */
const openOrderDirection = (order: TradingOpenOrder) =>
  order.reduceOnly
    ? order.side === 'buy'
      ? 'Close Short'
      : 'Close Long'
    : order.side === 'buy'
      ? 'Long'
      : 'Short';

export function openOrderColumns(actions: {
  onSelectCoin: SelectCoin;
  onCancel: (order: TradingOpenOrder) => void;
  /** The orders whose cancel is in flight. */
  cancelling: ReadonlySet<number>;
}): DataColumn<TradingOpenOrder>[] {
  return [
    timeColumn((o) => o.timestamp),
    orderTypeColumn,
    coinColumn(actions.onSelectCoin),
    {
      id: 'direction',
      header: 'Direction',
      cell: (o) => <span className={sideTone(o.side)}>{openOrderDirection(o)}</span>,
    },
    sizeColumn((o) => o.size),
    {
      id: 'originalSize',
      header: 'Original Size',
      cell: (o) => formatFixed(o.originalSize, POSITION_SIZE_DECIMALS),
      align: 'right',
    },
    priceColumn(),
    { id: 'trigger', header: 'Trigger', cell: (o) => o.triggerCondition, align: 'right' },
    {
      id: 'cancel',
      header: 'Cancel',
      cell: (o) => (
        <Button
          size="sm"
          variant="ghost"
          disabled={actions.cancelling.has(o.oid)}
          onClick={() => actions.onCancel(o)}
        >
          {actions.cancelling.has(o.oid) ? 'Cancelling...' : 'Cancel'}
        </Button>
      ),
      align: 'right',
    },
  ];
}

export function tradeColumns(actions: { onSelectCoin: SelectCoin }): DataColumn<TradingFill>[] {
  return [
    timeColumn((f) => f.time),
    coinColumn(actions.onSelectCoin),
    {
      id: 'direction',
      header: 'Direction',
      cell: (f) => <span className={sideTone(f.side)}>{f.direction || f.side}</span>,
    },
    priceColumn(),
    sizeColumn((f) => f.size),
    { id: 'value', header: 'Trade Value', cell: (f) => formatPrice(f.size * f.price), align: 'right' },
    { id: 'fee', header: 'Fee', cell: (f) => formatPrice(f.fee), align: 'right' },
    signedUsdColumn('pnl', 'Closed PnL', (f) => f.pnl),
  ];
}

export function fundingColumns(actions: { onSelectCoin: SelectCoin }): DataColumn<TradingFunding>[] {
  return [
    timeColumn((f) => f.time),
    coinColumn(actions.onSelectCoin),
    sizeColumn((f) => f.szi),
    signedUsdColumn('payment', 'Payment', (f) => f.payment),
    { id: 'rate', header: 'Rate', cell: (f) => formatFundingRate(f.fundingRate), align: 'right' },
  ];
}

export function orderHistoryColumns(actions: { onSelectCoin: SelectCoin }): DataColumn<HistoricalOrder>[] {
  return [
    timeColumn((o) => o.statusTimestamp),
    orderTypeColumn,
    coinColumn(actions.onSelectCoin),
    {
      id: 'direction',
      header: 'Direction',
      cell: (o) => <span className={sideTone(o.side)}>{o.side === 'buy' ? 'Buy' : 'Sell'}</span>,
    },
    sizeColumn((o) => o.originalSize),
    priceColumn(),
    { id: 'reduceOnly', header: 'Reduce Only', cell: (o) => (o.reduceOnly ? 'Yes' : 'No'), align: 'right' },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => <span className="font-sans capitalize">{o.status}</span>,
      align: 'right',
    },
  ];
}
