export * from './account-functions';
export * from './function-contract';
export * from './function-registry';
export * from './platform-functions';
export * from './request-fields';
export * from './server-api';
export * from './sign-in';
export * from './trading-functions';
