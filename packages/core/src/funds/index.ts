export * from './funds';
export * from './usdc';
