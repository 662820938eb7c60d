import { treasuryHoldersContract } from '@pluto/core';
import { HttpError } from '../http/http-error';
import { defineFunction } from './function-definition';

/** Seed 002 §7: the top 500 $PLUTO holders by rank, as last computed. Public, as the page's table is. */
export const treasuryHolders = defineFunction(treasuryHoldersContract, {
  access: 'public',
  async handle(_body, context) {
    if (!context.treasuryHolders)
      throw new HttpError(503, 'Treasury holders are not available on this server');
    const { holders, refreshedAt } = await context.treasuryHolders.list();
    return {
      holders: holders.map((row) => ({ ...row, balance: row.balance.toString() })),
      refreshedAt: refreshedAt?.getTime() ?? null,
    };
  },
});
