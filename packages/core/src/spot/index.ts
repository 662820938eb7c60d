export * from './platform-fee';
