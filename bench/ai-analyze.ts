/**
 * Issue 28: `gptchart-analyze` without an LLM, 3 indicators, 2 extra timeframes, backtest included,
 * against the devnet exchange engine (30 days of candle history, in this process) and the server app
 * on an in-memory PGlite. Target: p50 ≤ 150 ms over 100 calls.
 *
 * Two figures, because the server keeps a market's candles for up to 15 s (a quarter of the interval
 * at most): "cold" calls read all three timeframes' candles from the exchange (each of the 10
 * crypto symbols once), the 100 calls rotate over the same symbols as traders asking about the same
 * markets within seconds would.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/ai-analyze.ts [calls]
 */
import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SYMBOLS } from '@pluto/core';
import { createApp } from '../apps/server/src/app';
import { loadServerConfig } from '../apps/server/src/config';
import { createLogger } from '../apps/server/src/logger';
import { openServices } from '../apps/server/src/services';
import { startTestExchange } from '../apps/server/src/testing/test-exchange';
import { percentile } from './trading-devnet';

const CALLS = Number(process.argv[2] ?? 100);
const folder = mkdtempSync(join(tmpdir(), 'pluto-bench-ai-'));
// The app serves the web build; the benchmark asks only its functions.
writeFileSync(join(folder, 'index.html'), '<!doctype html>');
const exchange = await startTestExchange({ market: { seed: 1, historyDays: 30 } });
const config = loadServerConfig({
  PORT: '9290',
  DATA_DIR: folder,
  WEB_DIST_DIR: folder,
  EXCHANGE_API_URL: exchange.url,
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  EXCHANGE_WEIGHT_PER_MINUTE: '1000000',
  AI_VISITOR_DAILY_CREDITS: '1000000',
});
const services = await openServices(config, createSecretKey(randomBytes(32)), {
  kind: 'pglite',
  dataDir: null,
});
const app = createApp(config, createLogger('silent'), services);

const symbols = DEFAULT_SYMBOLS.crypto;
async function analyze(symbol: string): Promise<number> {
  const started = performance.now();
  const response = await app.request('/functions/gptchart-analyze', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      marketType: 'crypto',
      symbol,
      interval: '15m',
      expertMode: true,
      selectedIndicators: ['rsi', 'macd', 'bollinger'],
      timeframes: ['1H', '4H'],
      strategyType: 'Custom',
    }),
  });
  const body = (await response.json()) as { backtest?: { candles: number }; error?: string };
  if (response.status !== 200) throw new Error(`${symbol}: ${response.status} ${body.error}`);
  return performance.now() - started;
}

try {
  const cold: number[] = [];
  for (const symbol of symbols) cold.push(await analyze(symbol));
  const warm: number[] = [];
  for (let i = 0; i < CALLS; i++) warm.push(await analyze(symbols[i % symbols.length] ?? 'BTC-USDT'));
  const p50 = percentile(warm, 50);
  console.log('gptchart-analyze: 15m + 1H + 4H, RSI/MACD/Bollinger, Custom rule, backtest, no LLM');
  console.log(
    `  cold (candles read from the exchange), ${cold.length} calls: p50 ${percentile(cold, 50).toFixed(1)} ms, max ${Math.max(...cold).toFixed(1)} ms`,
  );
  console.log(
    `  ${CALLS} calls over ${symbols.length} symbols: p50 ${p50.toFixed(1)} ms (target ≤ 150 ms: ${p50 <= 150 ? 'met' : 'missed'}), p95 ${percentile(warm, 95).toFixed(1)} ms`,
  );
} finally {
  await services.close();
  await exchange.close();
  rmSync(folder, { recursive: true, force: true });
}
