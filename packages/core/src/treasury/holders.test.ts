import { describe, expect, it } from 'vitest';
import { rankTreasuryHolders, supplyPercentage, topHoldersPercentSum } from './holders';

const unit = 10n ** 18n;
const holder = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

describe('rankTreasuryHolders', () => {
  it('ranks by balance, largest first, with the percentage of the total supply', () => {
    const rows = rankTreasuryHolders(
      [
        { address: holder(1), balance: 10n * unit },
        { address: holder(2), balance: 60n * unit },
        { address: holder(3), balance: 30n * unit },
      ],
      100n * unit,
    );
    expect(rows).toEqual([
      { address: holder(2), balance: 60n * unit, percentage: 60, rank: 1 },
      { address: holder(3), balance: 30n * unit, percentage: 30, rank: 2 },
      { address: holder(1), balance: 10n * unit, percentage: 10, rank: 3 },
    ]);
  });

  it('leaves out burn addresses, excluded contracts and empty balances, but they count in the supply', () => {
    const pool = '0xAbCdEf0000000000000000000000000000000001';
    const rows = rankTreasuryHolders(
      [
        { address: '0x000000000000000000000000000000000000dEaD', balance: 50n * unit },
        { address: pool, balance: 40n * unit },
        { address: holder(7), balance: 10n * unit },
        { address: holder(8), balance: 0n },
      ],
      100n * unit,
      new Set([pool.toLowerCase()]),
    );
    expect(rows).toEqual([{ address: holder(7), balance: 10n * unit, percentage: 10, rank: 1 }]);
  });

  it('keeps the top 500 only, ties ordered by address', () => {
    const balances = Array.from({ length: 600 }, (_, i) => ({ address: holder(600 - i), balance: unit }));
    const rows = rankTreasuryHolders(balances, 600n * unit);
    expect(rows).toHaveLength(500);
    expect(rows[0]?.address).toBe(holder(1));
    expect(rows[499]).toMatchObject({ address: holder(500), rank: 500 });
  });
});

describe('supplyPercentage', () => {
  it('is exact for 18-decimal balances far beyond a double and 0 without supply', () => {
    expect(supplyPercentage(1n, 3n)).toBeCloseTo(33.3333333333, 9);
    expect(supplyPercentage(123_456_789n * unit + 1n, 1_000_000_000n * unit)).toBeCloseTo(12.3456789, 9);
    expect(supplyPercentage(5n, 0n)).toBe(0);
  });

  it('sums the listed percentages (the allocation denominator)', () => {
    expect(topHoldersPercentSum([{ percentage: 60 }, { percentage: 30 }, { percentage: Number.NaN }])).toBe(
      90,
    );
  });
});
