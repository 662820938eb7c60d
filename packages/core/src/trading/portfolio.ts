/**
 * The portfolio chart of seed 000 §2/§7: which period of the exchange's `portfolio` answer each
 * timeframe reads, and the 3M / 1Y windows cut from that period on the client.
 */

export const PORTFOLIO_TIMEFRAMES = ['1D', '1W', '1M', '3M', '1Y', 'ALL'] as const;
export type PortfolioTimeframe = (typeof PORTFOLIO_TIMEFRAMES)[number];
export const DEFAULT_PORTFOLIO_TIMEFRAME: PortfolioTimeframe = '1M';

export type PortfolioPeriod = 'day' | 'week' | 'month' | 'allTime';
export type PortfolioMetric = 'accountValue' | 'pnl';

export const PORTFOLIO_CHART_TEXTS = {
  accountValue: 'Account Value',
  pnl: 'PnL',
  failed: 'Failed to load portfolio data',
  empty: 'No trading history available',
} as const;

/** Seed 000 §7: 1D day, 1W week, 1M and 3M month, 1Y and ALL allTime. */
export const PORTFOLIO_PERIOD_OF: Record<PortfolioTimeframe, PortfolioPeriod> = {
  '1D': 'day',
  '1W': 'week',
  '1M': 'month',
  '3M': 'month',
  '1Y': 'allTime',
  ALL: 'allTime',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The windows cut on the client from their period's series; the others show the period whole. */
export const PORTFOLIO_CUT_WINDOW_MS: Partial<Record<PortfolioTimeframe, number>> = {
  '3M': 90 * DAY_MS,
  '1Y': 365 * DAY_MS,
};

/** One period's data as the exchange answers it: `[ms, "value"]` points. */
export interface PortfolioPeriodData {
  accountValueHistory: readonly (readonly [number, string])[];
  pnlHistory: readonly (readonly [number, string])[];
}

/** The `portfolio` answer: `[period, data]` pairs (perp-only periods are ignored here). */
export type PortfolioAnswer = readonly (readonly [string, PortfolioPeriodData])[];

export interface PortfolioChartPoint {
  time: number;
  value: number;
}

/**
 * The series the chart draws for a timeframe and metric, oldest first. A cut window keeps the points
 * at or after `now - window`; its PnL then counts from the window's first point, as the exchange
 * counts each period's PnL from that period's start. Unparseable values are dropped.
 */
export function portfolioSeries(
  answer: PortfolioAnswer,
  timeframe: PortfolioTimeframe,
  metric: PortfolioMetric,
  now: number,
): PortfolioChartPoint[] {
  const period = answer.find(([name]) => name === PORTFOLIO_PERIOD_OF[timeframe])?.[1];
  if (!period) return [];
  const history = metric === 'pnl' ? period.pnlHistory : period.accountValueHistory;
  const window = PORTFOLIO_CUT_WINDOW_MS[timeframe];
  const from = window === undefined ? Number.NEGATIVE_INFINITY : now - window;
  const points = history
    .map(([time, value]) => ({ time, value: Number(value) }))
    .filter((point) => point.time >= from && Number.isFinite(point.value));
  const first = points[0];
  if (window === undefined || metric !== 'pnl' || !first) return points;
  return points.map((point) => ({ time: point.time, value: point.value - first.value }));
}
