import { generateTradeSummaryContract, getSharedTradeContract } from '@pluto/core';
import { HttpError } from '../http/http-error';
import { findSharedTrade, generateTradeSummary } from '../share/trade-summaries';
import { defineFunction } from './function-definition';

/** Seed 001 §2, §7: the signed-in user's card for their own closing order; figures from the exchange. */
export const generateTradeSummaryFunction = defineFunction(generateTradeSummaryContract, {
  access: 'wallet',
  actingWallet: (body) => body.userAddress,
  handle: (body, context) => generateTradeSummary(context, body.userAddress, body.oid),
});

/** Seed 001 §2 "Shared trade page": anyone with the share id sees the card. */
export const getSharedTrade = defineFunction(getSharedTradeContract, {
  access: 'public',
  handle: async (body, context) => {
    const shared = await findSharedTrade(context.db, context.storage, body.shareId);
    if (!shared) throw new HttpError(404, 'Not found');
    return shared;
  },
});
