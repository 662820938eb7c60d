export * from './server-api';
