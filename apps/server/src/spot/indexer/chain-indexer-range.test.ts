import { type Kysely, sql } from 'kysely';
import {
  createPublicClient,
  custom,
  HttpRequestError,
  http,
  type PublicClient,
  ResponseBodyTooLargeError,
  RpcRequestError,
  TimeoutError,
} from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database';
import type { Database } from '../../db/schema';
import { type SpotDevnet, startSpotDevnet } from '../../testing/spot-devnet';
import { TEST_BACKENDS } from '../../testing/test-databases';
import { ChainIndexer, isRangeTooLarge, nextRangeBlocks, refusedRangeBlocks } from './chain-indexer';
import { INDEXED_EVENTS } from './chain-reads';
import { type IndexedChain, indexedChainOf } from './indexed-chain';

/**
 * What public BSC RPCs do: `eth_getLogs` over more than `maxBlocks` blocks is refused (-32005); each
 * range asked for is noted as `from-to`.
 */
function rangeLimitedClient(
  rpcUrl: string,
  maxBlocks: bigint,
  refused: { count: number; ranges: string[] },
): PublicClient {
  const upstream = http(rpcUrl)({});
  return createPublicClient({
    transport: custom({
      async request({ method, params }) {
        if (method === 'eth_getLogs') {
          const [{ fromBlock, toBlock }] = params as [{ fromBlock: string; toBlock: string }];
          refused.ranges.push(`${BigInt(fromBlock)}-${BigInt(toBlock)}`);
          if (BigInt(toBlock) - BigInt(fromBlock) + 1n > maxBlocks) {
            refused.count++;
            throw new RpcRequestError({
              body: { method, params },
              error: { code: -32005, message: 'query returned more than 10000 results' },
              url: rpcUrl,
            });
          }
        }
        return upstream.request({ method, params } as never);
      },
    }),
  });
}

describe('the next log range', () => {
  it('holds about 5,000 logs at the last range’s density, grows at most fourfold, within 1…max', () => {
    expect(nextRangeBlocks(10, 40_000, 2_000)).toBe(1);
    expect(nextRangeBlocks(4, 8_000, 2_000)).toBe(2);
    expect(nextRangeBlocks(1, 4_000, 2_000)).toBe(1);
    expect(nextRangeBlocks(1, 100_000, 2_000)).toBe(1);
    expect(nextRangeBlocks(100, 1_000, 2_000)).toBe(400);
    expect(nextRangeBlocks(1_000, 0, 2_000)).toBe(2_000);
  });
});

describe('the range after a refused one', () => {
  it('holds half the answer limit at the refused density when the answer’s size is known', () => {
    const tooLarge = new ResponseBodyTooLargeError({ maxSize: 10_000_000, size: 350_000_000 });
    expect(refusedRangeBlocks(160, tooLarge)).toBe(2);
    expect(refusedRangeBlocks(160, new ResponseBodyTooLargeError({ maxSize: 10, size: 11 }))).toBe(72);
    expect(refusedRangeBlocks(1, tooLarge)).toBe(1);
  });

  it('is what a size limit, a log limit or a timeout refuses, not any failure', () => {
    const timeout = new HttpRequestError({ url: '', cause: new TimeoutError({ body: {}, url: '' }) });
    expect(isRangeTooLarge(new TimeoutError({ body: {}, url: '' }))).toBe(true);
    expect(isRangeTooLarge(timeout)).toBe(true);
    expect(isRangeTooLarge(new ResponseBodyTooLargeError({ maxSize: 1, size: 2 }))).toBe(true);
    expect(isRangeTooLarge(new HttpRequestError({ url: '', status: 502 }))).toBe(false);
  });

  it('is halved when only the refusal is known', () => {
    const limited = new RpcRequestError({ body: {}, error: { code: -32005, message: 'limit' }, url: '' });
    expect(refusedRangeBlocks(160, limited)).toBe(80);
    expect(refusedRangeBlocks(3, limited)).toBe(1);
  });
});

/** Every Sync and token Transfer log the chain has up to `head` (the pairs' LP transfers are not kept), stored once. */
async function expectEveryEventStoredOnce(
  db: Kysely<Database>,
  chain: IndexedChain,
  head: bigint,
): Promise<void> {
  const tokens = chain.tokens.map((token) => token.address);
  const logs = await devnet.client.getLogs({
    address: [...tokens, ...chain.pools.map((pool) => pool.pair)] as `0x${string}`[],
    events: INDEXED_EVENTS,
    fromBlock: BigInt(chain.startBlock),
    toBlock: head,
    strict: true,
  });
  const { rows } = await sql<{ syncs: string; transfers: string; swaps: string; liquidity: string }>`
    select (select count(*) from spot_syncs) as syncs, (select count(*) from spot_transfers) as transfers,
      (select count(*) from spot_swaps) as swaps, (select count(*) from spot_liquidity_events) as liquidity`.execute(
    db,
  );
  const count = (...names: string[]) => logs.filter((log) => names.includes(log.eventName)).length;
  expect(Number(rows[0]?.swaps)).toBe(count('Swap'));
  expect(Number(rows[0]?.liquidity)).toBe(count('Mint', 'Burn'));
  expect(Number(rows[0]?.syncs)).toBe(logs.filter((log) => log.eventName === 'Sync').length);
  expect(Number(rows[0]?.transfers)).toBe(
    logs.filter((log) => log.eventName === 'Transfer' && tokens.includes(log.address.toLowerCase())).length,
  );
  expect(Number(rows[0]?.syncs)).toBeGreaterThan(0);
}

let devnet: SpotDevnet;

beforeAll(async () => {
  devnet = await startSpotDevnet('indexer-range-test');
}, 120_000);

afterAll(async () => {
  await devnet?.close();
});

describe('the chain indexer against an RPC that limits log ranges', { timeout: 60_000 }, () => {
  it('reads a refused range in smaller ranges and stores every event once', async () => {
    const chain = indexedChainOf(devnet.spot);
    const rpcUrl = devnet.layer.chains.get(devnet.spot.chainId)?.anvil.rpcUrl as string;
    const refused = { count: 0, ranges: [] as string[] };
    const indexer = new ChainIndexer(
      devnet.server.services.db,
      chain,
      rangeLimitedClient(rpcUrl, 8n, refused),
      {
        batchBlocks: 2_000,
        reorgDepth: 64,
      },
    );

    const head = await devnet.client.getBlockNumber({ cacheTime: 0 });
    expect(await indexer.catchUp()).toBe(head);
    expect(refused.count).toBeGreaterThan(0);
    // The first range is small (16 blocks, not `batchBlocks`), then halved once refused.
    const start = BigInt(chain.startBlock);
    expect(refused.ranges.slice(0, 2)).toEqual([`${start}-${start + 15n}`, `${start}-${start + 7n}`]);

    await expectEveryEventStoredOnce(devnet.server.services.db, chain, head);
  });
});

describe.each(TEST_BACKENDS)(
  'the chain indexer behind the head, on $name',
  { timeout: 60_000 },
  (backend) => {
    it('reads the next range while it stores the last, each range once and in order', async () => {
      const chain = indexedChainOf(devnet.spot);
      const rpcUrl = devnet.layer.chains.get(devnet.spot.chainId)?.anvil.rpcUrl as string;
      const asked = { count: 0, ranges: [] as string[] };
      const { ranges } = asked;
      const db = await openDatabase(await backend.freshDatabase());
      try {
        const indexer = new ChainIndexer(db, chain, rangeLimitedClient(rpcUrl, 4n, asked), {
          batchBlocks: 4,
          reorgDepth: 64,
        });
        const start = BigInt(chain.startBlock);
        const { cursor, head } = await indexer.step();
        expect(head).toBeGreaterThan(start + 8n);
        expect(cursor).toBe(start + 3n);
        // One range stored, the next one already asked for.
        expect(ranges).toEqual([`${start}-${start + 3n}`, `${start + 4n}-${start + 7n}`]);

        expect(await indexer.catchUp()).toBe(head);
        const expected = [];
        for (let from = start; from <= head; from += 4n) expected.push(`${from}-${min(from + 3n, head)}`);
        expect(ranges).toEqual(expected);
        expect(asked.count).toBe(0);
        await expectEveryEventStoredOnce(db, chain, head);
      } finally {
        await db.destroy();
      }
    });
  },
);

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
