import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit per minute per key, then answers the seconds to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(2, () => now);
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('a')).toBeNull();
    expect(limiter.hit('b')).toBeNull();
    now += 15_000;
    expect(limiter.hit('a')).toBe(45);
    now += 45_000;
    expect(limiter.hit('a')).toBeNull();
  });

  it('slides its window: a burst across a minute boundary gets no second allowance', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(600, () => now);
    const allowedOf = (hits: number) =>
      Array.from({ length: hits }, () => limiter.hit('ip')).filter((wait) => wait === null).length;
    expect(allowedOf(1)).toBe(1);
    now += 59_300;
    expect(allowedOf(599)).toBe(599);
    now += 1_000;
    // Only the request made 60.3 s ago has left the last minute.
    expect(allowedOf(600)).toBe(1);
    expect(limiter.hit('ip')).toBe(59);
    now += 59_000;
    expect(allowedOf(600)).toBe(599);
  });
});

describe('HTTP foundation', () => {
  let server: TestServer;
  const user = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    server = await startTestServer(PGLITE_BACKEND, {
      TRUST_PROXY: 'true',
      RATE_LIMIT_IP_PER_MINUTE: '20',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '4',
      RATE_LIMIT_SESSION_PER_MINUTE: '3',
    });
  });
  afterAll(() => server.close());

  function fromIp(ip: string, init: RequestInit = {}): RequestInit {
    return { ...init, headers: { ...init.headers, 'x-forwarded-for': `10.9.9.9, ${ip}` } };
  }

  it('limits sign-in requests per IP with 429, other IPs unaffected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await server.request('/auth/nonce', fromIp('10.0.0.1'))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const limited = await server.request('/auth/nonce', fromIp('10.0.0.1'));
    expect(await limited.json()).toEqual({ error: 'Too many requests, please try again later' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await server.request('/auth/nonce', fromIp('10.0.0.2'))).status).toBe(200);
  });

  it('limits all API requests per IP, but not the web app', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await server.request('/auth/session', fromIp('10.0.0.3'))).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await server.request('/', fromIp('10.0.0.3'))).status).toBe(200);
  });

  it('limits function calls per session', async () => {
    const cookie = await server.signIn(user, {});
    const call = (ip: string) =>
      server.request(
        '/functions/get-agent-wallet',
        fromIp(ip, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ userAddress: user.address }),
        }),
      );
    // Different IPs: only the session limit can apply.
    const statuses = [
      await call('10.1.0.1'),
      await call('10.1.0.2'),
      await call('10.1.0.3'),
      await call('10.1.0.4'),
    ];
    expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 429]);
  });

  it('refuses state-changing API requests from another origin', async () => {
    const foreign = await server.request(
      '/auth/logout',
      fromIp('10.2.0.1', { method: 'POST', headers: { origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'Cross-origin request refused' });
    const own = await server.request(
      '/auth/logout',
      fromIp('10.2.0.1', { method: 'POST', headers: { origin: TEST_ORIGIN } }),
    );
    expect(own.status).toBe(200);
  });

  it('answers too large bodies with 413 and unknown API routes with a JSON 404', async () => {
    const huge = await server.request(
      '/auth/verify',
      fromIp('10.3.0.1', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(100_000), signature: '0x' }),
      }),
    );
    expect(huge.status).toBe(413);
    const unknown = await server.request('/auth/unknown', fromIp('10.3.0.1', { method: 'POST' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Not found' });
  });

  it('logs API requests with their status and caller, never the cookie', async () => {
    const lines = server.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = lines.filter(
      (line) => line.msg === 'request' && line.path === '/functions/get-agent-wallet',
    );
    expect(requests[0]).toMatchObject({
      level: 30,
      method: 'POST',
      status: 200,
      address: user.address.toLowerCase(),
    });
    expect(server.logLines.join('\n')).not.toContain('pluto_session=');
  });
});
