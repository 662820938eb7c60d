export { exchangeClient } from '../../lib/exchange/client';
