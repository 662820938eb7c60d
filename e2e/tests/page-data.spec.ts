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
