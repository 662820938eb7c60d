/**
 * Wallet and network error catalogue (seed 000 §8). Wallets report failures as EIP-1193 errors
 * (numeric `code`), and viem wraps them in its own errors with the original as `cause`, so the
 * whole cause chain is inspected, by code first and then by message.
 */
export const USER_REJECTED_CODE = 4001;
export const UNRECOGNIZED_CHAIN_CODE = 4902;
export const REQUEST_PENDING_CODE = -32002;

export const NETWORK_SWITCH_MESSAGES = {
  cancelled: 'Network switch cancelled - please try again',
  unknownChain: 'Please add Arbitrum network to your wallet',
  failed: 'Failed to switch to Arbitrum network',
} as const;

export const CONNECT_MESSAGES = {
  cancelled: 'Connection cancelled - please try again',
  pending: 'Please check your wallet - a request is already pending',
  failed: 'Failed to connect wallet',
} as const;

export const WALLET_NOT_CONNECTED_MESSAGE = 'Wallet not connected';

interface ErrorFacts {
  codes: number[];
  text: string;
}

/** Codes and messages of an error and its causes (bounded, in case a cause chain loops). */
function collectFacts(error: unknown): ErrorFacts {
  const codes: number[] = [];
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && current !== undefined; depth += 1) {
    if (typeof current === 'string') {
      texts.push(current);
      break;
    }
    if (typeof current !== 'object') break;
    const record = current as Record<string, unknown>;
    if (typeof record.code === 'number') codes.push(record.code);
    for (const key of ['message', 'shortMessage', 'details'] as const) {
      const value = record[key];
      if (typeof value === 'string') texts.push(value);
    }
    current = record.cause;
  }
  return { codes, text: texts.join(' ').toLowerCase() };
}

const REJECTED_TEXT = /user rejected|user denied|rejected the request|request rejected|user cancel/;

export function isUserRejection(error: unknown): boolean {
  const { codes, text } = collectFacts(error);
  return codes.includes(USER_REJECTED_CODE) || REJECTED_TEXT.test(text);
}

export type NetworkSwitchFailure = keyof typeof NETWORK_SWITCH_MESSAGES;

export function classifyNetworkSwitchError(error: unknown): NetworkSwitchFailure {
  const { codes, text } = collectFacts(error);
  if (codes.includes(USER_REJECTED_CODE) || REJECTED_TEXT.test(text)) return 'cancelled';
  if (
    codes.includes(UNRECOGNIZED_CHAIN_CODE) ||
    /unrecognized chain|not been added|unknown chain/.test(text)
  ) {
    return 'unknownChain';
  }
  return 'failed';
}

export function networkSwitchErrorMessage(error: unknown): string {
  return NETWORK_SWITCH_MESSAGES[classifyNetworkSwitchError(error)];
}

export type ConnectFailure = keyof typeof CONNECT_MESSAGES;

export function classifyConnectError(error: unknown): ConnectFailure {
  const { codes, text } = collectFacts(error);
  if (codes.includes(USER_REJECTED_CODE) || REJECTED_TEXT.test(text)) return 'cancelled';
  if (codes.includes(REQUEST_PENDING_CODE) || /already pending|already processing/.test(text)) {
    return 'pending';
  }
  return 'failed';
}

export function connectErrorMessage(error: unknown): string {
  return CONNECT_MESSAGES[classifyConnectError(error)];
}

export const WALLET_REQUEST_CANCELLED = 'Request cancelled in your wallet';

/** A short, readable reason for a failed wallet request: viem's one-line summary over its full report. */
export function describeWalletError(error: unknown, fallback: string): string {
  if (isUserRejection(error)) return WALLET_REQUEST_CANCELLED;
  if (typeof error === 'object' && error !== null) {
    const short = (error as { shortMessage?: unknown }).shortMessage;
    if (typeof short === 'string' && short) return short;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
