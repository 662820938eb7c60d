/** The data layer's test seams: a fake live feed to put in `ExchangeSocketContext`. Tests only. */
export { createFakeSocket } from './fake-socket';
