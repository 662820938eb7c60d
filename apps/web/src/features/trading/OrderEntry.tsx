import type { PerpMarketSummary } from '@pluto/core';
import { Suspense } from 'react';
import { LeverageDialog, MarginModeDialog } from './lazy-dialogs';
import { OrderFormView } from './OrderForm';
import { useOrderEntry } from './use-order-entry';

/** The order form widget: places orders on `coin` and adjusts its leverage and margin mode. */
export function OrderEntry({ coin, market }: { coin: string; market: PerpMarketSummary | undefined }) {
  const entry = useOrderEntry(coin, market);
  const { leverage } = entry;
  const { marginMode } = entry.view;
  const closeOnDismiss = (open: boolean) => !open && entry.closeDialog();
  return (
    <>
      <OrderFormView {...entry.view} />
      <Suspense fallback={null}>
        {entry.dialog === 'leverage' && (
          <LeverageDialog
            open
            onOpenChange={closeOnDismiss}
            coin={coin}
            current={leverage}
            maxLeverage={market?.maxLeverage}
            onConfirm={entry.changeLeverage}
          />
        )}
        {entry.dialog === 'margin' && (
          <MarginModeDialog
            open
            onOpenChange={closeOnDismiss}
            coin={coin}
            current={marginMode}
            onlyIsolated={market?.onlyIsolated ?? false}
            onConfirm={entry.changeMarginMode}
          />
        )}
      </Suspense>
    </>
  );
}
