import { describe, expect, it } from 'vitest';
import { FUNCTION_CONTRACTS, type FunctionName, parseFunctionResponse } from './function-registry';
import { parseRequest } from './request-fields';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const request = (name: FunctionName, body: unknown) => parseRequest(FUNCTION_CONTRACTS[name].request, body);
const refusal = (name: FunctionName, body: unknown) => {
  const parsed = request(name, body);
  return parsed.success ? undefined : parsed.error;
};

const placeOrder = {
  symbol: 'BTC',
  side: 'buy',
  orderType: 'limit',
  price: '113000',
  size: 0.1,
  userWallet: address,
  userAddress: address,
};

describe('function contracts', () => {
  it('files each contract under its own name', () => {
    for (const [name, contract] of Object.entries(FUNCTION_CONTRACTS)) expect(contract.name).toBe(name);
  });

  it('fills in the defaults of a valid order and reads amounts as exact text', () => {
    expect(request('place-order', placeOrder)).toEqual({
      success: true,
      output: {
        ...placeOrder,
        size: '0.1',
        leverage: 1,
        isSpot: false,
        timeInForce: 'Gtc',
        reduceOnly: false,
      },
    });
    const batch = request('place-batch-order', {
      orders: [{ symbol: 'BTC', side: 'sell', orderType: 'market', price: '', size: '1', triggerType: null }],
      userAddress: address,
      userWallet: address,
    });
    expect(batch).toMatchObject({
      success: true,
      output: { isSpot: false, orders: [{ leverage: 1, timeInForce: 'Gtc', reduceOnly: false, price: '' }] },
    });
  });

  it('names every field at fault, a missing one by its own text', () => {
    expect(refusal('check-admin', [])).toBe('Invalid input: expected object, received array');
    expect(refusal('check-admin', null)).toBe('Invalid input: expected object, received null');
    expect(refusal('check-admin', {})).toBe(
      'walletAddress: must be a 0x-prefixed 40-hex-digit wallet address',
    );
    expect(refusal('cancel-order', { userWallet: address })).toBe(
      'orderId: Invalid input: expected number, received undefined; symbol: Invalid input: expected string, received undefined',
    );
    expect(
      refusal('place-order', { ...placeOrder, side: 'long', price: 'abc', size: -1, isSpot: true }),
    ).toBe(
      'side: Invalid option: expected one of "buy"|"sell"; price: Invalid input; ' +
        'size: must be a non-negative decimal number; isSpot: spot orders are not supported by this function',
    );
    expect(refusal('place-order', { ...placeOrder, symbol: 'BTC-PERP', timeInForce: 'Fok' })).toBe(
      'symbol: must be a market symbol such as BTC; timeInForce: Invalid option: expected one of "Gtc"|"Ioc"|"Alo"',
    );
  });

  it('checks whole numbers: a fraction alone, else every bound missed', () => {
    const leverage = (value: unknown) =>
      refusal('update-leverage', { userAddress: address, symbol: 'BTC', leverage: value, isCross: true });
    expect(leverage(5)).toBeUndefined();
    expect(leverage(0.5)).toBe('leverage: Invalid input: expected int, received number');
    expect(leverage(0)).toBe('leverage: Too small: expected number to be >=1');
    expect(leverage(1e300)).toBe(
      'leverage: Too big: expected int to be <=9007199254740991; leverage: Too big: expected number to be <=100',
    );
    expect(refusal('cancel-order', { orderId: -1, symbol: 'BTC', userWallet: address })).toBe(
      'orderId: Too small: expected number to be >=0',
    );
  });

  it('bounds batches before reading their entries, and keeps them to one market', () => {
    const entry = { symbol: 'BTC', side: 'buy', orderType: 'limit', price: '1', size: '1' };
    const batch = (orders: unknown) =>
      refusal('place-batch-order', { orders, userAddress: address, userWallet: address });
    expect(batch([])).toBe('orders: Too small: expected array to have >=1 items');
    expect(batch(Array.from({ length: 21 }, () => ({})))).toBe(
      'orders: Too big: expected array to have <=20 items',
    );
    expect(batch([entry, { ...entry, symbol: 'ETH' }])).toBe(
      'orders: every order of a batch must be for the same market',
    );
    expect(batch([entry, []])).toBe('orders.1: Invalid input: expected object, received array');
  });

  it('asks set-tpsl for at least one price once its fields are valid', () => {
    expect(refusal('set-tpsl', { userAddress: address, symbol: 'BTC' })).toBe('No TP or SL prices specified');
    expect(refusal('set-tpsl', { userAddress: address, symbol: 'BTC', stopLossPrice: '0' })).toBeUndefined();
    expect(refusal('set-tpsl', { userAddress: address, symbol: 1 })).toBe(
      'symbol: Invalid input: expected string, received number',
    );
  });

  it('reads the answers the server gives and refuses other shapes', () => {
    expect(parseFunctionResponse('check-admin', { isAdmin: true, role: 'admin', extra: 1 })).toEqual({
      isAdmin: true,
      role: 'admin',
    });
    expect(parseFunctionResponse('check-admin', { isAdmin: false })).toEqual({ isAdmin: false });
    expect(parseFunctionResponse('get-agent-wallet', { exists: false, agentAddress: null })).toEqual({
      exists: false,
      agentAddress: null,
    });
    expect(parseFunctionResponse('create-agent-wallet', { agentAddress: address })).toEqual({
      agentAddress: address,
    });
    const filled = { success: true, error: null, data: { statuses: [{ filled: { oid: 1 } }] } };
    expect(parseFunctionResponse('market-close', filled)).toEqual(filled);
    const refused = { success: false, error: 'Order 0: Insufficient margin', data: null };
    expect(parseFunctionResponse('cancel-order', refused)).toEqual(refused);
    const leverage = { success: true, error: null, result: { status: 'ok' } };
    expect(parseFunctionResponse('update-leverage', leverage)).toEqual(leverage);

    expect(parseFunctionResponse('check-admin', { isAdmin: 'yes' })).toBeUndefined();
    expect(parseFunctionResponse('create-agent-wallet', { agentAddress: '0x12' })).toBeUndefined();
    expect(parseFunctionResponse('cancel-order', { ok: true })).toBeUndefined();
    expect(parseFunctionResponse('cancel-order', { success: true, error: 'no', data: null })).toBeUndefined();
    expect(
      parseFunctionResponse('set-tpsl', {
        success: true,
        error: null,
        data: { takeProfit: 'created', stopLoss: 'lost' },
      }),
    ).toBeUndefined();
  });
});
