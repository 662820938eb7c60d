import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { generatePrivateKey } from 'viem/accounts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAgentKey, sealAgentKey } from './agent-key-cipher';
import { loadMasterKey, masterKeyPath } from './master-key';

const user = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const HEX_KEY = 'ab'.repeat(32);

describe('agent master key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pluto-master-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates the devnet key into the data folder, private, and reuses it on restart', () => {
    const first = loadMasterKey({ configured: null, network: 'devnet', dataDir });
    const path = masterKeyPath(dataDir);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
    expect(readFileSync(path, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);

    const sealed = sealAgentKey(first, user, generatePrivateKey());
    const second = loadMasterKey({ configured: null, network: 'devnet', dataDir });
    expect(() => openAgentKey(second, user, sealed)).not.toThrow();
  });

  it('takes AGENT_MASTER_KEY as hex or base64, the same key either way', () => {
    const fromHex = loadMasterKey({ configured: HEX_KEY, network: 'mainnet', dataDir });
    const fromBase64 = loadMasterKey({
      configured: Buffer.from(HEX_KEY, 'hex').toString('base64'),
      network: 'mainnet',
      dataDir,
    });
    const sealed = sealAgentKey(fromHex, user, generatePrivateKey());
    expect(() => openAgentKey(fromBase64, user, sealed)).not.toThrow();
  });

  it('refuses a malformed key, and a missing one outside the devnet, without echoing it', () => {
    expect(() => loadMasterKey({ configured: 'abcd', network: 'devnet', dataDir })).toThrow(
      'AGENT_MASTER_KEY must be 32 bytes, as 64 hex digits or base64',
    );
    expect(() => loadMasterKey({ configured: null, network: 'testnet', dataDir })).toThrow(
      'AGENT_MASTER_KEY is required outside the devnet',
    );
  });

  it('never prints its bytes', () => {
    const key = loadMasterKey({ configured: HEX_KEY, network: 'mainnet', dataDir });
    expect(JSON.stringify({ key })).not.toContain('abab');
    expect(String(key)).not.toContain('abab');
  });
});
