import { describe, expect, it } from 'vitest';
import {
  CONNECT_MESSAGES,
  classifyConnectError,
  classifyNetworkSwitchError,
  connectErrorMessage,
  describeWalletError,
  isUserRejection,
  NETWORK_SWITCH_MESSAGES,
  networkSwitchErrorMessage,
  WALLET_REQUEST_CANCELLED,
} from './wallet-errors';

/** The shape viem gives: its own error wrapping the provider's EIP-1193 error as `cause`. */
function wrapped(inner: object, message = 'An error occurred.') {
  return Object.assign(new Error(message), { shortMessage: message, cause: inner });
}

describe('network switch errors (seed 000 §8)', () => {
  it('has the catalogue texts', () => {
    expect(networkSwitchErrorMessage({ code: 4001 })).toBe('Network switch cancelled - please try again');
    expect(networkSwitchErrorMessage({ code: 4902 })).toBe('Please add Arbitrum network to your wallet');
    expect(networkSwitchErrorMessage(new Error('boom'))).toBe('Failed to switch to Arbitrum network');
  });

  it('classifies by EIP-1193 code, also when wrapped', () => {
    expect(classifyNetworkSwitchError({ code: 4001, message: 'x' })).toBe('cancelled');
    expect(classifyNetworkSwitchError(wrapped({ code: 4001 }))).toBe('cancelled');
    expect(classifyNetworkSwitchError({ code: 4902 })).toBe('unknownChain');
    expect(classifyNetworkSwitchError(wrapped(wrapped({ code: 4902 })))).toBe('unknownChain');
  });

  it('classifies by message when the wallet gives no code', () => {
    expect(networkSwitchErrorMessage(new Error('User rejected the request.'))).toBe(
      NETWORK_SWITCH_MESSAGES.cancelled,
    );
    expect(networkSwitchErrorMessage(new Error('Unrecognized chain ID "0xa4b1".'))).toBe(
      NETWORK_SWITCH_MESSAGES.unknownChain,
    );
    expect(networkSwitchErrorMessage('user denied')).toBe(NETWORK_SWITCH_MESSAGES.cancelled);
  });

  it('falls back to the generic failure', () => {
    expect(networkSwitchErrorMessage(new Error('boom'))).toBe(NETWORK_SWITCH_MESSAGES.failed);
    expect(networkSwitchErrorMessage(undefined)).toBe(NETWORK_SWITCH_MESSAGES.failed);
    expect(networkSwitchErrorMessage({ code: -32603 })).toBe(NETWORK_SWITCH_MESSAGES.failed);
  });

  it('survives a cause chain that loops', () => {
    const a: { message: string; cause?: unknown } = { message: 'a' };
    a.cause = a;
    expect(networkSwitchErrorMessage(a)).toBe(NETWORK_SWITCH_MESSAGES.failed);
  });
});

describe('connect errors (seed 000 §8)', () => {
  it('has the catalogue texts', () => {
    expect(connectErrorMessage({ code: 4001 })).toBe('Connection cancelled - please try again');
    expect(connectErrorMessage({ code: -32002 })).toBe(
      'Please check your wallet - a request is already pending',
    );
    expect(connectErrorMessage(new Error('boom'))).toBe('Failed to connect wallet');
  });

  it('classifies by code', () => {
    expect(classifyConnectError(wrapped({ code: 4001 }))).toBe('cancelled');
    expect(classifyConnectError({ code: -32002 })).toBe('pending');
    expect(classifyConnectError(wrapped({ code: -32002 }))).toBe('pending');
  });

  it('classifies by message', () => {
    expect(connectErrorMessage(new Error('User rejected the request.'))).toBe(CONNECT_MESSAGES.cancelled);
    expect(
      connectErrorMessage(new Error("Request of type 'wallet_requestPermissions' already pending")),
    ).toBe(CONNECT_MESSAGES.pending);
    expect(connectErrorMessage(new Error('Already processing eth_requestAccounts. Please wait.'))).toBe(
      CONNECT_MESSAGES.pending,
    );
    expect(connectErrorMessage(new Error('Provider not found.'))).toBe(CONNECT_MESSAGES.failed);
  });

  it('recognises a user rejection anywhere in the chain', () => {
    expect(isUserRejection(wrapped({ code: 4001 }))).toBe(true);
    expect(isUserRejection(new Error('fine'))).toBe(false);
  });
});

describe('describeWalletError', () => {
  it('prefers the cancellation text, then viem short message, then the message, then the fallback', () => {
    expect(describeWalletError(wrapped({ code: 4001 }), 'x')).toBe(WALLET_REQUEST_CANCELLED);
    expect(
      describeWalletError(Object.assign(new Error('long\nreport'), { shortMessage: 'Reverted' }), 'x'),
    ).toBe('Reverted');
    expect(describeWalletError(new Error('plain'), 'x')).toBe('plain');
    expect(describeWalletError(42, 'fallback')).toBe('fallback');
  });
});
