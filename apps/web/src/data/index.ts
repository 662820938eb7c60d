/**
 * The web app's data layer: everything that talks to the exchange, the chain and the server, and
 * the query cache it all lands in. Features and the app import data from here only; the folders
 * below are its internals (exchange transport and socket, markets, account state and streams, funds,
 * approvals, trading mutations).
 */

export { ServerError } from '../lib/server/server-request';
export { useOptionalSession, useSession } from '../lib/server/session-context';
export { type Account, type Address, useAccount } from './account/account';
export {
  type AccountSummary,
  type PositionTpslOrders,
  useAccountSummary,
  useActiveAssetData,
  useHistoricalOrders,
  useOpenOrders,
  usePortfolio,
  usePositionsTpsl,
  useTradingAccount,
  useUserFees,
  useUserFills,
  useUserFunding,
} from './account/user-data';
export { UserStreamsProvider } from './account/user-streams';
export {
  fetchImageBlob,
  type PairWrite,
  type TokenWrite,
  useAdminActions,
  useAdminAuditLog,
  useAdminList,
  useAdminPairs,
  useAdminTokens,
  useChainTokens,
  useTokenMetadataLookup,
} from './admin/admin';
export {
  useAiSymbols,
  useAiWallet,
  useAnalysisHistory,
  useAnalyzeChart,
  useStrategies,
  useStrategyActions,
} from './ai-analysis/ai-analysis';
export { useAnalysisChartSource } from './ai-analysis/analysis-chart-source';
export { useApprovalActions } from './approvals/approval-actions';
export { useAgentApproval, useBuilderFeeApproval } from './approvals/approvals';
export {
  type DepositRoute,
  useDepositRoute,
  useDepositTransfer,
  useFundsActions,
  useRefreshBalances,
  useWalletUsdcBalance,
} from './funds/funds';
export { BookThrottle } from './market/book-throttle';
export { useLivePerpMarkets, useSparkline } from './market/live-markets';
export {
  type ChartDataSource,
  type ChartSourceConnection,
  MARKETS_ERROR,
  seedPerpLogos,
  seedPerpMarkets,
  useChartDataSource,
  usePerpLogos,
  usePerpMarketFacts,
  usePerpMarkets,
} from './market/market-data';
export { useOrderBook } from './market/use-order-book';
export { type RecentTradesState, useRecentTrades } from './market/use-recent-trades';
export { useLeaderboard, usePlatformStats, useTraderPositions } from './platform/platform-stats';
export { createQueryClient } from './query-client';
export { useAdminCheck, useIsAdmin } from './server/use-is-admin';
export { useSharedTrade, useTradeSummaryCard } from './share/trade-summary';
export {
  fetchFirstEnabledPair,
  type ResolvedPair,
  seedRoutePair,
  type TokenSocialLinks,
  useFirstEnabledPair,
  useRoutePair,
  useSpotPairs,
  useTokenSocialLinks,
} from './spot/catalogue';
export { seedSpotCandles, useSpotChartSource } from './spot/chart-source';
export { useLivePrice } from './spot/live-price';
export {
  type QuoteRequest,
  type SwapOrder,
  type SwapToken,
  useSwapActions,
  useSwapAllowance,
  useSwapQuote,
  useSwapSpender,
  useTokenBalance,
} from './spot/swap';
export {
  type TokenRef,
  useListingFigures,
  useTokenPrices,
  useTokenTransactions,
} from './spot/token-data';
export {
  type ConsoleEntry,
  type TelegramCode,
  useTelegramActions,
  useTelegramBot,
  useTelegramConsole,
  useTelegramLink,
} from './telegram/telegram';
export { type SetTpslInput, useTradingMutations } from './trading/trading';
export {
  usePlutoAddress,
  usePlutoBalance,
  usePlutoPrice,
  usePlutoTransfers,
  useTreasuryHolders,
} from './treasury/treasury';
