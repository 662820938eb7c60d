import type { ActiveAssetDataResponse } from '@nktkas/hyperliquid/api/info';
import type { PerpMarket } from '../providers/exchange/exchange-gateway';
import { failed, type Trader, type TradingAnswer } from './trading';

export function leverageRangeError(market: PerpMarket): string {
  return `Leverage must be between 1x and ${market.maxLeverage}x for ${market.symbol}`;
}

/**
 * Orders carry a leverage (seed 000 §7, default 1) but the exchange keeps one leverage per market
 * and user, so it is changed first when it differs — keeping the market's margin mode. Answers the
 * failure to return, or null.
 */
export async function syncLeverage(
  trader: Trader,
  market: PerpMarket,
  asset: ActiveAssetDataResponse,
  leverage: number,
): Promise<TradingAnswer<never> | null> {
  if (leverage > market.maxLeverage) return failed(leverageRangeError(market));
  if (asset.leverage.value === leverage) return null;
  await trader.client.updateLeverage({
    asset: market.assetId,
    isCross: asset.leverage.type === 'cross',
    leverage,
  });
  return null;
}
