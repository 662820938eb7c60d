import { useState } from 'react';
import { useAccount, useOpenOrders, useTradingAccount } from '../../data';
import { cn, Switch, TabPanel, Tabs } from '../../ui';
import type { AccountWidgetProps } from './account-widget';
import { BalancesTable, balanceRows } from './BalancesTable';
import { FundingHistoryTable, OrderHistoryTable, TradeHistoryTable } from './HistoryTables';
import { OpenOrdersTable } from './OpenOrdersTable';
import { PositionsTable } from './PositionsTable';

type AccountTab = 'balances' | 'positions' | 'openOrders' | 'twap' | 'trades' | 'funding' | 'orderHistory';

/** The tabs' counts: shown once a wallet is connected (open orders once they are known). */
function useTabCounts(hideSmall: boolean) {
  const { address } = useAccount();
  const account = useTradingAccount();
  const orders = useOpenOrders();
  if (!address) return {};
  return {
    balances: balanceRows(account.data?.summary, hideSmall)?.length ?? 0,
    positions: account.data?.positions.length ?? 0,
    openOrders: orders.data?.length,
  };
}

/**
 * Seed 000 §2: the account tabs under the chart, each table a widget fetching its own data; a coin
 * click leads to `onSelectCoin` (by default the coin's perpetual market).
 */
export function AccountPanels({ onSelectCoin, className }: AccountWidgetProps & { className?: string }) {
  const [tab, setTab] = useState<AccountTab>('positions');
  const [hideSmall, setHideSmall] = useState(false);
  const counts = useTabCounts(hideSmall);
  const tabs = [
    { value: 'balances' as const, label: 'Balances', count: counts.balances },
    { value: 'positions' as const, label: 'Positions', count: counts.positions },
    { value: 'openOrders' as const, label: 'Open Orders', count: counts.openOrders },
    { value: 'twap' as const, label: 'TWAP' },
    { value: 'trades' as const, label: 'Trade History' },
    { value: 'funding' as const, label: 'Funding History' },
    { value: 'orderHistory' as const, label: 'Order History' },
  ];
  // A table scrolls inside its panel when the panels are given a height (the trading screen's).
  const panel = 'min-h-0 flex-1 overflow-auto';
  return (
    <Tabs
      tabs={tabs}
      value={tab}
      onValueChange={setTab}
      aria-label="Account panels"
      className={cn('text-xs', className)}
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
      <TabPanel value="balances" className={panel}>
        <BalancesTable hideSmall={hideSmall} />
      </TabPanel>
      <TabPanel value="positions" className={panel}>
        <PositionsTable onSelectCoin={onSelectCoin} />
      </TabPanel>
      <TabPanel value="openOrders" className={panel}>
        <OpenOrdersTable onSelectCoin={onSelectCoin} />
      </TabPanel>
      <TabPanel value="twap" className={panel}>
        <p className="px-3 py-6 text-center text-muted">
          TWAP orders not available in current implementation
        </p>
      </TabPanel>
      <TabPanel value="trades" className={panel}>
        <TradeHistoryTable onSelectCoin={onSelectCoin} />
      </TabPanel>
      <TabPanel value="funding" className={panel}>
        <FundingHistoryTable onSelectCoin={onSelectCoin} />
      </TabPanel>
      <TabPanel value="orderHistory" className={panel}>
        <OrderHistoryTable onSelectCoin={onSelectCoin} />
      </TabPanel>
    </Tabs>
  );
}
