export * from './backtest';
export * from './catalog';
export * from './engine';
export * from './form-rules';
export * from './indicators';
export * from './levels';
export * from './strategies';
export * from './trade-setup';
