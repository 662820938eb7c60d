import { lazy } from 'react';

/** The position dialogs load on first use, wherever a position is acted on. */
export const ClosePositionDialog = lazy(() =>
  import('./PositionDialogs').then((m) => ({ default: m.ClosePositionDialog })),
);
export const TradeResultDialog = lazy(() =>
  import('./PositionDialogs').then((m) => ({ default: m.TradeResultDialog })),
);
export const PositionTpslDialog = lazy(() =>
  import('./TpslDialogs').then((m) => ({ default: m.PositionTpslDialog })),
);
export const EditTpslDialog = lazy(() =>
  import('./TpslDialogs').then((m) => ({ default: m.EditTpslDialog })),
);
export const TradeSummaryDialog = lazy(() =>
  import('./TradeSummaryCard').then((m) => ({ default: m.TradeSummaryDialog })),
);
