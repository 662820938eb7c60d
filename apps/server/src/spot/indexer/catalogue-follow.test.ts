import {
  SWAP_GAS_LIMIT,
  spotTokenAbi,
  spotTokenBytecode,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2Router02Abi,
} from '@pluto/contracts';
import { BSC_CHAIN_ID, NATIVE_TOKEN_ADDRESS, PoolBook, tokenDataKey, usdPrice } from '@pluto/core';
import { devAccounts } from '@pluto/devnet';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPair, createToken } from '../../admin/catalogue-admin';
import { createLogger } from '../../logger';
import { type SpotDevnet, startSpotDevnet } from '../../testing/spot-devnet';
import { CatalogueFollower } from './catalogue-follower';
import { ChainIndexer } from './chain-indexer';
import { type IndexedChain, indexedChainOf } from './indexed-chain';
import { IndexedTokenData } from './indexed-token-data';
import { DEFAULT_SPOT_INDEXER_OPTIONS, SpotIndexer } from './spot-indexer';

// The dev accounts e2e/README.md reserves for issue 24's spot work (this chain is the test's own).
const [lister, trader] = devAccounts
  .slice(18, 20)
  .map((account) => privateKeyToAccount(account.privateKey)) as [PrivateKeyAccount, PrivateKeyAccount];
const FROG_SUPPLY = parseUnits('1000000000', 9);
const FROG_POOLED = parseUnits('500000000', 9);

let devnet: SpotDevnet;
let client: PublicClient;
let chain: IndexedChain;
let data: IndexedTokenData;
let indexer: SpotIndexer;
let frog: Address;
let frogPool: Address;

const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 600);
const walletOf = (account: PrivateKeyAccount) => {
  const running = devnet.layer.chains.get(BSC_CHAIN_ID);
  if (!running) throw new Error('BSC is not running');
  return createWalletClient({ account, chain: running.viemChain, transport: http() });
};
const mined = async (hash: Promise<Hash>) => {
  const receipt = await client.waitForTransactionReceipt({ hash: await hash });
  expect(receipt.status).toBe('success');
  return receipt;
};
const buyFrog = (value: bigint) =>
  mined(
    walletOf(trader).writeContract({
      address: getAddress(devnet.spot.router),
      abi: uniswapV2Router02Abi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [getAddress(devnet.spot.wrappedNative), frog], trader.address, deadline()],
      value,
      gas: SWAP_GAS_LIMIT,
    }),
  );
const frogRef = () => ({ chainId: BSC_CHAIN_ID, address: frog });

/** A token someone launched on the chain after the deployment: FROG, pooled against BNB, bought once. */
async function launchFrog(): Promise<void> {
  const wallet = walletOf(lister);
  const deployed = await mined(
    wallet.deployContract({
      abi: spotTokenAbi,
      bytecode: spotTokenBytecode,
      args: ['Frog', 'FROG', 9, lister.address],
    }),
  );
  frog = getAddress(deployed.contractAddress ?? '0x');
  await mined(
    wallet.writeContract({
      address: frog,
      abi: spotTokenAbi,
      functionName: 'mintBatch',
      args: [[lister.address], [FROG_SUPPLY]],
    }),
  );
  const router = getAddress(devnet.spot.router);
  await mined(
    wallet.writeContract({
      address: frog,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  );
  await mined(
    wallet.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: 'addLiquidityETH',
      args: [frog, FROG_POOLED, 0n, 0n, lister.address, deadline()],
      value: parseEther('5'),
    }),
  );
  frogPool = await client.readContract({
    address: getAddress(devnet.spot.factory),
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [frog, getAddress(devnet.spot.wrappedNative)],
  });
  await buyFrog(parseEther('0.2'));
}

/** The reserves of FROG's pool and of WBNB/USDT as the chain has them now. */
async function booksOnChain(): Promise<PoolBook> {
  const book = new PoolBook();
  const pools = [...chain.pools.filter((pool) => pool.pair === frogPool.toLowerCase())];
  const [a, b] = [chain.wrappedNative, chain.stable].sort() as [string, string];
  const nativePool = chain.pools.find((pool) => pool.token0 === a && pool.token1 === b);
  if (nativePool) pools.push(nativePool);
  for (const pool of pools) {
    const [reserve0, reserve1] = await client.readContract({
      address: pool.pair as Address,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    book.set({ ...pool, reserve0, reserve1 });
  }
  return book;
}

beforeAll(async () => {
  devnet = await startSpotDevnet('catalogue-follow');
  client = devnet.client;
  chain = indexedChainOf(devnet.spot);
  const db = devnet.server.services.db;
  data = new IndexedTokenData(db, [chain]);
  await launchFrog();
  const follower = new CatalogueFollower(
    db,
    new Map([[BSC_CHAIN_ID, { factory: getAddress(devnet.spot.factory), client }]]),
  );
  indexer = new SpotIndexer(
    db,
    { kind: 'pglite', dataDir: null },
    [{ chain, client }],
    { ...DEFAULT_SPOT_INDEXER_OPTIONS, pollMs: 50, followMs: 100 },
    follower,
  );
  indexer.start(createLogger('silent'));
}, 180_000);

afterAll(async () => {
  await indexer?.stop();
  await devnet?.close();
});

describe('tokens and pairs an admin lists while the server runs', { timeout: 60_000 }, () => {
  it('are unknown to the token data until listed', async () => {
    await expect.poll(async () => (await client.getBlockNumber()) > 0n).toBe(true);
    expect(await data.multiPrices([frogRef()])).toEqual({});
  });

  it('are indexed from their history once listed: price, holders, supply and the swap before the listing', async () => {
    const db = devnet.server.services.db;
    const admin = { wallet: lister.address.toLowerCase(), role: 'admin' as const };
    await createToken(db, admin, {
      chain_id: BSC_CHAIN_ID,
      address: frog,
      symbol: 'FROG',
      name: 'Frog',
      decimals: 9,
      logo_url: null,
      social_links: {},
    });
    const ids = await db
      .selectFrom('tokens')
      .select(['id', 'address'])
      .where('chain_id', '=', BSC_CHAIN_ID)
      .where('address', 'in', [frog, NATIVE_TOKEN_ADDRESS])
      .execute();
    const idOf = (address: string) => ids.find((row) => row.address === address)?.id ?? null;
    await createPair(db, admin, {
      chain_id: BSC_CHAIN_ID,
      base_token_id: idOf(frog),
      quote_token_id: idOf(NATIVE_TOKEN_ADDRESS),
      is_enabled: true,
    });

    const key = tokenDataKey(BSC_CHAIN_ID, frog);
    await expect.poll(async () => (await data.prices([frogRef()]))[key], { timeout: 20_000 }).toBeDefined();
    const record = (await data.prices([frogRef()]))[key];
    const expected = usdPrice(chain, await booksOnChain(), frog.toLowerCase());
    expect(expected).toBeGreaterThan(0);
    expect(record?.price).toBeCloseTo(expected, 12);
    // The lister, the pool and the trader; every FROG minted.
    expect(record?.holder).toBe(3);
    expect(record?.totalSupply).toBe(1_000_000_000);
    expect(record?.v24hUSD).toBeGreaterThan(0);
    expect(record?.vBuy24hUSD).toBe(record?.v24hUSD);
    const { items } = await data.transactions(frogRef(), {
      offset: 0,
      limit: 50,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ side: 'buy', owner: trader.address.toLowerCase() });
    expect(items[0]?.base.symbol).toBe('FROG');
  });

  it('follow the head after that: a new swap on the pool appears with its candle', async () => {
    const receipt = await buyFrog(parseEther('0.3'));
    const ref = frogRef();
    await expect
      .poll(async () => (await data.transactions(ref, { offset: 0, limit: 50 })).items.length, {
        timeout: 20_000,
      })
      .toBe(2);
    const { items } = await data.transactions(ref, { offset: 0, limit: 50 });
    expect(items[0]?.txHash).toBe(receipt.transactionHash);
    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    const candles = await data.candles(ref, '1m', Number(block.timestamp) - 3_600, Number(block.timestamp));
    expect(candles.at(-1)?.c).toBeCloseTo(items[0]?.tokenPrice ?? 0, 12);
  });

  it('are read again after a restart without counting anything twice', async () => {
    const before = (await data.prices([frogRef()]))[tokenDataKey(BSC_CHAIN_ID, frog)];
    await indexer.stop();
    // A new process: the deployment's chain only, the catalogue's FROG followed again from the start.
    const restarted = indexedChainOf(devnet.spot);
    const again = new ChainIndexer(devnet.server.services.db, restarted, client);
    const frogToken = chain.tokens.find((token) => token.address === frog.toLowerCase());
    const pool = chain.pools.find((entry) => entry.pair === frogPool.toLowerCase());
    if (!frogToken || !pool) throw new Error('FROG was not followed');
    again.follow([frogToken], [pool]);
    await again.catchUp();
    const after = (await new IndexedTokenData(devnet.server.services.db, [restarted]).prices([frogRef()]))[
      tokenDataKey(BSC_CHAIN_ID, frog)
    ];
    expect(after).toEqual(before);
    const balance = await client.readContract({
      address: frog,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    });
    const row = await devnet.server.services.db
      .selectFrom('spot_balances')
      .select('balance')
      .where('token', '=', frog.toLowerCase())
      .where('holder', '=', trader.address.toLowerCase())
      .executeTakeFirst();
    expect(BigInt(row?.balance ?? '0')).toBe(balance);
  });
});
