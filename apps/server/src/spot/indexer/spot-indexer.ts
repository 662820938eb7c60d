import type { Kysely } from 'kysely';
import pg from 'pg';
import type { PublicClient } from 'viem';
import type { DatabaseLocation } from '../../db/open-database';
import type { Database } from '../../db/schema';
import type { Logger } from '../../logger';
import type { CatalogueFollower } from './catalogue-follower';
import { ChainIndexer, type ChainIndexerOptions, DEFAULT_INDEXER_OPTIONS } from './chain-indexer';
import type { IndexedChain } from './indexed-chain';

/** The advisory lock key only the spot indexer takes ('SPOT' in ASCII): one indexer per database. */
export const SPOT_INDEXER_LOCK_KEY = 0x53504f54;

export interface IndexerLock {
  release(): Promise<void>;
}

/**
 * The indexer's lock, or null while another process holds it. On PostgreSQL a session-level
 * advisory lock on a connection of its own (closing it releases the lock, a crash included); an
 * embedded PGlite database is this process's alone, so it needs none.
 */
export async function tryIndexerLock(
  location: DatabaseLocation,
  logger?: Logger,
): Promise<IndexerLock | null> {
  if (location.kind === 'pglite') return { release: async () => {} };
  const client = new pg.Client({ connectionString: location.url });
  client.on('error', (error) => logger?.warn({ err: error }, 'the spot indexer lock connection failed'));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      SPOT_INDEXER_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return { release: () => client.end() };
  } catch (error) {
    await client.end();
    throw error;
  }
  await client.end();
  return null;
}

export interface SpotIndexerOptions extends ChainIndexerOptions {
  /** Pause between polls of the chains' heads. */
  pollMs: number;
  /** How often the catalogue is read for tokens and pools listed since (with a follower). */
  followMs: number;
}

export const DEFAULT_SPOT_INDEXER_OPTIONS: SpotIndexerOptions = {
  ...DEFAULT_INDEXER_OPTIONS,
  pollMs: 500,
  followMs: 5_000,
};

/**
 * Runs one `ChainIndexer` per chain while it holds the lock: polls each head every `pollMs` and
 * catches up; a chain whose RPC fails is retried on the next poll without holding up the others.
 * Listeners hear of each chain that moved (the candle service pushes live candles from it).
 */
export class SpotIndexer {
  private readonly indexers: ChainIndexer[];
  private readonly listeners = new Set<(chainId: number) => void>();
  /** The last block indexed per chain, to tell listeners only of chains that moved. */
  private readonly cursors = new Map<number, bigint>();
  private running: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  /** When the catalogue was last read (with a follower). */
  private followedAt = Number.NEGATIVE_INFINITY;

  constructor(
    db: Kysely<Database>,
    private readonly location: DatabaseLocation,
    chains: readonly { chain: IndexedChain; client: PublicClient }[],
    private readonly options: SpotIndexerOptions = DEFAULT_SPOT_INDEXER_OPTIONS,
    /** The catalogue's tokens and pools to follow besides each chain's own (the devnet's). */
    private readonly follower: CatalogueFollower | null = null,
  ) {
    this.indexers = chains.map(({ chain, client }) => new ChainIndexer(db, chain, client, options));
  }

  onIndexed(listener: (chainId: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private logger: Logger | null = null;

  /** Starts polling (in the background) once the lock is had; failures are logged to `logger`. */
  start(logger: Logger): void {
    if (this.running || this.indexers.length === 0) return;
    this.logger = logger;
    this.stopping = false;
    this.running = this.run();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
    this.running = null;
  }

  private async run(): Promise<void> {
    let lock: IndexerLock | null = null;
    while (!this.stopping && !lock) {
      lock = await tryIndexerLock(this.location, this.logger ?? undefined).catch((error: unknown) => {
        this.logger?.warn({ err: error }, 'the spot indexer could not take its lock');
        return null;
      });
      if (!lock) await this.pause(this.options.pollMs * 10);
    }
    if (!lock) return;
    try {
      while (!this.stopping) {
        await this.follow();
        await Promise.all(this.indexers.map((indexer) => this.poll(indexer)));
        await this.pause(this.options.pollMs);
      }
    } finally {
      await lock.release();
    }
  }

  /** Tells each chain's indexer what the catalogue lists, every `followMs`. */
  private async follow(): Promise<void> {
    const follower = this.follower;
    if (!follower || Date.now() - this.followedAt < this.options.followMs) return;
    this.followedAt = Date.now();
    await Promise.all(
      this.indexers.map(async (indexer) => {
        try {
          const { tokens, pools } = await follower.following(indexer.chain);
          indexer.follow(tokens, pools);
        } catch (error) {
          this.logger?.warn(
            { err: error, chainId: indexer.chain.chainId },
            'reading the spot catalogue failed',
          );
        }
      }),
    );
  }

  private async poll(indexer: ChainIndexer): Promise<void> {
    const { chainId } = indexer.chain;
    try {
      let state = await indexer.step();
      while ((state.cursor < state.head || state.following) && !this.stopping) state = await indexer.step();
      if (this.cursors.get(chainId) === state.cursor) return;
      this.cursors.set(chainId, state.cursor);
      for (const listener of this.listeners) listener(chainId);
    } catch (error) {
      this.logger?.warn({ err: error, chainId }, 'spot indexing failed; retrying');
    }
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
