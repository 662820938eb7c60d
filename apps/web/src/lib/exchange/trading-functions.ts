import { parseServerError, WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import { useMemo } from 'react';
import { useOptionalSession } from '../server/session-context';

/**
 * The server's trading functions (seed 000 §7): `POST /functions/<name>` answering
 * `{success, error, data}` (`result` for update-leverage). A 401 signs in once and retries, like
 * every other server call.
 */

type Address = `0x${string}`;
type Side = 'buy' | 'sell';
type Tif = 'Gtc' | 'Ioc' | 'Alo';

export interface PlaceOrderBody {
  symbol: string;
  side: Side;
  orderType: 'market' | 'limit';
  price: string;
  size: string;
  leverage: number;
  userWallet: Address;
  userAddress: Address;
  isSpot: false;
  timeInForce: Tif;
  reduceOnly: boolean;
}

export interface BatchOrderEntry {
  symbol: string;
  side: Side;
  price: string;
  size: string;
  orderType: 'market' | 'limit';
  triggerType?: 'tp' | 'sl';
  leverage: number;
  timeInForce: Tif;
  reduceOnly: boolean;
}

export interface TradingRequests {
  'place-order': PlaceOrderBody;
  'place-batch-order': {
    orders: BatchOrderEntry[];
    userAddress: Address;
    userWallet: Address;
    isSpot: false;
  };
  'cancel-order': { orderId: number; symbol: string; userWallet: Address };
  'update-leverage': { userAddress: Address; symbol: string; leverage: number; isCross: boolean };
  'market-close': { userAddress: Address; symbol: string };
}

export type TradingFunctionName = keyof TradingRequests;

export interface TradingAnswer {
  success: boolean;
  error: string | null;
  data: unknown;
}

/** Thrown for a refused call (HTTP error or `success: false`); carries the server's text. */
export class TradingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TradingError';
  }
}

function parseAnswer(value: unknown): TradingAnswer | undefined {
  if (typeof value !== 'object' || value === null || !('success' in value)) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.success !== 'boolean') return undefined;
  return {
    success: record.success,
    error: typeof record.error === 'string' ? record.error : null,
    data: record.data ?? record.result ?? null,
  };
}

export type TradingCall = <N extends TradingFunctionName>(
  name: N,
  body: TradingRequests[N],
) => Promise<unknown>;

/** Calls a trading function; resolves with its data, rejects with a TradingError. */
export function createTradingCall(
  signIn: () => Promise<void>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): TradingCall {
  const send = (name: string, body: unknown) =>
    fetchImpl(`/functions/${name}`, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return async (name, body) => {
    let response = await send(name, body);
    if (response.status === 401) {
      await signIn();
      response = await send(name, body);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new TradingError(parseServerError(json) ?? `Request failed (${response.status})`);
    const answer = parseAnswer(json);
    if (!answer) throw new TradingError('Unexpected answer from the server');
    if (!answer.success) throw new TradingError(answer.error ?? 'Request failed');
    return answer.data;
  };
}

/** Trading calls; before the wallet layer has loaded there is no session to sign in with. */
export function useTradingCall(): TradingCall {
  const signIn = useOptionalSession()?.signIn;
  return useMemo(
    () => createTradingCall(signIn ?? (() => Promise.reject(new TradingError(WALLET_NOT_CONNECTED_MESSAGE)))),
    [signIn],
  );
}
