export * from './chart-candles';
export * from './chart-connection';
export * from './chart-indicators';
export * from './chart-overlays';
export * from './chart-settings';
export * from './chart-symbols';
export * from './chart-trader';
