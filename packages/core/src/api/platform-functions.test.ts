import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS, parseFunctionResponse } from './function-registry';
import { parseRequest } from './request-fields';

const admin = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('platform statistics contracts', () => {
  it('takes the LP figures as exact decimal text, each malformed field named', () => {
    const contract = FUNCTION_CONTRACTS['set-liquidity-pool-figures'];
    expect(
      parseRequest(contract.request, {
        walletAddress: admin,
        liquidityPoolInvestment: 1250000.5,
        paidOutInvestments: '1000',
      }),
    ).toEqual({
      success: true,
      output: { walletAddress: admin, liquidityPoolInvestment: '1250000.5', paidOutInvestments: '1000' },
    });
    expect(
      parseRequest(contract.request, {
        walletAddress: 'x',
        liquidityPoolInvestment: -1,
        paidOutInvestments: 'a',
      }),
    ).toEqual({
      success: false,
      error:
        'walletAddress: must be a 0x-prefixed 40-hex-digit wallet address; liquidityPoolInvestment: must be a non-negative decimal number; paidOutInvestments: must be a non-negative decimal number',
    });
  });

  it('reads a stats row with or without LP figures, and no row before the first refresh', () => {
    const stats = {
      dailyVolume: 10,
      openInterest: 5,
      activeTraders: 2,
      totalVolume: 100,
      systemEarnings: 0.1,
      liquidityPool: null,
      lastUpdate: '2026-11-26T07:00:00.000Z',
      createdAt: '2026-11-26T07:00:00.000Z',
    };
    expect(parseFunctionResponse('platform-stats', { stats })).toEqual({ stats });
    expect(parseFunctionResponse('platform-stats', { stats: null })).toEqual({ stats: null });
    expect(
      parseFunctionResponse('platform-stats', { stats: { ...stats, activeTraders: 1.5 } }),
    ).toBeUndefined();
  });

  it('reads the leaderboard rows', () => {
    const row = { rank: 1, ethAddress: '0xabc', accountValue: 10, pnl: 1, vlm: 100, nTrades: 3, roi: 11.1 };
    expect(parseFunctionResponse('leaderboard', { entries: [row], updatedAt: null })).toEqual({
      entries: [row],
      updatedAt: null,
    });
    expect(
      parseFunctionResponse('initialize-leaderboard', { entries: [{ ...row, rank: 'a' }] }),
    ).toBeUndefined();
  });
});
