import { BSC_CHAIN_ID, PLUTO_SYMBOL, TREASURY_HOLDERS_REFRESH_MS, TREASURY_TOP_HOLDERS } from '@pluto/core';
import { type DevnetChainLayer, devAccounts, SEEDED_PLUTO_HOLDERS } from '@pluto/devnet';
import { type Address, createWalletClient, erc20Abi, http, type PublicClient, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainIndexer } from '../spot/indexer/chain-indexer';
import { type IndexedChain, indexedChainOf } from '../spot/indexer/indexed-chain';
import { type SpotDevnet, startSpotDevnet } from '../testing/spot-devnet';
import type { TestServer } from '../testing/test-server';
import { chainContractDetector, IndexedHolderBalances } from './holder-balances';
import { TreasuryHolders } from './treasury-holders';

// Dev accounts #26 and #27 are the treasury's (e2e/README.md); this test runs a chain of its own.
const [buyer, seller] = [devAccounts[26], devAccounts[27]].map((account) => {
  if (!account) throw new Error('dev account missing');
  return privateKeyToAccount(account.privateKey);
}) as [ReturnType<typeof privateKeyToAccount>, ReturnType<typeof privateKeyToAccount>];

let testChain: SpotDevnet;
let layer: DevnetChainLayer;
let server: TestServer;
let client: PublicClient;
let chain: IndexedChain;
let pluto: Address;
let indexer: ChainIndexer;
let clockMs = Date.UTC(2026, 0, 1);

let holders: TreasuryHolders;

const balanceOf = (holder: string) =>
  client.readContract({
    address: pluto,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  });

async function transferPluto(from: typeof buyer, to: string, amount: bigint): Promise<void> {
  const running = layer.chains.get(BSC_CHAIN_ID);
  if (!running) throw new Error('BSC is not running');
  const wallet = createWalletClient({ account: from, chain: running.viemChain, transport: http() });
  const hash = await wallet.writeContract({
    address: pluto,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as Address, amount],
  });
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
}

/** Every listed row against the token contract itself. */
async function expectTableEqualsChain(): Promise<void> {
  const { holders: rows } = await holders.list();
  const [onChain, supply] = await Promise.all([
    Promise.all(rows.map((row) => balanceOf(row.address))),
    client.readContract({ address: pluto, abi: erc20Abi, functionName: 'totalSupply' }),
  ]);
  expect(rows.map((row) => row.balance)).toEqual(onChain);
  for (const row of rows)
    expect(row.percentage).toBeCloseTo(Number((row.balance * 10n ** 12n) / supply) / 1e10, 8);
}

beforeAll(async () => {
  testChain = await startSpotDevnet('treasury');
  ({ layer, server, client } = testChain);
  chain = indexedChainOf(testChain.spot);
  const token = testChain.spot.tokens.find((entry) => entry.symbol === PLUTO_SYMBOL);
  if (!token) throw new Error('no $PLUTO');
  pluto = token.address as Address;
  indexer = new ChainIndexer(server.services.db, chain, client);
  holders = new TreasuryHolders(
    server.services.db,
    new IndexedHolderBalances(server.services.db, BSC_CHAIN_ID, pluto),
    chainContractDetector(client),
    () => clockMs,
  );
  await indexer.catchUp();
}, 180_000);

afterAll(() => testChain?.close());

describe('the treasury holders table', { timeout: 60_000 }, () => {
  it('lists the top 500 of the seeded holders, ranked, each exactly its balanceOf, without contracts', async () => {
    expect(await holders.list()).toEqual({ holders: [], refreshedAt: null });
    expect(SEEDED_PLUTO_HOLDERS).toBeGreaterThan(TREASURY_TOP_HOLDERS);
    expect(await holders.refresh()).toBe(TREASURY_TOP_HOLDERS);
    const { holders: rows, refreshedAt } = await holders.list();
    expect(refreshedAt?.getTime()).toBe(clockMs);
    expect(rows.map((row) => row.rank)).toEqual(
      Array.from({ length: TREASURY_TOP_HOLDERS }, (_, i) => i + 1),
    );
    for (let i = 1; i < rows.length; i++)
      expect(rows[i - 1]?.balance ?? 0n).toBeGreaterThanOrEqual(rows[i]?.balance ?? 0n);
    const pools = chain.pools.map((pool) => pool.pair);
    expect(rows.filter((row) => pools.includes(row.address) || row.address === pluto.toLowerCase())).toEqual(
      [],
    );
    await expectTableEqualsChain();
  });

  it('follows transfers: after a holder buys and another sells, the table still equals the chain', async () => {
    const { holders: before } = await holders.list();
    const rankOf = (rows: typeof before, account: { address: string }) =>
      rows.find((row) => row.address === account.address.toLowerCase())?.rank;
    const buyerRankBefore = rankOf(before, buyer);
    expect(buyerRankBefore).toBeDefined();
    expect(rankOf(before, seller)).toBeDefined();
    // #27 sends all its $PLUTO to #26 (a purchase for #26), which burns a little of it.
    await transferPluto(seller, buyer.address, await balanceOf(seller.address));
    await transferPluto(buyer, '0x000000000000000000000000000000000000dEaD', parseEther('1'));
    await indexer.catchUp();

    // Within 30 minutes nothing is recomputed.
    clockMs += TREASURY_HOLDERS_REFRESH_MS - 1;
    await holders.refreshIfDue();
    expect((await holders.list()).holders).toEqual(before);

    clockMs += 1;
    await holders.refreshIfDue();
    const { holders: after } = await holders.list();
    expect(rankOf(after, buyer)).toBeLessThan(buyerRankBefore ?? 0);
    expect(rankOf(after, seller)).toBeUndefined();
    expect(after.some((row) => row.address === '0x000000000000000000000000000000000000dead')).toBe(false);
    await expectTableEqualsChain();
  });

  it('answers the table through treasury-holders, balances in base units', async () => {
    const { holders: rows, refreshedAt } = await holders.list();
    const response = await server.postJson('/functions/treasury-holders', {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      holders: rows.map((row) => ({ ...row, balance: row.balance.toString() })),
      refreshedAt: refreshedAt?.getTime(),
    });
  });

  it('is idempotent: refreshing the same balances again gives the same table', async () => {
    const first = await holders.list();
    await Promise.all([holders.refresh(), holders.refresh()]);
    expect(await holders.list()).toEqual(first);
  });
});
