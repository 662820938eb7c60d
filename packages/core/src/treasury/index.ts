export * from './countdown';
