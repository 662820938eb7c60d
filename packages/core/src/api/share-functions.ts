import * as v from 'valibot';
import { SHARE_ID_PATTERN } from '../trading/trade-summary';
import { defineContract } from './function-contract';
import { orderIdField, requestObject, walletAddressField } from './request-fields';

const tradeSummary = v.object({
  symbol: v.string(),
  side: v.picklist(['long', 'short']),
  leverage: v.number(),
  entryPrice: v.number(),
  exitPrice: v.number(),
  size: v.number(),
  pnl: v.number(),
  pnlPercentage: v.number(),
  closedAt: v.number(),
});

/**
 * A trade-summary card: its figures and image. Once stored it has a share id and a public image URL;
 * when storing failed (`stored` false) the image comes inline as a data URL and cannot be shared.
 */
const sharedTrade = v.object({
  shareId: v.nullable(v.string()),
  imageUrl: v.string(),
  stored: v.boolean(),
  trade: tradeSummary,
});

/**
 * Seed 001 §2, §7: the trade-summary card of the signed-in user's own closing order (`oid`). The
 * server reads the figures from the exchange's fills of that order; the client never sends them.
 * Asking again for the same order answers the same card.
 */
export const generateTradeSummaryContract = defineContract({
  name: 'generate-trade-summary',
  request: requestObject({ userAddress: walletAddressField, oid: orderIdField }),
  response: sharedTrade,
});

/** Seed 001 §2 "Shared trade page": a stored card by its share id (public; the id is the secret). */
export const getSharedTradeContract = defineContract({
  name: 'get-shared-trade',
  request: requestObject({ shareId: v.pipe(v.string(), v.regex(SHARE_ID_PATTERN, 'must be a share id')) }),
  response: sharedTrade,
});
