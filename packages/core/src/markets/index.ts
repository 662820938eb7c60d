export * from './market-list';
export * from './order-book';
export * from './recency';
export * from './recent-trades';
export * from './sparkline';
