import { useOpenOrders } from '../../data';
import { DataTable } from '../../ui';
import { openOrderColumns } from './account-columns';
import {
  AccountGate,
  type AccountWidgetProps,
  BulkAction,
  useAccountTablesError,
  useSelectCoin,
} from './account-widget';
import { useOrderActions } from './use-order-actions';

/** Seed 000 §2, §7: the open orders, each cancelled on its own (showing it) or all at once. */
export function OpenOrdersTable({ onSelectCoin }: AccountWidgetProps) {
  const selectCoin = useSelectCoin(onSelectCoin);
  const orders = useOpenOrders();
  const error = useAccountTablesError();
  const actions = useOrderActions();
  const openOrders = orders.data;
  return (
    <AccountGate connectText="Connect wallet to view open orders">
      <BulkAction
        label="Cancel All"
        show={openOrders !== undefined && openOrders.length > 0}
        onClick={() => void actions.cancelAll(openOrders ?? [])}
      />
      <DataTable
        rows={openOrders}
        loading={orders.isLoading}
        error={error}
        rowKey={(o) => o.oid}
        empty="No open orders"
        columns={openOrderColumns({
          onSelectCoin: selectCoin,
          onCancel: (order) => void actions.cancel(order),
          cancelling: actions.cancelling,
        })}
      />
    </AccountGate>
  );
}
