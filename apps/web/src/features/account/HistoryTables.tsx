import { useHistoricalOrders, useUserFills, useUserFunding } from '../../data';
import { DataTable } from '../../ui';
import { fundingColumns, orderHistoryColumns, tradeColumns } from './account-columns';
import { AccountGate, type AccountWidgetProps, useSelectCoin } from './account-widget';

/** Seed 000 §2: the account's fills, newest first. */
export function TradeHistoryTable({ onSelectCoin }: AccountWidgetProps) {
  const selectCoin = useSelectCoin(onSelectCoin);
  const fills = useUserFills();
  return (
    <AccountGate connectText="Connect wallet to view trade history">
      <DataTable
        rows={fills.data}
        loading={fills.isLoading}
        rowKey={(f) => f.id}
        empty="No trades yet"
        columns={tradeColumns({ onSelectCoin: selectCoin })}
      />
    </AccountGate>
  );
}

/** Seed 000 §2: the funding payments of the account's positions. */
export function FundingHistoryTable({ onSelectCoin }: AccountWidgetProps) {
  const selectCoin = useSelectCoin(onSelectCoin);
  const funding = useUserFunding();
  return (
    <AccountGate connectText="Connect wallet to view funding history">
      <DataTable
        rows={funding.data}
        loading={funding.isLoading}
        rowKey={(f) => f.id}
        empty="No funding payments yet"
        columns={fundingColumns({ onSelectCoin: selectCoin })}
      />
    </AccountGate>
  );
}

/** Seed 000 §2: every order the account placed, with its last status. */
export function OrderHistoryTable({ onSelectCoin }: AccountWidgetProps) {
  const selectCoin = useSelectCoin(onSelectCoin);
  const history = useHistoricalOrders();
  return (
    <AccountGate connectText="Connect wallet to view order history">
      <DataTable
        rows={history.data}
        loading={history.isLoading}
        rowKey={(o) => `${o.oid}-${o.statusTimestamp}`}
        empty="No orders yet"
        columns={orderHistoryColumns({ onSelectCoin: selectCoin })}
      />
    </AccountGate>
  );
}
