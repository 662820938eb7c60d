import { describe, expect, it } from 'vitest';
import { LIQUIDITY_POOL_TEXTS, liquidityPoolFormErrors } from '.';

describe('liquidity-pool figures form (issue 23)', () => {
  it('accepts whole dollars and cents, zero included', () => {
    for (const amount of ['0', '1250000', '1250000.5', '99.99', ' 42 ']) {
      expect(
        liquidityPoolFormErrors({ liquidityPoolInvestment: amount, paidOutInvestments: '0' }),
        amount,
      ).toEqual({});
    }
  });

  it('names each field that is empty or not a USD amount', () => {
    expect(liquidityPoolFormErrors({ liquidityPoolInvestment: '', paidOutInvestments: '  ' })).toEqual({
      liquidityPoolInvestment: LIQUIDITY_POOL_TEXTS.amountRequired,
      paidOutInvestments: LIQUIDITY_POOL_TEXTS.amountRequired,
    });
    for (const amount of ['-1', '1.234', '1e6', '1,000', 'abc', '.5', '1.', '1'.repeat(16)]) {
      expect(
        liquidityPoolFormErrors({ liquidityPoolInvestment: '1', paidOutInvestments: amount }),
        amount,
      ).toEqual({
        paidOutInvestments: 'Enter a USD amount: digits, up to 2 decimals',
      });
    }
  });
});
