import { NATIVE_TOKEN_ADDRESS, type SpotChainDeployment } from '@pluto/core';
import type { Kysely } from 'kysely';
import { getAddress, keccak256, slice, stringToHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/schema';
import { TEST_BACKENDS } from '../testing/test-databases';
import { findPair, firstEnabledPair, listPairs, listTokens, seedSpotCatalogue } from './catalogue';

const addressOf = (label: string) => getAddress(slice(keccak256(stringToHex(label)), 12));
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A chain like the devnet's: a stable, the wrapped native coin and `count` tokens, each pooled twice. */
function deployment(chainId: number, count: number): SpotChainDeployment {
  const wrappedNative = addressOf(`${chainId} wrapped`);
  const stable = addressOf(`${chainId} stable`);
  const tokens = Array.from({ length: count }, (_, index) => ({
    address: addressOf(`${chainId} token ${index}`),
    symbol: `TK${index}`,
    name: `Token ${index}`,
    decimals: 18,
    // Token i listed i hours ago: token 0 is the newest.
    listedAt: hoursAgo(index + 1),
  }));
  return {
    chainId,
    factory: addressOf(`${chainId} factory`),
    router: addressOf(`${chainId} router`),
    feeRouter: addressOf(`${chainId} fee router`),
    wrappedNative,
    stable,
    startBlock: 1,
    tokens: [
      {
        address: wrappedNative,
        symbol: 'WETH',
        name: 'Wrapped Ether',
        decimals: 18,
        listedAt: hoursAgo(2000),
      },
      { address: stable, symbol: 'USDT', name: 'Tether USD', decimals: 6, listedAt: hoursAgo(2000) },
      ...tokens,
    ],
    pools: [
      { pair: addressOf(`${chainId} pool native`), base: wrappedNative, quote: stable },
      ...tokens.flatMap((token) => [
        { pair: addressOf(`${token.address} native`), base: token.address, quote: wrappedNative },
        { pair: addressOf(`${token.address} stable`), base: token.address, quote: stable },
      ]),
    ],
  };
}

const ETHEREUM = deployment(1, 32);
const BASE = deployment(8453, 2);

describe.each(TEST_BACKENDS)('the spot catalogue on $name', (backend) => {
  let db: Kysely<Database>;

  beforeAll(async () => {
    db = await openDatabase(await backend.freshDatabase());
    await seedSpotCatalogue(db, [ETHEREUM, BASE]);
  });
  afterAll(() => db?.destroy());

  const count = async (table: 'tokens' | 'trading_pairs') =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('lists every deployed token and the native coin, and every pool as an enabled pair against it', async () => {
    // Per chain: the native coin, WETH, USDT and the tokens; two pools per token plus ETH/USDT.
    expect(await count('tokens')).toBe(3 + 32 + 3 + 2);
    expect(await count('trading_pairs')).toBe(1 + 64 + 1 + 4);
    const native = await db
      .selectFrom('tokens')
      .selectAll()
      .where('chain_id', '=', 1)
      .where('is_native', '=', true)
      .executeTakeFirstOrThrow();
    expect(native).toMatchObject({
      address: NATIVE_TOKEN_ADDRESS,
      symbol: 'ETH',
      decimals: 18,
      wrapped_address: ETHEREUM.wrappedNative,
      is_enabled: true,
      social_links: {},
    });
    const labels = (await listPairs(db, { chainId: 8453 })).pairs.map((pair) => pair.label).sort();
    expect(labels).toEqual(['ETH/USDT', 'TK0/ETH', 'TK0/USDT', 'TK1/ETH', 'TK1/USDT']);
  });

  it('is idempotent across restarts and keeps what an admin changed', async () => {
    await db
      .updateTable('tokens')
      .set({ logo_url: 'https://cdn.example/tk0.png' })
      .where('symbol', '=', 'TK0')
      .execute();
    await seedSpotCatalogue(db, [ETHEREUM, BASE]);
    expect(await count('tokens')).toBe(40);
    expect(await count('trading_pairs')).toBe(70);
    const tk0 = await listTokens(db, 1).then((tokens) => tokens.find((token) => token.symbol === 'TK0'));
    expect(tk0?.logo_url).toBe('https://cdn.example/tk0.png');
  });

  it('refuses a second token with the same chain and address in another case, and a repeated pair', async () => {
    const [first] = await listTokens(db, 1);
    if (!first) throw new Error('no token');
    await expect(
      db
        .insertInto('tokens')
        .values({
          chain_id: 1,
          address: first.address.toLowerCase(),
          symbol: 'DUP',
          name: 'Dup',
          decimals: 18,
          logo_url: null,
          wrapped_address: null,
        })
        .execute(),
    ).rejects.toThrow();
    const pair = (await listPairs(db, { chainId: 1 })).pairs[0];
    if (!pair) throw new Error('no pair');
    await expect(
      db
        .insertInto('trading_pairs')
        .values({
          chain_id: 1,
          base_token_id: pair.base_token_id,
          quote_token_id: pair.quote_token_id,
          label: pair.label,
          announcement_img_url: null,
        })
        .execute(),
    ).rejects.toThrow(/duplicate/);
  });

  it('refuses a pair whose token is on another chain, or whose base is its quote', async () => {
    const [ethereumToken] = await listTokens(db, 1);
    const [baseToken] = await listTokens(db, 8453);
    if (!ethereumToken || !baseToken) throw new Error('no token');
    const pairOf = (base: number, quote: number) =>
      db
        .insertInto('trading_pairs')
        .values({
          chain_id: 1,
          base_token_id: base,
          quote_token_id: quote,
          label: 'X/Y',
          announcement_img_url: null,
        })
        .execute();
    await expect(pairOf(ethereumToken.id, baseToken.id)).rejects.toThrow();
    await expect(pairOf(ethereumToken.id, ethereumToken.id)).rejects.toThrow();
  });

  it('pages pairs newest first, 30 at a time, with a next offset only after a full page', async () => {
    const first = await listPairs(db, { chainId: 1 });
    const second = await listPairs(db, { chainId: 1, offset: 30 });
    const third = await listPairs(db, { chainId: 1, offset: 60 });
    expect([first.pairs.length, second.pairs.length, third.pairs.length]).toEqual([30, 30, 5]);
    expect([first.nextOffset, second.nextOffset, third.nextOffset]).toEqual([30, 60, null]);
    const times = [...first.pairs, ...second.pairs, ...third.pairs].map((pair) => pair.created_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.pairs[0]?.base_symbol).toBe('TK0');
    // Without a chain: both chains.
    expect((await listPairs(db, { offset: 60 })).pairs).toHaveLength(10);
  });

  it('finds a pair by chain and symbols in any case, and the newest enabled pair', async () => {
    const found = await findPair(db, { chainId: 1, baseSymbol: 'tk3', quoteSymbol: 'Eth' });
    expect(found).toMatchObject({
      label: 'TK3/ETH',
      base_address: ETHEREUM.tokens.find((token) => token.symbol === 'TK3')?.address,
      quote_address: NATIVE_TOKEN_ADDRESS,
      quote_is_native: true,
      quote_wrapped_address: ETHEREUM.wrappedNative,
      pair_enabled: true,
    });
    expect(await findPair(db, { chainId: 8453, baseSymbol: 'TK3', quoteSymbol: 'ETH' })).toBeUndefined();

    const newest = await firstEnabledPair(db, 1);
    expect(newest?.base_symbol).toBe('TK0');
    await db
      .updateTable('trading_pairs')
      .set({ is_enabled: false })
      .where('base_token_id', '=', newest?.base_token_id ?? 0)
      .execute();
    expect((await firstEnabledPair(db, 1))?.base_symbol).toBe('TK1');
    expect((await firstEnabledPair(db, 8453))?.chain_id).toBe(8453);
  });

  it('lists the tokens of a chain by symbol', async () => {
    const symbols = (await listTokens(db, 8453)).map((token) => token.symbol);
    expect(symbols).toEqual(['ETH', 'TK0', 'TK1', 'USDT', 'WETH']);
  });
});
