import { createSecretKey, randomBytes } from 'node:crypto';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { AgentKeyUnreadableError, openAgentKey, sealAgentKey } from './agent-key-cipher';

const user = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const masterKey = createSecretKey(randomBytes(32));

describe('agent key sealing (AES-256-GCM)', () => {
  it('round-trips a key for its user, with a fresh 12-byte IV each time', () => {
    const privateKey = generatePrivateKey();
    const first = sealAgentKey(masterKey, user, privateKey);
    const second = sealAgentKey(masterKey, user, privateKey);
    expect(Buffer.from(first.iv, 'base64')).toHaveLength(12);
    expect(first.iv).not.toBe(second.iv);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(openAgentKey(masterKey, user.toLowerCase(), first)).toBe(privateKey);
  });

  it('fails on another master key, another user, or any flipped bit', () => {
    const sealed = sealAgentKey(masterKey, user, generatePrivateKey());
    const flip = (base64: string) => {
      const bytes = Buffer.from(base64, 'base64');
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x80;
      return bytes.toString('base64');
    };
    const attempts = [
      () => openAgentKey(createSecretKey(randomBytes(32)), user, sealed),
      () => openAgentKey(masterKey, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', sealed),
      () => openAgentKey(masterKey, user, { ...sealed, ciphertext: flip(sealed.ciphertext) }),
      () => openAgentKey(masterKey, user, { ...sealed, iv: flip(sealed.iv) }),
      () => openAgentKey(masterKey, user, { ...sealed, authTag: flip(sealed.authTag) }),
    ];
    for (const attempt of attempts) expect(attempt).toThrow(AgentKeyUnreadableError);
  });
});
