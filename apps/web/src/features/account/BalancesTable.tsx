import { SMALL_BALANCE_USD, type TradingAccountSummary } from '@pluto/core';
import { useTradingAccount } from '../../data';
import { DataTable } from '../../ui';
import { BALANCE_COLUMNS, type BalanceRow } from './account-columns';
import { AccountGate, useAccountTablesError } from './account-widget';

/** The account's balances (USDC, the exchange's collateral), without the small ones when asked. */
export function balanceRows(
  summary: TradingAccountSummary | undefined,
  hideSmall: boolean,
): BalanceRow[] | undefined {
  if (summary === undefined) return undefined;
  return [{ coin: 'USDC', total: summary.accountValue, available: summary.withdrawable }].filter(
    (b) => !hideSmall || b.total >= SMALL_BALANCE_USD,
  );
}

/** Seed 000 §2: the Balances table; `hideSmall` is the panel's Hide Small Balances switch. */
export function BalancesTable({ hideSmall = false }: { hideSmall?: boolean }) {
  const account = useTradingAccount();
  const error = useAccountTablesError();
  return (
    <AccountGate connectText="Connect wallet to view balances">
      <DataTable
        rows={balanceRows(account.data?.summary, hideSmall)}
        loading={account.isLoading}
        error={error}
        rowKey={(b) => b.coin}
        empty="No balances"
        columns={BALANCE_COLUMNS}
      />
    </AccountGate>
  );
}
