export type { ExchangeService } from '../../../packages/exchange/src/service';
