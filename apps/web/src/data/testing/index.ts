/**
 * The data layer's test seams, for tests only: a fake live feed to put in `ExchangeSocketContext`,
 * the data layer's providers over it, and exchange-shaped fixtures.
 */

export type { ServerClient } from '../../lib/server/server-client';
export { queryKeys } from '../query-keys';
export { createFakeSocket } from './fake-socket';
export { fakeInfoFetch, wireAssetCtx, wireMetaAndAssetCtxs, wireOpenOrder } from './fixtures';
export { DataTestProviders } from './providers';
