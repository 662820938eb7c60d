import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Hono } from 'hono';
import type { LocalAccount } from 'viem';
import { type CreateSiweMessageParameters, createSiweMessage } from 'viem/siwe';
import { createApp } from '../app';
import { loadServerConfig, type ServerConfig } from '../config';
import { createLogger } from '../logger';
import { type OpenedServices, openServices } from '../services';
import type { TestBackend } from './test-databases';

export const TEST_PORT = 9200;
export const TEST_ORIGIN = `http://127.0.0.1:${TEST_PORT}`;
const UNLIMITED = '1000000';

export interface TestServer {
  app: Hono;
  config: ServerConfig;
  services: OpenedServices;
  masterKey: KeyObject;
  /** Every log line written, at trace level. */
  logLines: string[];
  /** Every response body answered through `request`. */
  responseBodies: string[];
  request(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown, cookie?: string): Promise<Response>;
  /** Signs in through nonce, EIP-4361 message and verify; answers the session cookie. */
  signIn(account: LocalAccount, message?: Partial<CreateSiweMessageParameters>): Promise<string>;
  close(): Promise<void>;
}

/** Builds the app on a fresh database of `backend`, capturing its logs and answers. */
export async function startTestServer(
  backend: TestBackend,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'pluto-server-test-'));
  mkdirSync(join(folder, 'dist'));
  writeFileSync(join(folder, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  const config = loadServerConfig({
    PORT: String(TEST_PORT),
    WEB_DIST_DIR: join(folder, 'dist'),
    DATA_DIR: join(folder, 'data'),
    RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
    RATE_LIMIT_SESSION_PER_MINUTE: UNLIMITED,
    RATE_LIMIT_SIGN_IN_PER_MINUTE: UNLIMITED,
    // The suites act as many users within seconds; the exchange limits have their own tests.
    EXCHANGE_WEIGHT_PER_MINUTE: UNLIMITED,
    ...env,
  });
  const masterKey = createSecretKey(randomBytes(32));
  const services = await openServices(config, masterKey, await backend.freshDatabase());

  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = createApp(config, createLogger('trace', sink), services);
  const responseBodies: string[] = [];

  async function request(path: string, init?: RequestInit): Promise<Response> {
    const response = await app.request(path, init);
    responseBodies.push(await response.clone().text());
    return response;
  }

  function postJson(path: string, body: unknown, cookie?: string): Promise<Response> {
    return request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function signIn(
    account: LocalAccount,
    message: Partial<CreateSiweMessageParameters> = {},
  ): Promise<string> {
    const { nonce } = (await (await request('/auth/nonce')).json()) as { nonce: string };
    const text = createSiweMessage({
      domain: `127.0.0.1:${TEST_PORT}`,
      uri: TEST_ORIGIN,
      address: account.address,
      version: '1',
      chainId: 42161,
      nonce,
      statement: 'Sign in to Pluto',
      ...message,
    });
    const response = await postJson('/auth/verify', {
      message: text,
      signature: await account.signMessage({ message: text }),
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return sessionCookieOf(response);
  }

  return {
    app,
    config,
    services,
    masterKey,
    logLines,
    responseBodies,
    request,
    postJson,
    signIn,
    async close() {
      await services.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of the session cookie a response sets. */
export function sessionCookieOf(response: Response): string {
  const pair = response.headers.get('set-cookie')?.split(';')[0];
  if (!pair) throw new Error('no session cookie set');
  return pair;
}
