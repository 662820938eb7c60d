import {
  DEFAULT_PORTFOLIO_TIMEFRAME,
  formatPrice,
  PORTFOLIO_CHART_TEXTS,
  PORTFOLIO_TIMEFRAMES,
  type PortfolioMetric,
  type PortfolioTimeframe,
  portfolioSeries,
} from '@pluto/core';
import { useMemo, useState } from 'react';
import { usePortfolio } from '../../data';
import { Panel, Skeleton } from '../../ui';
import { AreaChart } from './AreaChart';
import { Segmented } from './Segmented';

const METRICS: readonly { value: PortfolioMetric; label: string }[] = [
  { value: 'accountValue', label: PORTFOLIO_CHART_TEXTS.accountValue },
  { value: 'pnl', label: PORTFOLIO_CHART_TEXTS.pnl },
];

const timeOf = (timeframe: PortfolioTimeframe) => (time: number) =>
  new Date(time).toLocaleString('en-US', {
    month: 'short',
    day: '2-digit',
    ...(timeframe === '1D' || timeframe === '1W'
      ? { hour: '2-digit', minute: '2-digit', hour12: false }
      : {}),
    ...(timeframe === '1Y' || timeframe === 'ALL' ? { year: 'numeric' } : {}),
  });

/**
 * Seed 000 §2, §7: the account's value or PnL over 1D 1W 1M (default) 3M 1Y ALL, from the exchange's
 * `portfolio` answer; its failure and empty states say so.
 */
export function PortfolioChart() {
  const portfolio = usePortfolio();
  const [metric, setMetric] = useState<PortfolioMetric>('accountValue');
  const [timeframe, setTimeframe] = useState<PortfolioTimeframe>(DEFAULT_PORTFOLIO_TIMEFRAME);
  const points = useMemo(
    () => (portfolio.data ? portfolioSeries(portfolio.data, timeframe, metric, Date.now()) : []),
    [portfolio.data, timeframe, metric],
  );
  const latest = points.at(-1)?.value;
  const body = portfolio.isError ? (
    <p className="flex h-full items-center justify-center text-down text-xs">
      {PORTFOLIO_CHART_TEXTS.failed}
    </p>
  ) : portfolio.isLoading ? (
    <Skeleton className="h-full" aria-label="Loading portfolio" />
  ) : points.length === 0 ? (
    <p className="flex h-full items-center justify-center text-muted text-xs">
      {PORTFOLIO_CHART_TEXTS.empty}
    </p>
  ) : (
    <AreaChart points={points} formatValue={formatPrice} formatTime={timeOf(timeframe)} className="h-full" />
  );
  return (
    <Panel aria-label="Portfolio chart" bodyClassName="flex flex-col gap-2 p-3">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-baseline gap-2 font-medium text-xs">
          {metric === 'pnl' ? PORTFOLIO_CHART_TEXTS.pnl : PORTFOLIO_CHART_TEXTS.accountValue}
          {latest !== undefined && (
            <span className="font-mono text-muted tabular-nums">{formatPrice(latest)}</span>
          )}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Segmented label="Chart metric" options={METRICS} value={metric} onChange={setMetric} />
          <Segmented
            label="Timeframe"
            options={PORTFOLIO_TIMEFRAMES.map((value) => ({ value, label: value }))}
            value={timeframe}
            onChange={setTimeframe}
          />
        </div>
      </header>
      <div className="h-52">{body}</div>
    </Panel>
  );
}
