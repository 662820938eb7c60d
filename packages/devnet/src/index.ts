/**
 * @pluto/devnet — the local world: anvil chains with the real chains' ids, the contracts deployed and
 * funded on them, and the Arbitrum USDC bridge between the chain and the exchange engine.
 */
export {
  type AmmDeployment,
  type AmmPool,
  pairAddress,
  SPOT_FEE_RECEIVER,
  usdToUnits,
} from './amm';
export {
  ANVIL_DEV_PRIVATE_KEYS,
  type AnvilChain,
  type AnvilOptions,
  checkChainId,
  resolveAnvilBinary,
  startAnvil,
} from './anvil';
export {
  BRIDGE_MINIMUM_USDC,
  type DepositOutcome,
  DepositWatcher,
  type DepositWatcherOptions,
} from './bridge/deposit-watcher';
export type { CreditOutcome, DepositCredit, DepositLedger } from './bridge/ledger';
export { BridgePayer, type BridgePayerOptions, type PayoutResult, type Withdrawal } from './bridge/payout';
export { type DevnetChainLayer, startChainLayer } from './chain-layer';
export { DevnetChains, type RunningChain } from './chains';
export {
  BASE_CHAIN_ID,
  catalogueChain,
  DEFAULT_CHAIN_IDS,
  DEFAULT_SPOT_TOKENS,
  type DevnetChainChoice,
  type DevnetChainSpec,
  defaultChainSpecs,
  ETHEREUM_CHAIN_ID,
  NATIVE_USD_PRICE,
  PLUTO_USD_PRICE,
  POLYGON_CHAIN_ID,
  parseChainChoices,
  type SpotTokenSpec,
} from './config';
export {
  BRIDGE_FLOAT_USDC,
  BRIDGE_OPERATOR_PRIVATE_KEY,
  type BridgeDeployment,
  bridgeDeployment,
  type ChainDeployment,
  chainTokens,
  DEPLOYER_PRIVATE_KEY,
  DEV_ACCOUNT_PLUTO,
  DEV_ACCOUNT_USDC,
  type DeployedToken,
  type DevnetDeployment,
  devAccounts,
  ensureDeployed,
  runtimeChainConfig,
  SEEDED_PLUTO_HOLDERS,
  seededPlutoHolders,
  spotChainDeployment,
} from './deploy';
