import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PORTFOLIO_TIMEFRAME,
  PORTFOLIO_PERIOD_OF,
  PORTFOLIO_TIMEFRAMES,
  type PortfolioAnswer,
  portfolioSeries,
} from './portfolio';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_000 * DAY;

/** Each period's series carries its own marker values so the test sees which one was read. */
const answer: PortfolioAnswer = [
  ['day', { accountValueHistory: [[NOW - 1000, '101']], pnlHistory: [[NOW - 1000, '1']] }],
  ['week', { accountValueHistory: [[NOW - 2 * DAY, '107']], pnlHistory: [[NOW - 2 * DAY, '7']] }],
  [
    'month',
    {
      accountValueHistory: [
        [NOW - 20 * DAY, '130'],
        [NOW - DAY, '131'],
      ],
      pnlHistory: [
        [NOW - 20 * DAY, '30'],
        [NOW - DAY, '31'],
      ],
    },
  ],
  [
    'allTime',
    {
      accountValueHistory: [
        [NOW - 500 * DAY, '500'],
        [NOW - 200 * DAY, '600'],
        [NOW - 60 * DAY, '700'],
        [NOW, '800'],
      ],
      pnlHistory: [
        [NOW - 500 * DAY, '0'],
        [NOW - 200 * DAY, '50'],
        [NOW - 60 * DAY, '80'],
        [NOW, 'not a number'],
      ],
    },
  ],
  ['perpDay', { accountValueHistory: [[NOW, '999']], pnlHistory: [[NOW, '999']] }],
];

describe('portfolio timeframes (seed 000 §2, §7)', () => {
  it('offers 1D 1W 1M 3M 1Y ALL with 1M by default', () => {
    expect(PORTFOLIO_TIMEFRAMES).toEqual(['1D', '1W', '1M', '3M', '1Y', 'ALL']);
    expect(DEFAULT_PORTFOLIO_TIMEFRAME).toBe('1M');
  });

  it('maps 1D to day, 1W to week, 1M and 3M to month, 1Y and ALL to allTime', () => {
    expect(PORTFOLIO_PERIOD_OF).toEqual({
      '1D': 'day',
      '1W': 'week',
      '1M': 'month',
      '3M': 'month',
      '1Y': 'allTime',
      ALL: 'allTime',
    });
  });

  it('reads the mapped period whole for 1D, 1W, 1M and ALL', () => {
    expect(portfolioSeries(answer, '1D', 'accountValue', NOW)).toEqual([{ time: NOW - 1000, value: 101 }]);
    expect(portfolioSeries(answer, '1W', 'pnl', NOW)).toEqual([{ time: NOW - 2 * DAY, value: 7 }]);
    expect(portfolioSeries(answer, '1M', 'accountValue', NOW).map((p) => p.value)).toEqual([130, 131]);
    expect(portfolioSeries(answer, 'ALL', 'accountValue', NOW).map((p) => p.value)).toEqual([
      500, 600, 700, 800,
    ]);
  });

  it('cuts 1Y to the last 365 days of allTime and counts its PnL from the window start', () => {
    expect(portfolioSeries(answer, '1Y', 'accountValue', NOW)).toEqual([
      { time: NOW - 200 * DAY, value: 600 },
      { time: NOW - 60 * DAY, value: 700 },
      { time: NOW, value: 800 },
    ]);
    // The unparseable last point is dropped; 50 → 0 and 80 → 30.
    expect(portfolioSeries(answer, '1Y', 'pnl', NOW)).toEqual([
      { time: NOW - 200 * DAY, value: 0 },
      { time: NOW - 60 * DAY, value: 30 },
    ]);
  });

  it('cuts 3M to the last 90 days of the month series', () => {
    const month: PortfolioAnswer = [
      [
        'month',
        {
          accountValueHistory: [
            [NOW - 120 * DAY, '1'],
            [NOW - 90 * DAY, '2'],
            [NOW, '3'],
          ],
          pnlHistory: [
            [NOW - 120 * DAY, '5'],
            [NOW - 90 * DAY, '6'],
            [NOW, '9'],
          ],
        },
      ],
    ];
    expect(portfolioSeries(month, '3M', 'accountValue', NOW).map((p) => p.value)).toEqual([2, 3]);
    expect(portfolioSeries(month, '3M', 'pnl', NOW).map((p) => p.value)).toEqual([0, 3]);
  });

  it('answers no points when the period is missing', () => {
    expect(portfolioSeries([], '1M', 'pnl', NOW)).toEqual([]);
  });
});
