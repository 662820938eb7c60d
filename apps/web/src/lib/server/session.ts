import { SIWE_STATEMENT, WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import { createSiweMessage } from 'viem/siwe';
import type { Config } from 'wagmi';
import { getConnection, signMessage, watchConnection } from 'wagmi/actions';
import type { ServerClient } from './server-client';
import type { Session, SessionStatus, SessionStore } from './session-context';

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** The EIP-4361 message for this page's origin; the server checks domain, nonce and signature. */
export function buildSignInMessage(input: {
  address: `0x${string}`;
  chainId: number;
  nonce: string;
}): string {
  return createSiweMessage({
    ...input,
    domain: window.location.host,
    uri: window.location.origin,
    version: '1',
    statement: SIWE_STATEMENT,
  });
}

/**
 * Sign-In With Ethereum with the server. The session is an HttpOnly cookie, so when the wallet's
 * account is known (on load, after reconnecting, on an account change) the server is asked whom the
 * cookie belongs to; the session survives reloads until it expires or the wallet disconnects. Server
 * function calls that meet a 401 sign in here (`useCallFunction`).
 */
export function createSessionStore(config: Config, client: ServerClient): SessionStore {
  const listeners = new Set<() => void>();
  let pending: Promise<void> | undefined;
  // Each account check gets a number; a late answer for an earlier account is ignored.
  let check = 0;

  const signIn = () => {
    pending ??= (async () => {
      const { address: signer, chainId } = getConnection(config);
      if (!signer || chainId === undefined) throw new Error(WALLET_NOT_CONNECTED_MESSAGE);
      setStatus('signing-in');
      try {
        const message = buildSignInMessage({ address: signer, chainId, nonce: await client.getNonce() });
        const signature = await signMessage(config, { message });
        await client.verify(message, signature);
        setStatus('signed-in');
      } catch (error) {
        setStatus('signed-out');
        throw error;
      }
    })().finally(() => {
      pending = undefined;
    });
    return pending;
  };

  const signOut = async () => {
    setStatus('signed-out');
    // An unreachable server cannot be told; the HttpOnly cookie then simply expires.
    await client.logout().catch(() => undefined);
  };

  let snapshot: Session = { status: 'checking', signIn, signOut };
  function setStatus(status: SessionStatus) {
    if (snapshot.status === status) return;
    snapshot = { ...snapshot, status };
    for (const listener of listeners) listener();
  }

  const checkAccount = (address: string | undefined) => {
    const current = ++check;
    if (!address) return setStatus('signed-out');
    setStatus('checking');
    // A sign-in started meanwhile owns the status; a late check must not overwrite it.
    const settle = (next: SessionStatus) => {
      if (current === check && snapshot.status === 'checking') setStatus(next);
    };
    client.getSession().then(
      (sessionAddress) => settle(sameAddress(sessionAddress, address) ? 'signed-in' : 'signed-out'),
      () => settle('signed-out'),
    );
  };

  checkAccount(getConnection(config).address);
  watchConnection(config, {
    onChange: (connection, previous) => {
      if (!sameAddress(connection.address, previous.address)) checkAccount(connection.address);
    },
  });

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
