export * from './exact-decimal';
export * from './format';
