import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, refusalOf, type SeenRequest, startFakeApi } from '../../testing/fake-api';
import { BirdeyeTokenData, TOKEN_DATA_FAILED } from './birdeye-token-data';
import { MoralisTransfers } from './moralis-transfers';

const API_KEY = 'test-token-data-key';
const CAKE = '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82';
const USDT = '0x55d398326f99059fF775485246999027B3197955';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH = `0x${'2d'.repeat(32)}`;

let fake: FakeApi;
let birdeye: BirdeyeTokenData;
let moralis: MoralisTransfers;
let seen: SeenRequest[];

beforeAll(async () => {
  fake = await startFakeApi();
  seen = fake.seen;
  birdeye = new BirdeyeTokenData({ apiKey: API_KEY, baseUrl: fake.url });
  moralis = new MoralisTransfers({ apiKey: API_KEY, baseUrl: `${fake.url}/api/v2.2` });
});

afterAll(() => fake.close());

beforeEach(() => {
  seen.length = 0;
});

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });

describe('the Birdeye adapter', () => {
  it('reads the token overview into the price record, old and new field names alike', async () => {
    fake.reply = () =>
      ok({
        address: CAKE,
        price: 2.41,
        priceChange24hPercent: -3.5,
        v24hUSD: 1_200_000,
        vBuy24hUSD: 700_000,
        vSell24hUSD: 500_000,
        mc: 650_000_000,
        liquidity: 80_000_000,
        holder: 1_900_000,
        supply: 380_000_000,
        circulatingSupply: 270_000_000,
      });
    expect(await birdeye.prices([{ chainId: 56, address: CAKE }])).toEqual({
      [`56-${CAKE.toLowerCase()}`]: {
        price: 2.41,
        priceChangePercent: -3.5,
        v24hUSD: 1_200_000,
        vBuy24hUSD: 700_000,
        vSell24hUSD: 500_000,
        marketCap: 650_000_000,
        liquidity: 80_000_000,
        holder: 1_900_000,
        totalSupply: 380_000_000,
        circulatingSupply: 270_000_000,
      },
    });
    expect(seen).toMatchObject([{ method: 'GET', path: '/defi/token_overview', query: { address: CAKE } }]);
    // The chain is named: without x-chain Birdeye reads Solana.
    expect(seen[0]?.headers['x-chain']).toBe('bsc');
    expect(seen[0]?.headers['x-api-key']).toBe(API_KEY);

    fake.reply = () => ok({ price: 1, marketCap: 5, totalSupply: 7, holder: null });
    const record = await birdeye.prices([{ chainId: 8453, address: USDT }]);
    expect(record[`8453-${USDT.toLowerCase()}`]).toMatchObject({ marketCap: 5, totalSupply: 7, holder: 0 });
    expect(seen[1]?.headers['x-chain']).toBe('base');
  });

  it('asks multi_price once per chain and leaves out the tokens it does not know', async () => {
    fake.reply = () =>
      ok({
        [CAKE.toLowerCase()]: {
          value: 2.4,
          updateUnixTime: 1_700_000_000,
          priceChange24h: 1.25,
          liquidity: 10,
        },
        [USDT]: null,
      });
    expect(
      await birdeye.multiPrices([
        { chainId: 56, address: CAKE },
        { chainId: 56, address: USDT },
      ]),
    ).toEqual({ [`56-${CAKE.toLowerCase()}`]: { price: 2.4, change24h: 1.25 } });
    expect(seen).toMatchObject([{ path: '/defi/multi_price', query: { list_address: `${CAKE},${USDT}` } }]);
  });

  it("asks for the native coin by the chain's wrapped token and answers it under the all-E address", async () => {
    // Birdeye indexes traded contracts: BNB's price is WBNB's (as SOL's is the wrapped SOL mint's).
    const WBNB = '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c';
    const BNB = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
    fake.reply = (path) =>
      path === '/defi/ohlcv'
        ? ok({ items: [{ unixTime: 1_700_000_040, o: 600, h: 610, l: 595, c: 605, v: 1_000 }] })
        : ok({
            [WBNB.toLowerCase()]: { value: 620.5, updateUnixTime: 1_700_000_000, priceChange24h: -1.5 },
            [CAKE]: { value: 2.4, updateUnixTime: 1_700_000_000, priceChange24h: 1.25 },
          });
    expect(
      await birdeye.multiPrices([
        { chainId: 56, address: BNB },
        { chainId: 56, address: CAKE },
      ]),
    ).toEqual({
      [`56-${BNB.toLowerCase()}`]: { price: 620.5, change24h: -1.5 },
      [`56-${CAKE.toLowerCase()}`]: { price: 2.4, change24h: 1.25 },
    });
    expect(seen).toMatchObject([{ path: '/defi/multi_price', query: { list_address: `${WBNB},${CAKE}` } }]);
    seen.length = 0;
    expect(
      await birdeye.candles({ chainId: 56, address: BNB }, '1m', 1_700_000_000, 1_700_000_100),
    ).toHaveLength(1);
    expect(seen).toMatchObject([{ path: '/defi/ohlcv', query: { address: WBNB } }]);
  });

  it('joins price_volume/multi with the liquidity of multi_price', async () => {
    fake.reply = (path) =>
      path === '/defi/price_volume/multi'
        ? ok({ [CAKE]: { price: 2.4, volumeUSD: 900, volumeChangePercent: 12.5, priceChangePercent: -1 } })
        : ok({ [CAKE]: { value: 2.4, priceChange24h: -1, liquidity: 4_000 } });
    expect(await birdeye.priceVolumes([{ chainId: 1, address: CAKE }])).toEqual({
      [`1-${CAKE.toLowerCase()}`]: {
        volumeUSD: 900,
        volumeChangePercent: 12.5,
        change24h: -1,
        liquidity: 4_000,
      },
    });
    const post = seen.find((request) => request.method === 'POST');
    expect(post).toMatchObject({
      path: '/defi/price_volume/multi',
      body: { list_address: CAKE, type: '24h' },
    });
    expect(post?.headers['x-chain']).toBe('ethereum');
  });

  it('pages the token transactions and reads the metadata and candles', async () => {
    fake.reply = (path) => {
      if (path === '/defi/txs/token') {
        return ok({
          items: [
            {
              quote: {
                symbol: 'USDT',
                decimals: 18,
                address: USDT,
                amount: 1,
                uiAmount: 24.1,
                price: 1,
                nearestPrice: 1,
              },
              base: { symbol: 'CAKE', decimals: 18, address: CAKE, uiAmount: -10, price: 2.41 },
              basePrice: 2.41,
              quotePrice: 1,
              txHash: HASH,
              source: 'pancakeswap',
              blockUnixTime: 1_700_000_100,
              txType: 'swap',
              owner: WALLET,
              side: 'sell',
              tokenPrice: 2.41,
              poolId: USDT,
            },
          ],
          hasNext: true,
        });
      }
      if (path === '/defi/v3/token/meta-data/single') {
        return ok({
          address: CAKE,
          symbol: 'CAKE',
          name: 'PancakeSwap Token',
          decimals: 18,
          extensions: {
            coingecko_id: 'pancakeswap-token',
            website: 'https://pancakeswap.finance',
            twitter: 'https://x.com/pancakeswap',
          },
          logo_uri: 'https://img.example/cake.png',
        });
      }
      return ok({
        items: [
          {
            o: 1,
            h: 2,
            l: 0.5,
            c: 1.5,
            v: 100,
            unixTime: 1_700_000_000,
            address: CAKE,
            type: '15m',
            currency: 'usd',
          },
        ],
      });
    };
    expect(await birdeye.transactions({ chainId: 56, address: CAKE }, { offset: 50, limit: 50 })).toEqual({
      hasNext: true,
      items: [
        {
          side: 'sell',
          quote: { symbol: 'USDT', uiAmount: 24.1, price: 1 },
          base: { symbol: 'CAKE', uiAmount: 10 },
          tokenPrice: 2.41,
          blockUnixTime: 1_700_000_100,
          txHash: HASH,
          owner: WALLET,
        },
      ],
    });
    expect(seen[0]?.query).toEqual({
      address: CAKE,
      offset: '50',
      limit: '50',
      tx_type: 'swap',
      sort_type: 'desc',
    });
    expect(await birdeye.metadata({ chainId: 56, address: CAKE })).toEqual({
      symbol: 'CAKE',
      name: 'PancakeSwap Token',
      decimals: 18,
      logoUrl: 'https://img.example/cake.png',
      socialLinks: {
        twitter: 'https://x.com/pancakeswap',
        discord: null,
        medium: null,
        website: 'https://pancakeswap.finance',
      },
    });
    expect(
      await birdeye.candles({ chainId: 56, address: CAKE }, '15m', 1_699_999_000, 1_700_001_000),
    ).toEqual([{ unixTime: 1_700_000_000, o: 1, h: 2, l: 0.5, c: 1.5, v: 100 }]);
    expect(seen[2]?.query).toMatchObject({ type: '15m', time_from: '1699999000', time_to: '1700001000' });
  });

  it('maps errors: 429 to the rate-limit text, not found to no metadata, the rest to one text', async () => {
    fake.reply = () => ({ status: 429, body: { success: false, message: 'Too many requests' } });
    expect(await refusalOf(birdeye.multiPrices([{ chainId: 56, address: CAKE }]))).toEqual({
      status: 429,
      message: 'Too many requests. Please wait a moment and try again.',
    });
    fake.reply = () => ({ status: 400, body: { success: false, message: 'Not found' } });
    expect(await birdeye.metadata({ chainId: 56, address: CAKE })).toBeNull();
    fake.reply = () => ({ status: 400, body: { success: false, message: 'type invalid format' } });
    expect(await refusalOf(birdeye.candles({ chainId: 56, address: CAKE }, '1H', 0, 1))).toEqual({
      status: 502,
      message: TOKEN_DATA_FAILED,
    });
    fake.reply = () => ({ status: 200, body: { success: true, data: { items: 'none' } } });
    expect((await refusalOf(birdeye.candles({ chainId: 56, address: CAKE }, '1H', 0, 1))).status).toBe(502);
    expect((await refusalOf(birdeye.multiPrices([{ chainId: 999, address: CAKE }]))).status).toBe(400);
  });
});

describe('the Moralis adapter', () => {
  const transfer = {
    token_name: 'Pluto',
    token_symbol: 'PLUTO',
    token_decimals: '18',
    transaction_hash: HASH,
    address: CAKE,
    block_timestamp: '2021-04-02T10:07:54.000Z',
    block_number: '12526958',
    block_hash: HASH,
    to_address: WALLET,
    from_address: USDT,
    value: '650000000000000000',
    transaction_index: 12,
    log_index: 2,
    possible_spam: false,
  };

  it("reads a wallet's transfers of one token, newest first, time in seconds", async () => {
    fake.reply = () => ({
      status: 200,
      body: { page: '0', page_size: '100', cursor: null, result: [transfer] },
    });
    expect(await moralis.transfers({ chainId: 56, wallet: WALLET, token: CAKE })).toEqual([
      { hash: HASH, from: USDT, to: WALLET, value: '650000000000000000', timeStamp: 1_617_358_074 },
    ]);
    expect(seen).toMatchObject([
      {
        path: `/api/v2.2/${WALLET}/erc20/transfers`,
        query: { chain: '0x38', order: 'DESC', limit: '100', 'contract_addresses[0]': CAKE },
      },
    ]);
    expect(seen[0]?.headers['x-api-key']).toBe(API_KEY);
  });

  it('refuses a 429, an error and a wrong shape', async () => {
    fake.reply = () => ({ status: 429, body: { message: 'Rate limit exceeded' } });
    expect((await refusalOf(moralis.transfers({ chainId: 56, wallet: WALLET, token: CAKE }))).status).toBe(
      429,
    );
    fake.reply = () => ({ status: 400, body: { message: 'Invalid address provided' } });
    expect((await refusalOf(moralis.transfers({ chainId: 56, wallet: WALLET, token: CAKE }))).status).toBe(
      502,
    );
    fake.reply = () => ({ status: 200, body: { result: [{ ...transfer, value: 'lots' }] } });
    expect((await refusalOf(moralis.transfers({ chainId: 56, wallet: WALLET, token: CAKE }))).status).toBe(
      502,
    );
  });
});
