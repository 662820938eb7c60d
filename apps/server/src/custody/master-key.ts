import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_BYTES = 32;

function decodeKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed.replace(/^0x/, ''), 'hex');
  const decoded = Buffer.from(trimmed, 'base64');
  return decoded.length === KEY_BYTES ? decoded : null;
}

export function masterKeyPath(dataDir: string): string {
  return join(dataDir, 'secrets', 'agent-master.key');
}

/** Reads the devnet's key from the data folder, creating it (folder 0700, file 0600) on first start. */
function devnetMasterKey(dataDir: string): Buffer {
  const path = masterKeyPath(dataDir);
  const folder = join(dataDir, 'secrets');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  if (!existsSync(path)) {
    // 'wx' refuses to overwrite a key another process wrote in the meantime.
    writeFileSync(path, `${randomBytes(KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  }
  chmodSync(path, 0o600);
  const key = decodeKey(readFileSync(path, 'utf8'));
  if (!key) throw new Error(`${path} does not hold a 32-byte key (hex or base64)`);
  return key;
}

/**
 * The key that encrypts agent keys at rest: AGENT_MASTER_KEY (32 bytes, hex or base64), or on the
 * devnet a key kept in the data folder. Held as a KeyObject so it never prints.
 */
export function loadMasterKey(options: {
  configured: string | null;
  network: string;
  dataDir: string;
}): KeyObject {
  if (options.configured !== null) {
    const key = decodeKey(options.configured);
    if (!key) throw new Error('AGENT_MASTER_KEY must be 32 bytes, as 64 hex digits or base64');
    return createSecretKey(key);
  }
  if (options.network !== 'devnet') {
    throw new Error('AGENT_MASTER_KEY is required outside the devnet (32 bytes, hex or base64)');
  }
  return createSecretKey(devnetMasterKey(options.dataDir));
}
