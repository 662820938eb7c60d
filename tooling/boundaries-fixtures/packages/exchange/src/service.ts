export const exchangeService = 'exchange';
export type ExchangeService = typeof exchangeService;
