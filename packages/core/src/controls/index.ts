export * from './numeric-input';
export * from './slider';
export * from './sort';
