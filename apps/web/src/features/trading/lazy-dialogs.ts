import { lazy } from 'react';

/** The leverage and margin-mode dialogs load on first use, wherever they are opened. */
export const LeverageDialog = lazy(() =>
  import('./TradingDialogs').then((m) => ({ default: m.LeverageDialog })),
);
export const MarginModeDialog = lazy(() =>
  import('./TradingDialogs').then((m) => ({ default: m.MarginModeDialog })),
);
