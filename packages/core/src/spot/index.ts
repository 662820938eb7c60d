export * from './catalogue';
export * from './deployment';
export * from './platform-fee';
export * from './pool-pricing';
export * from './swap';
export * from './token-data';
