import {
  rankTreasuryHolders,
  TREASURY_HOLDERS_REFRESH_MS,
  TREASURY_TOP_HOLDERS,
  type TreasuryHolderRow,
} from '@pluto/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';
import type { ContractDetector, HolderBalanceSource } from './holder-balances';

/** Addresses asked about code at once while looking for the top holders. */
const CONTRACT_CHECK_BATCH = 100;

/** The chain indexer's notices of chains that moved (`SpotIndexer.onIndexed`). */
export interface ChainMoves {
  onIndexed(listener: (chainId: number) => void): () => void;
}

export interface TreasuryHoldersTable {
  holders: TreasuryHolderRow[];
  /** When the table was last computed; null before the first refresh. */
  refreshedAt: Date | null;
}

/**
 * The `treasury_holders` table: the top 500 $PLUTO holders with their ranks and percentages of the
 * total supply, recomputed from the holder balances (the chain indexer's) at most every 30 minutes.
 * Burn addresses and contracts (the token, its pools, routers) are left out; their balances still
 * count in the supply.
 */
export class TreasuryHolders {
  private refreshing: Promise<number> | null = null;
  private lastRefreshMs: number | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly source: HolderBalanceSource,
    private readonly contractsAmong: ContractDetector,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Recomputes the table from one snapshot of the balances and replaces it in one transaction, so
   * readers see the old table or the new one whole; the same balances give the same table.
   * Answers how many holders are listed. Concurrent calls share one run.
   */
  refresh(): Promise<number> {
    this.refreshing ??= this.recompute().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Refreshes when the table is 30 minutes old (or was never computed); otherwise does nothing. */
  async refreshIfDue(): Promise<void> {
    if (this.lastRefreshMs !== null && this.now() - this.lastRefreshMs < TREASURY_HOLDERS_REFRESH_MS) return;
    await this.refresh();
  }

  async list(): Promise<TreasuryHoldersTable> {
    const rows = await this.db
      .selectFrom('treasury_holders')
      .selectAll()
      .orderBy('rank', 'asc')
      .limit(TREASURY_TOP_HOLDERS)
      .execute();
    return {
      holders: rows.map((row) => ({
        address: row.address,
        balance: BigInt(row.balance),
        percentage: row.percentage,
        rank: row.rank,
      })),
      refreshedAt: rows[0]?.refreshed_at ?? null,
    };
  }

  /**
   * Keeps the table fresh behind the chain indexer: its first notice for `chainId` comes once it has
   * caught up, later ones refresh when 30 minutes have passed. Answers the unsubscribe.
   */
  follow(indexer: ChainMoves, chainId: number, logger: Logger): () => void {
    return indexer.onIndexed((moved) => {
      if (moved !== chainId) return;
      this.refreshIfDue().catch((error: unknown) =>
        logger.warn(
          { err: error },
          'the treasury holders could not be refreshed; retrying on the next block',
        ),
      );
    });
  }

  private async recompute(): Promise<number> {
    const startedMs = this.now();
    const { balances, totalSupply } = await this.source.snapshot();
    const contracts = await this.contractsInTop(
      rankTreasuryHolders(balances, totalSupply, new Set(), Infinity),
    );
    const rows = rankTreasuryHolders(balances, totalSupply, contracts);
    const refreshedAt = new Date(startedMs);
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('treasury_holders').execute();
      if (rows.length === 0) return;
      await trx
        .insertInto('treasury_holders')
        .values(
          rows.map((row) => ({
            rank: row.rank,
            address: row.address,
            balance: row.balance.toString(),
            percentage: row.percentage,
            refreshed_at: refreshedAt,
          })),
        )
        .execute();
    });
    this.lastRefreshMs = startedMs;
    return rows.length;
  }

  /** The contracts among the largest holders, asked a batch at a time until 500 others are found. */
  private async contractsInTop(candidates: readonly TreasuryHolderRow[]): Promise<Set<string>> {
    const contracts = new Set<string>();
    for (let start = 0; start < candidates.length; start += CONTRACT_CHECK_BATCH) {
      if (start - contracts.size >= TREASURY_TOP_HOLDERS) break;
      const batch = candidates.slice(start, start + CONTRACT_CHECK_BATCH).map((row) => row.address);
      for (const address of await this.contractsAmong(batch)) contracts.add(address);
    }
    return contracts;
  }
}
