/**
 * The data layer's test seams, for tests only: a fake live feed to put in `ExchangeSocketContext`,
 * and the data layer's providers over it.
 */
export { createFakeSocket } from './fake-socket';
export { DataTestProviders } from './providers';
