import { describe, expect, it } from 'vitest';
import { v2AmountOut } from './amm-swap-provider';

describe('the devnet quote arithmetic', () => {
  it("is Uniswap V2's getAmountOut: 0.3 % stays in the pool, rounded down", () => {
    // 1,000 in against 1,000,000 / 2,000,000: 997,000 × 2,000,000 / (1,000,000,000 + 997,000).
    expect(v2AmountOut(1_000n, 1_000_000n, 2_000_000n)).toBe(1_992n);
    expect(v2AmountOut(0n, 1_000_000n, 2_000_000n)).toBe(0n);
    expect(v2AmountOut(1_000n, 0n, 2_000_000n)).toBe(0n);
  });
});
