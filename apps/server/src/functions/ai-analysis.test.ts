import { type AnalysisResult, DEFAULT_SYMBOLS } from '@pluto/core';
import { sql } from 'kysely';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeJsonApi, startFakeJsonApi } from '../testing/fake-json-api';
import { tableSnapshot } from '../testing/table-snapshot';
import { PGLITE_BACKEND, TEST_BACKENDS } from '../testing/test-databases';
import { startTestExchange, type TestExchange } from '../testing/test-exchange';
import { startTestServer, type TestServer } from '../testing/test-server';

const alice = privateKeyToAccount(generatePrivateKey());
const bob = privateKeyToAccount(generatePrivateKey());

let exchange: TestExchange;
/** A test that starts its own server (a fresh database) waits this long on a loaded machine. */
const SERVER_START_TIMEOUT_MS = 30_000;

beforeAll(async () => {
  // Ten days of seeded candle history, as the devnet has thirty.
  exchange = await startTestExchange({ market: { seed: 28, historyDays: 10 } });
});
afterAll(async () => {
  await exchange?.close();
});

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const EXPERT_STOCK = {
  marketType: 'stock',
  symbol: 'AAPL',
  interval: '1H',
  expertMode: true,
  selectedIndicators: ['rsi', 'macd', 'bollinger'],
  timeframes: ['4H', '1D'],
  customPrompt: 'Focus on the daily trend.',
  strategyType: 'Trend Following',
};

function expectConsistentLevels(result: AnalysisResult): void {
  expect(['Buy', 'Sell', 'Neutral']).toContain(result.bias);
  expect(result.entry).toBeGreaterThan(0);
  if (result.bias === 'Buy') {
    expect(result.stopLoss).toBeLessThan(result.entry);
    expect(result.takeProfit).toBeGreaterThan(result.entry);
  }
  if (result.bias === 'Sell') {
    expect(result.stopLoss).toBeGreaterThan(result.entry);
    expect(result.takeProfit).toBeLessThan(result.entry);
  }
  if (result.bias === 'Neutral') expect(result.stopLoss).toBeNull();
}

describe.each(TEST_BACKENDS)('AI analysis functions on $name', (backend) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(backend, { EXCHANGE_API_URL: exchange.url });
  });
  afterAll(() => server.close());

  it('lists the crypto symbols from the exchange universe and the built-in stock list, news off', async () => {
    const crypto = await json<{
      symbols: string[];
      source: string;
      news: { available: boolean; reason: string };
    }>(await server.postJson('/functions/gptchart-symbols', { marketType: 'crypto' }));
    expect(crypto.source).toBe('exchange');
    expect(crypto.symbols).toContain('BTC-USDT');
    expect(crypto.symbols).toContain('ETH-USDT');
    expect(crypto.news).toEqual({ available: false, reason: expect.stringContaining('NEWS_API_KEY') });
    const stock = await json<{ symbols: string[] }>(
      await server.postJson('/functions/gptchart-symbols', { marketType: 'stock' }),
    );
    expect(stock.symbols).toEqual(DEFAULT_SYMBOLS.stock);
  });

  it('analyzes BTC 15m from the exchange candles for a visitor, keeping nothing', async () => {
    const before = await tableSnapshot(server.services.db);
    const response = await server.postJson('/functions/gptchart-analyze', {
      marketType: 'crypto',
      symbol: 'BTC-USDT',
      interval: '15m',
    });
    expect(response.status).toBe(200);
    const result = await json<AnalysisResult>(response);
    expectConsistentLevels(result);
    expect(result).toMatchObject({ id: null, creditsUsed: 1, strategyType: 'Custom', textSource: 'engine' });
    expect(result.candles).toHaveLength(150);
    // The exchange's last close is the entry.
    expect(result.entry).toBeCloseTo(result.candles.at(-1)?.c ?? 0, -1);
    expect(result.backtest.candles).toBeGreaterThan(400);
    expect(result.backtest.text).toMatch(/^Backtest/);
    expect(result.reasoning).toMatch(/^Custom: /);
    const after = await tableSnapshot(server.services.db);
    expect(after).not.toBe(before);
    const history = await server.services.db.selectFrom('ai_analysis_history').selectAll().execute();
    expect(history).toEqual([]);
  });

  it('analyzes a stock and a forex pair from the devnet simulated series, with indicators and timeframes', async () => {
    const stock = await json<AnalysisResult>(
      await server.postJson('/functions/gptchart-analyze', EXPERT_STOCK),
    );
    expectConsistentLevels(stock);
    expect(stock.creditsUsed).toBe(3);
    expect(stock.timeframes.map((frame) => frame.interval)).toEqual(['4H', '1D']);
    expect(stock.analysis).toContain('RSI');
    expect(stock.entry).toBeGreaterThan(100);
    const forex = await json<AnalysisResult>(
      await server.postJson('/functions/gptchart-analyze', {
        marketType: 'forex',
        symbol: 'EURUSD',
        interval: '4H',
        strategyType: 'Mean Reversion',
      }),
    );
    expectConsistentLevels(forex);
    expect(forex.entry).toBeGreaterThan(0.9);
    expect(forex.entry).toBeLessThan(1.3);
    expect(forex.reasoning).toMatch(/^Mean Reversion: /);
  });

  it('answers every validation text in the seed order and spends no credit on a refusal', async () => {
    const before = await tableSnapshot(server.services.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ marketType: 'crypto', symbol: '' }, 400, 'Please select a symbol'],
      [
        { ...EXPERT_STOCK, symbol: '', selectedIndicators: ['rsi', 'macd', 'ema', 'sma'] },
        400,
        'Please select a symbol',
      ],
      [
        { ...EXPERT_STOCK, selectedIndicators: ['rsi', 'macd', 'ema', 'sma'] },
        400,
        'Maximum 3 indicators allowed',
      ],
      [{ ...EXPERT_STOCK, timeframes: ['4H', '1D', '1W'] }, 400, 'Maximum 2 additional timeframes allowed'],
      [{ ...EXPERT_STOCK, analyzeRelatedNews: true }, 400, 'Related news is not available'],
      [{ ...EXPERT_STOCK, symbol: 'ZZZZ' }, 400, 'ZZZZ has no data on the devnet'],
      [{ marketType: 'crypto', symbol: 'NOPE-USDT' }, 400, 'NOPE-USDT is not listed on the exchange'],
    ];
    for (const [body, status, text] of cases) {
      const response = await server.postJson('/functions/gptchart-analyze', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json<{ error: string }>(response)).error).toContain(text);
    }
    expect(await tableSnapshot(server.services.db)).toBe(before);
  });

  it('keeps a signed-in wallet analyses in its own history, newest first, and charges the wallet', async () => {
    const aliceCookie = await server.signIn(alice);
    const bobCookie = await server.signIn(bob);
    const first = await json<AnalysisResult>(
      await server.postJson(
        '/functions/gptchart-analyze',
        { marketType: 'forex', symbol: 'GBPUSD', interval: '1H' },
        aliceCookie,
      ),
    );
    const second = await json<AnalysisResult>(
      await server.postJson('/functions/gptchart-analyze', EXPERT_STOCK, aliceCookie),
    );
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.creditsRemaining).toBe(50 - 1 - 3);
    const { history } = await json<{
      history: { id: string; symbol: string; stop_loss: number | null; user_id: string }[];
    }>(
      await server.postJson('/functions/ai-analysis-history', { walletAddress: alice.address }, aliceCookie),
    );
    expect(history.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(history[0]).toMatchObject({
      symbol: 'AAPL',
      stop_loss: second.stopLoss,
      user_id: alice.address.toLowerCase(),
    });
    const bobs = await json<{ history: unknown[] }>(
      await server.postJson('/functions/ai-analysis-history', { walletAddress: bob.address }, bobCookie),
    );
    expect(bobs.history).toEqual([]);
    // Bob cannot read Alice's history by naming her address.
    const forged = await server.postJson(
      '/functions/ai-analysis-history',
      { walletAddress: alice.address },
      bobCookie,
    );
    expect(forged.status).toBe(403);
  });

  it('keeps strategies per wallet: another wallet cannot read, change or delete them', async () => {
    const aliceCookie = await server.signIn(alice);
    const bobCookie = await server.signIn(bob);
    const manage = (cookie: string, walletAddress: string, body: Record<string, unknown>) =>
      server.postJson('/functions/manage-strategy', { walletAddress, ...body }, cookie);
    const created = await json<{ strategy: { id: string; indicators: string[]; timeframes: string[] } }>(
      await manage(aliceCookie, alice.address, {
        action: 'create',
        strategy: {
          name: 'Daily trend',
          strategy_type: 'Trend Following',
          market_type: 'stock',
          default_symbol: 'AAPL',
          default_interval: '1H',
          indicators: ['rsi', 'macd', 'ema', 'sma'],
          timeframes: ['4H', '1D', '1W'],
        },
      }),
    );
    // Picks beyond the limits are dropped silently.
    expect(created.strategy.indicators).toEqual(['rsi', 'macd', 'ema']);
    expect(created.strategy.timeframes).toEqual(['4H', '1D']);
    const id = created.strategy.id;
    const before = await tableSnapshot(server.services.db);

    const bobList = await json<{ strategies: unknown[] }>(
      await manage(bobCookie, bob.address, { action: 'list' }),
    );
    expect(bobList.strategies).toEqual([]);
    const update = await manage(bobCookie, bob.address, {
      action: 'update',
      strategyId: id,
      strategy: { name: 'Stolen', strategy_type: 'Custom' },
    });
    expect(update.status).toBe(404);
    expect(await json(update)).toEqual({ error: 'Strategy not found' });
    const remove = await manage(bobCookie, bob.address, { action: 'delete', strategyId: id });
    expect(remove.status).toBe(404);
    expect((await manage(bobCookie, alice.address, { action: 'list' })).status).toBe(403);
    expect(await tableSnapshot(server.services.db)).toBe(before);

    const renamed = await json<{ strategy: { name: string } }>(
      await manage(aliceCookie, alice.address, {
        action: 'update',
        strategyId: id,
        strategy: { name: 'Daily trend v2', strategy_type: 'Momentum Swing' },
      }),
    );
    expect(renamed.strategy.name).toBe('Daily trend v2');
    const list = await json<{ strategies: { id: string; name: string }[] }>(
      await manage(aliceCookie, alice.address, { action: 'list' }),
    );
    expect(list.strategies.map((s) => s.name)).toEqual(['Daily trend v2']);
    expect(
      await json(await manage(aliceCookie, alice.address, { action: 'delete', strategyId: id })),
    ).toEqual({
      success: true,
    });
    const empty = await json<{ strategies: unknown[] }>(
      await manage(aliceCookie, alice.address, { action: 'list' }),
    );
    expect(empty.strategies).toEqual([]);
    const missing = await manage(aliceCookie, alice.address, { action: 'delete' });
    expect((await json<{ error: string }>(missing)).error).toContain('strategyId is required');
  });
});

describe('AI analysis credits and providers', () => {
  it(
    'refuses a visitor over the per-IP allowance with a clear error, and counts IPs apart',
    async () => {
      const server = await startTestServer(PGLITE_BACKEND, {
        EXCHANGE_API_URL: exchange.url,
        AI_VISITOR_DAILY_CREDITS: '4',
        TRUST_PROXY: 'true',
      });
      try {
        const call = (ip: string) =>
          server.request('/functions/gptchart-analyze', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify(EXPERT_STOCK),
          });
        // Yesterday's credits used up: today's allowance is whole, and earlier days' rows go.
        const today = new Date().toISOString().slice(0, 10);
        const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        await server.services.db
          .insertInto('ai_credit_usage')
          .values({ subject: 'ip:10.0.0.1', day: yesterday, used: 4 })
          .execute();
        const first = await call('10.0.0.1');
        expect(first.status).toBe(200);
        expect((await json<AnalysisResult>(first)).creditsRemaining).toBe(1);
        const days = await server.services.db
          .selectFrom('ai_credit_usage')
          .select(sql<string>`day::text`.as('day'))
          .execute();
        expect(days).toEqual([{ day: today }]);
        const refused = await call('10.0.0.1');
        expect(refused.status).toBe(429);
        expect(await json(refused)).toEqual({
          error:
            'Daily analysis credits used up: 4 credits per day for visitors without a wallet. Try again tomorrow (UTC).',
        });
        expect((await call('10.0.0.2')).status).toBe(200);
      } finally {
        await server.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );

  describe('with a fake OpenAI-compatible LLM', () => {
    let llm: FakeJsonApi;
    let server: TestServer;
    let engineOnly: TestServer;
    const written = { reasoning: 'The LLM explains the trend.', analysis: 'A longer LLM analysis.' };

    beforeAll(async () => {
      llm = await startFakeJsonApi(() => ({
        body: {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: JSON.stringify(written), refusal: null },
            },
          ],
        },
      }));
      server = await startTestServer(PGLITE_BACKEND, {
        EXCHANGE_API_URL: exchange.url,
        LLM_API_KEY: 'sk-test-secret',
        LLM_BASE_URL: `${llm.url}/v1`,
        LLM_MODEL: 'test-model',
        LLM_TIMEOUT_MS: '300',
        AI_VISITOR_DAILY_CREDITS: '1000',
      });
      engineOnly = await startTestServer(PGLITE_BACKEND, { EXCHANGE_API_URL: exchange.url });
    }, 2 * SERVER_START_TIMEOUT_MS);
    afterAll(async () => {
      await server.close();
      await engineOnly.close();
      await llm.close();
    });

    it('uses the structured output for the texts and keeps the engine numbers', async () => {
      const result = await json<AnalysisResult>(
        await server.postJson('/functions/gptchart-analyze', EXPERT_STOCK),
      );
      const engine = await json<AnalysisResult>(
        await engineOnly.postJson('/functions/gptchart-analyze', EXPERT_STOCK),
      );
      expect(result.textSource).toBe('llm');
      expect(result.reasoning).toBe(written.reasoning);
      expect(result.analysis).toContain(written.analysis);
      expect(result.analysis).toContain(engine.backtest.text);
      for (const field of [
        'bias',
        'entry',
        'stopLoss',
        'takeProfit',
        'confirmationPrice',
        'backtest',
      ] as const) {
        expect(result[field]).toEqual(engine[field]);
      }
      const request = llm.requests.at(-1);
      expect(request?.url).toBe('/v1/chat/completions');
      expect(request?.headers.authorization).toBe('Bearer sk-test-secret');
      const body = request?.body as {
        model: string;
        response_format: { type: string; json_schema: { strict: boolean } };
        messages: { content: string }[];
      };
      expect(body.model).toBe('test-model');
      expect(body.response_format.type).toBe('json_schema');
      expect(body.response_format.json_schema.strict).toBe(true);
      expect(body.messages[1]?.content).toContain('Focus on the daily trend.');
      expect(body.messages[1]?.content).toContain(`"entry":${engine.entry}`);
      expect(server.logLines.join('')).not.toContain('sk-test-secret');
    });

    it('falls back to the engine texts on garbage, an error answer or a timeout', async () => {
      const answers = [
        {
          body: {
            choices: [{ finish_reason: 'stop', message: { content: 'not json at all', refusal: null } }],
          },
        },
        {
          body: {
            choices: [{ finish_reason: 'stop', message: { content: '{"reasoning":""}', refusal: null } }],
          },
        },
        { status: 500, body: { error: { message: 'overloaded' } } },
        { body: { choices: [] }, delayMs: 1_000 },
      ];
      for (const answer of answers) {
        llm.answer = () => answer;
        const result = await json<AnalysisResult>(
          await server.postJson('/functions/gptchart-analyze', EXPERT_STOCK),
        );
        expect(result.textSource, JSON.stringify(answer)).toBe('engine');
        expect(result.reasoning).toMatch(/^Trend Following: /);
      }
    });
  });

  it(
    'adds related headlines from the news provider when its key is set, for one more credit',
    async () => {
      const news = await startFakeJsonApi(() => ({
        body: {
          status: 'ok',
          totalResults: 1,
          articles: [
            {
              source: { id: null, name: 'Example Wire' },
              author: null,
              title: 'Apple beats estimates',
              description: null,
              url: 'https://example.com/apple',
              urlToImage: null,
              publishedAt: '2026-11-26T09:00:00Z',
              content: null,
            },
          ],
        },
      }));
      const server = await startTestServer(PGLITE_BACKEND, {
        EXCHANGE_API_URL: exchange.url,
        NEWS_API_KEY: 'news-key',
        NEWS_API_BASE_URL: news.url,
      });
      try {
        const symbols = await json<{ news: unknown }>(
          await server.postJson('/functions/gptchart-symbols', { marketType: 'stock' }),
        );
        expect(symbols.news).toEqual({ available: true, reason: null });
        const result = await json<AnalysisResult>(
          await server.postJson('/functions/gptchart-analyze', {
            marketType: 'stock',
            symbol: 'AAPL',
            interval: '1H',
            analyzeRelatedNews: true,
          }),
        );
        expect(result.creditsUsed).toBe(2);
        expect(result.news).toEqual([
          {
            title: 'Apple beats estimates',
            url: 'https://example.com/apple',
            source: 'Example Wire',
            publishedAt: '2026-11-26T09:00:00Z',
          },
        ]);
        expect(result.analysis).toContain('- Apple beats estimates (Example Wire)');
        expect(news.requests[0]?.headers['x-api-key']).toBe('news-key');
        expect(news.requests[0]?.url).toContain('/v2/everything?q=AAPL');
      } finally {
        await server.close();
        await news.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );

  it(
    'reads stock candles from the market-data provider when its key is set',
    async () => {
      const now = Date.now();
      const values = Array.from({ length: 300 }, (_, k) => {
        const time = new Date(now - k * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
        const close = 200 + k * 0.5;
        return {
          datetime: time,
          open: String(close),
          high: String(close + 1),
          low: String(close - 1),
          close: String(close),
          volume: '1000',
        };
      });
      const provider = await startFakeJsonApi(() => ({
        body: { meta: { symbol: 'MSFT', interval: '1h' }, values, status: 'ok' },
      }));
      const server = await startTestServer(PGLITE_BACKEND, {
        EXCHANGE_API_URL: exchange.url,
        MARKET_DATA_API_KEY: 'td-key',
        MARKET_DATA_BASE_URL: provider.url,
      });
      try {
        const result = await json<AnalysisResult>(
          await server.postJson('/functions/gptchart-analyze', {
            marketType: 'stock',
            symbol: 'MSFT',
            interval: '1H',
            strategyType: 'Trend Following',
          }),
        );
        // Newest first in the answer, falling by 0.5 an hour: a downtrend ending at 200.
        expect(result.entry).toBe(200);
        expect(result.bias).toBe('Sell');
        expect(provider.requests[0]?.url).toMatch(
          /^\/time_series\?symbol=MSFT&interval=1h&outputsize=500&timezone=UTC&apikey=td-key$/,
        );
        provider.answer = () => ({ body: { code: 401, message: 'Invalid API key', status: 'error' } });
        const refused = await server.postJson('/functions/gptchart-analyze', {
          marketType: 'forex',
          symbol: 'EURUSD',
          interval: '1H',
        });
        expect(refused.status).toBe(502);
        expect(await json(refused)).toEqual({ error: 'Twelve Data: Invalid API key' });
        expect(provider.requests[1]?.url).toContain('symbol=EUR%2FUSD');
      } finally {
        await server.close();
        await provider.close();
      }
    },
    SERVER_START_TIMEOUT_MS,
  );
});
