import type { APIRequestContext, Page, Request } from '@playwright/test';
import { MOBILE } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import { connectDevWallet, recordToasts, SETTLE_TIMEOUT_MS, shownToasts } from '../support/wallet';

/**
 * Issue 25 on the full devnet, as a new trader would: the spot entry redirect, the pair page's
 * network switch, a buy with the native coin and a sell back with an ERC-20 (approval first), the
 * insufficient-balance and slippage warnings, and the phone's Chart/Trade tabs. Dev account #22
 * trades (e2e/README.md).
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/i25';
const TRADER = 22;
const CAKE_PAIR = '/spot/bsc/CAKE_BNB';

const swapPanel = (page: Page) => page.getByRole('region', { name: 'Swap' }).last();
const balanceOf = async (page: Page) =>
  Number(((await swapPanel(page).getByTestId('swap-balance').textContent()) ?? 'NaN').replaceAll(',', ''));

const chartWidget = (page: Page) => page.getByTestId('chart-widget');

/** The pair's base token: the chart draws its pool candles. */
async function cakeAddress(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/spot/pairs/find?chainId=56&base=CAKE&quote=BNB');
  return ((await answer.json()) as { pair: { base_address: string } }).pair.base_address;
}

/** A candle history request of the chart to the candle service, for `address` at `interval`. */
const ohlcvRequest = (page: Page, address: string, interval: string) =>
  page.waitForRequest((request: Request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/api/spot/ohlcv' &&
      url.searchParams.get('address')?.toLowerCase() === address.toLowerCase() &&
      url.searchParams.get('type') === interval &&
      request.headers()['x-chain'] === 'bsc'
    );
  });

async function waitForQuote(page: Page): Promise<number> {
  const receive = swapPanel(page).getByTestId('swap-receive');
  await expect(receive.getByRole('img', { name: 'Fetching quote' })).toHaveCount(0, {
    timeout: SETTLE_TIMEOUT_MS,
  });
  await expect(swapPanel(page).getByRole('region', { name: 'Quote details' })).toBeVisible({
    timeout: SETTLE_TIMEOUT_MS,
  });
  return Number.parseFloat(((await receive.textContent()) ?? 'NaN').replaceAll(',', ''));
}

test.describe('Spot trading on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project; the phone layout is captured in the same flow');

  test('/spot lands on the newest enabled pair', async ({ page }) => {
    await page.goto('/spot');
    await expect(page).toHaveURL(/\/spot\/[a-z]+\/[^/]+_[^/]+$/, { timeout: SETTLE_TIMEOUT_MS });
    await expect(page.getByRole('button', { name: 'Select pair' })).toBeVisible();
    // Without a wallet: the header's Connect Wallet and the swap panel's own call, not two alike.
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toHaveCount(1);
    await swapPanel(page).getByRole('button', { name: 'Connect Wallet to Swap' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect Your Wallet' })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    await page.keyboard.press('Escape');
    await page.goto('/spot/bsc');
    await expect(page).toHaveURL(/\/spot\/bsc\/[^/]+_[^/]+$/, { timeout: SETTLE_TIMEOUT_MS });
    // An unknown pair shows the newest one and replaces the URL (seed 002 §2.2).
    await page.goto('/spot/bsc/NOPE_NOPE');
    await expect(page).not.toHaveURL(/NOPE/, { timeout: SETTLE_TIMEOUT_MS });
  });

  test('connected on Arbitrum, a BSC pair switches the wallet; buy with BNB, sell back with approval', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    await recordToasts(page);
    await connectDevWallet(page, '/whitepaper', TRADER, { network: 'Arbitrum' });

    // The chart's first history, the pair's base token at the default period (1h), comes written
    // into the page by the candle service's rule; later periods are asked for (below).
    const cake = await cakeAddress(request);
    await page.goto(CAKE_PAIR);
    const pageData = JSON.parse((await page.locator('script#pluto-page-data').textContent()) ?? '{}');
    expect(pageData.spotCandles).toMatchObject({ chainId: 56, interval: '1H' });
    expect(pageData.spotCandles.address.toLowerCase()).toBe(cake.toLowerCase());
    await shownToasts(page).toContain('Switched to BSC');
    await expect(page.getByRole('button', { name: 'Select pair' })).toContainText('CAKE/BNB');

    // Buy CAKE with the native coin.
    await swapPanel(page).getByRole('button', { name: 'Sell', exact: true }).click();
    await expect.poll(() => balanceOf(page), { timeout: SETTLE_TIMEOUT_MS }).toBeGreaterThan(0);
    const cakeBefore = await balanceOf(page);
    await swapPanel(page).getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => balanceOf(page), { timeout: SETTLE_TIMEOUT_MS }).toBeGreaterThan(0);

    // An amount above the balance cannot be swapped.
    await swapPanel(page).getByLabel('You pay').fill('100000000');
    await expect(swapPanel(page).getByRole('button', { name: 'Insufficient BNB Balance' })).toBeDisabled();

    // Slippage above 5 % warns.
    await swapPanel(page).getByLabel('Custom slippage').fill('7');
    await expect(swapPanel(page).getByText(/High slippage/)).toBeVisible();
    await swapPanel(page).getByRole('button', { name: '1%', exact: true }).click();
    await expect(swapPanel(page).getByText(/High slippage/)).toBeHidden();

    await swapPanel(page).getByLabel('You pay').fill('0.01');
    const quoted = await waitForQuote(page);
    expect(quoted).toBeGreaterThan(0);
    // The route the swap takes, from BNB to CAKE (through a hub when that pays more).
    await expect(swapPanel(page).getByText(/^BNB → (\S+ → )?CAKE$/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/pair-desktop-quote.png` });
    await swapPanel(page).getByRole('button', { name: 'Buy CAKE' }).click();
    await shownToasts(page).toContain('Swap completed successfully!');
    await expect(swapPanel(page).getByTestId('swap-receipt-stage')).toHaveText('Confirmed');
    await expect(swapPanel(page).getByLabel('You pay')).toHaveValue('');
    // The swap reaches the token's transactions table (indexed from the chain, refetched every 30 s).
    const transactions = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Owner' }) });
    await expect(transactions.getByRole('row').filter({ hasText: 'Buy' }).first()).toBeVisible({
      timeout: 60_000,
    });
    // The indexed buy made a candle: switching period reloads the history, and the chart draws it.
    const fiveMinutes = ohlcvRequest(page, cake, '5m');
    await chartWidget(page).getByRole('button', { name: '5m', exact: true }).click();
    const candles = (await (await (await fiveMinutes).response())?.json()) as { data: { items: unknown[] } };
    expect(candles.data.items.length).toBeGreaterThan(0);
    await expect(chartWidget(page).getByRole('status')).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await expect(chartWidget(page).getByText('No chart data')).toBeHidden();
    expect((await chartWidget(page).boundingBox())?.height).toBe(500);

    // The CAKE balance rose by about the quote (it is at least the minimum after slippage).
    await swapPanel(page).getByRole('button', { name: 'Sell', exact: true }).click();
    await expect
      .poll(async () => (await balanceOf(page)) - cakeBefore, { timeout: SETTLE_TIMEOUT_MS })
      .toBeGreaterThan(quoted * 0.99);
    expect((await balanceOf(page)) - cakeBefore).toBeLessThan(quoted * 1.01);

    // Sell part back: the ERC-20 is approved first, then swapped.
    await swapPanel(page).getByLabel('You pay').fill('1');
    await swapPanel(page).getByRole('button', { name: 'Approve CAKE' }).click();
    await shownToasts(page).toContain('Token approved successfully!');
    await waitForQuote(page);
    await swapPanel(page).getByRole('button', { name: 'Sell CAKE' }).click();
    await shownToasts(page).toContain('Swap completed successfully!');
    await page.screenshot({ path: `${SHOTS}/pair-desktop-after-sell.png` });

    // The phone: Chart is the default tab, Trade shows the swap panel.
    const phone = await browser.newContext({
      baseURL,
      storageState: await page.context().storageState(),
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
    });
    const mobile = await phone.newPage();
    await mobile.goto(CAKE_PAIR);
    await expect(mobile.getByRole('tab', { name: 'Chart', selected: true })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    await expect(mobile.getByRole('heading', { name: 'Token Info' })).toBeVisible();
    // The widget's code loads after the first paint: wait for it, then for its candles.
    await expect(chartWidget(mobile)).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(chartWidget(mobile).getByRole('status')).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await expect(chartWidget(mobile).getByText('No chart data')).toBeHidden();
    expect((await chartWidget(mobile).boundingBox())?.height).toBe(350);
    await mobile.screenshot({ path: `${SHOTS}/pair-mobile-chart.png`, fullPage: true });
    await mobile.getByRole('tab', { name: 'Trade' }).click();
    await expect(swapPanel(mobile)).toBeVisible();
    await mobile.screenshot({ path: `${SHOTS}/pair-mobile-trade.png` });
    await phone.close();
  });

  test('/memes filters by chain, sorts, and loads more by button and by scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/memes');
    await expect(page.getByRole('heading', { name: 'Meme Listings' })).toBeVisible();
    const count = page.getByText(/pairs loaded/);
    await expect(count).toHaveText('30 pairs loaded (scroll for more)', { timeout: SETTLE_TIMEOUT_MS });

    // Volume descending by default; the active key flips, a new key starts descending.
    const volume = page.getByRole('columnheader', { name: '24h Volume' });
    const price = page.getByRole('columnheader', { name: 'Price' });
    await expect(volume).toHaveAttribute('aria-sort', 'descending');
    await volume.getByRole('button').click();
    await expect(volume).toHaveAttribute('aria-sort', 'ascending');
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(volume).toHaveAttribute('aria-sort', 'none');

    // Scrolling to 80 % loads the next page; so does the button (clicked where it is: scrolling to it
    // would load a page by itself).
    await page.mouse.wheel(0, 100_000);
    await expect(count).toContainText('60 pairs loaded', { timeout: SETTLE_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Load More' }).dispatchEvent('click');
    await expect(count).not.toContainText('60 pairs loaded', { timeout: SETTLE_TIMEOUT_MS });
    expect(Number.parseInt((await count.textContent()) ?? '', 10)).toBeGreaterThan(60);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/memes-desktop.png` });

    // One chain: every row is that chain's, and each row leads to its pair route.
    await page.getByRole('combobox', { name: 'Chain' }).selectOption({ label: 'BSC' });
    // Every BSC pair fits one page: a count of at least one, and nothing more to scroll for.
    await expect(count).toHaveText(/^[1-9]\d* pairs loaded$/, { timeout: SETTLE_TIMEOUT_MS });
    const rows = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Trade', exact: true }) });
    expect(await rows.count()).toBeGreaterThan(5);
    for (const link of await page.getByRole('link', { name: 'Trade', exact: true }).all()) {
      await expect(link).toHaveAttribute('href', /^\/spot\/bsc\/[^/]+_[^/]+$/);
    }
    await page.getByRole('link', { name: 'Trade', exact: true }).first().click();
    await expect(page).toHaveURL(/\/spot\/bsc\//);

    const phone = await page
      .context()
      .browser()
      ?.newContext({ viewport: MOBILE, isMobile: true, hasTouch: true, baseURL: new URL(page.url()).origin });
    if (!phone) throw new Error('no browser');
    const mobile = await phone.newPage();
    await mobile.goto('/memes');
    await expect(mobile.getByText(/pairs loaded/)).toHaveText('30 pairs loaded (scroll for more)', {
      timeout: SETTLE_TIMEOUT_MS,
    });
    await mobile.screenshot({ path: `${SHOTS}/memes-mobile.png` });
    await phone.close();
  });
});
