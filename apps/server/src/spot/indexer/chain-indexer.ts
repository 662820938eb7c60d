import { PoolBook, type PricingChain, unitsToNumber, usdPrice } from '@pluto/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  BaseError,
  LimitExceededRpcError,
  type PublicClient,
  ResponseBodyTooLargeError,
  TimeoutError,
} from 'viem';
import type { Database } from '../../db/schema';
import { type CandleTick, rebuildCandles, upsertCandles } from './candles';
import { type ChainBlock, type IndexedLog, readBlock, readIndexedLogs } from './chain-reads';
import { followInChain, type IndexedChain, type IndexedPool, type IndexedToken } from './indexed-chain';

type Db = Kysely<Database> | Transaction<Database>;

export interface ChainIndexerOptions {
  /** Blocks read per step (one `eth_getLogs`). */
  batchBlocks: number;
  /** How far back a reorganisation is looked for; deeper ones rewind this far. */
  reorgDepth: number;
}

export const DEFAULT_INDEXER_OPTIONS: ChainIndexerOptions = { batchBlocks: 2_000, reorgDepth: 64 };

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

interface Cursor {
  number: bigint;
  hash: string;
}

/** Where a step got to: `following` while tokens or pools added by `follow` are still being read. */
export interface IndexerState {
  cursor: bigint;
  head: bigint;
  following: boolean;
}

/**
 * The addresses one read covers: the chain's followed set at the head ('head'), or tokens and pools
 * `follow` added, read from the chain's start block up to the cursor ('history').
 */
interface Scope {
  kind: 'head' | 'history';
  pools: Map<string, IndexedPool>;
  tokens: Map<string, IndexedToken>;
  /** Decimals and the stable / wrapped native the swaps are priced with. */
  pricing: PricingChain;
  /** The head's pools' reserves after its last read block; null: read from the database. */
  reserves: PoolBook | null;
}

/**
 * Indexes one chain: reads the pools' Swap/Sync/Mint/Burn and the tokens' Transfer logs block range
 * by block range, and keeps the events, balances and candles. Each range is written in one database
 * transaction together with the cursor, and every event is unique by (tx hash, log index), so a
 * restart resumes where the last range ended and counts nothing twice. A cursor block whose hash
 * the chain no longer has means a reorganisation: the indexer rewinds to the last block both agree
 * on and reads on from there.
 */
export class ChainIndexer {
  private readonly head: Scope;
  /** Tokens and pools `follow` added, and the next block of their history to read. */
  private history: { scope: Scope; from: bigint } | null = null;
  /**
   * Blocks read per step now: sized from the last range's log count (about `TARGET_LOGS_PER_RANGE`
   * a range), halved while the RPC refuses a range as too large.
   */
  private rangeBlocks: number;
  /**
   * The last refused range's end and the size it allows: ranges within it grow no larger, since its
   * density may lie anywhere in it (a few quiet blocks before the busy ones would grow the next range
   * fourfold into them again).
   */
  private refused: { to: bigint; blocks: number } | null = null;
  /** The next range at the head, read while the last one was stored. */
  private readAhead: { from: bigint; to: bigint; read: Promise<RangeRead | null> } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    readonly chain: IndexedChain,
    private readonly client: PublicClient,
    private readonly options: ChainIndexerOptions = DEFAULT_INDEXER_OPTIONS,
  ) {
    this.head = {
      kind: 'head',
      pools: new Map(chain.pools.map((pool) => [pool.pair, pool])),
      tokens: new Map(chain.tokens.map((token) => [token.address, token])),
      pricing: chain,
      reserves: null,
    };
    this.rangeBlocks = Math.min(options.batchBlocks, FIRST_RANGE_BLOCKS);
  }

  /** Indexes up to the chain's head, a range at a time; answers the last block indexed. */
  async catchUp(): Promise<bigint> {
    for (;;) {
      const { cursor, head, following } = await this.step();
      if (cursor >= head && !following) return cursor;
    }
  }

  /**
   * Follows these tokens and pools too (the catalogue's, listed while running). Those not followed
   * yet are read from the chain's start block up to the cursor first, a range a step, so their
   * balances, holders, swaps and candles are whole; then they join the chain (`followInChain`) and
   * are read at the head with the rest. Reading is idempotent per (tx hash, log index): a restart
   * before they joined reads their history again and counts nothing twice.
   */
  follow(tokens: readonly IndexedToken[], pools: readonly IndexedPool[]): void {
    const known = (address: string) =>
      this.head.tokens.has(address) ||
      this.head.pools.has(address) ||
      this.history?.scope.tokens.has(address) === true ||
      this.history?.scope.pools.has(address) === true;
    const newTokens = tokens.filter((token) => !known(token.address));
    const newPools = pools.filter((pool) => !known(pool.pair));
    if (newTokens.length === 0 && newPools.length === 0) return;
    // Added while other history is read: all of it is read again from the start (nothing counts twice).
    const allTokens = [...(this.history?.scope.tokens.values() ?? []), ...newTokens];
    const allPools = [...(this.history?.scope.pools.values() ?? []), ...newPools];
    const decimals = new Map(this.chain.decimals);
    for (const token of allTokens) decimals.set(token.address, token.decimals);
    this.history = {
      scope: {
        kind: 'history',
        pools: new Map(allPools.map((pool) => [pool.pair, pool])),
        tokens: new Map(allTokens.map((token) => [token.address, token])),
        pricing: { ...this.chain, decimals },
        reserves: null,
      },
      from: BigInt(this.chain.startBlock),
    };
  }

  /** Reads one range (or rewinds one reorganisation, or reads one range of followed history). */
  async step(): Promise<IndexerState> {
    const [head, cursor] = await Promise.all([this.client.getBlockNumber({ cacheTime: 0 }), this.cursor()]);
    const state = (at: bigint): IndexerState => ({ cursor: at, head, following: this.history !== null });
    if (cursor.hash) {
      const onChain = await this.blockHash(cursor.number);
      if (onChain !== cursor.hash) return state(await this.rewind(cursor.number));
    }
    if (this.history) {
      await this.readHistory(this.history, cursor.number);
      return state(cursor.number);
    }
    if (cursor.number >= head) return state(cursor.number);
    const from = cursor.number + 1n;
    const ahead = this.takeReadAhead(from);
    const to = ahead?.to ?? min(head, cursor.number + BigInt(this.rangeBlocks));
    const read = ahead?.read ?? this.readRange(this.head, from, to);
    const applied = await this.indexSizedRange(this.head, { from, to, after: cursor.hash }, read, head);
    return state(applied ? to : cursor.number);
  }

  /**
   * Stores a range read by `readRange`, with the next range sized from this one's log count; a range
   * the RPC refuses as too large (10,000 swaps in 2,000 blocks are 40,000 logs, 30 MB of JSON) is read
   * smaller. While the head is further than `to`, the next range is read (`readAhead`) as this one is
   * stored: the node answers one while the indexer decodes and writes the other.
   */
  private async indexSizedRange(
    scope: Scope,
    range: Range,
    reading: Promise<RangeRead | null>,
    head?: bigint,
  ): Promise<boolean> {
    const blocks = Number(range.to - range.from + 1n);
    let read: RangeRead | null;
    try {
      read = await reading;
    } catch (error) {
      if (!isRangeTooLarge(error) || range.to === range.from) throw error;
      this.rangeBlocks = refusedRangeBlocks(blocks, error);
      this.refused = { to: range.to, blocks: this.rangeBlocks };
      return false;
    }
    // The chain changed under the read, or the range does not follow the cursor's block: next step.
    if (!read || (range.after && read.first.parentHash !== range.after)) return false;
    this.rangeBlocks = nextRangeBlocks(blocks, read.logCount, this.options.batchBlocks);
    if (this.refused && range.to < this.refused.to)
      this.rangeBlocks = Math.min(this.rangeBlocks, this.refused.blocks);
    else this.refused = null;
    if (head !== undefined && range.to < head) {
      const from = range.to + 1n;
      const to = min(head, range.to + BigInt(this.rangeBlocks));
      this.readAhead = { from, to, read: this.readRange(scope, from, to) };
      this.readAhead.read.catch(() => undefined); // its failure is met when the next step takes it
    }
    await this.storeRange(scope, range, read);
    return true;
  }

  /** The range read ahead if it starts at `from` (else it is dropped: the cursor moved otherwise). */
  private takeReadAhead(from: bigint): { to: bigint; read: Promise<RangeRead | null> } | null {
    const ahead = this.readAhead;
    this.readAhead = null;
    return ahead?.from === from ? ahead : null;
  }

  /** One range of the followed tokens' and pools' history, up to the cursor; then they join the head. */
  private async readHistory(history: { scope: Scope; from: bigint }, cursor: bigint): Promise<void> {
    if (history.from <= cursor) {
      const range = { from: history.from, to: min(cursor, history.from + BigInt(this.rangeBlocks) - 1n) };
      const read = this.readRange(history.scope, range.from, range.to);
      if (await this.indexSizedRange(history.scope, range, read)) history.from = range.to + 1n;
    }
    if (history.from <= cursor) return;
    for (const [address, token] of history.scope.tokens) this.head.tokens.set(address, token);
    for (const [pair, pool] of history.scope.pools) this.head.pools.set(pair, pool);
    followInChain(this.chain, [...history.scope.tokens.values()], [...history.scope.pools.values()]);
    this.head.reserves = null;
    this.history = null;
  }

  private async cursor(): Promise<Cursor> {
    const row = await this.db
      .selectFrom('spot_index_cursors')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', this.chain.chainId)
      .executeTakeFirst();
    return row
      ? { number: BigInt(row.block_number), hash: row.block_hash }
      : { number: BigInt(this.chain.startBlock - 1), hash: '' };
  }

  private async blockHash(number: bigint): Promise<string | undefined> {
    try {
      return (await readBlock(this.client, number, false))?.hash;
    } catch {
      return undefined;
    }
  }

  /**
   * `scope`'s events of blocks `from`..`to` and the blocks they need (their times, the swaps'
   * senders, the first block's parent and the last block's hash); null when the chain changed under
   * the read (retried next step).
   */
  private async readRange(scope: Scope, from: bigint, to: bigint): Promise<RangeRead | null> {
    const logs = await readIndexedLogs(
      this.client,
      [...scope.tokens.keys(), ...scope.pools.keys()],
      from,
      to,
    );
    const kept = logs.filter((log) => isKept(scope, log));
    const swapBlocks = new Set(kept.filter((log) => log.eventName === 'Swap').map((log) => log.blockNumber));
    const numbers = new Set([from, ...kept.map((log) => log.blockNumber), to]);
    const blocks = new Map<bigint, ChainBlock>();
    await Promise.all(
      [...numbers].map(async (number) => {
        const block = await readBlock(this.client, number, swapBlocks.has(number));
        if (block) blocks.set(number, block);
      }),
    );
    if (kept.some((log) => blocks.get(log.blockNumber)?.hash !== log.blockHash)) return null;
    const first = blocks.get(from);
    const last = blocks.get(to);
    if (!first || !last) return null;
    return { logs: kept, logCount: logs.length, blocks, first, last };
  }

  /** Stores a range's events in one transaction (and, at the head, moves the cursor to its end). */
  private async storeRange(scope: Scope, range: Range, read: RangeRead): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.store(trx, scope, range, read.logs, read.blocks);
        if (scope.kind === 'head')
          await this.saveCursor(trx, range.to, read.last.hash, [...read.blocks.values()]);
      });
    } catch (error) {
      scope.reserves = null;
      throw error;
    }
  }

  private async store(
    trx: Transaction<Database>,
    scope: Scope,
    range: { from: bigint; to: bigint },
    logs: IndexedLog[],
    blocks: Map<bigint, ChainBlock>,
  ): Promise<void> {
    // History is priced with every pool's reserves as they were at each of its events.
    const reserves = scope.reserves ?? (await this.loadReserves(trx, scope, range.from));
    const headSyncs = scope.kind === 'history' ? await this.headSyncs(trx, range) : null;
    const transfers: Database['spot_transfers'][] = [];
    const syncs: Database['spot_syncs'][] = [];
    const liquidity: Database['spot_liquidity_events'][] = [];
    const swaps: SwapRow[] = [];
    // Each swap's owner is its transaction's sender: one lookup per swap, not a scan of its block.
    const senders = new Map<string, string>();
    for (const block of blocks.values()) for (const [hash, from] of block.senders) senders.set(hash, from);
    for (const log of logs) {
      headSyncs?.applyBefore(log, reserves);
      const block = blocks.get(log.blockNumber) as ChainBlock;
      const event = {
        chain_id: this.chain.chainId,
        tx_hash: log.transactionHash,
        log_index: log.logIndex,
        block_number: log.blockNumber.toString(),
      };
      const { address } = log;
      switch (log.eventName) {
        case 'Transfer':
          transfers.push({
            ...event,
            block_time: block.timestamp.toString(),
            token: address,
            from_address: log.args.from,
            to_address: log.args.to,
            value: log.args.value.toString(),
          });
          break;
        case 'Sync': {
          const pool = scope.pools.get(address) as IndexedPool;
          reserves.set({ ...pool, reserve0: log.args.reserve0, reserve1: log.args.reserve1 });
          syncs.push({
            ...event,
            pair: address,
            reserve0: log.args.reserve0.toString(),
            reserve1: log.args.reserve1.toString(),
          });
          break;
        }
        case 'Mint':
        case 'Burn':
          liquidity.push({
            ...event,
            pair: address,
            kind: log.eventName === 'Mint' ? 'mint' : 'burn',
            amount0: log.args.amount0.toString(),
            amount1: log.args.amount1.toString(),
          });
          break;
        case 'Swap':
          swaps.push(swapRow(scope, event, log, block, reserves, senders.get(log.transactionHash)));
          break;
      }
    }
    await insertTransfers(trx, transfers);
    await insertRows(trx, 'spot_syncs', syncs);
    await insertRows(trx, 'spot_liquidity_events', liquidity);
    await this.insertSwaps(trx, scope, swaps);
    if (scope.kind === 'head') scope.reserves = reserves;
  }

  private async insertSwaps(trx: Transaction<Database>, scope: Scope, swaps: SwapRow[]): Promise<void> {
    const inserted = await insertRows(trx, 'spot_swaps', swaps);
    const fresh = swaps.filter((swap) => inserted.has(`${swap.tx_hash}:${swap.log_index}`));
    if (scope.kind === 'history') {
      // Older than candles already kept (of the native coin, the stable): those are recomputed.
      if (fresh.length === 0) return;
      const tokens = new Set(fresh.flatMap((swap) => [swap.token0, swap.token1]));
      const since = Math.min(...fresh.map((swap) => Number(swap.block_time)));
      await rebuildCandles(trx, this.chain.chainId, [...tokens], since);
      return;
    }
    const ticks: CandleTick[] = [];
    for (const swap of fresh) {
      const time = Number(swap.block_time);
      if (swap.token0_price_usd > 0)
        ticks.push({ token: swap.token0, time, price: swap.token0_price_usd, volume: swap.volume_usd });
      if (swap.token1_price_usd > 0)
        ticks.push({ token: swap.token1, time, price: swap.token1_price_usd, volume: swap.volume_usd });
    }
    await upsertCandles(trx, this.chain.chainId, ticks);
  }

  /** The head pools' stored Syncs within `range` (read before), in chain order. */
  private async headSyncs(db: Db, { from, to }: { from: bigint; to: bigint }): Promise<SyncReplay> {
    const rows = await db
      .selectFrom('spot_syncs')
      .select(['pair', 'block_number', 'log_index', 'reserve0', 'reserve1'])
      .where('chain_id', '=', this.chain.chainId)
      .where('block_number', '>=', from.toString())
      .where('block_number', '<=', to.toString())
      .orderBy('block_number')
      .orderBy('log_index')
      .execute();
    return new SyncReplay(
      rows.flatMap((row) => {
        const pool = this.head.pools.get(row.pair);
        return pool
          ? [
              {
                ...pool,
                block: BigInt(row.block_number),
                logIndex: row.log_index,
                reserve0: BigInt(row.reserve0),
                reserve1: BigInt(row.reserve1),
              },
            ]
          : [];
      }),
    );
  }

  /** The last stored reserves of the head's and `scope`'s pools (for history: before block `from`). */
  private async loadReserves(db: Db, scope: Scope, from: bigint): Promise<PoolBook> {
    const before = scope.kind === 'history' ? from : null;
    const { rows } = await sql<{ pair: string; reserve0: string; reserve1: string }>`
      select distinct on (pair) pair, reserve0, reserve1 from spot_syncs
      where chain_id = ${this.chain.chainId}
        ${before === null ? sql`` : sql`and block_number < ${before.toString()}`}
      order by pair, block_number desc, log_index desc`.execute(db);
    const book = new PoolBook();
    for (const row of rows) {
      const pool = scope.pools.get(row.pair) ?? this.head.pools.get(row.pair);
      if (pool) book.set({ ...pool, reserve0: BigInt(row.reserve0), reserve1: BigInt(row.reserve1) });
    }
    return book;
  }

  private async saveCursor(
    trx: Transaction<Database>,
    to: bigint,
    hash: string,
    blocks: ChainBlock[],
  ): Promise<void> {
    const chainId = this.chain.chainId;
    await trx
      .insertInto('spot_index_cursors')
      .values({ chain_id: chainId, block_number: to.toString(), block_hash: hash })
      .onConflict((conflict) =>
        conflict.column('chain_id').doUpdateSet({ block_number: to.toString(), block_hash: hash }),
      )
      .execute();
    const recent = blocks.filter((block) => to - block.number < BigInt(this.options.reorgDepth));
    if (recent.length > 0) {
      await trx
        .insertInto('spot_index_blocks')
        .values(
          recent.map((block) => ({
            chain_id: chainId,
            block_number: String(block.number),
            block_hash: block.hash,
          })),
        )
        .onConflict((conflict) =>
          conflict
            .columns(['chain_id', 'block_number'])
            .doUpdateSet((eb) => ({ block_hash: eb.ref('excluded.block_hash') })),
        )
        .execute();
    }
    await trx
      .deleteFrom('spot_index_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '<=', (to - BigInt(this.options.reorgDepth)).toString())
      .execute();
  }

  /**
   * The chain no longer has the cursor's block: rewinds to the newest kept block it still has (or
   * `reorgDepth` blocks back), undoing the balances, events and candles after it.
   */
  private async rewind(cursor: bigint): Promise<bigint> {
    const kept = await this.db
      .selectFrom('spot_index_blocks')
      .select(['block_number', 'block_hash'])
      .where('chain_id', '=', this.chain.chainId)
      .orderBy('block_number', 'desc')
      .execute();
    let fork = max(BigInt(this.chain.startBlock - 1), cursor - BigInt(this.options.reorgDepth));
    for (const block of kept) {
      const number = BigInt(block.block_number);
      if (number < cursor && (await this.blockHash(number)) === block.block_hash) {
        fork = number;
        break;
      }
    }
    const forkHash = fork >= BigInt(this.chain.startBlock) ? ((await this.blockHash(fork)) ?? '') : '';
    this.head.reserves = null;
    await this.db.transaction().execute(async (trx) => {
      await undoAfter(trx, this.chain.chainId, fork);
      await trx
        .updateTable('spot_index_cursors')
        .set({ block_number: fork.toString(), block_hash: forkHash })
        .where('chain_id', '=', this.chain.chainId)
        .execute();
    });
    return fork;
  }
}

type SwapRow = Database['spot_swaps'];

/** Blocks `from`..`to`; at the head, `after` is the cursor's hash, the parent `from` must have. */
interface Range {
  from: bigint;
  to: bigint;
  after?: string;
}

/** A range's kept events and the blocks they need, as `readRange` read them. */
interface RangeRead {
  logs: IndexedLog[];
  /** Every log the node answered (those of other events too): the range's density. */
  logCount: number;
  blocks: Map<bigint, ChainBlock>;
  first: ChainBlock;
  last: ChainBlock;
}

/** Stored Syncs of other pools, applied to a book as a read of history passes their place in the chain. */
class SyncReplay {
  private next = 0;

  constructor(
    private readonly syncs: readonly (IndexedPool & {
      block: bigint;
      logIndex: number;
      reserve0: bigint;
      reserve1: bigint;
    })[],
  ) {}

  applyBefore(log: IndexedLog, book: PoolBook): void {
    for (; this.next < this.syncs.length; this.next++) {
      const sync = this.syncs[this.next] as (typeof this.syncs)[number];
      const isBefore =
        sync.block < log.blockNumber || (sync.block === log.blockNumber && sync.logIndex < log.logIndex);
      if (!isBefore) return;
      book.set(sync);
    }
  }
}

function isKept(scope: Scope, log: IndexedLog): boolean {
  return log.eventName === 'Transfer' ? scope.tokens.has(log.address) : scope.pools.has(log.address);
}

/** A swap priced by the reserves it left (V2 emits the pair's Sync just before its Swap). */
function swapRow(
  scope: Scope,
  event: Pick<SwapRow, 'chain_id' | 'tx_hash' | 'log_index' | 'block_number'>,
  log: Extract<IndexedLog, { eventName: 'Swap' }>,
  block: ChainBlock,
  reserves: PoolBook,
  sender: string | undefined,
): SwapRow {
  const pool = scope.pools.get(log.address) as IndexedPool;
  const { amount0In, amount1In, amount0Out, amount1Out } = log.args;
  const token0Price = usdPrice(scope.pricing, reserves, pool.token0);
  const token1Price = usdPrice(scope.pricing, reserves, pool.token1);
  const traded0 = unitsToNumber(amount0In + amount0Out, scope.pricing.decimals.get(pool.token0) ?? 18);
  const traded1 = unitsToNumber(amount1In + amount1Out, scope.pricing.decimals.get(pool.token1) ?? 18);
  // The recipient where the block's senders were not read (none is missed: every swap's block is).
  const owner = sender ?? log.args.to;
  return {
    ...event,
    block_time: block.timestamp.toString(),
    pair: pool.pair,
    token0: pool.token0,
    token1: pool.token1,
    owner: owner.toLowerCase(),
    amount0_in: amount0In.toString(),
    amount1_in: amount1In.toString(),
    amount0_out: amount0Out.toString(),
    amount1_out: amount1Out.toString(),
    token0_price_usd: token0Price,
    token1_price_usd: token1Price,
    // The swap's USD value: whichever side has a price.
    volume_usd: token0Price > 0 ? traded0 * token0Price : traded1 * token1Price,
  };
}

type EventTable = 'spot_swaps' | 'spot_syncs' | 'spot_liquidity_events' | 'spot_transfers';

const EVENT_KEY = {
  chain_id: 'integer',
  tx_hash: 'text',
  log_index: 'integer',
  block_number: 'bigint',
} as const;

/** Each event table's columns and their PostgreSQL types (the arrays `insertRows` unnests). */
const EVENT_COLUMNS: { [Table in EventTable]: Record<keyof Database[Table], string> } = {
  spot_swaps: {
    ...EVENT_KEY,
    block_time: 'bigint',
    pair: 'text',
    token0: 'text',
    token1: 'text',
    owner: 'text',
    amount0_in: 'numeric',
    amount1_in: 'numeric',
    amount0_out: 'numeric',
    amount1_out: 'numeric',
    token0_price_usd: 'double precision',
    token1_price_usd: 'double precision',
    volume_usd: 'double precision',
  },
  spot_syncs: { ...EVENT_KEY, pair: 'text', reserve0: 'numeric', reserve1: 'numeric' },
  spot_liquidity_events: { ...EVENT_KEY, pair: 'text', kind: 'text', amount0: 'numeric', amount1: 'numeric' },
  spot_transfers: {
    ...EVENT_KEY,
    block_time: 'bigint',
    token: 'text',
    from_address: 'text',
    to_address: 'text',
    value: 'numeric',
  },
};

/** Rows per INSERT of balances: PostgreSQL takes at most 65,535 parameters in one statement. */
const INSERT_CHUNK = 2_000;

/**
 * Inserts events, skipping those already stored; answers the `tx:log` keys actually inserted. One
 * statement per table and range, a column an array (`unnest`): a range's 15,000 rows would be
 * 135,000 parameters, each bound and parsed on its own, a good part of the indexer's time.
 */
async function insertRows<Table extends EventTable>(
  trx: Transaction<Database>,
  table: Table,
  rows: Database[Table][],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  if (rows.length === 0) return inserted;
  const columns = Object.entries(EVENT_COLUMNS[table]) as [keyof Database[Table] & string, string][];
  const arrays = columns.map(([column, type]) => sql`${rows.map((row) => row[column])}::${sql.raw(type)}[]`);
  const { rows: added } = await sql<{ tx_hash: string; log_index: number }>`
    insert into ${sql.table(table)} (${sql.join(columns.map(([column]) => sql.ref(column)))})
    select * from unnest(${sql.join(arrays)})
    on conflict (chain_id, tx_hash, log_index) do nothing
    returning tx_hash, log_index`.execute(trx);
  for (const row of added) inserted.add(`${row.tx_hash}:${row.log_index}`);
  return inserted;
}

/** Stores transfers and moves the balances of those not seen before. */
async function insertTransfers(
  trx: Transaction<Database>,
  transfers: Database['spot_transfers'][],
): Promise<void> {
  const inserted = await insertRows(trx, 'spot_transfers', transfers);
  const fresh = transfers.filter((transfer) => inserted.has(`${transfer.tx_hash}:${transfer.log_index}`));
  await moveBalances(trx, transfers[0]?.chain_id ?? 0, fresh, 1n);
}

/** Adds (`sign` 1) or takes back (-1) `transfers` on the holders' balances; the zero address holds nothing. */
async function moveBalances(
  trx: Transaction<Database>,
  chainId: number,
  transfers: Pick<Database['spot_transfers'], 'token' | 'from_address' | 'to_address' | 'value'>[],
  sign: 1n | -1n,
): Promise<void> {
  const deltas = new Map<string, bigint>();
  const add = (token: string, holder: string, amount: bigint) => {
    if (holder === ZERO_ADDRESS) return;
    const key = `${token}:${holder}`;
    deltas.set(key, (deltas.get(key) ?? 0n) + amount);
  };
  for (const transfer of transfers) {
    const value = BigInt(transfer.value) * sign;
    add(transfer.token, transfer.from_address, -value);
    add(transfer.token, transfer.to_address, value);
  }
  const rows = [...deltas].map(([key, balance]) => {
    const [token, holder] = key.split(':') as [string, string];
    return { chain_id: chainId, token, holder, balance: balance.toString() };
  });
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('spot_balances')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflict((conflict) =>
        conflict
          .columns(['chain_id', 'token', 'holder'])
          .doUpdateSet({ balance: sql`spot_balances.balance + excluded.balance` }),
      )
      .execute();
  }
}

/** Removes everything indexed after block `fork` on a chain, balances and candles included. */
async function undoAfter(trx: Transaction<Database>, chainId: number, fork: bigint): Promise<void> {
  const after = fork.toString();
  const transfers = await trx
    .deleteFrom('spot_transfers')
    .where('chain_id', '=', chainId)
    .where('block_number', '>', after)
    .returning(['token', 'from_address', 'to_address', 'value'])
    .execute();
  await moveBalances(trx, chainId, transfers, -1n);
  const swaps = await trx
    .deleteFrom('spot_swaps')
    .where('chain_id', '=', chainId)
    .where('block_number', '>', after)
    .returning(['token0', 'token1', 'block_time'])
    .execute();
  for (const table of ['spot_syncs', 'spot_liquidity_events'] as const) {
    await trx.deleteFrom(table).where('chain_id', '=', chainId).where('block_number', '>', after).execute();
  }
  await trx
    .deleteFrom('spot_index_blocks')
    .where('chain_id', '=', chainId)
    .where('block_number', '>', after)
    .execute();
  if (swaps.length === 0) return;
  const tokens = new Set(swaps.flatMap((swap) => [swap.token0, swap.token1]));
  const since = Math.min(...swaps.map((swap) => Number(swap.block_time)));
  await rebuildCandles(trx, chainId, [...tokens], since);
}

/**
 * Blocks of the first range: ranges grow from there (at most fourfold a step) to the density found,
 * as a first range of `batchBlocks` busy blocks can be hundreds of MB the node builds before the
 * answer is refused or times out.
 */
const FIRST_RANGE_BLOCKS = 16;

/**
 * Logs a range should hold: 5,000 are about 4 MB of JSON, within viem's 10 MB answer limit and the
 * 10,000 results many providers cap `eth_getLogs` at.
 */
const TARGET_LOGS_PER_RANGE = 5_000;

/**
 * The next range's size after `blocks` blocks held `logs` logs: as many blocks as hold about
 * `TARGET_LOGS_PER_RANGE` at that density, growing at most fourfold a step (an empty range says
 * little of the next), within 1…`maxBlocks`.
 */
export function nextRangeBlocks(blocks: number, logs: number, maxBlocks: number): number {
  const fitting = Math.floor((blocks * TARGET_LOGS_PER_RANGE) / Math.max(1, logs));
  return Math.max(1, Math.min(maxBlocks, blocks * 4, fitting));
}

/**
 * The next range's size after one of `blocks` blocks was refused: at most half of it; when the answer's
 * size is known (viem's limit), as many blocks as hold half the limit at that density, so one refusal
 * of a 300 MB answer is not followed by five more (each costs the node the whole answer).
 */
export function refusedRangeBlocks(blocks: number, error: unknown): number {
  const tooLarge =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ResponseBodyTooLargeError) : null;
  const halved = Math.floor(blocks / 2);
  if (!(tooLarge instanceof ResponseBodyTooLargeError)) return Math.max(1, halved);
  const fitting = Math.floor((blocks * tooLarge.maxSize) / (2 * tooLarge.size));
  return Math.max(1, Math.min(halved, fitting));
}

/**
 * The RPC answered (or would answer) too much for one request: viem's response size limit, a
 * provider's limit on `eth_getLogs` results or block span (-32005, or its own wording), or no answer
 * within the transport's timeout (a node building a huge answer; a smaller range costs little if not).
 */
export function isRangeTooLarge(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  const tooLarge = error.walk(
    (cause) =>
      cause instanceof ResponseBodyTooLargeError ||
      cause instanceof LimitExceededRpcError ||
      cause instanceof TimeoutError,
  );
  return (
    tooLarge !== null ||
    /more than \d+ results|block range|range is too large|response size/i.test(error.message)
  );
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
