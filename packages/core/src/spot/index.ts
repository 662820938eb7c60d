export * from './catalogue';
export * from './deployment';
export * from './market-stats';
export * from './pair-route';
export * from './platform-fee';
export * from './swap';
export * from './swap-panel';
export * from './token-data';
