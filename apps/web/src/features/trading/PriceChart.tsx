import { CHART_PERIODS, type ChartPeriod, chartPricePrecision, DEFAULT_CHART_PERIOD } from '@pluto/core';
import { lazy, Suspense, useState } from 'react';
import { useChartDataSource } from '../../data';
import { cn, Spinner } from '../../ui';

const KlineChart = lazy(() => import('./KlineChart'));

function Loading() {
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-0 flex items-center justify-center gap-2 bg-panel/60 text-muted text-xs"
    >
      <Spinner size={14} /> Loading chart...
    </div>
  );
}

/** Seed 001 §2: candles with periods 1m…1M (default 1h); 350 px on mobile, 500 px from md. */
export function PriceChart({
  coin,
  price,
  className,
  loadChart = true,
}: {
  coin: string;
  price: number | undefined;
  className?: string;
  /** False holds the chart's place with its loading state, so klinecharts loads later. */
  loadChart?: boolean;
}) {
  const [period, setPeriod] = useState<ChartPeriod>(DEFAULT_CHART_PERIOD);
  const [loading, setLoading] = useState(true);
  const [empty, setEmpty] = useState(false);
  const dataSource = useChartDataSource();
  // The precision follows the price's magnitude once known; a change re-sets the symbol.
  const pricePrecision = chartPricePrecision(price ?? 0);
  return (
    <div className={cn('flex h-[350px] flex-col md:h-[500px]', className)}>
      <div
        role="toolbar"
        aria-label="Chart periods"
        className="flex shrink-0 gap-0.5 overflow-x-auto border-line border-b px-1 py-1"
      >
        {CHART_PERIODS.map((p) => (
          <button
            key={p.text}
            type="button"
            aria-pressed={p.text === period.text}
            onClick={() => setPeriod(p)}
            className={cn(
              'h-6 shrink-0 rounded px-1.5 font-mono text-[11px]',
              p.text === period.text ? 'bg-raised text-fg' : 'text-muted hover:text-fg',
            )}
          >
            {p.text}
          </button>
        ))}
      </div>
      <div className="relative min-h-0 flex-1">
        {loadChart ? (
          <Suspense fallback={<Loading />}>
            <KlineChart
              coin={coin}
              period={period}
              pricePrecision={pricePrecision}
              dataSource={dataSource}
              onLoadingChange={(next, none = false) => {
                setLoading(next);
                setEmpty(!next && none);
              }}
            />
            {loading && <Loading />}
            {empty && (
              <p className="pointer-events-none absolute inset-0 flex items-center justify-center text-muted text-xs">
                No chart data for {coin} at {period.text}
              </p>
            )}
          </Suspense>
        ) : (
          <Loading />
        )}
      </div>
    </div>
  );
}
