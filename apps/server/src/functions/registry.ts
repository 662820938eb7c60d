import type { FunctionName } from '@pluto/core';
import {
  adminAuditLog,
  adminPairs,
  adminTokens,
  generateAnnouncementImage,
  listAdminsFunction,
  manageAdmin,
  managePair,
  manageToken,
  uploadPerpLogoFunction,
  uploadTokenLogoFunction,
} from './admin';
import { aiAnalysisHistory, gptchartAnalyze, gptchartSymbols, manageStrategy } from './ai-analysis';
import { batchModifyOrders } from './batch-modify-orders';
import { cancelOrder } from './cancel-order';
import { checkAdmin } from './check-admin';
import { createAgentWallet } from './create-agent-wallet';
import type { ServerFunction } from './function-definition';
import { generateTradeSummaryFunction, getSharedTrade } from './generate-trade-summary';
import { getAgentWallet } from './get-agent-wallet';
import { getPlutoPrice } from './get-pluto-price';
import { marketClose } from './market-close';
import { oneinchQuote } from './oneinch-quote';
import { oneinchSpender } from './oneinch-spender';
import { oneinchSwap } from './oneinch-swap';
import { placeBatchOrder } from './place-batch-order';
import { placeOrder } from './place-order';
import { initializeLeaderboard, leaderboard, platformStats, setLiquidityPoolFigures } from './platform-stats';
import { setTpsl } from './set-tpsl';
import {
  generateTelegramCode,
  getTelegramBot,
  getTelegramLink,
  setupTelegramWebhook,
  telegramConsole,
  unlinkTelegram,
} from './telegram';
import {
  birdeyeMultiPrice,
  birdeyePrices,
  birdeyePriceVolume,
  birdeyeTokenMetadata,
  birdeyeTokenTransactions,
  moralisTokenTransfers,
} from './token-data';
import { treasuryHolders } from './treasury';
import { updateLeverage } from './update-leverage';

/**
 * Every backend function, by the name it is called with: `POST /functions/<name>`. One handler per
 * contract in `FUNCTION_CONTRACTS`: a contract without a handler, or a handler without a contract
 * (or filed under another name), does not compile.
 */
export const SERVER_FUNCTIONS: { readonly [Name in FunctionName]: ServerFunction<Name> } = {
  'check-admin': checkAdmin,
  'get-agent-wallet': getAgentWallet,
  'create-agent-wallet': createAgentWallet,
  'place-order': placeOrder,
  'place-batch-order': placeBatchOrder,
  'cancel-order': cancelOrder,
  'batch-modify-orders': batchModifyOrders,
  'update-leverage': updateLeverage,
  'market-close': marketClose,
  'set-tpsl': setTpsl,
  'platform-stats': platformStats,
  leaderboard,
  'initialize-leaderboard': initializeLeaderboard,
  'set-liquidity-pool-figures': setLiquidityPoolFigures,
  'generate-trade-summary': generateTradeSummaryFunction,
  'get-shared-trade': getSharedTrade,
  'get-telegram-bot': getTelegramBot,
  'setup-telegram-webhook': setupTelegramWebhook,
  'generate-telegram-code': generateTelegramCode,
  'get-telegram-link': getTelegramLink,
  'unlink-telegram': unlinkTelegram,
  'telegram-console': telegramConsole,
  'oneinch-spender': oneinchSpender,
  'oneinch-quote': oneinchQuote,
  'oneinch-swap': oneinchSwap,
  'get-pluto-price': getPlutoPrice,
  'gptchart-symbols': gptchartSymbols,
  'gptchart-analyze': gptchartAnalyze,
  'manage-strategy': manageStrategy,
  'ai-analysis-history': aiAnalysisHistory,
  'manage-token': manageToken,
  'manage-pair': managePair,
  'upload-token-logo': uploadTokenLogoFunction,
  'upload-perp-logo': uploadPerpLogoFunction,
  'generate-announcement-image-v3': generateAnnouncementImage,
  'admin-tokens': adminTokens,
  'admin-pairs': adminPairs,
  'admin-audit-log': adminAuditLog,
  'list-admins': listAdminsFunction,
  'manage-admin': manageAdmin,
  'birdeye-prices': birdeyePrices,
  'birdeye-price-volume': birdeyePriceVolume,
  'birdeye-multi-price': birdeyeMultiPrice,
  'birdeye-token-transactions': birdeyeTokenTransactions,
  'birdeye-token-metadata': birdeyeTokenMetadata,
  'moralis-token-transfers': moralisTokenTransfers,
  'treasury-holders': treasuryHolders,
};
