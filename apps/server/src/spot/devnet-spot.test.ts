import {
  BSC_CHAIN_ID,
  DEFAULT_CHART_PERIOD,
  minimumReceived,
  NATIVE_TOKEN_ADDRESS,
  PLUTO_FALLBACK_PRICE,
  spotHistoryWindow,
  spotPlatformFee,
} from '@pluto/core';
import { type DevnetChainLayer, devAccounts } from '@pluto/devnet';
import {
  type Address,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseAbi,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SpotDevnet, startSpotDevnet } from '../testing/spot-devnet';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { seedSpotCatalogue } from './catalogue';
import { spotPairPageData } from './pair-page-data';

const pairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
]);

let devnet: SpotDevnet;
let layer: DevnetChainLayer;
let server: TestServer;
let client: PublicClient;
let tokens: Record<string, Address>;
let feeRouter: Address;
let pools: { pair: Address; base: Address; quote: Address }[];
let wrappedNative: Address;
let stable: Address;

const [trader, other] = devAccounts.slice(1, 3).map((account) => privateKeyToAccount(account.privateKey));
if (!trader || !other) throw new Error('two dev accounts needed');
const wallet = () => {
  const chain = layer.chains.get(BSC_CHAIN_ID);
  if (!chain) throw new Error('BSC is not running');
  return createWalletClient({ account: trader, chain: chain.viemChain, transport: http() });
};

const call = async (name: string, body: unknown, cookie?: string) => {
  const response = await server.postJson(`/functions/${name}`, body, cookie);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const balanceOf = (token: Address, owner: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });

/** Uniswap V2's getAmountOut: 0.3 % of the input stays in the pool. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);
}

/** The output of `path` recomputed from the pools' reserves, after the 1 % platform fee. */
async function recomputed(amount: bigint, path: Address[]): Promise<bigint> {
  let current = amount - spotPlatformFee(amount);
  for (let hop = 0; hop < path.length - 1; hop++) {
    const [from, to] = [path[hop] as Address, path[hop + 1] as Address];
    const pool = pools.find(
      (candidate) =>
        (candidate.base === from && candidate.quote === to) ||
        (candidate.base === to && candidate.quote === from),
    );
    if (!pool) return 0n;
    const [[reserve0, reserve1], token0] = await Promise.all([
      client.readContract({ address: pool.pair, abi: pairAbi, functionName: 'getReserves' }),
      client.readContract({ address: pool.pair, abi: pairAbi, functionName: 'token0' }),
    ]);
    current =
      token0 === from ? amountOut(current, reserve0, reserve1) : amountOut(current, reserve1, reserve0);
  }
  return current;
}

/** The best of the direct pool and the hops through WBNB and USDT, as the provider chooses. */
async function bestRoute(amount: bigint, from: Address, to: Address) {
  const paths = [
    [from, to],
    ...[wrappedNative, stable].filter((hub) => hub !== from && hub !== to).map((hub) => [from, hub, to]),
  ];
  const outputs = await Promise.all(
    paths.map(async (path) => ({ path, amountOut: await recomputed(amount, path) })),
  );
  // bigints: Math.max does not take them.
  const best = outputs.sort((a, b) => (b.amountOut > a.amountOut ? 1 : -1))[0];
  if (!best) throw new Error('no route');
  return best;
}

const symbolOf = (address: Address) => Object.entries(tokens).find(([, token]) => token === address)?.[0];

beforeAll(async () => {
  devnet = await startSpotDevnet('oneinch-test');
  ({ layer, server, client } = devnet);
  const { spot } = devnet;
  tokens = Object.fromEntries(spot.tokens.map((token) => [token.symbol, getAddress(token.address)]));
  feeRouter = getAddress(spot.feeRouter);
  pools = spot.pools.map((pool) => ({
    pair: getAddress(pool.pair),
    base: getAddress(pool.base),
    quote: getAddress(pool.quote),
  }));
  wrappedNative = getAddress(spot.wrappedNative);
  stable = getAddress(spot.stable);
}, 120_000);

afterAll(() => devnet?.close());

const token = (symbol: string): Address => {
  const address = tokens[symbol];
  if (!address) throw new Error(`no ${symbol} on the devnet BSC`);
  return address;
};

describe('oneinch-spender', () => {
  it('names the fee router of the chain, and refuses a chain without swaps', async () => {
    expect(await call('oneinch-spender', { chainId: BSC_CHAIN_ID })).toEqual({
      status: 200,
      body: { address: feeRouter },
    });
    expect(await call('oneinch-spender', { chainId: 1 })).toEqual({
      status: 400,
      body: { error: 'Chain 1 is not supported for swaps' },
    });
  });
});

describe('birdeye-token-metadata for the admin (issue 26)', () => {
  it('reads an ERC-20 the catalogue does not list on its chain, and answers the error for no token', async () => {
    // A pool is an ERC-20 (its liquidity token) that no one lists.
    const pool = pools[0];
    if (!pool) throw new Error('no pool deployed');
    expect(await call('birdeye-token-metadata', { chainId: BSC_CHAIN_ID, address: pool.pair })).toEqual({
      status: 200,
      body: {
        name: 'Uniswap V2',
        symbol: 'UNI-V2',
        decimals: 18,
        logoUrl: null,
        socialLinks: { twitter: null, discord: null, medium: null, website: null },
      },
    });
    const nothing = await call('birdeye-token-metadata', {
      chainId: BSC_CHAIN_ID,
      address: '0x00000000000000000000000000000000000000a1',
    });
    expect(nothing).toEqual({ status: 200, body: { error: 'Token metadata not found' } });
  });
});

describe('oneinch-quote', () => {
  it('answers dstAmount and its route: the best route recomputed from the reserves, after the 1 % fee', async () => {
    const amount = parseUnits('250000', 18);
    const { status, body } = await call('oneinch-quote', {
      fromToken: token('PLUTO'),
      toToken: token('CAKE'),
      amount: amount.toString(),
      chainId: BSC_CHAIN_ID,
    });
    expect(status).toBe(200);
    const best = await bestRoute(amount, token('PLUTO'), token('CAKE'));
    expect(BigInt(body.dstAmount as string)).toBe(best.amountOut);
    // PLUTO and CAKE share no pool: the route hops through a hub, each token with its symbol.
    expect(best.path).toHaveLength(3);
    expect(body.route).toEqual(best.path.map((address) => ({ address, symbol: symbolOf(address) })));
  });

  it('prices the native coin through the wrapped native token', async () => {
    const amount = parseUnits('1', 18);
    const { body } = await call('oneinch-quote', {
      fromToken: NATIVE_TOKEN_ADDRESS,
      toToken: token('USDT'),
      amount: amount.toString(),
      chainId: BSC_CHAIN_ID,
    });
    expect(body.route).toEqual([
      { address: NATIVE_TOKEN_ADDRESS, symbol: 'BNB' },
      { address: token('USDT'), symbol: 'USDT' },
    ]);
    // 1 BNB opens at $620: after the fee and the pool's cut a little under $614.
    const dollars = Number(BigInt(body.dstAmount as string) / 10n ** 16n) / 100;
    expect(dollars).toBeGreaterThan(610);
    expect(dollars).toBeLessThan(614);
  });

  it('refuses unknown tokens, zero or fractional amounts and unknown chains with clear texts', async () => {
    const base = { fromToken: token('PLUTO'), toToken: token('USDT'), amount: '1000', chainId: BSC_CHAIN_ID };
    expect(await call('oneinch-quote', { ...base, toToken: getAddress(`0x${'12'.repeat(20)}`) })).toEqual({
      status: 400,
      body: { error: 'Token not available on selected chain' },
    });
    for (const amount of ['0', '1.5']) {
      expect((await call('oneinch-quote', { ...base, amount })).body.error).toMatch(
        /Amount is too small or invalid/,
      );
    }
    expect((await call('oneinch-quote', { ...base, chainId: 10 })).body).toEqual({
      error: 'Chain 10 is not supported for swaps',
    });
  });
});

describe('oneinch-swap', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await server.signIn(trader);
  });

  const swapBody = (fromToken: Address, toToken: Address, amount: bigint) => ({
    fromToken,
    toToken,
    amount: amount.toString(),
    slippage: 1,
    fromAddress: trader.address,
    chainId: BSC_CHAIN_ID,
  });

  async function send(tx: Record<string, unknown>): Promise<bigint> {
    const hash = await wallet().sendTransaction({
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value as string),
      gas: BigInt(tx.gas as number),
    });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    return receipt.gasUsed * receipt.effectiveGasPrice;
  }

  it('needs a session, and refuses a swap for another address', async () => {
    const body = swapBody(token('PLUTO'), token('USDT'), 1000n);
    expect((await call('oneinch-swap', body)).status).toBe(401);
    expect(await call('oneinch-swap', { ...body, fromAddress: other.address }, cookie)).toEqual({
      status: 403,
      body: { error: 'This address does not belong to the signed-in wallet' },
    });
  });

  it('asks for the approval first, then swaps through the returned calldata by the quoted amount', async () => {
    const amount = parseUnits('1000000', 18);
    const body = swapBody(token('PLUTO'), token('USDT'), amount);
    expect(await call('oneinch-swap', body, cookie)).toEqual({
      status: 400,
      body: { error: 'Token approval required. Please approve the token first.' },
    });
    const spender = (await call('oneinch-spender', { chainId: BSC_CHAIN_ID })).body.address as Address;
    await client.waitForTransactionReceipt({
      hash: await wallet().writeContract({
        address: token('PLUTO'),
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, maxUint256],
      }),
    });

    const quote = await call('oneinch-quote', body);
    const { status, body: answer } = await call('oneinch-swap', body, cookie);
    expect(status).toBe(200);
    const tx = answer.tx as Record<string, unknown>;
    expect(Object.keys(tx).sort()).toEqual(['data', 'from', 'gas', 'gasPrice', 'to', 'value']);
    expect(tx).toMatchObject({ from: trader.address, to: feeRouter, value: '0' });
    expect(answer.dstAmount).toBe(quote.body.dstAmount);

    const [plutoBefore, usdtBefore] = await Promise.all([
      balanceOf(token('PLUTO'), trader.address),
      balanceOf(token('USDT'), trader.address),
    ]);
    await send(tx);
    const received = (await balanceOf(token('USDT'), trader.address)) - usdtBefore;
    expect(await balanceOf(token('PLUTO'), trader.address)).toBe(plutoBefore - amount);
    // Nothing else traded in between: exactly the quote, and never under the slippage bound.
    expect(received).toBe(BigInt(answer.dstAmount as string));
    expect(received).toBeGreaterThanOrEqual(minimumReceived(BigInt(quote.body.dstAmount as string), 1));
  });

  it('swaps the native coin, sending it as the value', async () => {
    const amount = parseUnits('2', 18);
    const { body: answer } = await call(
      'oneinch-swap',
      swapBody(NATIVE_TOKEN_ADDRESS, token('CAKE'), amount),
      cookie,
    );
    const tx = answer.tx as Record<string, unknown>;
    expect(tx.value).toBe(amount.toString());
    const [nativeBefore, cakeBefore] = await Promise.all([
      client.getBalance({ address: trader.address }),
      balanceOf(token('CAKE'), trader.address),
    ]);
    const gasCost = await send(tx);
    expect(await client.getBalance({ address: trader.address })).toBe(nativeBefore - amount - gasCost);
    expect((await balanceOf(token('CAKE'), trader.address)) - cakeBefore).toBe(
      BigInt(answer.dstAmount as string),
    );
  });

  it('refuses a swap whose output cannot meet the slippage bound at simulation', async () => {
    // More than the dev account holds: the simulation fails, nothing is built.
    const { status, body } = await call(
      'oneinch-swap',
      swapBody(token('CAKE'), token('USDT'), parseUnits('100000000', 18)),
      cookie,
    );
    expect(status).toBe(400);
    expect(body.error).toMatch(/Token approval required|Transaction simulation failed/);
  });
});

describe('the spot catalogue of the devnet', () => {
  const get = async (path: string) => {
    const response = await server.request(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('lists the deployed tokens and every pool as an enabled pair at start, newest first', async () => {
    const { body } = await get(`/api/spot/pairs?chainId=${BSC_CHAIN_ID}`);
    const pairs = body.pairs as { label: string; pair_enabled: boolean; created_at: string }[];
    expect(pairs).toHaveLength(pools.length);
    expect(body.nextOffset).toBeNull();
    expect(pairs.map((pair) => pair.label)).toEqual(
      expect.arrayContaining(['PLUTO/BNB', 'PLUTO/USDT', 'BNB/USDT', 'CAKE/BNB', 'CAKE/USDT']),
    );
    expect(pairs.every((pair) => pair.pair_enabled)).toBe(true);
    const times = pairs.map((pair) => Date.parse(pair.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Listed within the last 12 hours: the NEW flag's tokens.
    expect(times[0]).toBeGreaterThan(Date.now() - 12 * 3_600_000);
    const symbols = (
      (await get(`/api/spot/tokens?chainId=${BSC_CHAIN_ID}`)).body.tokens as { symbol: string }[]
    ).map((listed) => listed.symbol);
    expect(symbols).toEqual([...symbols].sort());
    expect(symbols).toEqual(expect.arrayContaining(['BNB', 'WBNB', 'PLUTO', 'USDT', 'MUBARAK']));
  });

  it('seeds nothing twice when the server starts again on the same database', async () => {
    const before = (await get(`/api/spot/pairs?chainId=${BSC_CHAIN_ID}`)).body.pairs;
    await seedSpotCatalogue(server.services.db, server.config.spotChains);
    expect((await get(`/api/spot/pairs?chainId=${BSC_CHAIN_ID}`)).body.pairs).toEqual(before);
  });

  it('finds a pair by symbols in any case, the newest enabled pair, and refuses unknown chains', async () => {
    const { body } = await get(`/api/spot/pairs/find?chainId=${BSC_CHAIN_ID}&base=pluto&quote=usdt`);
    expect(body.pair).toMatchObject({
      label: 'PLUTO/USDT',
      base_address: token('PLUTO'),
      quote_decimals: 18,
    });
    expect((await get(`/api/spot/pairs/find?chainId=${BSC_CHAIN_ID}&base=NOPE&quote=USDT`)).body).toEqual({
      pair: null,
    });
    expect((await get('/api/spot/pairs/first')).body.pair).toMatchObject({ chain_id: BSC_CHAIN_ID });
    expect(await get('/api/spot/pairs?chainId=999')).toEqual({
      status: 400,
      body: { error: 'Unsupported chain: 999' },
    });
    expect((await get('/api/spot/pairs?offset=-1')).status).toBe(400);
  });
});

describe("a pair page's data written into the page (issue 25)", () => {
  const pageData = (path: string) => spotPairPageData(server.services.db, server.services.tokenData, path);

  it("carries the route's pair as the lookup answers it, and its chart's first candles as the candle service does", async () => {
    const { spotPair, spotCandles } = await pageData('/spot/bsc/cake_BNB');
    const found = await server.request(`/api/spot/pairs/find?chainId=${BSC_CHAIN_ID}&base=cake&quote=BNB`);
    expect(spotPair).toEqual({
      time: expect.any(Number),
      request: { chainId: BSC_CHAIN_ID, baseSymbol: 'cake', quoteSymbol: 'BNB' },
      pair: ((await found.json()) as { pair: unknown }).pair,
    });
    expect(spotCandles).toMatchObject({ chainId: BSC_CHAIN_ID, address: token('CAKE'), interval: '1H' });
    if (!spotCandles) throw new Error('no candles');
    const { timeFrom, timeTo } = spotHistoryWindow(DEFAULT_CHART_PERIOD, spotCandles.endTime);
    const history = await server.request(
      `/api/spot/ohlcv?address=${token('CAKE')}&type=1H&time_from=${timeFrom}&time_to=${timeTo}`,
      { headers: { 'x-chain': 'bsc' } },
    );
    expect(spotCandles.items).toEqual(((await history.json()) as { data: { items: unknown } }).data.items);
  });

  it('carries the newest pair for a route naming an unknown one, and nothing for other pages', async () => {
    const newest = await server.request('/api/spot/pairs/first');
    const { spotPair } = await pageData('/spot/bsc/NOPE_USDT');
    expect(spotPair?.pair).toEqual(((await newest.json()) as { pair: unknown }).pair);
    for (const path of ['/perpetual', '/spot', '/spot/bsc', '/spot/bsc/CAKE']) {
      expect(await pageData(path), path).toEqual({});
    }
  });
});

describe('get-pluto-price', () => {
  it("answers $PLUTO's price from its USDT pool's reserves", async () => {
    const pool = pools.find((candidate) => candidate.base === token('PLUTO') && candidate.quote === stable);
    if (!pool) throw new Error('no PLUTO/USDT pool');
    const [[reserve0, reserve1], token0] = await Promise.all([
      client.readContract({ address: pool.pair, abi: pairAbi, functionName: 'getReserves' }),
      client.readContract({ address: pool.pair, abi: pairAbi, functionName: 'token0' }),
    ]);
    const [plutoReserve, usdtReserve] = token0 === pool.base ? [reserve0, reserve1] : [reserve1, reserve0];
    const { status, body } = await call('get-pluto-price', {});
    expect(status).toBe(200);
    expect(body.price).toBeCloseTo(Number(usdtReserve) / Number(plutoReserve), 12);
    // Opened at the seed's default price; the swaps above moved it by a few percent at most.
    expect(Math.abs((body.price as number) / PLUTO_FALLBACK_PRICE - 1)).toBeLessThan(0.05);
  });

  it('answers the default price where no price source is configured', { timeout: 30_000 }, async () => {
    const bare = await startTestServer(PGLITE_BACKEND);
    try {
      const response = await bare.postJson('/functions/get-pluto-price', {});
      expect(await response.json()).toEqual({ price: PLUTO_FALLBACK_PRICE, fallback: true });
    } finally {
      await bare.close();
    }
  });
});
