import { defineContract, requestObject, walletAddressField } from '@pluto/core';
import * as v from 'valibot';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegram } from '../app';
import { defineFunction } from '../functions/function-definition';
import { createLogger } from '../logger';
import { TEST_BACKENDS } from '../testing/test-databases';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server';
import { bootstrapAdmins, findAdminRole } from './roles';
import { findSession } from './sessions';

const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CONFIGURED_ADMIN = privateKeyToAccount(generatePrivateKey());

describe.each(TEST_BACKENDS)('roles on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, {
      ADMIN_WALLETS: `${CONFIGURED_ADMIN.address},${DEV_ACCOUNT_0}`,
    });
  });
  afterAll(() => server.close());

  it('answers check-admin for an admin and a non-admin, without a session', async () => {
    const admin = await server.postJson('/functions/check-admin', {
      walletAddress: DEV_ACCOUNT_0.toLowerCase(),
    });
    expect(admin.status).toBe(200);
    expect(await admin.json()).toEqual({ isAdmin: true, role: 'admin' });

    const someone = privateKeyToAccount(generatePrivateKey()).address;
    const visitor = await server.postJson('/functions/check-admin', { walletAddress: someone });
    expect(await visitor.json()).toEqual({ isAdmin: false, role: null });
  });

  it('refuses a malformed wallet address with 400', async () => {
    const response = await server.postJson('/functions/check-admin', { walletAddress: '0x123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request: walletAddress: must be a 0x-prefixed 40-hex-digit wallet address',
    });
  });

  it('keeps a role changed in the database when bootstrapping again', async () => {
    await server.services.db
      .updateTable('admins')
      .set({ role: 'super_admin' })
      .where('wallet', '=', CONFIGURED_ADMIN.address.toLowerCase())
      .execute();
    await bootstrapAdmins(server.services.db, [CONFIGURED_ADMIN.address]);
    expect(await findAdminRole(server.services.db, CONFIGURED_ADMIN.address)).toBe('super_admin');
  });

  describe('admin-only functions', () => {
    const adminOnlyContract = defineContract({
      name: 'admin-only',
      request: requestObject({ walletAddress: walletAddressField }),
      response: v.object({ done: v.boolean() }),
    });
    const adminOnly = defineFunction(adminOnlyContract, {
      access: 'admin',
      actingWallet: (body) => body.walletAddress,
      handle: async () => ({ done: true }),
    });

    async function call(account: typeof CONFIGURED_ADMIN | null, body: unknown) {
      const session = account
        ? await findSession(server.services.db, (await server.signIn(account)).split('=')[1] ?? '')
        : null;
      const logger = createLogger('silent');
      const context = {
        db: server.services.db,
        agentWallets: server.services.agentWallets,
        logger,
        exchange: server.services.exchange,
        builderAddress: null,
        storage: server.services.storage,
        publicOrigin: TEST_ORIGIN,
        aiAnalysis: server.services.aiAnalysis,
        telegram: createTelegram(server.config, logger, server.services),
      };
      return adminOnly.invoke(async () => body, session, context);
    }

    it('run for an admin acting for itself', async () => {
      expect(await call(CONFIGURED_ADMIN, { walletAddress: CONFIGURED_ADMIN.address })).toEqual({
        done: true,
      });
    });

    it("answer 'Unauthorized' to everyone else", async () => {
      const outsider = privateKeyToAccount(generatePrivateKey());
      await expect(call(null, { walletAddress: outsider.address })).rejects.toMatchObject({
        status: 401,
        message: 'Unauthorized',
      });
      await expect(call(outsider, { walletAddress: outsider.address })).rejects.toMatchObject({
        status: 403,
        message: 'Unauthorized',
      });
      await expect(call(outsider, { walletAddress: CONFIGURED_ADMIN.address })).rejects.toMatchObject({
        status: 403,
        message: 'Unauthorized',
      });
      await expect(call(CONFIGURED_ADMIN, { walletAddress: outsider.address })).rejects.toMatchObject({
        status: 403,
        message: 'Unauthorized',
      });
    });
  });
});
