import { createCipheriv, createDecipheriv, type KeyObject, randomBytes } from 'node:crypto';
import type { Hex } from 'viem';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

export interface SealedAgentKey {
  ciphertext: string;
  iv: string;
  authTag: string;
}

/** Binds a ciphertext to its user: a row copied onto another user's fails to decrypt. */
function additionalData(userAddress: string): Buffer {
  return Buffer.from(`pluto-agent-key:v1:${userAddress.toLowerCase()}`, 'utf8');
}

export function sealAgentKey(masterKey: KeyObject, userAddress: string, privateKey: Hex): SealedAgentKey {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, masterKey, iv);
  cipher.setAAD(additionalData(userAddress));
  const ciphertext = Buffer.concat([cipher.update(Buffer.from(privateKey.slice(2), 'hex')), cipher.final()]);
  return {
    ciphertext: ciphertext.toString('base64'),
    iv: iv.toString('base64'),
    authTag: cipher.getAuthTag().toString('base64'),
  };
}

/** Thrown when a sealed key fails authentication; it says nothing about the key itself. */
export class AgentKeyUnreadableError extends Error {
  constructor() {
    super('The stored agent key could not be decrypted');
    this.name = 'AgentKeyUnreadableError';
  }
}

export function openAgentKey(masterKey: KeyObject, userAddress: string, sealed: SealedAgentKey): Hex {
  try {
    const decipher = createDecipheriv(ALGORITHM, masterKey, Buffer.from(sealed.iv, 'base64'));
    decipher.setAAD(additionalData(userAddress));
    decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
    const plaintext = Buffer.concat([
      decipher.update(Buffer.from(sealed.ciphertext, 'base64')),
      decipher.final(),
    ]);
    return `0x${plaintext.toString('hex')}`;
  } catch {
    // node:crypto's own error is already key-free; ours keeps it so, with no cause chain.
    throw new AgentKeyUnreadableError();
  }
}
