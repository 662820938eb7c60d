import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadServerConfig } from '../config';
import { createLogger } from '../logger';
import { TEST_BACKENDS } from '../testing/test-databases';
import {
  sessionCookieOf,
  startTestServer,
  TEST_ORIGIN,
  TEST_PORT,
  type TestServer,
} from '../testing/test-server';
import { hashSessionToken } from './sessions';
import { ISSUED_AT_CLOCK_SKEW_MS } from './siwe';

const account = privateKeyToAccount(generatePrivateKey());

describe.each(TEST_BACKENDS)('Sign-In With Ethereum on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  async function nonce(): Promise<string> {
    return ((await (await server.request('/auth/nonce')).json()) as { nonce: string }).nonce;
  }

  function message(fields: Partial<Parameters<typeof createSiweMessage>[0]> & { nonce: string }): string {
    return createSiweMessage({
      domain: `127.0.0.1:${TEST_PORT}`,
      uri: TEST_ORIGIN,
      address: account.address,
      version: '1',
      chainId: 42161,
      ...fields,
    });
  }

  async function verify(text: string, signer = account): Promise<Response> {
    return server.postJson('/auth/verify', {
      message: text,
      signature: await signer.signMessage({ message: text }),
    });
  }

  it('signs in end to end: nonce, signed message, session cookie, session, logout', async () => {
    const text = message({ nonce: await nonce() });
    const verified = await verify(text);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ address: account.address });

    const setCookie = verified.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^pluto_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure'); // plain HTTP devnet
    const cookie = sessionCookieOf(verified);

    const session = await server.request('/auth/session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ address: account.address });

    const logout = await server.request('/auth/logout', { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toContain('pluto_session=;');
    expect((await server.request('/auth/session', { headers: { cookie } })).status).toBe(401);
  });

  it('ends the previous session when the same browser signs in again', async () => {
    const first = await server.signIn(account);
    const text = message({ nonce: await nonce() });
    const again = await server.request('/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first },
      body: JSON.stringify({ message: text, signature: await account.signMessage({ message: text }) }),
    });
    const second = sessionCookieOf(again);
    expect((await server.request('/auth/session', { headers: { cookie: first } })).status).toBe(401);
    expect((await server.request('/auth/session', { headers: { cookie: second } })).status).toBe(200);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await server.signIn(account);
    const token = cookie.split('=')[1] ?? '';
    const rows = await server.services.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((row) => row.token_hash)).toContain(hashSessionToken(token));
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
  });

  it('refuses a replayed nonce', async () => {
    const text = message({ nonce: await nonce() });
    expect((await verify(text)).status).toBe(200);
    const replay = await verify(text);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'Sign-in refused: unknown, used or expired nonce' });
  });

  it('refuses a nonce it never issued, and an expired one', async () => {
    expect((await verify(message({ nonce: 'abcdef0123456789' }))).status).toBe(401);
    const stale = await nonce();
    await server.services.db
      .updateTable('sign_in_nonces')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('nonce', '=', stale)
      .execute();
    expect((await verify(message({ nonce: stale }))).status).toBe(401);
  });

  it('refuses a message for another domain or URI, and spends its nonce', async () => {
    const phished = message({ nonce: await nonce(), domain: 'evil.example', uri: 'https://evil.example' });
    const refused = await verify(phished);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'Sign-in refused: message is for another domain' });

    const otherUri = message({ nonce: await nonce(), uri: 'https://evil.example/login' });
    expect((await verify(otherUri)).status).toBe(401);
  });

  it('refuses an unsupported chain, an expired message and a wrong signer', async () => {
    const chain = await verify(message({ nonce: await nonce(), chainId: 999_999 }));
    expect(await chain.json()).toEqual({ error: 'Sign-in refused: unsupported chain' });

    const expired = await verify(
      message({ nonce: await nonce(), expirationTime: new Date(Date.now() - 1000) }),
    );
    expect(await expired.json()).toEqual({ error: 'Sign-in refused: message expired or not yet valid' });

    const impostor = privateKeyToAccount(generatePrivateKey());
    const forged = await verify(message({ nonce: await nonce() }), impostor);
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: 'Sign-in refused: invalid signature' });
  });

  it('refuses a message issued in the future beyond the clock skew, or before its nonce could be', async () => {
    const minutes = (count: number) => new Date(Date.now() + count * 60_000);
    for (const issuedAt of [
      new Date('2099-01-01T00:00:00Z'),
      minutes(ISSUED_AT_CLOCK_SKEW_MS / 60_000 + 1),
    ]) {
      const future = await verify(message({ nonce: await nonce(), issuedAt }));
      expect(future.status).toBe(401);
      expect(await future.json()).toEqual({ error: 'Sign-in refused: message issued in the future' });
    }
    const stale = await verify(message({ nonce: await nonce(), issuedAt: minutes(-13) }));
    expect(await stale.json()).toEqual({ error: 'Sign-in refused: message issued too long ago' });

    // A wallet whose clock runs a minute ahead of ours, or behind, still signs in.
    for (const issuedAt of [minutes(1), minutes(-1)]) {
      expect((await verify(message({ nonce: await nonce(), issuedAt }))).status).toBe(200);
    }
  });

  it('refuses a message without a readable Issued At as malformed', async () => {
    const undated = message({ nonce: await nonce() }).replace(/Issued At: .*/, 'Issued At: someday');
    const response = await verify(undated);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request: message is not an EIP-4361 sign-in message',
    });
  });

  it('ends the session no later than the message expiration time', async () => {
    const expirationTime = new Date(Date.now() + 60_000);
    const response = await verify(message({ nonce: await nonce(), expirationTime }));
    const body = (await response.json()) as { expiresAt: string };
    expect(new Date(body.expiresAt).getTime()).toBe(expirationTime.getTime());
  });

  it('refuses an expired session', async () => {
    const cookie = await server.signIn(account);
    const token = cookie.split('=')[1] ?? '';
    await server.services.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashSessionToken(token))
      .execute();
    const session = await server.request('/auth/session', { headers: { cookie } });
    expect(session.status).toBe(401);
    expect(await session.json()).toEqual({ error: 'Sign in required' });
    const call = await server.postJson(
      '/functions/get-agent-wallet',
      { userAddress: account.address },
      cookie,
    );
    expect(call.status).toBe(401);
  });

  it('answers malformed sign-in bodies with 400 and a clear message', async () => {
    const missing = await server.postJson('/auth/verify', { message: 'hello' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toContain('signature');

    const notSiwe = await server.postJson('/auth/verify', {
      message: 'hello',
      signature: `0x${'ab'.repeat(65)}`,
    });
    expect(notSiwe.status).toBe(400);
    expect(await notSiwe.json()).toEqual({
      error: 'Invalid request: message is not an EIP-4361 sign-in message',
    });
  });

  it('marks the cookie Secure outside the devnet', async () => {
    const config = loadServerConfig({
      PORT: String(TEST_PORT),
      WEB_DIST_DIR: server.config.webDistDir,
      PLUTO_NETWORK: 'testnet',
    });
    const testnet = createApp(config, createLogger('silent'), server.services);
    const { nonce: fresh } = (await (await testnet.request('/auth/nonce')).json()) as { nonce: string };
    const text = message({ nonce: fresh });
    const response = await testnet.request('/auth/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: text, signature: await account.signMessage({ message: text }) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('Secure');
  });
});
