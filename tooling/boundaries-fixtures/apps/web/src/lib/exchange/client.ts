export const exchangeClient = 'exchange';
