import { createCanvas } from '@napi-rs/canvas';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BACKENDS } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, type TestServer } from '../testing/test-server';
import { imageKindOf } from './logo-image';

const admin = privateKeyToAccount(generatePrivateKey());
const editor = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const PEPE = '0x6982508145454Ce325dDbE47a25d4ec3d2311933';

function pngDataUrl(width: number, height: number, mediaType = 'image/png'): string {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#16c784';
  context.fillRect(0, 0, width, height);
  return `data:${mediaType};base64,${canvas.toBuffer('image/png').toString('base64')}`;
}
const dataUrl = (mediaType: string, text: string) =>
  `data:${mediaType};base64,${Buffer.from(text).toString('base64')}`;

describe.each(TEST_BACKENDS)('the admin functions on $name', (backend) => {
  let server: TestServer;
  let exchange: TestExchange;
  let adminCookie: string;
  let editorCookie: string;
  let strangerCookie: string;

  const call = (name: string, body: Record<string, unknown>, cookie?: string) =>
    server.postJson(`/functions/${name}`, body, cookie);
  const asAdmin = (name: string, body: Record<string, unknown>) =>
    call(name, { walletAddress: admin.address, ...body }, adminCookie);
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
  const db = () => server.services.db;
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all([
        db().selectFrom('tokens').selectAll().orderBy('id').execute(),
        db().selectFrom('trading_pairs').selectAll().orderBy('id').execute(),
        db().selectFrom('admins').selectAll().orderBy('wallet').execute(),
        db().selectFrom('admin_audit_log').selectAll().orderBy('id').execute(),
      ]),
    );
  const tokenId = async (address: string) =>
    (await db().selectFrom('tokens').select('id').where('address', '=', address).executeTakeFirstOrThrow())
      .id;
  const token = (address: string, symbol: string, chainId = 1) => ({
    chain_id: chainId,
    address,
    symbol,
    name: `${symbol} token`,
    decimals: 18,
  });

  beforeAll(async () => {
    exchange = await startTestExchange();
    server = await startTestServer(backend, { ADMIN_WALLETS: admin.address, EXCHANGE_API_URL: exchange.url });
    adminCookie = await server.signIn(admin);
    editorCookie = await server.signIn(editor);
    strangerCookie = await server.signIn(stranger);
    await server.services.db
      .insertInto('admins')
      .values({ wallet: editor.address.toLowerCase(), role: 'editor' })
      .execute();
  });
  afterAll(async () => {
    await server?.close();
    await exchange?.close();
  });

  const ADMIN_CALLS: Array<[string, Record<string, unknown>]> = [
    ['manage-token', { action: 'create', tokenData: token(DAI, 'DAI') }],
    ['manage-pair', { action: 'create', pairData: { chain_id: 1, base_token_id: 1, quote_token_id: 2 } }],
    ['upload-token-logo', { tokenAddress: DAI, chainId: 1, imageBase64: pngDataUrl(8, 8) }],
    ['upload-perp-logo', { coin: 'ZETA', imageBase64: pngDataUrl(8, 8) }],
    ['generate-announcement-image-v3', { pairId: 1, baseTokenLogoUrl: null }],
    ['admin-tokens', {}],
    ['admin-pairs', {}],
    ['admin-audit-log', {}],
    ['list-admins', {}],
    ['manage-admin', { action: 'grant', address: stranger.address, role: 'admin' }],
  ];

  it.each(ADMIN_CALLS)(
    '%s refuses anyone but a signed-in admin acting as themself, changing nothing',
    async (name, body) => {
      const before = await snapshot();
      const noSession = await call(name, { walletAddress: admin.address, ...body });
      expect([noSession.status, await errorOf(noSession)]).toEqual([401, 'Unauthorized']);
      const nonAdmin = await call(name, { walletAddress: stranger.address, ...body }, strangerCookie);
      expect([nonAdmin.status, await errorOf(nonAdmin)]).toEqual([403, 'Unauthorized']);
      // A non-admin naming the admin's wallet in the body is still themself.
      const borrowed = await call(name, { walletAddress: admin.address, ...body }, strangerCookie);
      expect([borrowed.status, await errorOf(borrowed)]).toEqual([403, 'Unauthorized']);
      // An admin's session acting for another wallet is refused too.
      const otherWallet = await call(name, { walletAddress: editor.address, ...body }, adminCookie);
      expect([otherWallet.status, await errorOf(otherWallet)]).toEqual([403, 'Unauthorized']);
      expect(await snapshot()).toBe(before);
    },
  );

  it('checks token payloads by the form rules of seed 002 §5', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...token(DAI, 'DAI'), chain_id: null }, 'Chain is required'],
      [{ ...token(DAI, 'DAI'), address: '0x1234' }, 'Invalid address format'],
      [{ ...token(DAI, '') }, 'Symbol is required'],
      [{ ...token(DAI, 'ELEVENCHARS') }, 'Symbol too long'],
      [{ ...token(DAI, 'DAI'), name: 'n'.repeat(101) }, 'Name too long'],
      [{ ...token(DAI, 'DAI'), decimals: 19 }, 'Decimals must be 0-18'],
      [{ ...token(DAI, 'DAI'), logo_url: 'javascript:alert(1)' }, 'Invalid URL'],
      [{ ...token(DAI, 'DAI'), social_links: { telegram: 'tg' } }, 'Invalid Telegram URL'],
    ];
    for (const [tokenData, error] of cases) {
      const response = await asAdmin('manage-token', { action: 'create', tokenData });
      expect([response.status, await errorOf(response)], error).toEqual([400, error]);
    }
    expect(await snapshot()).toBe(before);
  });

  it('creates, lists, searches and updates tokens, each write audited', async () => {
    for (const [address, symbol] of [
      [DAI, 'DAI'],
      [USDC, 'USDC'],
      [PEPE, 'PEPE'],
    ] as const) {
      const response = await asAdmin('manage-token', {
        action: 'create',
        tokenData: {
          ...token(address, symbol),
          is_native: true,
          social_links: { website: 'https://example.com' },
        },
      });
      expect(response.status).toBe(200);
    }
    const duplicate = await asAdmin('manage-token', {
      action: 'create',
      tokenData: token(DAI.toLowerCase(), 'DAI2'),
    });
    expect([duplicate.status, await errorOf(duplicate)]).toEqual([
      409,
      `Token ${DAI.toLowerCase()} is already listed on Ethereum`,
    ]);

    const listed = (await (await asAdmin('admin-tokens', {})).json()) as {
      tokens: Array<Record<string, unknown>>;
      count: number;
    };
    expect(listed.count).toBe(3);
    expect(listed.tokens.map((row) => row.symbol)).toEqual(['DAI', 'PEPE', 'USDC']);
    // Created in the admin: never native, links kept.
    expect(listed.tokens[0]).toMatchObject({
      is_native: false,
      social_links: { website: 'https://example.com' },
    });
    const search = async (text: string) =>
      (
        (await (await asAdmin('admin-tokens', { search: text })).json()) as {
          tokens: Array<{ symbol: string }>;
        }
      ).tokens.map((row) => row.symbol);
    expect(await search('pe')).toEqual(['PEPE']);
    expect(await search('usdc TOKEN')).toEqual(['USDC']);
    expect(await search(USDC.slice(2, 12).toUpperCase())).toEqual(['USDC']);
    expect(await search('%')).toEqual([]);

    const id = await tokenId(DAI);
    const moved = await asAdmin('manage-token', {
      action: 'update',
      tokenData: { ...token(USDC, 'DAI'), id },
    });
    expect([moved.status, await errorOf(moved)]).toEqual([
      400,
      'Chain and contract address cannot be changed',
    ]);
    const updated = await asAdmin('manage-token', {
      action: 'update',
      tokenData: { ...token(DAI, 'XDAI'), id, decimals: 6 },
    });
    expect(updated.status).toBe(200);
    const audit = await db()
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('entity', '=', 'token')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => [row.action, row.wallet])).toEqual([
      ['create', admin.address.toLowerCase()],
      ['create', admin.address.toLowerCase()],
      ['create', admin.address.toLowerCase()],
      ['update', admin.address.toLowerCase()],
    ]);
    expect(audit[3]?.before).toMatchObject({ symbol: 'DAI', decimals: 18 });
    expect(audit[3]?.after).toMatchObject({ symbol: 'XDAI', decimals: 6 });
  });

  it('creates pairs with the server label, refuses bad selections and duplicates by the constraint', async () => {
    const [dai, usdc, pepe] = await Promise.all([tokenId(DAI), tokenId(USDC), tokenId(PEPE)]);
    await asAdmin('manage-token', { action: 'create', tokenData: token(DAI, 'BDAI', 56) });
    const bscDai = (
      await db().selectFrom('tokens').select('id').where('chain_id', '=', 56).executeTakeFirstOrThrow()
    ).id;
    const before = await snapshot();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ chain_id: 1, base_token_id: null, quote_token_id: usdc }, 'Base token is required'],
      [{ chain_id: 1, base_token_id: dai, quote_token_id: null }, 'Quote token is required'],
      [{ chain_id: 1, base_token_id: dai, quote_token_id: dai }, 'Base and quote tokens must be different'],
      [{ chain_id: 1, base_token_id: dai, quote_token_id: bscDai }, 'Invalid token selection'],
      [{ chain_id: 1, base_token_id: dai, quote_token_id: 999_999 }, 'Invalid token selection'],
    ];
    for (const [pairData, error] of refusals) {
      const response = await asAdmin('manage-pair', { action: 'create', pairData });
      expect([response.status, await errorOf(response)], error).toEqual([400, error]);
    }
    expect(await snapshot()).toBe(before);

    const pair = { chain_id: 1, base_token_id: pepe, quote_token_id: usdc, label: 'forged' };
    // Two creates at once: the unique constraint lets exactly one through.
    const both = await Promise.all([
      asAdmin('manage-pair', { action: 'create', pairData: pair }),
      asAdmin('manage-pair', { action: 'create', pairData: pair }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = both.find((response) => response.status === 409);
    expect(refused && (await errorOf(refused))).toBe('This trading pair already exists');
    const pairs = (await (await asAdmin('admin-pairs', { search: 'pepe' })).json()) as {
      pairs: Array<{ label: string; pair_enabled: boolean; pair_id: number }>;
      count: number;
    };
    expect(pairs.count).toBe(1);
    expect(pairs.pairs[0]).toMatchObject({ label: 'PEPE/USDC', pair_enabled: true });
    expect(
      await db().selectFrom('admin_audit_log').select('id').where('entity', '=', 'pair').execute(),
    ).toHaveLength(1);
  });

  it('disables a pair so the spot lists drop it at once, and relabels pairs when a symbol changes', async () => {
    const pair = await db().selectFrom('trading_pairs').selectAll().executeTakeFirstOrThrow();
    const spotLabels = async () =>
      (
        (await (await server.request('/api/spot/pairs')).json()) as { pairs: Array<{ label: string }> }
      ).pairs.map((row) => row.label);
    expect(await spotLabels()).toEqual(['PEPE/USDC']);
    const disable = await asAdmin('manage-pair', {
      action: 'update',
      pairData: {
        id: pair.id,
        chain_id: 1,
        base_token_id: pair.base_token_id,
        quote_token_id: pair.quote_token_id,
        is_enabled: false,
      },
    });
    expect(disable.status).toBe(200);
    expect(await spotLabels()).toEqual([]);
    await asAdmin('manage-token', {
      action: 'update',
      tokenData: { ...token(PEPE, 'PEPE2'), id: pair.base_token_id },
    });
    expect(
      (
        await db()
          .selectFrom('trading_pairs')
          .select('label')
          .where('id', '=', pair.id)
          .executeTakeFirstOrThrow()
      ).label,
    ).toBe('PEPE2/USDC');
  });

  it('refuses to delete a token a pair trades, naming the pair', async () => {
    const before = await snapshot();
    const response = await asAdmin('manage-token', {
      action: 'delete',
      tokenData: { id: await tokenId(USDC) },
    });
    expect([response.status, await errorOf(response)]).toEqual([
      409,
      'Token USDC is used by pair PEPE2/USDC: delete it first',
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('lets an editor create and edit but never delete or change roles', async () => {
    const asEditor = (name: string, body: Record<string, unknown>) =>
      call(name, { walletAddress: editor.address, ...body }, editorCookie);
    const created = await asEditor('manage-token', {
      action: 'create',
      tokenData: token('0x514910771AF9Ca656af840dff83E8264EcF986CA', 'LINK'),
    });
    expect(created.status).toBe(200);
    const before = await snapshot();
    const pair = await db().selectFrom('trading_pairs').select('id').executeTakeFirstOrThrow();
    for (const [name, body] of [
      ['manage-token', { action: 'delete', tokenData: { id: await tokenId(DAI) } }],
      ['manage-pair', { action: 'delete', pairData: { id: pair.id } }],
      ['manage-admin', { action: 'grant', address: stranger.address, role: 'editor' }],
      ['list-admins', {}],
    ] as const) {
      const response = await asEditor(name, body);
      expect([response.status, await errorOf(response)], name).toEqual([403, 'Only an admin may do this']);
    }
    expect(await snapshot()).toBe(before);
  });

  it('deletes pairs and then their tokens, with audit rows before and after', async () => {
    const pair = await db().selectFrom('trading_pairs').select('id').executeTakeFirstOrThrow();
    expect((await asAdmin('manage-pair', { action: 'delete', pairData: { id: pair.id } })).status).toBe(200);
    expect(
      (await asAdmin('manage-token', { action: 'delete', tokenData: { id: await tokenId(USDC) } })).status,
    ).toBe(200);
    const missing = await asAdmin('manage-pair', { action: 'delete', pairData: { id: pair.id } });
    expect([missing.status, await errorOf(missing)]).toEqual([404, 'Pair not found']);
    const deletes = await db()
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('action', '=', 'delete')
      .orderBy('id')
      .execute();
    expect(deletes.map((row) => [row.entity, row.after])).toEqual([
      ['pair', null],
      ['token', null],
    ]);
    expect(deletes[1]?.before).toMatchObject({ symbol: 'USDC' });
  });

  it('grants and revokes roles but never removes or demotes the last admin', async () => {
    const grant = await asAdmin('manage-admin', {
      action: 'grant',
      address: stranger.address,
      role: 'editor',
    });
    expect(grant.status).toBe(200);
    const { admins } = (await (await asAdmin('list-admins', {})).json()) as {
      admins: Array<{ wallet: string; role: string }>;
    };
    expect(admins.map((row) => row.role).sort()).toEqual(['admin', 'editor', 'editor']);
    expect((await asAdmin('manage-admin', { action: 'revoke', address: stranger.address })).status).toBe(200);
    const before = await snapshot();
    for (const body of [
      { action: 'revoke', address: admin.address },
      { action: 'grant', address: admin.address, role: 'editor' },
    ]) {
      const response = await asAdmin('manage-admin', body);
      expect([response.status, await errorOf(response)]).toEqual([409, 'The last admin cannot be removed']);
    }
    expect(await snapshot()).toBe(before);
    const roleAudit = await db()
      .selectFrom('admin_audit_log')
      .select('action')
      .where('entity', '=', 'admin')
      .execute();
    expect(roleAudit.map((row) => row.action)).toEqual(['grant', 'revoke']);
  });

  describe('logo uploads', () => {
    const upload = (imageBase64: string, extra: Record<string, unknown> = {}) =>
      asAdmin('upload-token-logo', { tokenAddress: DAI, chainId: 1, imageBase64, ...extra });

    it('re-encodes an image to a bounded PNG, stored and served sandboxed with its own type', async () => {
      const response = await upload(pngDataUrl(1024, 600));
      expect(response.status).toBe(200);
      const { publicUrl } = (await response.json()) as { publicUrl: string };
      expect(publicUrl).toMatch(
        /^\/storage\/public\/token-logos\/1\/0x6b175474e89094c44da98b954eedeac495271d0f-\d+\.png$/,
      );
      const served = await server.request(publicUrl);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('content-security-policy')).toMatch(/; sandbox$/);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(imageKindOf(bytes)).toBe('png');
      // Width and height from the PNG header: fitted into 512 a side.
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([512, 300]);
      const audit = await db()
        .selectFrom('admin_audit_log')
        .selectAll()
        .where('entity', '=', 'token-logo')
        .execute();
      expect(audit.at(-1)).toMatchObject({ action: 'upload', after: { url: publicUrl } });
    });

    it('trusts the bytes, not the name or type: a PNG sent as SVG is stored as a PNG', async () => {
      const response = await upload(pngDataUrl(16, 16, 'image/svg+xml'));
      expect(response.status).toBe(200);
      const { publicUrl } = (await response.json()) as { publicUrl: string };
      expect((await server.request(publicUrl)).headers.get('content-type')).toBe('image/png');
    });

    it('draws an SVG with a script to a PNG: none of its markup is served', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><script>alert(2)</script><circle cx="32" cy="32" r="30" fill="red"/></svg>';
      const response = await upload(dataUrl('image/svg+xml', svg));
      expect(response.status).toBe(200);
      const { publicUrl } = (await response.json()) as { publicUrl: string };
      const served = await server.request(publicUrl);
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(imageKindOf(bytes)).toBe('png');
      expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/script|alert|onload/);
    });

    it('refuses text, external references, oversized files and the seed order of checks, storing nothing', async () => {
      const before = await snapshot();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ imageBase64: dataUrl('text/plain', 'hello') }, 'Please upload an image file'],
        [{ imageBase64: dataUrl('image/png', 'just text, named png') }, 'Please upload an image file'],
        [{ imageBase64: 'https://example.com/logo.png' }, 'Please upload an image file'],
        [
          {
            imageBase64: dataUrl(
              'image/svg+xml',
              '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
            ),
          },
          'SVG logos may not reference external files',
        ],
        [
          { imageBase64: `data:image/png;base64,${Buffer.alloc(3 * 1024 * 1024).toString('base64')}` },
          'Image size must be less than 2MB',
        ],
        [
          { imageBase64: pngDataUrl(8, 8), tokenAddress: 'DAI' },
          'Please enter a valid contract address first',
        ],
        [{ imageBase64: pngDataUrl(8, 8), chainId: null }, 'Please select a chain first'],
      ];
      for (const [extra, error] of cases) {
        const response = await upload(String(extra.imageBase64), extra);
        expect([response.status, await errorOf(response)], error).toEqual([400, error]);
      }
      expect(await snapshot()).toBe(before);
    });
  });

  describe('perp coin logos', () => {
    const upload = (coin: string, imageBase64: string, cookie = adminCookie, wallet = admin.address) =>
      call('upload-perp-logo', { walletAddress: wallet, coin, imageBase64 }, cookie);
    const manifest = async () => {
      const page = await (await server.request('/')).text();
      const data = /<script type="application\/json" id="pluto-page-data">(.*)<\/script>/.exec(page)?.[1];
      return (JSON.parse(data ?? '{}') as { perpLogos?: string[] }).perpLogos;
    };

    it('stores a re-encoded logo, served at /storage/perps-logos and listed in the page manifest', async () => {
      expect(await manifest()).not.toContain('PEPE');
      const response = await upload('kPEPE', pngDataUrl(1024, 600));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ publicUrl: '/storage/perps-logos/PEPE.svg' });
      expect(await manifest()).toContain('PEPE');
      const served = await server.request('/storage/perps-logos/PEPE.svg');
      expect(served.headers.get('content-type')).toBe('image/svg+xml');
      // The served SVG only draws the re-encoded PNG, fitted into 512 a side.
      const svg = await served.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="512" height="300" /);
      const png = Buffer.from(/href="data:image\/png;base64,([^"]+)"/.exec(svg)?.[1] ?? '', 'base64');
      expect(imageKindOf(png)).toBe('png');
      const audit = await db()
        .selectFrom('admin_audit_log')
        .selectAll()
        .where('entity', '=', 'perp-logo')
        .execute();
      expect(audit.at(-1)).toMatchObject({
        action: 'upload',
        entity_id: 'PEPE',
        wallet: admin.address.toLowerCase(),
        before: null,
        after: { url: '/storage/perps-logos/PEPE.svg' },
      });
    });

    it('lets an editor replace a logo; an SVG with a script is served without any of its markup', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" onload="alert(1)"><script>alert(2)</script><circle cx="32" cy="32" r="30" fill="red"/></svg>';
      const response = await upload('kPEPE', dataUrl('image/svg+xml', svg), editorCookie, editor.address);
      expect(response.status).toBe(200);
      const served = await (await server.request('/storage/perps-logos/PEPE.svg')).text();
      expect(served).toMatch(/width="64" height="64"/);
      expect(served).not.toMatch(/script|alert|onload|circle/);
      const audit = await db()
        .selectFrom('admin_audit_log')
        .selectAll()
        .where('entity', '=', 'perp-logo')
        .execute();
      expect(audit.at(-1)).toMatchObject({ before: { url: '/storage/perps-logos/PEPE.svg' } });
    });

    it('refuses bad bytes, big files and coin names that are no file name, storing nothing', async () => {
      const before = await snapshot();
      const cases: Array<[string, string, string]> = [
        ['ZETA', dataUrl('text/plain', 'hello'), 'Please upload an image file'],
        ['ZETA', dataUrl('image/png', 'just text, named png'), 'Please upload an image file'],
        [
          'ZETA',
          `data:image/png;base64,${Buffer.alloc(3 * 1024 * 1024).toString('base64')}`,
          'Image size must be less than 2MB',
        ],
        [
          'ZETA',
          dataUrl(
            'image/svg+xml',
            '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
          ),
          'SVG logos may not reference external files',
        ],
        ['../ZETA', pngDataUrl(8, 8), 'Choose a listed coin'],
        ['@1', pngDataUrl(8, 8), 'Choose a listed coin'],
        // A plain name, but no market the exchange lists (kPEPE is listed, PEPE is not).
        ['NOSUCHCOIN', pngDataUrl(8, 8), 'Choose a listed coin'],
        ['PEPE', pngDataUrl(8, 8), 'Choose a listed coin'],
      ];
      for (const [coin, image, error] of cases) {
        const response = await upload(coin, image);
        expect([response.status, await errorOf(response)], error).toEqual([400, error]);
      }
      expect(await snapshot()).toBe(before);
      expect(await manifest()).not.toContain('ZETA');
    });
  });

  describe('announcement images', () => {
    let pairId: number;

    beforeAll(async () => {
      const arabic = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
      await asAdmin('manage-token', {
        action: 'create',
        tokenData: { chain_id: 1, address: arabic, symbol: 'QMR', name: 'قمر', decimals: 18 },
      });
      const [base, quote] = await Promise.all([tokenId(arabic), tokenId(DAI)]);
      await asAdmin('manage-pair', {
        action: 'create',
        pairData: { chain_id: 1, base_token_id: base, quote_token_id: quote },
      });
      pairId = Number(
        (
          await db()
            .selectFrom('trading_pairs')
            .select('id')
            .where('base_token_id', '=', base)
            .executeTakeFirstOrThrow()
        ).id,
      );
    });

    it('needs an existing pair whose base token has a logo', async () => {
      const cases: Array<[unknown, number, string]> = [
        [null, 400, 'Pair ID not found'],
        [987_654, 404, 'Can only generate announcement images for existing pairs'],
        [pairId, 400, 'Base token must have a logo to generate announcement image'],
      ];
      for (const [id, status, error] of cases) {
        const response = await asAdmin('generate-announcement-image-v3', {
          pairId: id,
          baseTokenLogoUrl: 'https://x.y/z.png',
        });
        expect([response.status, await errorOf(response)]).toEqual([status, error]);
      }
    });

    it('renders a 1200x675 PNG with an Arabic name, stores it and saves it to the pair', async () => {
      const { publicUrl } = (await (await upload_(pngDataUrl(64, 64))).json()) as { publicUrl: string };
      const base = await db()
        .selectFrom('trading_pairs')
        .select('base_token_id')
        .where('id', '=', pairId)
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('tokens')
        .set({ logo_url: publicUrl })
        .where('id', '=', base.base_token_id)
        .execute();
      const response = await asAdmin('generate-announcement-image-v3', {
        pairId,
        baseTokenLogoUrl: publicUrl,
      });
      expect(response.status).toBe(200);
      const { imageUrl } = (await response.json()) as { imageUrl: string };
      expect(imageUrl).toMatch(new RegExp(`^/storage/public/announcements/pair-${pairId}-\\d+\\.png$`));
      const bytes = new Uint8Array(await (await server.request(imageUrl)).arrayBuffer());
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 675]);
      const pair = await db()
        .selectFrom('trading_pairs')
        .select('announcement_img_url')
        .where('id', '=', pairId)
        .executeTakeFirstOrThrow();
      expect(pair.announcement_img_url).toBe(imageUrl);
      const audit = await db()
        .selectFrom('admin_audit_log')
        .selectAll()
        .where('entity', '=', 'announcement')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.after).toEqual({ announcement_img_url: imageUrl });
    });

    const upload_ = (imageBase64: string) =>
      asAdmin('upload-token-logo', { tokenAddress: DAI, chainId: 1, imageBase64 });
  });

  it('lists the audit log newest first with its count', async () => {
    const { entries, count } = (await (await asAdmin('admin-audit-log', {})).json()) as {
      entries: Array<{ action: string; createdAt: string }>;
      count: number;
    };
    const total = await db().selectFrom('admin_audit_log').select('id').execute();
    expect(count).toBe(total.length);
    expect(entries[0]?.action).toBe('generate');
  });
});
