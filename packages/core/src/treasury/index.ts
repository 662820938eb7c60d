export * from './countdown';
export * from './history';
export * from './holders';
export * from './rules';
