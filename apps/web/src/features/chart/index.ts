/**
 * The chart widget (issue 22): `ChartWidget` over any candle source (a `ChartDataSource` from the
 * data layer), `PerpetualChart` wiring it to a perpetual market and the trader's state. Both load
 * their code after the screen's first paint.
 */
export type { ChartWidgetProps } from './ChartWidget';
export { ChartWidget, PerpetualChart } from './lazy';
export type { PerpetualChartProps } from './PerpetualChart';
