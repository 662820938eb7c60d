export * from './network-rules';
export * from './wallet-connectors';
export * from './wallet-errors';
