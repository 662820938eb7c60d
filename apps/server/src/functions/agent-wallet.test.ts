import { createSecretKey, randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentKeyUnreadableError, openAgentKey } from '../custody/agent-key-cipher';
import { TEST_BACKENDS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';

const user = privateKeyToAccount(generatePrivateKey());
const otherUser = privateKeyToAccount(generatePrivateKey());

describe.each(TEST_BACKENDS)('agent-wallet custody on $name', (backend) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cookie = await server.signIn(user);
  });
  afterAll(() => server.close());

  async function storedRow(address: string) {
    return server.services.db
      .selectFrom('agent_wallets')
      .selectAll()
      .where('user_address', '=', address.toLowerCase())
      .executeTakeFirstOrThrow();
  }

  it('answers 401 without a session', async () => {
    for (const name of ['get-agent-wallet', 'create-agent-wallet']) {
      const response = await server.postJson(`/functions/${name}`, { userAddress: user.address });
      expect(response.status, name).toBe(401);
      expect(await response.json()).toEqual({ error: 'Sign in required' });
    }
  });

  it("answers 403 for another user's address and creates nothing", async () => {
    for (const name of ['get-agent-wallet', 'create-agent-wallet']) {
      const response = await server.postJson(
        `/functions/${name}`,
        { userAddress: otherUser.address },
        cookie,
      );
      expect(response.status, name).toBe(403);
      expect(await response.json()).toEqual({
        error: 'This address does not belong to the signed-in wallet',
      });
    }
    const rows = await server.services.db.selectFrom('agent_wallets').select('user_address').execute();
    expect(rows).toEqual([]);
  });

  it('creates an agent and then finds it, for the address in any letter case', async () => {
    const before = await server.postJson(
      '/functions/get-agent-wallet',
      { userAddress: user.address },
      cookie,
    );
    expect(await before.json()).toEqual({ exists: false, agentAddress: null });

    const created = await server.postJson(
      '/functions/create-agent-wallet',
      { userAddress: user.address.toLowerCase() },
      cookie,
    );
    expect(created.status).toBe(200);
    const { agentAddress } = (await created.json()) as { agentAddress: string };
    expect(agentAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const found = await server.postJson('/functions/get-agent-wallet', { userAddress: user.address }, cookie);
    expect(await found.json()).toEqual({ exists: true, agentAddress });

    const signer = await server.services.agentWallets.loadAgentSigner(user.address);
    expect(signer?.address).toBe(agentAddress);
  });

  it('stores the key sealed: not the plaintext, and opened only by the master key for this user', async () => {
    const row = await storedRow(user.address);
    const privateKey = openAgentKey(server.masterKey, user.address, {
      ciphertext: row.key_ciphertext,
      iv: row.key_iv,
      authTag: row.key_auth_tag,
    });
    expect(privateKeyToAccount(privateKey).address).toBe(row.agent_address);
    const plaintextHex = privateKey.slice(2);
    for (const column of [row.key_ciphertext, row.key_iv, row.key_auth_tag]) {
      expect(column.toLowerCase()).not.toContain(plaintextHex.slice(0, 16));
      expect(Buffer.from(column, 'base64').toString('hex')).not.toContain(plaintextHex.slice(0, 16));
    }
    const sealed = { ciphertext: row.key_ciphertext, iv: row.key_iv, authTag: row.key_auth_tag };
    expect(() => openAgentKey(createSecretKey(randomBytes(32)), user.address, sealed)).toThrow(
      AgentKeyUnreadableError,
    );
    expect(() => openAgentKey(server.masterKey, otherUser.address, sealed)).toThrow(AgentKeyUnreadableError);
  });

  it('refuses to load a tampered key', async () => {
    const row = await storedRow(user.address);
    const bytes = Buffer.from(row.key_ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    await server.services.db
      .updateTable('agent_wallets')
      .set({ key_ciphertext: bytes.toString('base64') })
      .where('user_address', '=', row.user_address)
      .execute();
    await expect(server.services.agentWallets.loadAgentSigner(user.address)).rejects.toThrow(
      'The stored agent key could not be decrypted',
    );
    await server.services.db
      .updateTable('agent_wallets')
      .set({ key_ciphertext: row.key_ciphertext })
      .where('user_address', '=', row.user_address)
      .execute();
  });

  it('replaces the agent when created again', async () => {
    const first = (await storedRow(user.address)).agent_address;
    const again = await server.postJson(
      '/functions/create-agent-wallet',
      { userAddress: user.address },
      cookie,
    );
    const { agentAddress } = (await again.json()) as { agentAddress: string };
    expect(agentAddress).not.toBe(first);
    expect((await storedRow(user.address)).agent_address).toBe(agentAddress);
    expect((await server.services.agentWallets.loadAgentSigner(user.address))?.address).toBe(agentAddress);
  });

  it('has no signer for a user without an agent', async () => {
    expect(await server.services.agentWallets.loadAgentSigner(otherUser.address)).toBeNull();
  });
});
