export const testExchange = 'test exchange';
