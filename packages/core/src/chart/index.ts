export * from './chart-candles';
