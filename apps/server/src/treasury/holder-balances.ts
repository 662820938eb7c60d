import type { TokenBalance } from '@pluto/core';
import type { Kysely } from 'kysely';
import type { PublicClient } from 'viem';
import type { Database } from '../db/schema';

/** Every holder's balance of one token at one moment, and the supply those balances add up to. */
export interface HolderBalanceSnapshot {
  balances: TokenBalance[];
  /** Base units; burn addresses included, the zero address (mints and burns) holds nothing. */
  totalSupply: bigint;
}

/**
 * Where the treasury reads $PLUTO's holders from. The spot chain indexer keeps them from the token's
 * `Transfer` logs (any EVM RPC: the devnet's BSC or a production BSC node).
 */
export interface HolderBalanceSource {
  snapshot(): Promise<HolderBalanceSnapshot>;
}

/** A token's balances as the chain indexer keeps them (`spot_balances`), read in one statement. */
export class IndexedHolderBalances implements HolderBalanceSource {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly chainId: number,
    private readonly token: string,
  ) {}

  async snapshot(): Promise<HolderBalanceSnapshot> {
    const rows = await this.db
      .selectFrom('spot_balances')
      .select(['holder', 'balance'])
      .where('chain_id', '=', this.chainId)
      .where('token', '=', this.token.toLowerCase())
      .execute();
    const balances = rows.map((row) => ({ address: row.holder, balance: BigInt(row.balance) }));
    const totalSupply = balances.reduce((sum, entry) => sum + (entry.balance > 0n ? entry.balance : 0n), 0n);
    return { balances, totalSupply };
  }
}

/** Answers which of `addresses` are contracts (pools, routers, the token itself): they hold for no one. */
export type ContractDetector = (addresses: readonly string[]) => Promise<Set<string>>;

/**
 * Contracts are told by having code on chain. A contract stays one, so those found are remembered;
 * an address without code is asked again next time (code can be deployed to it later).
 */
export function chainContractDetector(client: PublicClient): ContractDetector {
  const known = new Set<string>();
  return async (addresses) => {
    const unknown = addresses.filter((address) => !known.has(address));
    const codes = await Promise.all(
      unknown.map((address) => client.getCode({ address: address as `0x${string}` })),
    );
    unknown.forEach((address, index) => {
      const code = codes[index];
      if (code && code !== '0x') known.add(address);
    });
    return new Set(addresses.filter((address) => known.has(address)));
  };
}
