export * from './authorization-code';
export * from './bot-buttons';
export * from './bot-commands';
export * from './liquidation-warning';
export * from './texts';
