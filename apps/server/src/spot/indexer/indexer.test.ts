import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { SWAP_GAS_LIMIT } from '@pluto/contracts';
import {
  BSC_CHAIN_ID,
  candleOpenTime,
  NATIVE_TOKEN_ADDRESS,
  PoolBook,
  type SpotChainDeployment,
  tokenDataKey,
  unitsToNumber,
  usdPrice,
} from '@pluto/core';
import { type DevnetChainLayer, devAccounts } from '@pluto/devnet';
import { sql } from 'kysely';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLogger } from '../../logger';
import { type SpotDevnet, startSpotDevnet } from '../../testing/spot-devnet';
import type { TestServer } from '../../testing/test-server';
import { CANDLE_SOCKET_PATH, CandleSocket } from '../candle-service';
import { seedTokenLogos } from '../token-logos';
import { ChainIndexer } from './chain-indexer';
import { INDEXED_EVENTS } from './chain-reads';
import { type IndexedChain, indexedChainOf } from './indexed-chain';
import { IndexedTokenData } from './indexed-token-data';

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)']);

const [trader, friend] = devAccounts
  .slice(4, 6)
  .map((account) => privateKeyToAccount(account.privateKey)) as [PrivateKeyAccount, PrivateKeyAccount];

let devnet: SpotDevnet;
let layer: DevnetChainLayer;
let server: TestServer;
let client: PublicClient;
let spot: SpotChainDeployment;
let chain: IndexedChain;
let data: IndexedTokenData;
const swapTransactions: Hash[] = [];

const wallet = () => {
  const running = layer.chains.get(BSC_CHAIN_ID);
  if (!running) throw new Error('BSC is not running');
  return createWalletClient({ account: trader, chain: running.viemChain, transport: http() });
};
const tokenOf = (symbol: string): Address => {
  const token = spot.tokens.find((entry) => entry.symbol === symbol);
  if (!token) throw new Error(`no ${symbol}`);
  return getAddress(token.address);
};
const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 600);
const send = async (hash: Promise<Hash>) => {
  const receipt = await client.waitForTransactionReceipt({ hash: await hash });
  expect(receipt.status).toBe('success');
  return receipt;
};
const newIndexer = (batchBlocks = 2_000) =>
  new ChainIndexer(server.services.db, chain, client, { batchBlocks, reorgDepth: 64 });

/** Buys DOGE with BNB, sells part for USDT (through WBNB: DOGE/USDT is also pooled), gives some away. */
async function scriptedActivity(): Promise<void> {
  const router = getAddress(spot.router);
  const [doge, usdt] = [tokenOf('DOGE'), tokenOf('USDT')];
  for (const value of [parseEther('1'), parseEther('0.4')]) {
    swapTransactions.push((await buyDoge(value)).transactionHash);
  }
  await send(
    wallet().writeContract({
      address: doge,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    }),
  );
  const held = await client.readContract({
    address: doge,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [trader.address],
  });
  const sold = await send(
    wallet().writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactTokensForTokens',
      args: [held / 3n, 0n, [doge, usdt], trader.address, deadline()],
      gas: SWAP_GAS_LIMIT,
    }),
  );
  swapTransactions.push(sold.transactionHash);
  await send(
    wallet().writeContract({
      address: doge,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [friend.address, held / 5n],
    }),
  );
}

async function buyDoge(value: bigint) {
  return send(
    wallet().writeContract({
      address: getAddress(spot.router),
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [tokenOf('WBNB'), tokenOf('DOGE')], trader.address, deadline()],
      value,
      gas: SWAP_GAS_LIMIT,
    }),
  );
}

/** Every pool's reserves as the chain has them (after `blockNumber`, or now). */
async function poolsOnChain(blockNumber?: bigint): Promise<PoolBook> {
  const book = new PoolBook();
  for (const pool of chain.pools) {
    const [reserve0, reserve1] = await client.readContract({
      address: pool.pair as Address,
      abi: pairAbi,
      functionName: 'getReserves',
      ...(blockNumber !== undefined && { blockNumber }),
    });
    book.set({ ...pool, reserve0, reserve1 });
  }
  return book;
}

/** What the chain says, recomputed without the indexer: each swap priced by the reserves it left. */
async function recomputedSwaps(token: string) {
  const swaps: { time: number; price: number; volume: number; buy: boolean }[] = [];
  for (const hash of swapTransactions) {
    const receipt = await client.getTransactionReceipt({ hash });
    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    const book = await poolsOnChain(receipt.blockNumber);
    for (const log of parseEventLogs({ abi: INDEXED_EVENTS, logs: receipt.logs, eventName: 'Swap' })) {
      const pool = chain.pools.find((entry) => entry.pair === log.address.toLowerCase());
      if (!pool || (pool.token0 !== token && pool.token1 !== token)) continue;
      const isToken0 = pool.token0 === token;
      const p0 = usdPrice(chain, book, pool.token0);
      const { amount0In, amount0Out, amount1Out } = log.args;
      swaps.push({
        time: Number(block.timestamp),
        price: usdPrice(chain, book, token),
        volume: unitsToNumber(amount0In + amount0Out, chain.decimals.get(pool.token0) ?? 18) * p0,
        buy: (isToken0 ? amount0Out : amount1Out) > 0n,
      });
    }
  }
  return swaps;
}

async function chainBalance(token: Address, holder: string): Promise<bigint> {
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [holder as Address],
  });
}

beforeAll(async () => {
  devnet = await startSpotDevnet('indexer-test');
  ({ layer, server, spot, client } = devnet);
  chain = indexedChainOf(spot);
  data = new IndexedTokenData(server.services.db, [chain]);
  await scriptedActivity();
}, 180_000);

afterAll(() => devnet?.close());

const countRows = async (table: 'spot_swaps' | 'spot_transfers' | 'spot_syncs') =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(server.services.db))
      .rows[0]?.n,
  );

describe('the spot indexer', { timeout: 60_000 }, () => {
  it('resumes from its cursor after a restart mid-stream, and a replayed range counts nothing twice', async () => {
    const first = newIndexer(5);
    await first.step();
    await first.step();
    // A restart: a new indexer reads the cursor the last one left.
    const head = await client.getBlockNumber();
    expect(await newIndexer(5).catchUp()).toBe(head);
    const counts = await Promise.all([
      countRows('spot_swaps'),
      countRows('spot_transfers'),
      countRows('spot_syncs'),
    ]);
    const balances = await server.services.db
      .selectFrom('spot_balances')
      .selectAll()
      .orderBy('token')
      .orderBy('holder')
      .execute();
    // A crash after the rows but before the cursor is impossible (one transaction); a replay is harmless.
    await server.services.db
      .updateTable('spot_index_cursors')
      .set({ block_number: String(spot.startBlock - 1), block_hash: '' })
      .execute();
    await newIndexer().catchUp();
    expect(
      await Promise.all([countRows('spot_swaps'), countRows('spot_transfers'), countRows('spot_syncs')]),
    ).toEqual(counts);
    expect(
      await server.services.db
        .selectFrom('spot_balances')
        .selectAll()
        .orderBy('token')
        .orderBy('holder')
        .execute(),
    ).toEqual(balances);
  });

  it('keeps every holder balance equal to the chain, and counts the holders', async () => {
    const doge = tokenOf('DOGE');
    const rows = await server.services.db
      .selectFrom('spot_balances')
      .select(['token', 'holder', 'balance'])
      .where(
        'token',
        'in',
        spot.tokens.map((token) => token.address.toLowerCase()),
      )
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    const onChain = await Promise.all(rows.map((row) => chainBalance(row.token as Address, row.holder)));
    expect(rows.map((row) => BigInt(row.balance))).toEqual(onChain);
    const dogeHolders = rows.filter((row) => row.token === doge.toLowerCase() && BigInt(row.balance) > 0n);
    expect(dogeHolders.map((row) => row.holder)).toEqual(
      expect.arrayContaining([trader.address.toLowerCase(), friend.address.toLowerCase()]),
    );
    const total = await client.readContract({ address: doge, abi: erc20Abi, functionName: 'totalSupply' });
    const record = (await data.prices([{ chainId: BSC_CHAIN_ID, address: doge }]))[
      tokenDataKey(BSC_CHAIN_ID, doge)
    ];
    expect(record?.holder).toBe(dogeHolders.length);
    expect(record?.totalSupply).toBeCloseTo(unitsToNumber(total, 8), 6);
    expect(record?.circulatingSupply).toBeCloseTo(unitsToNumber(total, 8), 6);
  });

  it('prices, volumes and candles equal a recomputation from the chain', async () => {
    const doge = tokenOf('DOGE');
    const key = tokenDataKey(BSC_CHAIN_ID, doge);
    const swaps = await recomputedSwaps(doge.toLowerCase());
    expect(swaps).toHaveLength(3);
    const book = await poolsOnChain();
    const price = usdPrice(chain, book, doge.toLowerCase());
    const record = (await data.prices([{ chainId: BSC_CHAIN_ID, address: doge }]))[key];
    expect(record?.price).toBeCloseTo(price, 12);
    const volume = swaps.reduce((sum, swap) => sum + swap.volume, 0);
    const bought = swaps.filter((swap) => swap.buy).reduce((sum, swap) => sum + swap.volume, 0);
    expect(record?.v24hUSD).toBeCloseTo(volume, 6);
    expect(record?.vBuy24hUSD).toBeCloseTo(bought, 6);
    expect(record?.vSell24hUSD).toBeCloseTo(volume - bought, 6);
    expect(record?.marketCap).toBeCloseTo(price * (record?.circulatingSupply ?? 0), 4);
    expect(record?.liquidity).toBeGreaterThan(0);

    const from = candleOpenTime('1m', swaps[0]?.time ?? 0);
    const candles = await data.candles({ chainId: BSC_CHAIN_ID, address: doge }, '1m', from, from + 3_600);
    const expected = new Map<number, { o: number; h: number; l: number; c: number; v: number }>();
    for (const swap of swaps) {
      const open = candleOpenTime('1m', swap.time);
      const candle = expected.get(open);
      if (candle)
        Object.assign(candle, {
          h: Math.max(candle.h, swap.price),
          l: Math.min(candle.l, swap.price),
          c: swap.price,
          v: candle.v + swap.volume,
        });
      else expected.set(open, { o: swap.price, h: swap.price, l: swap.price, c: swap.price, v: swap.volume });
    }
    expect(candles.map((candle) => candle.unixTime)).toEqual([...expected.keys()]);
    for (const candle of candles) {
      const want = expected.get(candle.unixTime);
      for (const field of ['o', 'h', 'l', 'c', 'v'] as const)
        expect(candle[field]).toBeCloseTo(want?.[field] ?? Number.NaN, 9);
    }
    const hourly = await data.candles({ chainId: BSC_CHAIN_ID, address: doge }, '1H', from, from + 3_600);
    expect(hourly.reduce((sum, candle) => sum + candle.v, 0)).toBeCloseTo(volume, 6);
  });

  it('lists the swaps and transfers as the functions answer them', async () => {
    const doge = tokenOf('DOGE');
    const page = await data.transactions({ chainId: BSC_CHAIN_ID, address: doge }, { offset: 0, limit: 2 });
    expect(page.hasNext).toBe(true);
    expect(page.items.map((item) => item.side)).toEqual(['sell', 'buy']);
    expect(page.items[0]).toMatchObject({
      owner: trader.address.toLowerCase(),
      base: { symbol: 'DOGE' },
      quote: { symbol: 'USDT' },
    });
    const rest = await data.transactions({ chainId: BSC_CHAIN_ID, address: doge }, { offset: 2, limit: 50 });
    expect(rest).toMatchObject({ hasNext: false, items: [{ side: 'buy', quote: { symbol: 'WBNB' } }] });

    const transfers = await data.transfers({ chainId: BSC_CHAIN_ID, wallet: friend.address, token: doge });
    const gifts = transfers.filter((transfer) => transfer.from === trader.address.toLowerCase());
    expect(gifts).toHaveLength(1);
    // Every DOGE the friend holds came through the transfers listed (the devnet's funding included).
    const received = transfers.reduce(
      (sum, transfer) =>
        sum + (transfer.to === friend.address.toLowerCase() ? 1n : -1n) * BigInt(transfer.value),
      0n,
    );
    expect(received).toBe(await chainBalance(doge, friend.address));

    // The functions answer the same through HTTP, in the seed's shapes.
    const prices = await server.postJson('/functions/birdeye-prices', {
      tokens: [{ address: doge, chainId: BSC_CHAIN_ID }],
    });
    expect(Object.keys((await prices.json()) as object)).toEqual([tokenDataKey(BSC_CHAIN_ID, doge)]);
    const listed = await server.postJson('/functions/birdeye-token-transactions', {
      tokenAddress: doge,
      chainId: BSC_CHAIN_ID,
    });
    expect(await listed.json()).toMatchObject({ data: { hasNext: false, items: [{}, {}, {}] } });
    const moralis = await server.postJson('/functions/moralis-token-transfers', {
      address: friend.address,
      chainId: BSC_CHAIN_ID,
      tokenAddress: doge,
    });
    expect(await moralis.json()).toEqual({ result: transfers, error: false });
    const metadata = await server.postJson('/functions/birdeye-token-metadata', {
      address: doge,
      chainId: BSC_CHAIN_ID,
    });
    const described = (await metadata.json()) as { logoUrl: string };
    expect(described).toMatchObject({ symbol: 'DOGE', name: 'Dogecoin', decimals: 8 });
    // The seeded tokens' logos are real SVG files in storage.
    const { logoUrl } = described;
    expect(logoUrl).toMatch(new RegExp(`token-logos/56/${doge.toLowerCase()}\\.svg$`));
    const logo = await server.request(logoUrl.startsWith('http') ? new URL(logoUrl).pathname : logoUrl);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg [^>]+>.*>DOG<\/text><\/svg>$/);
    await seedTokenLogos(server.services.db, server.services.storage, [spot]);
    expect(
      (
        (await (
          await server.postJson('/functions/birdeye-token-metadata', { address: doge, chainId: BSC_CHAIN_ID })
        ).json()) as { logoUrl: string }
      ).logoUrl,
    ).toBe(logoUrl);
    const unknown = await server.postJson('/functions/birdeye-token-metadata', {
      address: trader.address,
      chainId: BSC_CHAIN_ID,
    });
    expect(await unknown.json()).toEqual({ error: 'Token metadata not found' });

    const native = await data.multiPrices([{ chainId: BSC_CHAIN_ID, address: NATIVE_TOKEN_ADDRESS }]);
    expect(native[tokenDataKey(BSC_CHAIN_ID, NATIVE_TOKEN_ADDRESS)]?.price).toBeGreaterThan(0);
  });

  it('serves candles and prices over GET, and live candles over the socket', async () => {
    const doge = tokenOf('DOGE');
    const now = Math.floor(Date.now() / 1000);
    const query = `address=${doge}&type=15m&time_from=${now - 86_400}&time_to=${now}`;
    const ohlcv = await server.request(`/api/spot/ohlcv?${query}`, { headers: { 'x-chain': 'bsc' } });
    expect(await ohlcv.json()).toEqual({
      success: true,
      data: { items: await data.candles({ chainId: BSC_CHAIN_ID, address: doge }, '15m', now - 86_400, now) },
    });
    const noChain = await server.request(`/api/spot/ohlcv?${query}`);
    expect(noChain.status).toBe(400);
    const badType = await server.request(`/api/spot/ohlcv?${query.replace('15m', '1h')}`, {
      headers: { 'x-chain': '56' },
    });
    expect(badType.status).toBe(400);
    const price = await server.request(`/api/spot/price?address=${doge}`, { headers: { 'x-chain': 'bsc' } });
    const multi = await data.multiPrices([{ chainId: BSC_CHAIN_ID, address: doge }]);
    expect(await price.json()).toMatchObject({
      data: {
        value: multi[tokenDataKey(BSC_CHAIN_ID, doge)]?.price,
        priceChange24h: multi[tokenDataKey(BSC_CHAIN_ID, doge)]?.change24h,
      },
    });

    const tokenData = server.services.tokenData;
    if (!tokenData) throw new Error('the devnet server has token data');
    const socket = new CandleSocket(tokenData, createLogger('silent'));
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
    socket.attach(http);
    await new Promise((resolve) => http.once('listening', resolve));
    const { port } = http.address() as AddressInfo;
    const client = new WebSocket(`ws://127.0.0.1:${port}${CANDLE_SOCKET_PATH}?chain=bsc`);
    const messages: { type: string; data: { v: number; c: number; type: string } }[] = [];
    client.on('message', (raw) => messages.push(JSON.parse(raw.toString())));
    await new Promise((resolve) => client.once('open', resolve));
    const subscribe = (type: string) =>
      client.send(
        JSON.stringify({
          type,
          data: { queryType: 'simple', chartType: '1D', address: doge, currency: 'usd' },
        }),
      );
    try {
      subscribe('SUBSCRIBE_PRICE');
      await expect.poll(() => messages.length).toBe(1);
      const today = await data.candles(
        { chainId: BSC_CHAIN_ID, address: doge },
        '1D',
        now - 86_400,
        now + 86_400,
      );
      expect(messages[0]).toMatchObject({ type: 'PRICE_DATA', data: { ...today.at(-1), type: '1D' } });

      await buyDoge(parseEther('0.3'));
      await newIndexer().catchUp();
      await socket.refresh(BSC_CHAIN_ID);
      await expect.poll(() => messages.length).toBe(2);
      expect(messages[1]?.data.v).toBeGreaterThan(messages[0]?.data.v ?? Number.POSITIVE_INFINITY);

      subscribe('UNSUBSCRIBE_PRICE');
      await buyDoge(parseEther('0.3'));
      await newIndexer().catchUp();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await socket.refresh(BSC_CHAIN_ID);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(messages).toHaveLength(2);
    } finally {
      client.close();
      socket.close();
      http.close();
    }
  });

  it('rewinds a reorganisation and reads the new chain', async () => {
    const doge = tokenOf('DOGE');
    const before = (await data.prices([{ chainId: BSC_CHAIN_ID, address: doge }]))[
      tokenDataKey(BSC_CHAIN_ID, doge)
    ];
    const snapshot = await client.request({ method: 'evm_snapshot' as never });
    const orphan = await send(
      wallet().writeContract({
        address: getAddress(spot.router),
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [tokenOf('WBNB'), doge], trader.address, deadline()],
        value: parseEther('2'),
        gas: SWAP_GAS_LIMIT,
      }),
    );
    await newIndexer().catchUp();
    const during = (await data.prices([{ chainId: BSC_CHAIN_ID, address: doge }]))[
      tokenDataKey(BSC_CHAIN_ID, doge)
    ];
    expect(during?.v24hUSD).toBeGreaterThan(before?.v24hUSD ?? 0);

    await client.request({ method: 'evm_revert' as never, params: [snapshot] as never });
    // The new chain: a transfer where the swap was, and one block more.
    await send(
      wallet().writeContract({
        address: doge,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [friend.address, 1n],
      }),
    );
    await send(wallet().sendTransaction({ to: friend.address, value: 1n }));
    const indexer = newIndexer();
    await indexer.catchUp();

    const swapRows = await server.services.db.selectFrom('spot_swaps').select('tx_hash').execute();
    expect(swapRows.map((row) => row.tx_hash)).not.toContain(orphan.transactionHash);
    const after = (await data.prices([{ chainId: BSC_CHAIN_ID, address: doge }]))[
      tokenDataKey(BSC_CHAIN_ID, doge)
    ];
    expect(after?.v24hUSD).toBeCloseTo(before?.v24hUSD ?? 0, 6);
    expect(after?.price).toBeCloseTo(before?.price ?? 0, 12);
    for (const holder of [trader.address, friend.address]) {
      const row = await server.services.db
        .selectFrom('spot_balances')
        .select('balance')
        .where('token', '=', doge.toLowerCase())
        .where('holder', '=', holder.toLowerCase())
        .executeTakeFirst();
      expect(BigInt(row?.balance ?? -1)).toBe(await chainBalance(doge, holder));
    }
    const candles = await data.candles(
      { chainId: BSC_CHAIN_ID, address: doge },
      '1D',
      0,
      Math.floor(Date.now() / 1000),
    );
    expect(candles.reduce((sum, candle) => sum + candle.v, 0)).toBeCloseTo(before?.v24hUSD ?? 0, 6);
  });
});
