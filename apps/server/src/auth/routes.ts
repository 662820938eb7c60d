import { signInRequestSchema } from '@pluto/core';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { getAddress } from 'viem';
import type { Database } from '../db/schema';
import { parseBody, readJsonBody } from '../http/json-body';
import type { Logger } from '../logger';
import { issueNonce } from './nonces';
import { clearSessionCookie, writeSessionCookie } from './session-cookie';
import { requireSession } from './session-middleware';
import { createSession, deleteSession, SESSION_TTL_MS, type Session } from './sessions';
import { verifySignIn } from './siwe';

export interface AuthDependencies {
  db: Kysely<Database>;
  logger: Logger;
  publicOrigins: readonly string[];
  secureCookie: boolean;
}

function sessionView(session: Pick<Session, 'address' | 'expiresAt'>) {
  return { address: getAddress(session.address), expiresAt: session.expiresAt.toISOString() };
}

/** Sign-In With Ethereum (EIP-4361): nonce, verify, session, logout. */
export function mountAuthRoutes(
  app: Hono,
  { db, logger, publicOrigins, secureCookie }: AuthDependencies,
): void {
  app.get('/auth/nonce', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ nonce: await issueNonce(db) });
  });

  app.post('/auth/verify', async (c) => {
    const { message, signature } = parseBody(signInRequestSchema, await readJsonBody(c));
    const signIn = await verifySignIn(db, message, signature, publicOrigins);
    const latestExpiry = Date.now() + SESSION_TTL_MS;
    const expiresAt = new Date(Math.min(latestExpiry, signIn.expiresAt?.getTime() ?? latestExpiry));

    const previous = c.get('session');
    if (previous) await deleteSession(db, previous.tokenHash);
    const token = await createSession(db, signIn.address, expiresAt);
    writeSessionCookie(c, token, expiresAt, secureCookie);
    logger.info({ address: signIn.address }, 'signed in');
    return c.json(sessionView({ address: signIn.address, expiresAt }));
  });

  app.get('/auth/session', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(sessionView(requireSession(c.get('session'))));
  });

  app.post('/auth/logout', async (c) => {
    const session = c.get('session');
    if (session) await deleteSession(db, session.tokenHash);
    clearSessionCookie(c, secureCookie);
    return c.json({ success: true });
  });
}
