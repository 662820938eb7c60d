import fc from 'fast-check';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../testing/table-snapshot';
import { TEST_BACKENDS } from '../testing/test-databases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { SERVER_FUNCTIONS } from './registry';

const user = privateKeyToAccount(generatePrivateKey());
const otherUser = privateKeyToAccount(generatePrivateKey());
const FUZZ_RUNS = 100;
/** Anvil's dev account #0, the devnet's admin (public test key). */
const ANVIL_ADMIN_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const FUZZ_TIMEOUT_MS = 60_000;

/** Each function's address field, the one a malformed body most often gets wrong. */
const ADDRESS_FIELD: Record<string, string> = {
  'check-admin': 'walletAddress',
  'get-agent-wallet': 'userAddress',
  'create-agent-wallet': 'userAddress',
  'place-order': 'userAddress',
  'place-batch-order': 'userAddress',
  'cancel-order': 'userWallet',
  'batch-modify-orders': 'userWallet',
  'update-leverage': 'userAddress',
  'market-close': 'userAddress',
  'set-tpsl': 'userAddress',
  'generate-trade-summary': 'userAddress',
  'generate-telegram-code': 'walletAddress',
  'get-telegram-link': 'walletAddress',
  'unlink-telegram': 'walletAddress',
  'telegram-console': 'walletAddress',
  'oneinch-swap': 'fromAddress',
  'manage-strategy': 'walletAddress',
  'ai-analysis-history': 'walletAddress',
  'moralis-token-transfers': 'address',
};
/** Admin functions refuse a non-admin before reading the body (platform-indexer.test.ts covers them). */
const ADMIN_ONLY = ['set-liquidity-pool-figures'];

/** Functions naming no wallet, with a body each that is malformed and the text that says so. */
const NO_WALLET_FUNCTIONS: Record<string, [body: unknown, error: string]> = {
  'get-shared-trade': [{ shareId: '../etc/passwd' }, 'shareId: must be a share id'],
  'oneinch-spender': [{}, 'chainId: Invalid input: expected number, received undefined'],
  'oneinch-quote': [{}, 'fromToken: Token not available on selected chain'],
  'gptchart-symbols': [{ marketType: 'bonds' }, 'marketType: Invalid option: expected one of "crypto"'],
  'gptchart-analyze': [{ marketType: 'crypto', symbol: 42 }, 'symbol: Invalid input: expected string'],
  'birdeye-prices': [{}, 'tokens: Invalid input: expected array, received undefined'],
  'birdeye-price-volume': [{ tokens: [] }, 'tokens: Too small: expected array to have >=1 items'],
  'birdeye-multi-price': [
    { tokens: [{ address: 'BNB', chainId: 56 }] },
    'tokens.0.address: Token not available on selected chain',
  ],
  'birdeye-token-transactions': [
    { tokenAddress: '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', chainId: 56, limit: 51 },
    'limit: must be a whole number from 1 to 50',
  ],
  'birdeye-token-metadata': [{ chainId: 56 }, 'address: Token not available on selected chain'],
};
/** Admin functions: the role is checked before the body, so a non-admin learns nothing from it. */
const ADMIN_FUNCTIONS = [
  'manage-token',
  'manage-pair',
  'upload-token-logo',
  'upload-perp-logo',
  'generate-announcement-image-v3',
  'admin-tokens',
  'admin-pairs',
  'admin-audit-log',
  'list-admins',
  'manage-admin',
];
/** Functions whose body has no field (`{}`): malformed JSON and non-objects are still refused. */
const FIELDLESS = [
  'get-telegram-bot',
  'setup-telegram-webhook',
  'get-pluto-price',
  'platform-stats',
  'leaderboard',
  'initialize-leaderboard',
  'treasury-holders',
];

describe.each(TEST_BACKENDS)('malformed function bodies on $name', (backend) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(backend);
    cookie = await server.signIn(user);
    // One existing agent, so a change to it would show.
    await server.postJson('/functions/create-agent-wallet', { userAddress: user.address }, cookie);
  });
  afterAll(() => server.close());

  const snapshot = () => tableSnapshot(server.services.db);

  it('is a complete table of the registered functions', () => {
    const tabled = [
      ...Object.keys(ADDRESS_FIELD),
      ...Object.keys(NO_WALLET_FUNCTIONS),
      ...FIELDLESS,
      ...ADMIN_ONLY,
      ...ADMIN_FUNCTIONS,
    ];
    expect(tabled.sort()).toEqual(Object.keys(SERVER_FUNCTIONS).sort());
  });

  it.each(FIELDLESS)('%s refuses a body that is not an object', async (name) => {
    const admin = await server.signIn(privateKeyToAccount(ANVIL_ADMIN_KEY));
    const before = await snapshot();
    for (const [body, error] of [
      ['{"', 'Request body must be valid JSON'],
      ['[]', 'Invalid request: Invalid input: expected object, received array'],
    ]) {
      const response = await server.postJson(`/functions/${name}`, body, admin);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(error);
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(Object.entries(NO_WALLET_FUNCTIONS))(
    '%s answers a malformed body with 400',
    async (name, [body, error]) => {
      const response = await server.postJson(`/functions/${name}`, body, cookie);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toContain(error);
    },
  );

  it.each(Object.entries(ADDRESS_FIELD))(
    '%s answers malformed bodies with 400 and a clear message',
    async (name, field) => {
      const before = await snapshot();
      const cases: Array<[string, string]> = [
        ['{"', 'Request body must be valid JSON'],
        ['[]', 'Invalid request: Invalid input: expected object, received array'],
        // Every field at fault is named; the address field is among them.
        ['{}', `${field}: must be a 0x-prefixed 40-hex-digit wallet address`],
        [JSON.stringify({ [field]: 42 }), `${field}: must be a 0x-prefixed 40-hex-digit wallet address`],
        [JSON.stringify({ [field]: `${user.address}00` }), `${field}: must be a 0x`],
      ];
      for (const [body, error] of cases) {
        const response = await server.postJson(`/functions/${name}`, body, cookie);
        expect(response.status, body).toBe(400);
        const { error: answered } = (await response.json()) as { error: string };
        expect(answered).toContain(error);
        if (body !== '{"') expect(answered.startsWith('Invalid request: ')).toBe(true);
      }
      const formPost = await server.request(`/functions/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
        body: `${field}=${user.address}`,
      });
      expect(formPost.status).toBe(415);
      const huge = await server.postJson(
        `/functions/${name}`,
        { [field]: user.address, padding: 'x'.repeat(70_000) },
        cookie,
      );
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ error: 'Request body too large (limit 65536 bytes)' });
      expect(await snapshot()).toBe(before);
    },
  );

  it.each(ADMIN_FUNCTIONS)(
    "%s refuses a non-admin whatever the body, and names an admin's malformed field",
    async (name) => {
      const admin = await server.signIn(privateKeyToAccount(ANVIL_ADMIN_KEY));
      const before = await snapshot();
      for (const body of ['{"', '[]', '{}', JSON.stringify({ walletAddress: user.address })]) {
        const response = await server.postJson(`/functions/${name}`, body, cookie);
        expect([response.status, await response.json()], body).toEqual([403, { error: 'Unauthorized' }]);
      }
      const malformed = await server.postJson(`/functions/${name}`, { walletAddress: 42 }, admin);
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { error: string }).error).toContain(
        'walletAddress: must be a 0x-prefixed 40-hex-digit wallet address',
      );
      expect(await snapshot()).toBe(before);
    },
  );

  it('answers an unknown function with a JSON 404', async () => {
    for (const name of ['nothing', 'constructor', '__proto__', 'toString']) {
      const response = await server.postJson(`/functions/${name}`, {}, cookie);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it.each(Object.entries(ADDRESS_FIELD))(
    '%s never fails with a 5xx and changes no row on refusal (fuzz)',
    async (name, field) => {
      const address = fc.oneof(
        fc.constantFrom(user.address, user.address.toLowerCase(), otherUser.address, ''),
        fc.stringMatching(/^0x[0-9a-fA-F]{0,42}$/),
        fc.jsonValue(),
      );
      const body = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        fc.record({ [field]: address }).map((value) => JSON.stringify(value)),
        fc
          .tuple(fc.dictionary(fc.string(), fc.jsonValue()), address)
          .map(([extra, value]) => JSON.stringify({ ...extra, [field]: value })),
        fc.string(),
      );
      // Only a successful call may change rows; each refusal must leave them as they were.
      let rows = await snapshot();
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const response = await server.postJson(`/functions/${name}`, text, cookie);
          expect(response.status).toBeLessThan(500);
          const rowsAfter = await snapshot();
          if (response.status !== 200) {
            expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
            expect(rowsAfter).toBe(rows);
          }
          rows = rowsAfter;
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
    // 100 requests with a table snapshot each: ~2 s alone, over 12 s on a loaded 2-core CI machine.
    FUZZ_TIMEOUT_MS,
  );
});
