export { exchangeService } from '../../../packages/exchange/src/service';
