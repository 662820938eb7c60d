import { SIWE_STATEMENT, WALLET_NOT_CONNECTED_MESSAGE } from '@pluto/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createSiweMessage } from 'viem/siwe';
import { useConfig, useConnection } from 'wagmi';
import { getConnection, signMessage } from 'wagmi/actions';
import { type ServerClient, serverClient } from './server-client';

export type SessionStatus = 'checking' | 'signed-out' | 'signing-in' | 'signed-in';

export interface Session {
  status: SessionStatus;
  /** Asks the wallet for the one Sign-In With Ethereum signature; concurrent calls share one prompt. */
  signIn: () => Promise<void>;
  /** Ends the server session (on disconnect). */
  signOut: () => Promise<void>;
  /** The server client whose 401s this session answers with a sign-in. */
  client: ServerClient;
}

const SessionContext = createContext<Session | null>(null);

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
 * Sign-In With Ethereum with the server. The session is an HttpOnly cookie, so on load (and when the
 * wallet's account changes) the server is asked whom the cookie belongs to; the session survives
 * reloads until it expires or the wallet disconnects. Server calls that meet a 401 sign in here.
 */
export function SessionProvider({
  children,
  client = serverClient,
}: {
  children: ReactNode;
  client?: ServerClient;
}) {
  const config = useConfig();
  const { address } = useConnection();
  const [status, setStatus] = useState<SessionStatus>('checking');
  const pending = useRef<Promise<void> | undefined>(undefined);

  useEffect(() => {
    if (!address) {
      setStatus('signed-out');
      return;
    }
    let current = true;
    setStatus('checking');
    // A sign-in started meanwhile owns the status; a late check must not overwrite it.
    const settle = (next: SessionStatus) => {
      if (current) setStatus((previous) => (previous === 'checking' ? next : previous));
    };
    client.getSession().then(
      (sessionAddress) => settle(sameAddress(sessionAddress, address) ? 'signed-in' : 'signed-out'),
      () => settle('signed-out'),
    );
    return () => {
      current = false;
    };
  }, [address, client]);

  const signIn = useCallback(() => {
    pending.current ??= (async () => {
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
      pending.current = undefined;
    });
    return pending.current;
  }, [config, client]);

  const signOut = useCallback(async () => {
    setStatus('signed-out');
    // An unreachable server cannot be told; the HttpOnly cookie then simply expires.
    await client.logout().catch(() => undefined);
  }, [client]);

  useEffect(() => client.onUnauthorized(signIn), [client, signIn]);

  const session = useMemo(() => ({ status, signIn, signOut, client }), [status, signIn, signOut, client]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The server client bound to the current session. */
export function useServerClient(): ServerClient {
  return useSession().client;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
