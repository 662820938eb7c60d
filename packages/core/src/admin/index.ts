export * from './constants';
export * from './logo-upload';
export * from './pair-form';
export * from './roles';
export * from './texts';
export * from './token-form';
