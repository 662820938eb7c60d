import { type Hex, isAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leakedKeyFragments, storedAgentKey } from '../testing/secrecy-scan';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, type TestServer } from '../testing/test-server';
import { AgentKeyUnreadableError } from './agent-key-cipher';

const users = [privateKeyToAccount(generatePrivateKey()), privateKeyToAccount(generatePrivateKey())];
const builder = privateKeyToAccount(generatePrivateKey());
/** About forty calls against the engine: seconds on an idle machine, more on a shared one. */
const SESSION_TIMEOUT_MS = 30_000;

describe('agent keys never leave the server', () => {
  let server: TestServer;
  let exchange: TestExchange;
  const agentKeys: Hex[] = [];
  /** Texts an error could carry to a caller or a log: message, stack, cause. */
  const errorTexts: string[] = [];

  beforeAll(async () => {
    exchange = await startTestExchange();
    exchange.fund(builder.address, '200');
    server = await startTestServer(PGLITE_BACKEND, {
      EXCHANGE_API_URL: exchange.url,
      BUILDER_ADDRESS: builder.address,
    });
  });
  afterAll(async () => {
    await server.close();
    await exchange.close();
  });

  /** Every trading function, signed with the user's agent: answers that succeed and that fail. */
  async function trade(user: (typeof users)[number], cookie: string): Promise<void> {
    const own = { userAddress: user.address, userWallet: user.address };
    const order = { symbol: 'BTC', side: 'buy', orderType: 'limit', price: '100000', size: '0.001' };
    const placed = await server.postJson('/functions/place-order', { ...own, ...order, leverage: 3 }, cookie);
    const { data } = (await placed.json()) as { data: { statuses: Array<{ resting: { oid: number } }> } };
    const oid = data.statuses[0]?.resting.oid;
    expect(oid).toBeTypeOf('number');
    await server.postJson(
      '/functions/batch-modify-orders',
      { userWallet: user.address, orders: [{ ...order, oid, price: '101000' }] },
      cookie,
    );
    const [open] = await exchange.info.openOrders({ user: user.address });
    await server.postJson(
      '/functions/cancel-order',
      { userWallet: user.address, symbol: 'BTC', orderId: open?.oid },
      cookie,
    );
    await server.postJson(
      '/functions/place-batch-order',
      { ...own, orders: [order, { ...order, side: 'sell', price: '99000', triggerType: 'sl' }] },
      cookie,
    );
    await server.postJson('/functions/place-order', { ...own, ...order, size: '900' }, cookie);
    const leverage = { userAddress: user.address, symbol: 'ETH', leverage: 2, isCross: false };
    await server.postJson('/functions/update-leverage', leverage, cookie);
    await server.postJson(
      '/functions/set-tpsl',
      { userAddress: user.address, symbol: 'BTC', stopLossPrice: 1 },
      cookie,
    );
    await server.postJson('/functions/market-close', { userAddress: user.address, symbol: 'BTC' }, cookie);
  }

  async function rememberAgentKey(address: string): Promise<void> {
    agentKeys.push(await storedAgentKey(server, address));
  }

  it(
    'runs a session of sign-ins, agent creations, reads, trades and refusals',
    async () => {
      for (const user of users) {
        const cookie = await server.signIn(user);
        for (let round = 0; round < 2; round += 1) {
          const created = await server.postJson(
            '/functions/create-agent-wallet',
            { userAddress: user.address },
            cookie,
          );
          expect(created.status).toBe(200);
          await rememberAgentKey(user.address);
          await server.postJson('/functions/get-agent-wallet', { userAddress: user.address }, cookie);
        }
        const agentAddress = await server.services.agentWallets.findAgentAddress(user.address);
        if (!agentAddress || !isAddress(agentAddress)) throw new Error('no agent');
        exchange.fund(user.address, '1000');
        await exchange.client(user).approveAgent({ agentAddress, agentName: 'pluto' });
        await exchange.client(user).approveBuilderFee({ builder: builder.address, maxFeeRate: '1%' });
        await trade(user, cookie);
        const [other] = users.filter((candidate) => candidate !== user);
        await server.postJson('/functions/create-agent-wallet', { userAddress: other?.address }, cookie);
        await server.postJson('/functions/create-agent-wallet', { userAddress: 'not an address' }, cookie);
        await server.postJson('/functions/get-agent-wallet', '{', cookie);
        await server.request('/auth/session', { headers: { cookie } });
        await server.request('/auth/logout', { method: 'POST', headers: { cookie } });
      }
      await server.postJson('/functions/get-agent-wallet', { userAddress: users[0]?.address });
      await server.request('/health');
      expect(agentKeys).toHaveLength(4);
      expect(server.logLines.length).toBeGreaterThan(10);
      expect(server.responseBodies.length).toBeGreaterThan(10);
    },
    SESSION_TIMEOUT_MS,
  );

  it('keeps a failed decryption free of key material', async () => {
    const [user] = users;
    if (!user) throw new Error('no user');
    await server.services.db
      .updateTable('agent_wallets')
      .set({ key_auth_tag: Buffer.alloc(16).toString('base64') })
      .execute();
    const failure = await server.services.agentWallets
      .loadAgentSigner(user.address)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AgentKeyUnreadableError);
    const error = failure as Error;
    errorTexts.push(`${error.message}\n${error.stack ?? ''}\n${String(error.cause ?? '')}`);
  });

  it('leaves no agent private key, nor any 16-hex-digit fragment of one, in a log line or answer', () => {
    // The scan itself finds a fragment hidden in other text.
    const [planted] = agentKeys;
    if (!planted) throw new Error('no agent key');
    expect(leakedKeyFragments(agentKeys, [`key=0x…${planted.slice(20, 40).toUpperCase()}…`])).not.toEqual([]);
    const texts = [...server.logLines, ...server.responseBodies, ...errorTexts];
    expect(leakedKeyFragments(agentKeys, texts)).toEqual([]);
  });
});
