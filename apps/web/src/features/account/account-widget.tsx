import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAccount, useOpenOrders, useTradingAccount } from '../../data';
import { Button, Spinner } from '../../ui';

/** Clicking a coin in a table: the parent's choice, or by default its perpetual market. */
export type SelectCoin = (coin: string) => void;

/** What every account widget takes from a parent: nothing it needs, only where a coin click leads. */
export interface AccountWidgetProps {
  onSelectCoin?: SelectCoin | undefined;
}

export function useSelectCoin(onSelectCoin: SelectCoin | undefined): SelectCoin {
  const navigate = useNavigate();
  const openMarket = useCallback(
    (coin: string) => navigate(`/perpetual?symbol=${encodeURIComponent(coin)}`),
    [navigate],
  );
  return onSelectCoin ?? openMarket;
}

/** The account tables' failure: the positions' first, then the orders'. */
export function useAccountTablesError(): string | undefined {
  const account = useTradingAccount();
  const orders = useOpenOrders();
  if (account.isError) return 'Failed to fetch positions';
  if (orders.isError) return 'Failed to fetch orders';
  return undefined;
}

/**
 * An account widget's content once a wallet is connected; while the wallet layer loads it waits
 * for it instead of asking to connect.
 */
export function AccountGate({ connectText, children }: { connectText: string; children: ReactNode }) {
  const { status, address } = useAccount();
  if (address) return children;
  if (status === 'loading')
    return (
      <p role="status" className="flex items-center justify-center gap-2 px-3 py-6 text-muted">
        <Spinner size={12} /> Loading wallet...
      </p>
    );
  return <p className="px-3 py-6 text-center text-muted">{connectText}</p>;
}

/** A table-wide action above a table (Close All, Cancel All), shown only when it applies. */
export function BulkAction({ label, show, onClick }: { label: string; show: boolean; onClick: () => void }) {
  if (!show) return null;
  return (
    <div className="flex justify-end px-3 pt-2">
      <Button size="sm" variant="destructive" onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
