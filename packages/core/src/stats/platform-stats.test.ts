import { describe, expect, it } from 'vitest';
import {
  DAILY_WINDOW_MS,
  fillNotional,
  fillTotals,
  isInDailyWindow,
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  leaderboardEntry,
  openNotional,
  platformActivityFigures,
  rankLeaderboard,
  roiPercent,
} from './platform-stats';

const NOW = 1_800_000_000_000;
const fill = (user: string, px: string, sz: string, time: number, extra: Record<string, string> = {}) => ({
  user,
  px,
  sz,
  time,
  closedPnl: '0',
  fee: '0',
  ...extra,
});

describe('fill figures', () => {
  it('takes the notional as price times size', () => {
    expect(fillNotional({ px: '100.5', sz: '2' })).toBe(201);
    expect(fillNotional({ px: 'x', sz: '2' })).toBe(0);
  });

  it('sums volume, trades, PnL net of the whole fee and the builder fees only where present', () => {
    const totals = fillTotals([
      fill('a', '100', '1', NOW, { closedPnl: '0', fee: '0.15', builderFee: '0.1' }),
      fill('a', '110', '1', NOW, { closedPnl: '10', fee: '0.16' }),
    ]);
    expect(totals.volume).toBe(210);
    expect(totals.trades).toBe(2);
    expect(totals.realizedPnl).toBeCloseTo(9.69, 10);
    expect(totals.builderFees).toBeCloseTo(0.1, 10);
  });

  it('counts a fill in the daily window for 24 h, not at exactly 24 h and never in the future', () => {
    expect(isInDailyWindow(NOW, NOW)).toBe(true);
    expect(isInDailyWindow(NOW - DAILY_WINDOW_MS + 1, NOW)).toBe(true);
    expect(isInDailyWindow(NOW - DAILY_WINDOW_MS, NOW)).toBe(false);
    expect(isInDailyWindow(NOW + 1, NOW)).toBe(false);
  });
});

describe('roiPercent', () => {
  it('is the PnL over the capital put in (account value less PnL), in percent', () => {
    expect(roiPercent(50, 150)).toBe(50);
    expect(roiPercent(-25, 75)).toBe(-25);
  });

  it('is 0 without capital put in', () => {
    expect(roiPercent(100, 100)).toBe(0);
    expect(roiPercent(100, 50)).toBe(0);
    expect(roiPercent(Number.NaN, 50)).toBe(0);
  });
});

describe('platformActivityFigures', () => {
  it('counts daily volume and active traders over 24 h, total volume and builder fees over all time', () => {
    const figures = platformActivityFigures(
      [
        fill('0xA', '100', '2', NOW - 1000, { builderFee: '0.2' }),
        fill('0xa', '50', '1', NOW - 2000),
        fill('0xb', '10', '3', NOW - DAILY_WINDOW_MS - 1, { builderFee: '0.03' }),
      ],
      [
        { accountValue: '1000', positions: [{ positionValue: '300', unrealizedPnl: '5' }] },
        { accountValue: '10', positions: [] },
      ],
      NOW,
    );
    expect(figures).toEqual({
      dailyVolume: 250,
      openInterest: 300,
      activeTraders: 1,
      totalVolume: 280,
      systemEarnings: expect.closeTo(0.23, 10),
    });
  });

  it('counts a short position by its absolute notional', () => {
    expect(
      openNotional({ accountValue: '1', positions: [{ positionValue: '-40', unrealizedPnl: '0' }] }),
    ).toBe(40);
  });
});

describe('leaderboard', () => {
  it('adds the open positions’ unrealised PnL to the realised PnL and derives the ROI', () => {
    const entry = leaderboardEntry({
      address: '0xABC',
      accountValue: 1200,
      unrealizedPnl: 150,
      fills: { volume: 5000, trades: 4, realizedPnl: 50, builderFees: 1 },
    });
    expect(entry).toEqual({
      ethAddress: '0xabc',
      accountValue: 1200,
      pnl: 200,
      vlm: 5000,
      nTrades: 4,
      roi: 20,
    });
  });

  it('ranks by account value, largest first, ties by address, without empty accounts, at most 50', () => {
    const row = (ethAddress: string, accountValue: number): LeaderboardEntry => ({
      ethAddress,
      accountValue,
      pnl: 0,
      vlm: 0,
      nTrades: 0,
      roi: 0,
    });
    const ranked = rankLeaderboard([row('0xc', 5), row('0xb', 10), row('0xa', 10), row('0xd', 0)]);
    expect(ranked.map((entry) => entry.ethAddress)).toEqual(['0xa', '0xb', '0xc']);
    const many = Array.from({ length: 70 }, (_, i) => row(`0x${i}`, i + 1));
    expect(rankLeaderboard(many)).toHaveLength(LEADERBOARD_SIZE);
    expect(rankLeaderboard(many)[0]?.accountValue).toBe(70);
  });
});
