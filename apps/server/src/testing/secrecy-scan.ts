import type { Hex } from 'viem';
import { openAgentKey } from '../custody/agent-key-cipher';
import type { TestServer } from './test-server';

const FRAGMENT_LENGTH = 16;

/** Every 16-hex-digit window of a key: finding any of them anywhere means a leak. */
function keyFragments(privateKey: Hex): string[] {
  const hex = privateKey.slice(2).toLowerCase();
  return Array.from({ length: hex.length - FRAGMENT_LENGTH + 1 }, (_, start) =>
    hex.slice(start, start + FRAGMENT_LENGTH),
  );
}

/**
 * The key fragments found in `texts` (log lines, answers, error texts), each cut to its first four
 * digits so that reporting a leak does not leak it again.
 */
export function leakedKeyFragments(keys: readonly Hex[], texts: readonly string[]): string[] {
  const captured = texts.join('\n').toLowerCase();
  return keys.flatMap((key) =>
    keyFragments(key)
      .filter((fragment) => captured.includes(fragment))
      .map((fragment) => `${fragment.slice(0, 4)}…`),
  );
}

/** The agent private key the server keeps for `user`, opened with the test server's master key. */
export async function storedAgentKey(server: TestServer, user: string): Promise<Hex> {
  const row = await server.services.db
    .selectFrom('agent_wallets')
    .selectAll()
    .where('user_address', '=', user.toLowerCase())
    .executeTakeFirstOrThrow();
  return openAgentKey(server.masterKey, user, {
    ciphertext: row.key_ciphertext,
    iv: row.key_iv,
    authTag: row.key_auth_tag,
  });
}
