import * as v from 'valibot';
import { TREASURY_TOP_HOLDERS } from '../treasury/rules';
import { defineContract } from './function-contract';
import { requestObject } from './request-fields';

/** Seed 002 §3 "Treasury holder row"; `balance` in $PLUTO base units (18 decimals). */
export const treasuryHolderSchema = v.object({
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{40}$/)),
  balance: v.pipe(v.string(), v.regex(/^\d+$/)),
  /** Share of $PLUTO's total supply, in percent. */
  percentage: v.pipe(v.number(), v.finite(), v.minValue(0)),
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type TreasuryHolder = v.InferOutput<typeof treasuryHolderSchema>;

/**
 * Seed 002 §7 "Holders table": the top 500 $PLUTO holders on BSC by rank, as the server last
 * computed them (every 30 minutes); `refreshedAt` in ms, null before the first computation.
 */
export const treasuryHoldersContract = defineContract({
  name: 'treasury-holders',
  request: requestObject({}),
  response: v.object({
    holders: v.pipe(v.array(treasuryHolderSchema), v.maxLength(TREASURY_TOP_HOLDERS)),
    refreshedAt: v.nullable(v.pipe(v.number(), v.integer())),
  }),
});
