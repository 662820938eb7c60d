export { testExchange } from './testing/test-exchange';
