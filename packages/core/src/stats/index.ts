export * from './liquidity-pool-figures';
export * from './platform-stats';
