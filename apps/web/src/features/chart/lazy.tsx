import { lazy, Suspense } from 'react';
import type { ChartWidgetProps } from './ChartWidget';
import { ChartLoading, chartFrameClass } from './chart-frame';
import type { PerpetualChartProps } from './PerpetualChart';

/*
 * The chart widget and klinecharts load after the screen's first paint: the screen's chunk holds
 * only these wrappers, each keeping the chart's space with its loading state meanwhile.
 */
const LazyChartWidget = lazy(() => import('./ChartWidget'));
const LazyPerpetualChart = lazy(() => import('./PerpetualChart'));

/** `load` false holds the chart's place with its loading state, so the code loads later. */
type Deferred = { load?: boolean };

function Placeholder({ fill }: { fill: boolean | undefined }) {
  return (
    <div className={chartFrameClass(fill)}>
      <ChartLoading />
    </div>
  );
}

export function ChartWidget({ load = true, ...props }: ChartWidgetProps & Deferred) {
  if (!load) return <Placeholder fill={props.fill} />;
  return (
    <Suspense fallback={<Placeholder fill={props.fill} />}>
      <LazyChartWidget {...props} />
    </Suspense>
  );
}

export function PerpetualChart({ load = true, ...props }: PerpetualChartProps & Deferred) {
  if (!load) return <Placeholder fill={props.fill} />;
  return (
    <Suspense fallback={<Placeholder fill={props.fill} />}>
      <LazyPerpetualChart {...props} />
    </Suspense>
  );
}
