export * from './platform-stats';
