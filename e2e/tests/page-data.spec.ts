import { expect, test } from '../support/fixtures';

/** Requests the page makes for the markets or its configuration, by what they ask for. */
function watchStartupRequests(page: import('@playwright/test').Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/config.json') seen.push('config.json');
    if (url.pathname === '/info' && request.method() === 'POST') {
      const type = (request.postDataJSON() as { type?: string } | null)?.type;
      if (type === 'metaAndAssetCtxs') seen.push(type);
    }
  });
  return seen;
}

test('the trading page paints its market from the data written into the page, without asking again', async ({
  page,
  request,
}) => {
  // A server started a moment ago may not have read the markets yet; it then serves pages without them.
  await expect
    .poll(async () => (await request.get('/perpetual')).text(), { timeout: 10_000 })
    .toContain('"perpMarkets"');
  const requests = watchStartupRequests(page);
  await page.goto('/perpetual');
  await expect(page.getByTestId('market-price')).toHaveText(/^\$[\d,]+\.\d+$/);
  await expect(page.getByRole('button', { name: /BTC/ }).first()).toBeVisible();
  // The market list is the server's copy (fresh for 10 s) and the configuration came with the page.
  expect(requests).toEqual([]);
  const pageData = await page.locator('script#pluto-page-data').textContent();
  expect(JSON.parse(pageData ?? '{}')).toMatchObject({
    config: { network: 'devnet' },
    perpMarkets: { markets: expect.arrayContaining([expect.objectContaining({ coin: 'BTC' })]) },
  });
});

test('other pages carry the configuration only', async ({ page }) => {
  const requests = watchStartupRequests(page);
  await page.goto('/fees');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const pageData = JSON.parse((await page.locator('script#pluto-page-data').textContent()) ?? '{}');
  expect(pageData.config.network).toBe('devnet');
  expect(pageData.perpMarkets).toBeUndefined();
  expect(requests).toEqual([]);
});

test('a spot pair page paints its pair and chart from the data written into the page, without the lookups', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/spot/pairs') || pathname === '/api/spot/ohlcv') lookups.push(pathname);
  });
  await page.goto('/spot/bsc/cake_bnb');
  // The route's pair, named in its own case, and the chart's state: candles or the empty text.
  await expect(page.getByText('PancakeSwap Token (CAKE)').first()).toBeVisible();
  await expect(page).toHaveURL(/\/spot\/bsc\/cake_bnb$/);
  // Once the full chart has mounted, the empty text (when the pair has no candles) is inside it.
  await expect(
    page
      .getByText(/No chart data · BSC:CAKE_BNB 1h/)
      .or(page.getByTestId('chart-widget'))
      .first(),
  ).toBeVisible();
  const pageData = JSON.parse((await page.locator('script#pluto-page-data').textContent()) ?? '{}');
  expect(pageData.spotPair.pair).toMatchObject({ chain_id: 56, base_symbol: 'CAKE', quote_symbol: 'BNB' });
  expect(pageData.spotCandles).toMatchObject({ chainId: 56, interval: '1H' });
  expect(lookups).toEqual([]);
});
