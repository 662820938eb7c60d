import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { OneInchSwapProvider } from './oneinch-swap-provider';

const API_KEY = 'test-1inch-key';
const REFERRER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDT = '0x55d398326f99059fF775485246999027B3197955';
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82';
const WBNB = '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c';
const ROUTER_V6 = '0x111111125421cA6dc452d289314280a0f8842A65';

interface Seen {
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
}

/** A local stand-in answering with the 1inch v6 documented bodies; `reply` is set per test. */
let reply: (path: string) => { status: number; body: unknown };
const seen: Seen[] = [];
let server: Server;
let provider: OneInchSwapProvider;

function record(request: IncomingMessage): string {
  const url = new URL(request.url ?? '/', 'http://fake');
  seen.push({
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    authorization: request.headers.authorization,
  });
  return url.pathname;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const { status, body } = reply(record(request));
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = new OneInchSwapProvider({
    apiKey: API_KEY,
    referrer: REFERRER,
    baseUrl: `http://127.0.0.1:${port}/swap/v6.0`,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
};

describe('the 1inch v6 adapter', () => {
  it('asks the chain for its spender with the API key', async () => {
    reply = () => ({ status: 200, body: { address: ROUTER_V6.toLowerCase() } });
    expect(await provider.spender(56)).toBe(ROUTER_V6);
    expect(seen).toEqual([
      { path: '/swap/v6.0/56/approve/spender', query: {}, authorization: `Bearer ${API_KEY}` },
    ]);
  });

  it('quotes with the platform fee and reads dstAmount; no route when 1inch gives none', async () => {
    reply = () => ({ status: 200, body: { dstAmount: '62131879850006790961', gas: 100000 } });
    expect(
      await provider.quote({ chainId: 1, fromToken: NATIVE, toToken: USDT, amount: 10n ** 18n }),
    ).toEqual({
      dstAmount: 62131879850006790961n,
    });
    expect(seen[0]).toMatchObject({
      path: '/swap/v6.0/1/quote',
      query: {
        src: NATIVE,
        dst: USDT,
        amount: '1000000000000000000',
        fee: '1',
        includeTokensInfo: 'true',
        includeProtocols: 'true',
      },
    });
  });

  it("reads the route from 1inch's protocols: the main route's hops, the ends with their symbols", async () => {
    const token = (symbol: string) => ({ address: CAKE.toLowerCase(), symbol, name: symbol, decimals: 18 });
    const hop = (from: string, to: string, part: number, name = 'PANCAKESWAP') => ({
      name,
      part,
      fromTokenAddress: from.toLowerCase(),
      toTokenAddress: to.toLowerCase(),
    });
    reply = () => ({
      status: 200,
      body: {
        dstAmount: '5000',
        srcToken: token('CAKE'),
        dstToken: { ...token('USDT'), address: USDT.toLowerCase() },
        protocols: [
          // A smaller split straight to USDT, and the main route through WBNB (two protocols on hop 1).
          [[hop(CAKE, USDT, 20)]],
          [[hop(CAKE, WBNB, 50), hop(CAKE, WBNB, 30, 'BISWAP')], [hop(WBNB, USDT, 100)]],
        ],
      },
    });
    expect(await provider.quote({ chainId: 56, fromToken: CAKE, toToken: USDT, amount: 10n ** 18n })).toEqual(
      {
        dstAmount: 5000n,
        route: [{ address: CAKE, symbol: 'CAKE' }, { address: WBNB }, { address: USDT, symbol: 'USDT' }],
      },
    );
    // A route in a shape not understood leaves the quote without one rather than failing it.
    reply = () => ({ status: 200, body: { dstAmount: '5000', protocols: [[['PANCAKESWAP']]] } });
    expect(await provider.quote({ chainId: 56, fromToken: CAKE, toToken: USDT, amount: 1n })).toEqual({
      dstAmount: 5000n,
    });
  });

  it('builds a swap for the wallet with slippage, fee and referrer, and maps the tx', async () => {
    reply = () => ({
      status: 200,
      body: {
        dstAmount: '2000',
        tx: {
          from: WALLET.toLowerCase(),
          to: ROUTER_V6.toLowerCase(),
          data: '0x07ed2379',
          value: '10000000000000000',
          gas: 121363,
          gasPrice: '6994090150',
        },
      },
    });
    const swap = await provider.swap({
      chainId: 56,
      fromToken: NATIVE,
      toToken: USDT,
      amount: 10n ** 16n,
      slippagePercent: 0.5,
      fromAddress: WALLET,
    });
    expect(swap).toEqual({
      dstAmount: 2000n,
      tx: {
        from: WALLET,
        to: ROUTER_V6,
        data: '0x07ed2379',
        value: 10n ** 16n,
        gas: 121363n,
        gasPrice: 6994090150n,
      },
    });
    expect(seen[0]?.query).toEqual({
      src: NATIVE,
      dst: USDT,
      amount: '10000000000000000',
      from: WALLET,
      origin: WALLET,
      slippage: '0.5',
      fee: '1',
      referrer: REFERRER,
    });
  });

  it("maps 1inch's errors to the seed's texts", async () => {
    const quote = () => provider.quote({ chainId: 56, fromToken: USDT, toToken: NATIVE, amount: 1000n });
    reply = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        description: 'insufficient liquidity',
        meta: [],
        requestId: 'r1',
      },
    });
    expect(await refusal(quote())).toEqual({ status: 400, message: 'insufficient liquidity' });
    reply = () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        description: `Not enough allowance. Amount: 1000. Allowance: 0. Spender: ${ROUTER_V6}`,
        meta: [{ type: 'allowance', value: '0' }],
        requestId: 'r2',
      },
    });
    expect(await refusal(quote())).toEqual({
      status: 400,
      message: 'Token approval required. Please approve the token first.',
    });
    reply = () => ({ status: 429, body: { error: 'Too Many Requests' } });
    expect(await refusal(quote())).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    reply = () => ({ status: 500, body: { statusCode: 500, error: 'Internal Server Error' } });
    expect(await refusal(quote())).toEqual({ status: 502, message: 'Swap failed' });
    // A 200 in another shape is not passed on as an answer.
    reply = () => ({ status: 200, body: { toAmount: '1' } });
    expect(await refusal(quote())).toEqual({ status: 502, message: 'Swap failed' });
  });
});
