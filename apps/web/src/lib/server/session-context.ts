import { createContext, useContext, useSyncExternalStore } from 'react';

export type SessionStatus = 'checking' | 'signed-out' | 'signing-in' | 'signed-in';

export interface Session {
  status: SessionStatus;
  /** Asks the wallet for the one Sign-In With Ethereum signature; concurrent calls share one prompt. */
  signIn: () => Promise<void>;
  /** Ends the server session (on disconnect). */
  signOut: () => Promise<void>;
}

/** The session as an external store, so the app can provide it before the wallet layer has loaded. */
export interface SessionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => Session;
}

/** Kept apart from the store's implementation so the first screen carries only this context. */
export const SessionContext = createContext<SessionStore | null>(null);

export function useSession(): Session {
  const session = useOptionalSession();
  if (!session) throw new Error('useSession must be used inside the wallet layer');
  return session;
}

const noSubscription = () => () => undefined;
const noSession = () => null;

/** The session once the wallet layer has loaded, null before: for screens that paint without it. */
export function useOptionalSession(): Session | null {
  const store = useContext(SessionContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? noSession);
}
