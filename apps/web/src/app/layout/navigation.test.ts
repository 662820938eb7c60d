import { describe, expect, it } from 'vitest';
import { MORE_NAV, PRIMARY_NAV } from './navigation';

function activeLabels(pathname: string): string[] {
  return [...PRIMARY_NAV, ...MORE_NAV].filter((item) => item.isActive(pathname)).map((item) => item.label);
}

describe('navigation active state', () => {
  it('marks Spot active for any path containing "spot"', () => {
    expect(activeLabels('/spot')).toEqual(['Spot']);
    expect(activeLabels('/spot/arb/WETH_USDC')).toEqual(['Spot']);
    expect(activeLabels('/myspotlight')).toEqual(['Spot']);
  });

  it('marks Perpetual active on every trading route', () => {
    for (const path of ['/perpetual', '/trading', '/trade'])
      expect(activeLabels(path)).toEqual(['Perpetual']);
  });

  it('does not confuse routes that share a prefix', () => {
    expect(activeLabels('/trader-profile')).toEqual([]);
    expect(activeLabels('/positions')).toEqual(['Portfolio']);
    expect(activeLabels('/stats')).toEqual(['Platform Stats']);
  });
});
