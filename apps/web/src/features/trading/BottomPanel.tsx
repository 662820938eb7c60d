import {
  formatFixed,
  formatFundingRate,
  formatPrice,
  POSITION_SIZE_DECIMALS,
  SMALL_BALANCE_USD,
  type TradingAccountSummary,
  type TradingFill,
  type TradingFunding,
  type TradingOpenOrder,
  type TradingPosition,
} from '@pluto/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, cn, Spinner, Switch, TabPanel, Tabs } from '../../ui';

export type BottomTab =
  | 'balances'
  | 'positions'
  | 'openOrders'
  | 'twap'
  | 'trades'
  | 'funding'
  | 'orderHistory';

const signedUsd = (value: number) =>
  `${value < 0 ? '-' : value > 0 ? '+' : ''}${formatPrice(Math.abs(value))}`;
const pnlTone = (value: number) => (value > 0 ? 'text-up' : value < 0 ? 'text-down' : undefined);
const time = (ms: number) =>
  new Date(ms).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  className?: string;
}

function Table<T>({
  rows,
  columns,
  rowKey,
  loading,
  error,
  empty,
}: {
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  loading: boolean;
  error?: string | undefined;
  empty: string;
}) {
  if (loading && !rows) {
    return (
      <p className="flex items-center gap-2 px-3 py-6 text-muted">
        <Spinner size={12} /> Loading...
      </p>
    );
  }
  if (error && !rows) return <p className="px-3 py-6 text-down">{error}</p>;
  if (!rows || rows.length === 0) return <p className="px-3 py-6 text-center text-muted">{empty}</p>;
  return (
    <table className="w-full min-w-[640px] border-collapse">
      <thead className="text-faint">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn(
                'px-3 py-1.5 font-normal',
                column.align === 'right' ? 'text-right' : 'text-left',
                column.className,
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="font-mono tabular-nums">
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-line/60 border-t hover:bg-raised/40">
            {columns.map((column) => (
              <td
                key={column.label}
                className={cn('px-3 py-1.5', column.align === 'right' && 'text-right', column.className)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface BottomPanelProps {
  connected: boolean;
  /** The wallet layer is still loading: the account tabs wait for it instead of asking to connect. */
  walletPending: boolean;
  summary: TradingAccountSummary | undefined;
  positions: readonly TradingPosition[] | undefined;
  positionsLoading: boolean;
  openOrders: readonly TradingOpenOrder[] | undefined;
  ordersLoading: boolean;
  fills: readonly TradingFill[] | undefined;
  fillsLoading: boolean;
  funding: readonly TradingFunding[] | undefined;
  fundingLoading: boolean;
  orderHistory: readonly (TradingOpenOrder & { status: string; statusTimestamp: number })[] | undefined;
  orderHistoryLoading: boolean;
  error?: string | undefined;
  cancelling: ReadonlySet<number>;
  onCancel: (order: TradingOpenOrder) => void;
  onCancelAll: () => void;
  onClose: (position: TradingPosition) => void;
  onCloseAll: () => void;
  onSelectCoin: (coin: string) => void;
}

const CONNECT_TEXT: Record<BottomTab, string> = {
  balances: 'Connect wallet to view balances',
  positions: 'Connect wallet to view positions',
  openOrders: 'Connect wallet to view open orders',
  twap: 'Connect wallet to view TWAP orders',
  trades: 'Connect wallet to view trade history',
  funding: 'Connect wallet to view funding history',
  orderHistory: 'Connect wallet to view order history',
};

/** Seed 000 §2: the account tabs under the chart. */
export function BottomPanel(props: BottomPanelProps) {
  const [tab, setTab] = useState<BottomTab>('positions');
  const [hideSmall, setHideSmall] = useState(false);
  const { connected, summary, positions, openOrders } = props;
  const balances =
    summary === undefined
      ? undefined
      : [{ coin: 'USDC', total: summary.accountValue, available: summary.withdrawable }].filter(
          (b) => !hideSmall || b.total >= SMALL_BALANCE_USD,
        );
  const tabs = [
    { value: 'balances' as const, label: 'Balances', count: connected ? (balances?.length ?? 0) : undefined },
    {
      value: 'positions' as const,
      label: 'Positions',
      count: connected ? (positions?.length ?? 0) : undefined,
    },
    {
      value: 'openOrders' as const,
      label: 'Open Orders',
      count: connected && openOrders ? openOrders.length : undefined,
    },
    { value: 'twap' as const, label: 'TWAP' },
    { value: 'trades' as const, label: 'Trade History' },
    { value: 'funding' as const, label: 'Funding History' },
    { value: 'orderHistory' as const, label: 'Order History' },
  ];
  const body = (value: BottomTab, content: ReactNode) => (
    <TabPanel value={value} className="overflow-x-auto">
      {connected || value === 'twap' ? (
        content
      ) : props.walletPending ? (
        <p role="status" className="flex items-center justify-center gap-2 px-3 py-6 text-muted">
          <Spinner size={12} /> Loading wallet...
        </p>
      ) : (
        <p className="px-3 py-6 text-center text-muted">{CONNECT_TEXT[value]}</p>
      )}
    </TabPanel>
  );
  const coinCell = (coin: string, tone?: string) => (
    <button
      type="button"
      onClick={() => props.onSelectCoin(coin)}
      className={cn('font-sans font-medium hover:underline', tone)}
    >
      {coin}
    </button>
  );
  return (
    <Tabs
      tabs={tabs}
      value={tab}
      onValueChange={setTab}
      aria-label="Account panels"
      className="text-xs"
      actions={
        <Switch
          // A phone keeps the tabs room to scroll: the visible label shortens, the name does not.
          aria-label="Hide Small Balances"
          label={
            <>
              <span className="sm:hidden">Hide small</span>
              <span className="max-sm:hidden">Hide Small Balances</span>
            </>
          }
          checked={hideSmall}
          onChange={setHideSmall}
        />
      }
    >
      {body(
        'balances',
        <Table
          rows={balances}
          loading={props.positionsLoading}
          error={props.error}
          rowKey={(b) => b.coin}
          empty="No balances"
          columns={[
            { label: 'Coin', cell: (b) => <span className="font-sans">{b.coin}</span> },
            { label: 'Total Balance', cell: (b) => formatPrice(b.total), align: 'right' },
            { label: 'Available Balance', cell: (b) => formatPrice(b.available), align: 'right' },
          ]}
        />,
      )}
      {body(
        'positions',
        <>
          {positions && positions.length > 1 && (
            <div className="flex justify-end px-3 pt-2">
              <Button size="sm" variant="destructive" onClick={props.onCloseAll}>
                Close All
              </Button>
            </div>
          )}
          <Table
            rows={positions}
            loading={props.positionsLoading}
            error={props.error}
            rowKey={(p) => p.coin}
            empty="No open positions"
            columns={[
              {
                label: 'Coin',
                cell: (p) => (
                  <span className="flex items-center gap-1.5">
                    {coinCell(p.coin, p.side === 'long' ? 'text-up' : 'text-down')}
                    <span className="text-faint">{p.leverage.value}x</span>
                  </span>
                ),
              },
              { label: 'Size', cell: (p) => `${formatFixed(p.szi, POSITION_SIZE_DECIMALS)}`, align: 'right' },
              { label: 'Position Value', cell: (p) => formatPrice(p.positionValue), align: 'right' },
              { label: 'Entry Price', cell: (p) => formatPrice(p.entryPrice), align: 'right' },
              { label: 'Mark Price', cell: (p) => formatPrice(p.markPrice), align: 'right' },
              {
                label: 'PnL (ROE %)',
                cell: (p) => (
                  <span className={pnlTone(p.unrealizedPnl)}>
                    {signedUsd(p.unrealizedPnl)} ({formatFixed(p.returnOnEquity, 2)}%)
                  </span>
                ),
                align: 'right',
              },
              {
                label: 'Liq. Price',
                cell: (p) => (p.liquidationPrice === undefined ? 'N/A' : formatPrice(p.liquidationPrice)),
                align: 'right',
              },
              {
                label: 'Margin',
                cell: (p) =>
                  `${formatPrice(p.marginUsed)} (${p.leverage.type === 'cross' ? 'Cross' : 'Isolated'})`,
                align: 'right',
              },
              { label: 'Funding', cell: (p) => signedUsd(-p.cumFunding), align: 'right' },
              {
                label: 'Close',
                cell: (p) => (
                  <Button size="sm" variant="secondary" onClick={() => props.onClose(p)}>
                    Close
                  </Button>
                ),
                align: 'right',
              },
            ]}
          />
        </>,
      )}
      {body(
        'openOrders',
        <>
          {openOrders && openOrders.length > 0 && (
            <div className="flex justify-end px-3 pt-2">
              <Button size="sm" variant="destructive" onClick={props.onCancelAll}>
                Cancel All
              </Button>
            </div>
          )}
          <Table
            rows={openOrders}
            loading={props.ordersLoading}
            error={props.error}
            rowKey={(o) => o.oid}
            empty="No open orders"
            columns={[
              { label: 'Time', cell: (o) => time(o.timestamp) },
              { label: 'Type', cell: (o) => <span className="font-sans">{o.orderType}</span> },
              { label: 'Coin', cell: (o) => coinCell(o.coin) },
              {
                label: 'Direction',
                cell: (o) => (
                  <span className={o.side === 'buy' ? 'text-up' : 'text-down'}>
                    {o.reduceOnly
                      ? o.side === 'buy'
                        ? 'Close Short'
                        : 'Close Long'
                      : o.side === 'buy'
                        ? 'Long'
                        : 'Short'}
                  </span>
                ),
              },
              { label: 'Size', cell: (o) => formatFixed(o.size, POSITION_SIZE_DECIMALS), align: 'right' },
              {
                label: 'Original Size',
                cell: (o) => formatFixed(o.originalSize, POSITION_SIZE_DECIMALS),
                align: 'right',
              },
              { label: 'Price', cell: (o) => formatPrice(o.price), align: 'right' },
              { label: 'Trigger', cell: (o) => o.triggerCondition, align: 'right' },
              {
                label: 'Cancel',
                cell: (o) => (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={props.cancelling.has(o.oid)}
                    onClick={() => props.onCancel(o)}
                  >
                    {props.cancelling.has(o.oid) ? 'Cancelling...' : 'Cancel'}
                  </Button>
                ),
                align: 'right',
              },
            ]}
          />
        </>,
      )}
      {body(
        'twap',
        <p className="px-3 py-6 text-center text-muted">
          TWAP orders not available in current implementation
        </p>,
      )}
      {body(
        'trades',
        <Table
          rows={props.fills}
          loading={props.fillsLoading}
          rowKey={(f) => f.id}
          empty="No trades yet"
          columns={[
            { label: 'Time', cell: (f) => time(f.time) },
            { label: 'Coin', cell: (f) => coinCell(f.coin) },
            {
              label: 'Direction',
              cell: (f) => (
                <span className={f.side === 'buy' ? 'text-up' : 'text-down'}>{f.direction || f.side}</span>
              ),
            },
            { label: 'Price', cell: (f) => formatPrice(f.price), align: 'right' },
            { label: 'Size', cell: (f) => formatFixed(f.size, POSITION_SIZE_DECIMALS), align: 'right' },
            { label: 'Trade Value', cell: (f) => formatPrice(f.size * f.price), align: 'right' },
            { label: 'Fee', cell: (f) => formatPrice(f.fee), align: 'right' },
            {
              label: 'Closed PnL',
              cell: (f) => <span className={pnlTone(f.pnl)}>{signedUsd(f.pnl)}</span>,
              align: 'right',
            },
          ]}
        />,
      )}
      {body(
        'funding',
        <Table
          rows={props.funding}
          loading={props.fundingLoading}
          rowKey={(f) => f.id}
          empty="No funding payments yet"
          columns={[
            { label: 'Time', cell: (f) => time(f.time) },
            { label: 'Coin', cell: (f) => coinCell(f.coin) },
            { label: 'Size', cell: (f) => formatFixed(f.szi, POSITION_SIZE_DECIMALS), align: 'right' },
            {
              label: 'Payment',
              cell: (f) => <span className={pnlTone(f.payment)}>{signedUsd(f.payment)}</span>,
              align: 'right',
            },
            { label: 'Rate', cell: (f) => formatFundingRate(f.fundingRate), align: 'right' },
          ]}
        />,
      )}
      {body(
        'orderHistory',
        <Table
          rows={props.orderHistory}
          loading={props.orderHistoryLoading}
          rowKey={(o) => `${o.oid}-${o.statusTimestamp}`}
          empty="No orders yet"
          columns={[
            { label: 'Time', cell: (o) => time(o.statusTimestamp) },
            { label: 'Type', cell: (o) => <span className="font-sans">{o.orderType}</span> },
            { label: 'Coin', cell: (o) => coinCell(o.coin) },
            {
              label: 'Direction',
              cell: (o) => (
                <span className={o.side === 'buy' ? 'text-up' : 'text-down'}>
                  {o.side === 'buy' ? 'Buy' : 'Sell'}
                </span>
              ),
            },
            {
              label: 'Size',
              cell: (o) => formatFixed(o.originalSize, POSITION_SIZE_DECIMALS),
              align: 'right',
            },
            { label: 'Price', cell: (o) => formatPrice(o.price), align: 'right' },
            { label: 'Reduce Only', cell: (o) => (o.reduceOnly ? 'Yes' : 'No'), align: 'right' },
            {
              label: 'Status',
              cell: (o) => <span className="font-sans capitalize">{o.status}</span>,
              align: 'right',
            },
          ]}
        />,
      )}
    </Tabs>
  );
}
