import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS } from './function-registry';
import { parseRequest } from './request-fields';

const token = '0x55d398326f99059fF775485246999027B3197955';
const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const hash = `0x${'ab'.repeat(32)}`;

type TokenDataFunction =
  | 'birdeye-prices'
  | 'birdeye-price-volume'
  | 'birdeye-multi-price'
  | 'birdeye-token-transactions'
  | 'birdeye-token-metadata'
  | 'moralis-token-transfers';

const refusal = (name: TokenDataFunction, body: unknown) => {
  const parsed = parseRequest(FUNCTION_CONTRACTS[name].request, body);
  return parsed.success ? undefined : parsed.error;
};
const answers = (name: TokenDataFunction, answer: unknown) =>
  parseRequest(FUNCTION_CONTRACTS[name].response, answer).success;

describe('token-data function contracts', () => {
  it('take the seed bodies', () => {
    const tokens = [{ address: token, chainId: 56 }];
    expect(refusal('birdeye-prices', { tokens })).toBeUndefined();
    expect(refusal('birdeye-price-volume', { tokens })).toBeUndefined();
    expect(refusal('birdeye-multi-price', { tokens })).toBeUndefined();
    expect(
      refusal('birdeye-token-transactions', { tokenAddress: token, chainId: 56, offset: 50, limit: 50 }),
    ).toBe(undefined);
    expect(refusal('birdeye-token-metadata', { address: token, chainId: 1 })).toBeUndefined();
    expect(refusal('moralis-token-transfers', { address: wallet, chainId: 56, tokenAddress: token })).toBe(
      undefined,
    );
  });

  it('page transactions 50 at a time by default', () => {
    const parsed = parseRequest(FUNCTION_CONTRACTS['birdeye-token-transactions'].request, {
      tokenAddress: token,
      chainId: 56,
    });
    expect(parsed).toEqual({
      success: true,
      output: { tokenAddress: token, chainId: 56, offset: 0, limit: 50 },
    });
    expect(refusal('birdeye-token-transactions', { tokenAddress: token, chainId: 56, limit: 51 })).toBe(
      'limit: must be a whole number from 1 to 50',
    );
    expect(refusal('birdeye-token-transactions', { tokenAddress: token, chainId: 56, offset: 1.5 })).toBe(
      'offset: must be a whole number from 0 to 9950',
    );
  });

  it('name each malformed field with its text', () => {
    expect(refusal('birdeye-prices', { tokens: [] })).toBe(
      'tokens: Too small: expected array to have >=1 items',
    );
    const many = Array.from({ length: 101 }, () => ({ address: token, chainId: 56 }));
    expect(refusal('birdeye-prices', { tokens: many })).toBe(
      'tokens: Too big: expected array to have <=100 items',
    );
    expect(refusal('birdeye-multi-price', { tokens: [{ address: 'PEPE', chainId: 56 }] })).toBe(
      'tokens.0.address: Token not available on selected chain',
    );
    expect(refusal('moralis-token-transfers', { address: 'me', chainId: 56, tokenAddress: token })).toBe(
      'address: must be a 0x-prefixed 40-hex-digit wallet address',
    );
  });

  it('read the answers in the seed shapes', () => {
    const record = {
      price: 1.5,
      priceChangePercent: -2.5,
      v24hUSD: 1000,
      vBuy24hUSD: 600,
      vSell24hUSD: 400,
      marketCap: 1e6,
      liquidity: 5e4,
      holder: 12,
      totalSupply: 1e9,
      circulatingSupply: 9e8,
    };
    expect(answers('birdeye-prices', { [`56-${token.toLowerCase()}`]: record })).toBe(true);
    expect(answers('birdeye-prices', { [`56-${token.toLowerCase()}`]: { ...record, holder: 1.5 } })).toBe(
      false,
    );
    expect(answers('birdeye-multi-price', { '56-0xabc': { price: 1, change24h: 0 } })).toBe(true);
    const item = {
      side: 'buy',
      quote: { symbol: 'USDT', uiAmount: 10, price: 1 },
      base: { symbol: 'PEPE', uiAmount: 1000 },
      tokenPrice: 0.01,
      blockUnixTime: 1_700_000_000,
      txHash: hash,
      owner: wallet,
    };
    expect(answers('birdeye-token-transactions', { data: { items: [item], hasNext: false } })).toBe(true);
    expect(
      answers('birdeye-token-transactions', { data: { items: [{ ...item, side: 'swap' }], hasNext: false } }),
    ).toBe(false);
    const metadata = {
      symbol: 'PEPE',
      name: 'Pepe',
      decimals: 18,
      logoUrl: null,
      socialLinks: { twitter: null, discord: null, medium: null, website: 'https://pepe.example' },
    };
    expect(answers('birdeye-token-metadata', metadata)).toBe(true);
    expect(answers('birdeye-token-metadata', { error: 'Token metadata not found' })).toBe(true);
    const transfer = { hash, from: wallet, to: token, value: '650000000000000000', timeStamp: 1_617_358_074 };
    expect(answers('moralis-token-transfers', { result: [transfer], error: false })).toBe(true);
    expect(answers('moralis-token-transfers', { result: [{ ...transfer, value: 0.65 }], error: false })).toBe(
      false,
    );
  });
});
