export * from './countdown';
export * from './rules';
