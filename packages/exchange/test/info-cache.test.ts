import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedAccount, type Harness, startHarness } from './harness';

/**
 * Issue 19 point 4: the `/info` state-answer cache is keyed by the request's canonical parameters,
 * so padded bodies cannot inflate it (they once took the exchange from 316 to 853 MiB).
 */

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h.close();
});

async function info(body: unknown): Promise<unknown> {
  const res = await fetch(`${h.server.url}/info`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
}

function retainedHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

describe('/info answer cache', () => {
  it('answers padded and reordered bodies like the plain one, without retaining them', {
    timeout: 60_000,
  }, async () => {
    const user = fundedAccount(h, '1000').address;
    const other = fundedAccount(h, '2000').address;
    const plain = await info({ type: 'clearinghouseState', user });
    expect(await info({ user: user.toUpperCase().replace('0X', '0x'), type: 'clearinghouseState' })).toEqual(
      plain,
    );
    expect(await info({ type: 'clearinghouseState', user: other })).not.toEqual(plain);

    const before = retainedHeap();
    const padding = 'x'.repeat(900_000);
    for (let i = 0; i < 100; i++) {
      expect(await info({ type: 'clearinghouseState', user, [`pad${i}`]: padding })).toEqual(plain);
    }
    // 100 distinct 0.9 MB bodies: ~90 MB if the cache kept each body as a key.
    expect(retainedHeap() - before).toBeLessThan(20_000_000);
  });
});
