import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { readSessionCookie } from './session-cookie';
import { findSession, type Session } from './sessions';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in session, or null; set on API paths by loadSession. */
    session: Session | null;
  }
}

export function loadSession(db: Kysely<Database>): MiddlewareHandler {
  return async (c, next) => {
    const token = readSessionCookie(c);
    c.set('session', token ? await findSession(db, token) : null);
    await next();
  };
}

export function requireSession(session: Session | null): Session {
  if (!session) throw new HttpError(401, 'Sign in required');
  return session;
}

/** A wallet-scoped call acts for the session's address only. */
export function requireOwnAddress(session: Session, address: string): void {
  if (address.toLowerCase() !== session.address) {
    throw new HttpError(403, 'This address does not belong to the signed-in wallet');
  }
}
