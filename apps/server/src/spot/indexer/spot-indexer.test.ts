import { describe, expect, it } from 'vitest';
import { POSTGRESQL_BACKEND } from '../../testing/test-databases';
import { tryIndexerLock } from './spot-indexer';

describe('the spot indexer lock', () => {
  it('lets one process index a PostgreSQL database at a time', async () => {
    const location = await POSTGRESQL_BACKEND.freshDatabase();
    const first = await tryIndexerLock(location);
    expect(first).not.toBeNull();
    expect(await tryIndexerLock(location)).toBeNull();
    await first?.release();
    const next = await tryIndexerLock(location);
    expect(next).not.toBeNull();
    await next?.release();
  });
});
