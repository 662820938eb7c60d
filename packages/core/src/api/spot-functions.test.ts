import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS } from './function-registry';
import { parseRequest } from './request-fields';

const token = '0x55d398326f99059fF775485246999027B3197955';
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const swap = {
  fromToken: native,
  toToken: token,
  amount: '1000000000000000000',
  chainId: 56,
  slippage: 1,
  fromAddress: wallet,
};

const refusal = (name: 'oneinch-spender' | 'oneinch-quote' | 'oneinch-swap', body: unknown) => {
  const parsed = parseRequest(FUNCTION_CONTRACTS[name].request, body);
  return parsed.success ? undefined : parsed.error;
};

describe('spot function contracts', () => {
  it('take the seed bodies', () => {
    expect(refusal('oneinch-spender', { chainId: 56 })).toBeUndefined();
    const { slippage: _slippage, fromAddress: _from, ...quote } = swap;
    expect(refusal('oneinch-quote', quote)).toBeUndefined();
    expect(refusal('oneinch-swap', swap)).toBeUndefined();
  });

  it('name each malformed field with its text', () => {
    expect(refusal('oneinch-spender', { chainId: 1.5 })).toBe(
      'chainId: Invalid input: expected int, received number',
    );
    expect(refusal('oneinch-spender', { chainId: 0 })).toBe('chainId: Too small: expected number to be >=1');
    expect(refusal('oneinch-swap', { ...swap, fromToken: 'BNB' })).toBe(
      'fromToken: Token not available on selected chain',
    );
    for (const amount of ['1.5', '-1', '', 1000]) {
      expect(refusal('oneinch-swap', { ...swap, amount })).toBe('amount: Amount is too small or invalid');
    }
    expect(refusal('oneinch-swap', { ...swap, slippage: 51 })).toBe(
      'slippage: must be a percentage from 0 to 50',
    );
    expect(refusal('oneinch-swap', { ...swap, fromAddress: 'me' })).toBe(
      'fromAddress: must be a 0x-prefixed 40-hex-digit wallet address',
    );
  });

  it('read the answers in 1inch shapes', () => {
    const answer = {
      dstAmount: '123',
      tx: { from: wallet, to: token, data: '0x38ed1739', value: '0', gas: 210000, gasPrice: '1000000000' },
    };
    expect(parseRequest(FUNCTION_CONTRACTS['oneinch-swap'].response, answer).success).toBe(true);
    expect(parseRequest(FUNCTION_CONTRACTS['oneinch-quote'].response, { dstAmount: '1.5' }).success).toBe(
      false,
    );
  });

  it('read the quote with or without its route, a route naming both ends', () => {
    const quote = FUNCTION_CONTRACTS['oneinch-quote'].response;
    const route = [
      { address: native, symbol: 'BNB' },
      { address: wallet },
      { address: token, symbol: 'USDT' },
    ];
    expect(parseRequest(quote, { dstAmount: '123', route })).toEqual({
      success: true,
      output: { dstAmount: '123', route },
    });
    expect(parseRequest(quote, { dstAmount: '123' }).success).toBe(true);
    expect(parseRequest(quote, { dstAmount: '123', route: [{ address: token }] }).success).toBe(false);
    expect(
      parseRequest(quote, { dstAmount: '123', route: [{ address: 'BNB' }, { address: token }] }).success,
    ).toBe(false);
    expect(
      parseRequest(quote, { dstAmount: '123', route: [{ address: token, symbol: '' }, { address: token }] })
        .success,
    ).toBe(false);
  });
});
