import type { Page } from '@playwright/test';
import { answerWeight, IP_WEIGHT_PER_MINUTE, requestWeight } from '@pluto/core';
import { expect, test } from '../support/fixtures';
import { connectDevWallet } from '../support/wallet';

/**
 * Hyperliquid counts 1,200 request weight a minute per IP (issue 19 point 3); on the real exchange
 * each browser is its own IP. A trader's browser on the trading screen must stay well inside it,
 * and the fixture fails the test on any 429 the page gets.
 */

const MINUTE_MS = 60_000;
/** A browser may use at most this share of its budget, leaving room for bursts (reloads, trading). */
const BROWSER_SHARE = 0.25;

/** Request weight the page spends on the exchange's REST API, by request type. */
function meterExchangeWeight(page: Page) {
  const byType = new Map<string, number>();
  const add = (type: string, weight: number) => byType.set(type, (byType.get(type) ?? 0) + weight);
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST' || (path !== '/info' && path !== '/exchange')) return;
    const body: unknown = request.postDataJSON();
    const endpoint = path === '/info' ? 'info' : 'exchange';
    const type = body as { type?: string; action?: { type?: string } } | null;
    add(`${endpoint} ${type?.type ?? type?.action?.type ?? '?'}`, requestWeight(endpoint, body));
  });
  page.on('response', async (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== '/info' || request.method() !== 'POST' || !response.ok()) return;
    const extra = answerWeight(request.postDataJSON(), await response.json().catch(() => null));
    if (extra > 0) add(`info ${(request.postDataJSON() as { type?: string }).type} (items)`, extra);
  });
  return {
    total: () => [...byType.values()].reduce((sum, weight) => sum + weight, 0),
    breakdown: () => Object.fromEntries([...byType].sort((a, b) => b[1] - a[1])),
  };
}

test("a trader's browser on the trading screen spends a small share of Hyperliquid's per-IP budget", async ({
  page,
}) => {
  test.setTimeout(2 * MINUTE_MS);
  const meter = meterExchangeWeight(page);
  const started = Date.now();
  await connectDevWallet(page, '/perpetual', 12);
  await expect(page.getByTestId('market-price')).toHaveText(/^\$[\d,]+\.\d+$/);
  // A whole minute from the first request: the start's burst and the steady polling after it.
  await page.waitForTimeout(MINUTE_MS - (Date.now() - started));
  console.log(`exchange weight in the first minute: ${meter.total()}`, meter.breakdown());
  expect(meter.total()).toBeLessThan(IP_WEIGHT_PER_MINUTE * BROWSER_SHARE);
});
