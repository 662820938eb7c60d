import type { RuntimeConfig } from '@pluto/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { type Session, SessionContext, type SessionStatus } from '../../lib/server/session-context';
import { type WalletConnection, WalletConnectionContext } from '../../lib/wallet/wallet-layer';
import { UserStreamsProvider } from '../account/user-streams';
import { type ExchangeSocket, ExchangeSocketContext } from '../exchange/socket';

const DISCONNECTED: WalletConnection = { status: 'disconnected' };

/** A server session fixed at `status` (no sign-in prompt can happen). */
function fixedSession(status: SessionStatus) {
  const session = { status } as Session;
  return { subscribe: () => () => undefined, getSnapshot: () => session };
}

/**
 * The data layer as the app mounts it (query cache, user streams), over a fake live feed and the
 * wallet as the wallet layer would report it; with `session`, the server session at that status.
 */
export function DataTestProviders({
  config,
  socket,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  connection = DISCONNECTED,
  session,
  children,
}: {
  config: RuntimeConfig;
  socket: ExchangeSocket;
  queryClient?: QueryClient;
  connection?: WalletConnection;
  session?: SessionStatus;
  children: ReactNode;
}) {
  const sessionStore = useMemo(() => session && fixedSession(session), [session]);
  const content = <UserStreamsProvider>{children}</UserStreamsProvider>;
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletConnectionContext.Provider value={connection}>
          <ExchangeSocketContext.Provider value={socket}>
            {sessionStore ? (
              <SessionContext.Provider value={sessionStore}>{content}</SessionContext.Provider>
            ) : (
              content
            )}
          </ExchangeSocketContext.Provider>
        </WalletConnectionContext.Provider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
