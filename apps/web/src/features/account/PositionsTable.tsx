import type { ClosedTrade, TradingPosition } from '@pluto/core';
import { Suspense, useState } from 'react';
import { usePositionsTpsl, useTradingAccount } from '../../data';
import { DataTable } from '../../ui';
import { positionColumns } from './account-columns';
import {
  AccountGate,
  type AccountWidgetProps,
  BulkAction,
  useAccountTablesError,
  useSelectCoin,
} from './account-widget';
import { ClosePositionDialog, EditTpslDialog, TradeResultDialog } from './lazy-dialogs';
import { usePositionActions } from './use-position-actions';

/** Seed 000 §2, §4: the open positions, each closed at market after a confirmation, or all at once. */
export function PositionsTable({ onSelectCoin }: AccountWidgetProps) {
  const selectCoin = useSelectCoin(onSelectCoin);
  const account = useTradingAccount();
  const error = useAccountTablesError();
  const actions = usePositionActions();
  const [closing, setClosing] = useState<TradingPosition | null>(null);
  const [result, setResult] = useState<ClosedTrade | null>(null);
  const tpslByCoin = usePositionsTpsl();
  const [editingTpsl, setEditingTpsl] = useState<TradingPosition | null>(null);
  const tpsl = {
    pricesOf: (p: TradingPosition) => {
      const orders = tpslByCoin.get(p.coin);
      return { tp: orders?.takeProfit?.price, sl: orders?.stopLoss?.price };
    },
    onEdit: setEditingTpsl,
  };
  const positions = account.data?.positions;
  return (
    <AccountGate connectText="Connect wallet to view positions">
      <BulkAction
        label="Close All"
        show={positions !== undefined && positions.length > 1}
        onClick={() => void actions.closeAll(positions ?? [])}
      />
      <DataTable
        rows={positions}
        loading={account.isLoading}
        error={error}
        rowKey={(p) => p.coin}
        empty="No open positions"
        columns={positionColumns({ onSelectCoin: selectCoin, onClose: setClosing, tpsl })}
      />
      <Suspense fallback={null}>
        {closing && (
          <ClosePositionDialog
            position={closing}
            onOpenChange={(open) => !open && setClosing(null)}
            onConfirm={async () => {
              const trade = await actions.close(closing);
              if (trade) setResult(trade);
              return trade !== false;
            }}
          />
        )}
        {editingTpsl && (
          <EditTpslDialog
            position={editingTpsl}
            current={tpslByCoin.get(editingTpsl.coin) ?? { takeProfit: undefined, stopLoss: undefined }}
            onOpenChange={(open) => !open && setEditingTpsl(null)}
          />
        )}
        {result && <TradeResultDialog result={result} onOpenChange={(open) => !open && setResult(null)} />}
      </Suspense>
    </AccountGate>
  );
}
