/**
 * Every query key of the app, built here and nowhere else, so a write or an invalidation always
 * names the key its query reads. Addresses are lower-cased: the wallet and the exchange spell them
 * differently.
 */

const lower = (address: string | null | undefined) => address?.toLowerCase();

export const queryKeys = {
  markets: ['perpMarkets'] as const,
  /** The latest platform statistics and the top-traders leaderboard (the /stats page). */
  platformStats: ['platformStats'] as const,
  leaderboard: ['leaderboard'] as const,
  /** Another trader's positions, read-only (the leaderboard's trader view). */
  traderPositions: (trader: string | undefined) => ['traderPositions', lower(trader)] as const,
  /** A market's 24 h of hourly closes (the markets page's sparkline). */
  sparkline: (coin: string) => ['sparkline', coin] as const,
  /** The perp coin logos the server has (page data). */
  perpLogos: ['perpLogos'] as const,
  /** Everything that belongs to one trader's exchange account. */
  user: (user: string | undefined) => ['userState', lower(user)] as const,
  /**
   * The raw `clearinghouseState`, cached once per user: the trading account, the positions and the
   * Wallet screen's account summary are selects over it (seed 000 §7 names it "accountSummary").
   */
  accountSummary: (user: string | undefined) => ['userState', lower(user), 'accountSummary'] as const,
  openOrders: (user: string | undefined) => ['userState', lower(user), 'openOrders'] as const,
  fills: (user: string | undefined) => ['userState', lower(user), 'fills'] as const,
  funding: (user: string | undefined) => ['userState', lower(user), 'funding'] as const,
  historicalOrders: (user: string | undefined) => ['userState', lower(user), 'historicalOrders'] as const,
  portfolio: (user: string | undefined) => ['userState', lower(user), 'portfolio'] as const,
  fees: (user: string | undefined) => ['userState', lower(user), 'fees'] as const,
  activeAsset: (user: string | undefined, coin: string) =>
    ['userState', lower(user), 'activeAsset', coin] as const,
  agentApproval: (user: string | undefined) => ['agentApproval', lower(user)] as const,
  builderFee: (user: string | undefined, builder: string | null) =>
    ['builderFee', lower(user), lower(builder)] as const,
  isAdmin: (user: string | undefined) => ['isAdmin', lower(user)] as const,
  /** Everything the admin dashboard reads: one prefix, so a write refreshes every list at once. */
  admin: ['admin'] as const,
  adminTokens: (search: string) => ['admin', 'tokens', search] as const,
  adminChainTokens: (chainId: number | null) => ['admin', 'chainTokens', chainId] as const,
  adminPairs: (search: string) => ['admin', 'pairs', search] as const,
  adminAudit: ['admin', 'audit'] as const,
  adminList: ['admin', 'admins'] as const,
  /** The card of a user's closing order (seed 001 §2). */
  tradeSummary: (user: string | undefined, oid: number | undefined) =>
    ['tradeSummary', lower(user), oid] as const,
  sharedTrade: (shareId: string | undefined) => ['sharedTrade', shareId] as const,
  /** The Telegram bot's status (public). */
  telegramBot: ['telegramBot'] as const,
  /** Whether the wallet is linked to a Telegram account. */
  telegramLink: (user: string | undefined) => ['telegramLink', lower(user)] as const,
  telegramConsole: (user: string | undefined) => ['telegramConsole', lower(user)] as const,
  /** The AI analysis symbol list of a market type (cached an hour). */
  aiSymbols: (marketType: string) => ['aiSymbols', marketType] as const,
  /** The wallet's saved AI strategies and its analysis history. */
  aiStrategies: (user: string | undefined) => ['aiStrategies', lower(user)] as const,
  aiHistory: (user: string | undefined) => ['aiHistory', lower(user)] as const,
  /** The wallet's USDC on Arbitrum (`token`), read on chain. */
  walletUsdc: (token: string, user: string | undefined) => ['walletUsdc', lower(token), lower(user)] as const,
  /** The top $PLUTO holders table (public). */
  treasuryHolders: ['treasuryHolders'] as const,
  plutoPrice: ['plutoPrice'] as const,
  /** The wallet's $PLUTO on BSC, read on chain. */
  plutoBalance: (user: string | undefined) => ['plutoBalance', lower(user)] as const,
  /** The wallet's $PLUTO transfers (its treasury history). */
  plutoTransfers: (user: string | undefined) => ['plutoTransfers', lower(user)] as const,
  /** Spot catalogue reads (seed 002 §7): a page of pairs, a pair by route, the newest enabled pair. */
  spotPairs: (chainId: number | undefined) => ['spotPairs', chainId ?? 'all'] as const,
  spotPair: (chainId: number | undefined, base: string | undefined, quote: string | undefined) =>
    ['spotPair', chainId, base?.toLowerCase(), quote?.toLowerCase()] as const,
  spotTokens: (chainId: number | undefined) => ['spotTokens', chainId] as const,
  spotFirstPair: (chainId: number | undefined) => ['spotFirstPair', chainId ?? 'all'] as const,
  /** A wallet's balance of one token (native or ERC-20) on one chain. */
  spotBalance: (chainId: number, token: string, user: string | undefined) =>
    ['spotBalance', chainId, lower(token), lower(user)] as const,
  spotAllowance: (chainId: number, token: string, user: string | undefined, spender: string | undefined) =>
    ['spotAllowance', chainId, lower(token), lower(user), lower(spender)] as const,
  spotSpender: (chainId: number) => ['spotSpender', chainId] as const,
  spotQuote: (chainId: number, from: string, to: string, amount: string) =>
    ['spotQuote', chainId, lower(from), lower(to), amount] as const,
  /** Token data by 'chainId-address' keys (seed 002 §7), sorted so the same set shares one entry. */
  tokenPrices: (keys: readonly string[]) => ['tokenPrices', ...keys] as const,
  tokenMultiPrices: (keys: readonly string[]) => ['tokenMultiPrices', ...keys] as const,
  tokenPriceVolumes: (keys: readonly string[]) => ['tokenPriceVolumes', ...keys] as const,
  tokenTransactions: (chainId: number | undefined, token: string | undefined) =>
    ['tokenTransactions', chainId, lower(token)] as const,
};
