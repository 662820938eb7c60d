/**
 * The chart widget (issue 22): `ChartWidget` over any candle source (a `ChartDataSource` from the
 * data layer), `PerpetualChart` wiring it to a perpetual market and the trader's state. Both load
 * their code after the screen's first paint; `EarlyChartWidget` also asks for the history and draws
 * the loading / empty state before its code loads (a page whose chart is its largest element).
 */
export type { ChartWidgetProps } from './ChartWidget';
export { EarlyChartWidget } from './early-chart';
export { ChartWidget, PerpetualChart } from './lazy';
export type { PerpetualChartProps } from './PerpetualChart';
