import { describe, expect, it } from 'vitest';
import { minimumReceived, parseBaseUnits } from './swap';

describe('swap amounts', () => {
  it('takes whole base units above zero that fit in uint256', () => {
    expect(parseBaseUnits('1')).toBe(1n);
    expect(parseBaseUnits('1000000000000000000')).toBe(10n ** 18n);
    expect(parseBaseUnits((2n ** 256n - 1n).toString())).toBe(2n ** 256n - 1n);
    for (const bad of ['0', '', '1.5', '-1', '1e18', '0x10', ' 1', (2n ** 256n).toString()]) {
      expect(parseBaseUnits(bad), bad).toBeNull();
    }
  });

  it('keeps the quote less the slippage, rounded down', () => {
    expect(minimumReceived(1_000_000n, 1)).toBe(990_000n);
    expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n);
    expect(minimumReceived(999n, 0.1)).toBe(998n);
    expect(minimumReceived(10n ** 18n, 0)).toBe(10n ** 18n);
  });
});
