import type { KeyObject } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LocalAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../db/schema';
import { openAgentKey, sealAgentKey } from './agent-key-cipher';

/**
 * The server-held agent wallets that trade for users. Private keys exist in plaintext only in
 * memory, inside this module and the viem accounts it hands out; they are stored sealed.
 */
export class AgentWallets {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly masterKey: KeyObject,
  ) {}

  async findAgentAddress(userAddress: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('agent_wallets')
      .select('agent_address')
      .where('user_address', '=', userAddress.toLowerCase())
      .executeTakeFirst();
    return row?.agent_address ?? null;
  }

  /**
   * Generates a fresh agent for the user, replacing any previous one: every approval in the browser
   * approves a new key, and the exchange drops the previous unnamed agent when it does.
   */
  async createAgent(userAddress: string): Promise<string> {
    const user = userAddress.toLowerCase();
    const privateKey = generatePrivateKey();
    const agentAddress = privateKeyToAccount(privateKey).address;
    const sealed = sealAgentKey(this.masterKey, user, privateKey);
    const row = {
      agent_address: agentAddress,
      key_ciphertext: sealed.ciphertext,
      key_iv: sealed.iv,
      key_auth_tag: sealed.authTag,
      created_at: new Date(),
    };
    await this.db
      .insertInto('agent_wallets')
      .values({ user_address: user, ...row })
      .onConflict((conflict) => conflict.column('user_address').doUpdateSet(row))
      .execute();
    return agentAddress;
  }

  /** The user's agent as a signer, decrypted in memory only; null when the user has none. */
  async loadAgentSigner(userAddress: string): Promise<LocalAccount | null> {
    const user = userAddress.toLowerCase();
    const row = await this.db
      .selectFrom('agent_wallets')
      .select(['key_ciphertext', 'key_iv', 'key_auth_tag'])
      .where('user_address', '=', user)
      .executeTakeFirst();
    if (!row) return null;
    const privateKey = openAgentKey(this.masterKey, user, {
      ciphertext: row.key_ciphertext,
      iv: row.key_iv,
      authTag: row.key_auth_tag,
    });
    return privateKeyToAccount(privateKey);
  }
}
