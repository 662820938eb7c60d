export * from './chains';
export * from './config';
export * from './page-data';
