/**
 * Issue 21: the server's trade-summary card render (satori layout + resvg PNG), p50 and p95 over 100
 * cards of different figures after a warm-up (the first render loads the fonts and compiles satori's
 * layout engine). Target p50 ≤ 150 ms.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/trade-card.ts [cards]
 */
import type { TradeSummary } from '@pluto/core';
import { renderTradeCard } from '../apps/server/src/share/trade-card';
import { percentile } from './trading-devnet';

const CARDS = Number(process.argv[2] ?? 100);
const WARM_UP = 3;

function card(i: number): TradeSummary {
  const entryPrice = 100_000 + i * 137;
  const exitPrice = entryPrice * (1 + ((i % 11) - 5) / 100);
  const size = 0.001 * (1 + (i % 7));
  const pnl = (exitPrice - entryPrice) * size;
  return {
    symbol: ['BTC', 'ETH', 'SOL', 'kPEPE'][i % 4] ?? 'BTC',
    side: i % 2 ? 'long' : 'short',
    leverage: 1 + (i % 40),
    entryPrice,
    exitPrice,
    size,
    pnl,
    pnlPercentage: Math.round((pnl / ((entryPrice * size) / (1 + (i % 40)))) * 100 * 100) / 100,
    closedAt: 1_764_000_000_000 + i,
  };
}

const shareUrl = (i: number) => `https://pluto.trade/${String(i).padStart(22, 'A')}`;
for (let i = 0; i < WARM_UP; i++) await renderTradeCard(card(i), shareUrl(i));

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < CARDS; i++) {
  const started = performance.now();
  const png = await renderTradeCard(card(i), shareUrl(i));
  times.push(performance.now() - started);
  bytes += png.length;
}
const p50 = percentile(times, 50);
console.log(`trade-summary card, 1200x630 PNG, ${CARDS} cards (after ${WARM_UP} warm-up renders)`);
console.log(`  p50 ${p50.toFixed(1)} ms (target ≤ 150 ms: ${p50 <= 150 ? 'met' : 'missed'})`);
console.log(`  p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
console.log(`  mean PNG ${(bytes / CARDS / 1024).toFixed(1)} KB`);
