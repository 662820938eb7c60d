/**
 * The account widgets: each fetches its own data through the data layer and acts through the
 * trading mutations, so any page places them without props from a parent.
 */
export { AccountPanels } from './AccountPanels';
export { AccountSummary } from './AccountSummary';
export { BalancesTable } from './BalancesTable';
export { FundingHistoryTable, OrderHistoryTable, TradeHistoryTable } from './HistoryTables';
export {
  ClosePositionDialog,
  EditTpslDialog,
  PositionTpslDialog,
  TradeResultDialog,
  TradeSummaryDialog,
} from './lazy-dialogs';
export { OpenOrdersTable } from './OpenOrdersTable';
export { PositionsTable } from './PositionsTable';
export { CopyLinkButton, TradeCardImage } from './TradeSummaryCard';
export { type PositionActions, usePositionActions } from './use-position-actions';
