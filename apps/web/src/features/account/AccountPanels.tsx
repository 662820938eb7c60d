import {
  SMALL_BALANCE_USD,
  type TradingAccountSummary,
  type TradingFill,
  type TradingFunding,
  type TradingOpenOrder,
  type TradingPosition,
} from '@pluto/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, DataTable, Spinner, Switch, TabPanel, Tabs } from '../../ui';
import {
  BALANCE_COLUMNS,
  fundingColumns,
  type HistoricalOrder,
  openOrderColumns,
  orderHistoryColumns,
  positionColumns,
  tradeColumns,
} from './account-columns';

export type BottomTab =
  | 'balances'
  | 'positions'
  | 'openOrders'
  | 'twap'
  | 'trades'
  | 'funding'
  | 'orderHistory';

/** A panel-wide action above a table (Close All, Cancel All), shown only when it applies. */
function BulkAction({ label, show, onClick }: { label: string; show: boolean; onClick: () => void }) {
  if (!show) return null;
  return (
    <div className="flex justify-end px-3 pt-2">
      <Button size="sm" variant="destructive" onClick={onClick}>
        {label}
      </Button>
    </div>
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
  orderHistory: readonly HistoricalOrder[] | undefined;
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
  const { onSelectCoin } = props;
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
        <DataTable
          rows={balances}
          loading={props.positionsLoading}
          error={props.error}
          rowKey={(b) => b.coin}
          empty="No balances"
          columns={BALANCE_COLUMNS}
        />,
      )}
      {body(
        'positions',
        <>
          <BulkAction
            label="Close All"
            show={positions !== undefined && positions.length > 1}
            onClick={props.onCloseAll}
          />
          <DataTable
            rows={positions}
            loading={props.positionsLoading}
            error={props.error}
            rowKey={(p) => p.coin}
            empty="No open positions"
            columns={positionColumns({ onSelectCoin, onClose: props.onClose })}
          />
        </>,
      )}
      {body(
        'openOrders',
        <>
          <BulkAction
            label="Cancel All"
            show={openOrders !== undefined && openOrders.length > 0}
            onClick={props.onCancelAll}
          />
          <DataTable
            rows={openOrders}
            loading={props.ordersLoading}
            error={props.error}
            rowKey={(o) => o.oid}
            empty="No open orders"
            columns={openOrderColumns({
              onSelectCoin,
              onCancel: props.onCancel,
              cancelling: props.cancelling,
            })}
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
        <DataTable
          rows={props.fills}
          loading={props.fillsLoading}
          rowKey={(f) => f.id}
          empty="No trades yet"
          columns={tradeColumns({ onSelectCoin })}
        />,
      )}
      {body(
        'funding',
        <DataTable
          rows={props.funding}
          loading={props.fundingLoading}
          rowKey={(f) => f.id}
          empty="No funding payments yet"
          columns={fundingColumns({ onSelectCoin })}
        />,
      )}
      {body(
        'orderHistory',
        <DataTable
          rows={props.orderHistory}
          loading={props.orderHistoryLoading}
          rowKey={(o) => `${o.oid}-${o.statusTimestamp}`}
          empty="No orders yet"
          columns={orderHistoryColumns({ onSelectCoin })}
        />,
      )}
    </Tabs>
  );
}
