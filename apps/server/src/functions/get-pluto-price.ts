import { getPlutoPriceContract, PLUTO_FALLBACK_PRICE } from '@pluto/core';
import { defineFunction } from './function-definition';

/**
 * Seed 002 §7: $PLUTO's USD price. Public. When no price can be had the seed's default is answered
 * (and the failure logged), so the treasury page still renders.
 */
export const getPlutoPrice = defineFunction(getPlutoPriceContract, {
  access: 'public',
  async handle(_body, { plutoPrice, logger }) {
    if (!plutoPrice) return { price: PLUTO_FALLBACK_PRICE, fallback: true };
    try {
      return { price: await plutoPrice() };
    } catch (error) {
      logger.warn({ err: error }, 'the $PLUTO price could not be read; answering the default');
      return { price: PLUTO_FALLBACK_PRICE, fallback: true };
    }
  },
});
