import { describe, expect, it } from 'vitest';
import { modifyCrossesBook } from './order-modify';

describe('modifyCrossesBook', () => {
  const best = { bid: 113_000, ask: 113_100 };

  it('refuses a buy at or above the best ask and a sell at or below the best bid', () => {
    expect(modifyCrossesBook('buy', 113_100, best)).toBe(
      'This price would cross the book: a buy at $113,100.00 is at or above the best ask ($113,100.00). Move it below the best ask, or place a new order to trade now.',
    );
    expect(modifyCrossesBook('buy', 120_000, best)).toContain(
      'a buy at $120,000.00 is at or above the best ask ($113,100.00)',
    );
    expect(modifyCrossesBook('sell', 113_000, best)).toBe(
      'This price would cross the book: a sell at $113,000.00 is at or below the best bid ($113,000.00). Move it above the best bid, or place a new order to trade now.',
    );
    expect(modifyCrossesBook('sell', 100_000, best)).toContain(
      'a sell at $100,000.00 is at or below the best bid ($113,000.00)',
    );
  });

  it('lets a price inside the spread or on its own side rest', () => {
    expect(modifyCrossesBook('buy', 113_099, best)).toBeNull();
    expect(modifyCrossesBook('buy', 100_000, best)).toBeNull();
    expect(modifyCrossesBook('sell', 113_001, best)).toBeNull();
    expect(modifyCrossesBook('sell', 130_000, best)).toBeNull();
  });

  it('never refuses against an empty side', () => {
    expect(modifyCrossesBook('buy', 1_000_000, { bid: 113_000, ask: undefined })).toBeNull();
    expect(modifyCrossesBook('sell', 1, { bid: undefined, ask: 113_100 })).toBeNull();
  });
});
