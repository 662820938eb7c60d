export * from './request-weight';
export * from './weight-window';
