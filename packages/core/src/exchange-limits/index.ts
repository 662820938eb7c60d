export * from './address-limits';
export * from './request-weight';
export * from './weight-window';
export * from './ws-limits';
