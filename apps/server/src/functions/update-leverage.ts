import { updateLeverageContract } from '@pluto/core';
import { defineFunction } from './function-definition';
import { leverageRangeError } from './sync-leverage';
import { failed, findMarket, isMarket, isTrader, openTrader, runTrading, succeeded } from './trading';

const LEVERAGE_FAILED_FALLBACK = 'Failed to update leverage';

/**
 * Seed 000 §7 "update leverage": the user's leverage and margin mode (cross or isolated) on one
 * market, 1 to the market's maximum. Answers `{success, error, result}` as the seed names it.
 */
export const updateLeverage = defineFunction(updateLeverageContract, {
  access: 'wallet',
  actingWallet: (body) => body.userAddress,
  async handle(body, context) {
    const { data, ...answer } = await runTrading(
      context,
      'update-leverage',
      body.userAddress,
      LEVERAGE_FAILED_FALLBACK,
      async () => {
        const market = await findMarket(context, body.symbol);
        if (!isMarket(market)) return market;
        if (body.leverage > market.maxLeverage) return failed(leverageRangeError(market));
        const trader = await openTrader(context, body.userAddress, null);
        if (!isTrader(trader)) return trader;
        // A refusal (e.g. switching margin mode with an open position) keeps its words: runTrading.
        const result = await trader.client.updateLeverage({
          asset: market.assetId,
          isCross: body.isCross,
          leverage: body.leverage,
        });
        return succeeded(result);
      },
    );
    return { ...answer, result: data };
  },
});
