/**
 * The exchange actions the wallet signs, loaded with the first signature. Named one by one: the
 * SDK's module of exchange actions holds every action, each with its schemas.
 */
export {
  approveAgent,
  approveBuilderFee,
  usdClassTransfer,
  withdraw3,
} from '@nktkas/hyperliquid/api/exchange';
