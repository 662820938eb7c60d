import { Agent } from 'undici';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../testing/test-exchange';
import { ExchangeGateway } from './exchange-gateway';

/**
 * The server's exchange client against the real devnet exchange enforcing Hyperliquid's per-IP
 * request weight, shrunk to a 1 s window so a burst "above the budget" takes seconds, not minutes.
 * The server's requests leave from 127.0.0.2, as on the devnet; the test's own from 127.0.0.1.
 */

const WINDOW_MS = 1_000;
const BUDGET = 40;
const TRADER = privateKeyToAccount(`0x${'5'.repeat(64)}`);

let exchange: TestExchange | undefined;

afterEach(async () => {
  await exchange?.close();
  exchange = undefined;
});

async function limitedExchange(): Promise<TestExchange> {
  exchange = await startTestExchange({ requestLimits: { weightPerMinute: BUDGET, windowMs: WINDOW_MS } });
  return exchange;
}

function gateway(url: string, budget: { weightPerMinute: number; windowMs: number }, rateLimited: number[]) {
  return new ExchangeGateway({
    apiUrl: url,
    isTestnet: true,
    localAddress: '127.0.0.2',
    budget,
    maxBudgetWaitMs: 30_000,
    onRateLimited: (pause) => rateLimited.push(pause),
  });
}

const SERVER_ADDRESS = new Agent({ localAddress: '127.0.0.2' });

/** allMids straight to the exchange (from 127.0.0.1, or the server's address), answered with its status. */
async function rawAllMids(url: string, fromServerAddress = false): Promise<number> {
  const response = await fetch(`${url}/info`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'allMids' }),
    ...(fromServerAddress && { dispatcher: SERVER_ADDRESS }),
  } as RequestInit);
  await response.text();
  return response.status;
}

/** Spends the server address's whole window at the exchange behind the client's back. */
async function spendServerWindow(url: string): Promise<void> {
  const statuses = await Promise.all(Array.from({ length: BUDGET / 2 }, () => rawAllMids(url, true)));
  expect(statuses.every((status) => status === 200)).toBe(true);
}

/** Backing off through several 1 s windows with jitter takes seconds more on a busy machine. */
const BACKOFF_TEST_TIMEOUT_MS = 30_000;

describe('the exchange client under the exchange request limits', () => {
  it('keeps a burst above the budget within it: every request answered, not one 429', async () => {
    const { url } = await limitedExchange();
    const rateLimited: number[] = [];
    const client = gateway(url, { weightPerMinute: BUDGET, windowMs: WINDOW_MS }, rateLimited);
    // 30 allMids weigh 60, half again the 40 the window allows.
    const answers = await Promise.all(Array.from({ length: 30 }, () => client.info.allMids()));
    expect(answers.every((mids) => 'BTC' in mids)).toBe(true);
    expect(rateLimited).toEqual([]);
  });

  it(
    'backs off on 429s and completes every request when it thinks it has more budget than it has',
    async () => {
      const { url } = await limitedExchange();
      const rateLimited: number[] = [];
      // Told the whole 1,200 a minute, and the window already spent by someone else on its address:
      // only the exchange's 429s hold it back.
      const client = gateway(url, { weightPerMinute: 1200, windowMs: WINDOW_MS }, rateLimited);
      await spendServerWindow(url);
      const answers = await Promise.all(Array.from({ length: 30 }, () => client.info.allMids()));
      expect(answers).toHaveLength(30);
      expect(rateLimited.length).toBeGreaterThan(0);
    },
    BACKOFF_TEST_TIMEOUT_MS,
  );

  it(
    'never loses an acknowledged action: a burst of orders past the budget all rest on the book',
    async () => {
      const testExchange = await limitedExchange();
      testExchange.fund(TRADER.address, '100000');
      const rateLimited: number[] = [];
      const trader = gateway(
        testExchange.url,
        { weightPerMinute: 1200, windowMs: WINDOW_MS },
        rateLimited,
      ).trader(TRADER);
      await spendServerWindow(testExchange.url);
      const order = (i: number) => ({
        orders: [
          {
            a: 0,
            b: true,
            p: String(90_000 + i),
            s: '0.001',
            r: false,
            t: { limit: { tif: 'Gtc' as const } },
          },
        ],
        grouping: 'na' as const,
      });
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => trader.order(order(i))));
      const oids = answers.map((answer) => {
        const status = answer.response.data.statuses[0];
        if (!status || typeof status !== 'object' || !('resting' in status)) throw new Error('not resting');
        return status.resting.oid;
      });
      expect(new Set(oids).size).toBe(60);
      expect(rateLimited.length).toBeGreaterThan(0);
      const resting = testExchange.service.engine.state;
      for (const oid of oids) expect(resting.orders.has(oid)).toBe(true);
    },
    BACKOFF_TEST_TIMEOUT_MS,
  );

  it("counts the server's requests apart from the browsers' on 127.0.0.1", async () => {
    const { url } = await limitedExchange();
    const statuses = await Promise.all(Array.from({ length: 25 }, () => rawAllMids(url)));
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const rateLimited: number[] = [];
    const client = gateway(url, { weightPerMinute: BUDGET, windowMs: WINDOW_MS }, rateLimited);
    expect(await client.info.allMids()).toHaveProperty('BTC');
    expect(rateLimited).toEqual([]);
  });
});
