import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_BACKEND } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, TEST_ORIGIN, type TestServer } from '../testing/test-server';
import { storeTradeCard } from './trade-summaries';

/**
 * The trade-summary card end to end: a trader opens and closes a BTC long on the real engine, then
 * asks the server for the card of the closing order; the figures are the engine's.
 */
const maker = privateKeyToAccount(generatePrivateKey());
const trader = privateKeyToAccount(generatePrivateKey());
const stranger = privateKeyToAccount(generatePrivateKey());

let exchange: TestExchange;
let server: TestServer;
let traderCookie: string;
let strangerCookie: string;
let closingOid: number;
let openingOid: number;

const filled = (answer: { response: { data: { statuses: unknown[] } } }) => {
  const [status] = answer.response.data.statuses as Array<{ filled?: { oid: number } }>;
  if (!status?.filled) throw new Error(`not filled: ${JSON.stringify(answer)}`);
  return status.filled.oid;
};

beforeAll(async () => {
  exchange = await startTestExchange();
  exchange.fund(maker.address, '1000000');
  exchange.fund(trader.address, '10000');
  // The maker's book: the trader buys at 113100, then sells back at 114000.
  const makerQuote = (buy: boolean, price: string) =>
    exchange.client(maker).order({
      orders: [{ a: 0, b: buy, p: price, s: '1', r: false, t: { limit: { tif: 'Gtc' } } }],
      grouping: 'na',
    });
  await makerQuote(false, '113100');
  const client = exchange.client(trader);
  await client.updateLeverage({ asset: 0, isCross: true, leverage: 10 });
  openingOid = filled(
    await client.order({
      orders: [{ a: 0, b: true, p: '113500', s: '0.1', r: false, t: { limit: { tif: 'Ioc' } } }],
      grouping: 'na',
    }),
  );
  await makerQuote(true, '114000');
  closingOid = filled(
    await client.order({
      orders: [{ a: 0, b: false, p: '113900', s: '0.1', r: true, t: { limit: { tif: 'Ioc' } } }],
      grouping: 'na',
    }),
  );
  server = await startTestServer(PGLITE_BACKEND, { EXCHANGE_API_URL: exchange.url });
  traderCookie = await server.signIn(trader);
  strangerCookie = await server.signIn(stranger);
});

afterAll(async () => {
  await server?.close();
  await exchange?.close();
});

describe('generate-trade-summary', () => {
  it("renders and stores the card of the user's own closing order from the engine's figures", async () => {
    const response = await server.postJson(
      '/functions/generate-trade-summary',
      // A forged figure in the body changes nothing: the contract drops it.
      { userAddress: trader.address, oid: closingOid, pnl: 999_999 },
      traderCookie,
    );
    expect(response.status).toBe(200);
    const card = (await response.json()) as {
      stored: boolean;
      shareId: string;
      imageUrl: string;
      trade: Record<string, number>;
    };
    expect(card.stored).toBe(true);
    expect(card.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(card.imageUrl).toMatch(/^\/storage\/public\/generated\/trade-summary-BTC-\d{13}\.png$/);
    // 0.1 BTC from 113100 to 114000 at 10x: +90 on 1,131 of margin.
    expect(card.trade).toMatchObject({
      symbol: 'BTC',
      side: 'long',
      leverage: 10,
      size: 0.1,
      exitPrice: 114000,
    });
    expect(card.trade.pnl).toBeCloseTo(90, 6);
    expect(card.trade.entryPrice).toBeCloseTo(113100, 6);
    expect(card.trade.pnlPercentage).toBe(7.96);

    const image = await server.request(card.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
    expect([...new Uint8Array(await image.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);

    // Asked again, the same card: one per order.
    const again = await server.postJson(
      '/functions/generate-trade-summary',
      { userAddress: trader.address, oid: closingOid },
      traderCookie,
    );
    expect(await again.json()).toEqual(card);

    // Anyone with the share id reads it; the figures are the stored ones.
    const shared = await server.postJson('/functions/get-shared-trade', { shareId: card.shareId });
    expect(await shared.json()).toEqual(card);

    // Its page previews the card where the link is pasted.
    const page = await (await server.request(`/${card.shareId}`)).text();
    expect(page).toContain(`<meta property="og:image" content="${TEST_ORIGIN}${card.imageUrl}">`);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(page).toContain('<meta property="og:title" content="BTC Long 10x +7.96% on Pluto">');
    const unknownPage = await (await server.request('/AAAAAAAAAAAAAAAAAAAAAA')).text();
    expect(unknownPage).not.toContain('og:image');
  });

  it("refuses another user's order, an order that closed nothing, and a card for someone else", async () => {
    const others = await server.postJson(
      '/functions/generate-trade-summary',
      { userAddress: stranger.address, oid: closingOid },
      strangerCookie,
    );
    expect(others.status).toBe(404);
    expect(await others.json()).toEqual({ error: 'No closing trade of yours was found for that order' });

    const opening = await server.postJson(
      '/functions/generate-trade-summary',
      { userAddress: trader.address, oid: openingOid },
      traderCookie,
    );
    expect(opening.status).toBe(404);

    const impersonated = await server.postJson(
      '/functions/generate-trade-summary',
      { userAddress: trader.address, oid: closingOid },
      strangerCookie,
    );
    expect(impersonated.status).toBe(403);
    const anonymous = await server.postJson('/functions/generate-trade-summary', {
      userAddress: trader.address,
      oid: closingOid,
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for an unknown share id', async () => {
    const response = await server.postJson('/functions/get-shared-trade', {
      shareId: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(response.status).toBe(404);
  });

  it('never overwrites a stored card: a taken name moves the timestamp on', async () => {
    const png = new Uint8Array([1, 2, 3]);
    const first = await storeTradeCard(server.services.storage, 'ETH', png, 1_700_000_000_000);
    const second = await storeTradeCard(
      server.services.storage,
      'ETH',
      new Uint8Array([4]),
      1_700_000_000_000,
    );
    expect(first).toBe('generated/trade-summary-ETH-1700000000000.png');
    expect(second).toBe('generated/trade-summary-ETH-1700000000001.png');
    expect((await server.services.storage.get('public', first))?.body).toEqual(png);
  });
});
