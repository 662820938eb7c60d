import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function captureLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('trace', sink), lines };
}

describe('structured logs', () => {
  it('redacts secrets wherever they travel, keeping the rest of the line', () => {
    const { logger, lines } = captureLogger();
    const secret = 'c0ffee'.repeat(10);
    const secrets = ['privateKey', 'agentKey', 'masterKey', 'agentMasterKey', 'password', 'secret'];
    for (const field of secrets) {
      logger.info({ detail: { [field]: secret, user: '0xabc' } }, `carrying ${field}`);
    }
    logger.info({ auth: { signature: secret, sessionToken: secret, cookie: secret } }, 'sign-in');
    logger.info(
      { req: { headers: { cookie: `pluto_session=${secret}`, authorization: `Bearer ${secret}` } } },
      'request',
    );
    logger.info({ res: { headers: { 'set-cookie': `pluto_session=${secret}` } } }, 'response');

    expect(lines).toHaveLength(secrets.length + 3);
    expect(lines.join('\n')).not.toContain(secret);
    const first = JSON.parse(lines[0] ?? '{}') as { detail: Record<string, string> };
    expect(first.detail).toEqual({ privateKey: '[redacted]', user: '0xabc' });
  });
});
