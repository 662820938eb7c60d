import { describe, expect, it } from 'vitest';
import {
  isShareId,
  type SummaryFillLike,
  TRADE_SUMMARY_CACHE_CONTROL,
  tradeSummaryImagePath,
  tradeSummaryOfFills,
} from './trade-summary';

const fill = (over: Partial<SummaryFillLike>): SummaryFillLike => ({
  coin: 'BTC',
  px: '110000',
  sz: '0.1',
  side: 'A',
  closedPnl: '1000',
  time: 5,
  oid: 7,
  dir: 'Close Long',
  ...over,
});

describe('trade summary of a closing order (seed 001 §3)', () => {
  it('reads a long closed in profit: entry from the closed PnL, ROE on the entry margin', () => {
    expect(tradeSummaryOfFills([fill({})], 10)).toEqual({
      symbol: 'BTC',
      side: 'long',
      leverage: 10,
      entryPrice: 100000,
      exitPrice: 110000,
      size: 0.1,
      pnl: 1000,
      pnlPercentage: 100,
      closedAt: 5,
    });
  });

  it('reads a short closed at a loss and weights the exit price by size over several fills', () => {
    const summary = tradeSummaryOfFills(
      [
        fill({ side: 'B', dir: 'Close Short', px: '2100', sz: '1', closedPnl: '-100', time: 1 }),
        fill({ side: 'B', dir: 'Close Short', px: '2400', sz: '2', closedPnl: '-800', time: 9 }),
      ],
      3,
    );
    expect(summary).toMatchObject({
      side: 'short',
      size: 3,
      exitPrice: 2300,
      pnl: -900,
      entryPrice: 2000,
      closedAt: 9,
    });
    // −900 on 2,000 × 3 / 3 = 2,000 of margin.
    expect(summary?.pnlPercentage).toBe(-45);
  });

  it('counts only the closed part of a flip, and no fill that opens', () => {
    const flip = fill({ dir: 'Long > Short', sz: '0.3', startPosition: '0.1', closedPnl: '1000' });
    expect(tradeSummaryOfFills([flip], 1)).toMatchObject({ size: 0.1, entryPrice: 100000 });
    expect(tradeSummaryOfFills([fill({ dir: 'Open Long', side: 'B', closedPnl: '0' })], 1)).toBeUndefined();
    expect(tradeSummaryOfFills([], 1)).toBeUndefined();
    expect(tradeSummaryOfFills([fill({}), fill({ coin: 'ETH' })], 1)).toBeUndefined();
  });

  it('counts a missing or invalid leverage as 1', () => {
    expect(tradeSummaryOfFills([fill({})], 0)).toMatchObject({ leverage: 1, pnlPercentage: 10 });
  });
});

describe('trade summary storage and share ids (seed 001 §7)', () => {
  it('stores at generated/trade-summary-{symbol}-{timestamp}.png, cached an hour', () => {
    expect(tradeSummaryImagePath('BTC', 1764150000000)).toBe('generated/trade-summary-BTC-1764150000000.png');
    expect(TRADE_SUMMARY_CACHE_CONTROL).toBe('public, max-age=3600');
  });

  it('takes a share id of 22 URL-safe characters only', () => {
    expect(isShareId('AbCdEfGhIjKlMnOpQr_-12')).toBe(true);
    for (const id of ['', 'short', 'AbCdEfGhIjKlMnOpQr_-12x', 'AbCdEfGhIjKlMnOpQr/+12', 'positions'])
      expect(isShareId(id)).toBe(false);
  });
});
