import * as v from 'valibot';
import { checkAdminContract, createAgentWalletContract, getAgentWalletContract } from './account-functions';
import {
  adminAuditLogContract,
  adminPairsContract,
  adminTokensContract,
  generateAnnouncementImageContract,
  listAdminsContract,
  manageAdminContract,
  managePairContract,
  manageTokenContract,
  uploadPerpLogoContract,
  uploadTokenLogoContract,
} from './admin-functions';
import {
  aiAnalysisHistoryContract,
  gptchartAnalyzeContract,
  gptchartSymbolsContract,
  manageStrategyContract,
} from './ai-functions';
import type { ContractRequest, ContractResponse, FunctionContract } from './function-contract';
import {
  initializeLeaderboardContract,
  leaderboardContract,
  platformStatsContract,
  setLiquidityPoolFiguresContract,
} from './platform-functions';
import { generateTradeSummaryContract, getSharedTradeContract } from './share-functions';
import {
  getPlutoPriceContract,
  oneinchQuoteContract,
  oneinchSpenderContract,
  oneinchSwapContract,
} from './spot-functions';
import {
  generateTelegramCodeContract,
  getTelegramBotContract,
  getTelegramLinkContract,
  setupTelegramWebhookContract,
  telegramConsoleContract,
  unlinkTelegramContract,
} from './telegram-functions';
import {
  birdeyeMultiPriceContract,
  birdeyePricesContract,
  birdeyePriceVolumeContract,
  birdeyeTokenMetadataContract,
  birdeyeTokenTransactionsContract,
  moralisTokenTransfersContract,
} from './token-data-functions';
import {
  batchModifyOrdersContract,
  cancelOrderContract,
  marketCloseContract,
  placeBatchOrderContract,
  placeOrderContract,
  setTpslContract,
  updateLeverageContract,
} from './trading-functions';
import { treasuryHoldersContract } from './treasury-functions';

/** Each contract under its own name: a contract filed under another name does not compile. */
function byName<const Contracts extends { [Name in keyof Contracts]: FunctionContract<Name & string> }>(
  contracts: Contracts,
): Contracts {
  return contracts;
}

/** Every server function, by the name it is called with: `POST /functions/<name>`. */
export const FUNCTION_CONTRACTS = byName({
  'check-admin': checkAdminContract,
  'get-agent-wallet': getAgentWalletContract,
  'create-agent-wallet': createAgentWalletContract,
  'place-order': placeOrderContract,
  'place-batch-order': placeBatchOrderContract,
  'cancel-order': cancelOrderContract,
  'batch-modify-orders': batchModifyOrdersContract,
  'update-leverage': updateLeverageContract,
  'market-close': marketCloseContract,
  'set-tpsl': setTpslContract,
  'platform-stats': platformStatsContract,
  leaderboard: leaderboardContract,
  'initialize-leaderboard': initializeLeaderboardContract,
  'set-liquidity-pool-figures': setLiquidityPoolFiguresContract,
  'generate-trade-summary': generateTradeSummaryContract,
  'get-shared-trade': getSharedTradeContract,
  'get-telegram-bot': getTelegramBotContract,
  'setup-telegram-webhook': setupTelegramWebhookContract,
  'generate-telegram-code': generateTelegramCodeContract,
  'get-telegram-link': getTelegramLinkContract,
  'unlink-telegram': unlinkTelegramContract,
  'telegram-console': telegramConsoleContract,
  'oneinch-spender': oneinchSpenderContract,
  'oneinch-quote': oneinchQuoteContract,
  'oneinch-swap': oneinchSwapContract,
  'get-pluto-price': getPlutoPriceContract,
  'gptchart-symbols': gptchartSymbolsContract,
  'gptchart-analyze': gptchartAnalyzeContract,
  'manage-strategy': manageStrategyContract,
  'ai-analysis-history': aiAnalysisHistoryContract,
  'manage-token': manageTokenContract,
  'manage-pair': managePairContract,
  'upload-token-logo': uploadTokenLogoContract,
  'upload-perp-logo': uploadPerpLogoContract,
  'generate-announcement-image-v3': generateAnnouncementImageContract,
  'admin-tokens': adminTokensContract,
  'admin-pairs': adminPairsContract,
  'admin-audit-log': adminAuditLogContract,
  'list-admins': listAdminsContract,
  'manage-admin': manageAdminContract,
  'birdeye-prices': birdeyePricesContract,
  'birdeye-price-volume': birdeyePriceVolumeContract,
  'birdeye-multi-price': birdeyeMultiPriceContract,
  'birdeye-token-transactions': birdeyeTokenTransactionsContract,
  'birdeye-token-metadata': birdeyeTokenMetadataContract,
  'moralis-token-transfers': moralisTokenTransfersContract,
  'treasury-holders': treasuryHoldersContract,
});

export type FunctionName = keyof typeof FUNCTION_CONTRACTS;
type ContractOf<N extends FunctionName> = (typeof FUNCTION_CONTRACTS)[N];
/** What a caller sends to function `N`. */
export type FunctionRequest<N extends FunctionName> = ContractRequest<ContractOf<N>>;
/** What function `N` answers, as the caller reads it. */
export type FunctionResponse<N extends FunctionName> = ContractResponse<ContractOf<N>>;

/** The answer of function `name`, or undefined when it has another shape. */
export function parseFunctionResponse<N extends FunctionName>(
  name: N,
  value: unknown,
): FunctionResponse<N> | undefined {
  const parsed = v.safeParse(FUNCTION_CONTRACTS[name].response, value);
  // TypeScript cannot follow the name-to-contract pairing through a generic index; the map fixes it.
  return parsed.success ? (parsed.output as FunctionResponse<N>) : undefined;
}
