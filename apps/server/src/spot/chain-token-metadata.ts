import type { TokenMetadata } from '@pluto/core';
import type { Kysely } from 'kysely';
import { type Address, createPublicClient, erc20Abi, http } from 'viem';
import type { Database } from '../db/schema';
import type { TokenRef } from '../providers/token-data/token-data-provider';
import type { IndexedChain } from './indexer/indexed-chain';
import { IndexedTokenData } from './indexer/indexed-token-data';

/**
 * A token's ERC-20 name, symbol and decimals as its contract answers them on `rpcUrl`; null when the
 * address is no ERC-20 (no code, or a call reverts).
 */
export async function readErc20Metadata(rpcUrl: string, address: Address): Promise<TokenMetadata | null> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const read = <Name extends 'name' | 'symbol' | 'decimals'>(functionName: Name) =>
    client.readContract({ address, abi: erc20Abi, functionName });
  try {
    const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')]);
    return {
      name,
      symbol,
      decimals,
      logoUrl: null,
      socialLinks: { twitter: null, discord: null, medium: null, website: null },
    };
  } catch {
    return null;
  }
}

/**
 * The devnet's token data with metadata for any ERC-20 of its chains (issue 26): a token the catalogue
 * lists answers from it; any other address is read on its chain, so the admin's "add token by
 * address" fills the form as Birdeye would.
 */
export class ChainReadingTokenData extends IndexedTokenData {
  constructor(
    db: Kysely<Database>,
    chains: readonly IndexedChain[],
    private readonly rpcUrls: ReadonlyMap<number, string>,
  ) {
    super(db, chains);
  }

  override async metadata(ref: TokenRef): Promise<TokenMetadata | null> {
    const listed = await super.metadata(ref);
    const rpcUrl = this.rpcUrls.get(ref.chainId);
    return listed ?? (rpcUrl ? readErc20Metadata(rpcUrl, ref.address as Address) : null);
  }
}
