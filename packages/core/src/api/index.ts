export * from './account-functions';
export * from './function-contract';
export * from './function-registry';
export * from './request-fields';
export * from './server-api';
export * from './sign-in';
export * from './spot-functions';
export * from './trading-functions';
