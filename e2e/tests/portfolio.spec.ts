import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  connectDevWallet,
  deposit,
  exchangeLiquidationPrice,
  markPrice,
  provideLiquidity,
  SETTLE_TIMEOUT_MS,
  toast,
  usd,
} from '../support/wallet';

/**
 * Issue 21 as a new trader walks it (dev account #10 trades; #11 makes the BTC market): the portfolio
 * page without and with a wallet, TP/SL set and edited from the position card, the close and its
 * trade-summary card, and the card's shared page in a browser without a wallet.
 */

const COIN = 'BTC';
const TRADER = 10;
const MARKET_MAKER = 11;
const SHOTS = '/work/shots/i21';

let askPrice: number;
let bidPrice: number;

/** The exchange's open orders of `user` on the devnet, as the app reads them. */
async function openOrders(page: Page, user: string) {
  const config = (await (await page.request.get('/config.json')).json()) as { exchange: { apiUrl: string } };
  const answer = await page.request.post(`${config.exchange.apiUrl}/info`, {
    data: { type: 'frontendOpenOrders', user },
  });
  return (await answer.json()) as { triggerPx: string; reduceOnly: boolean; orderType: string }[];
}

test.describe('the portfolio page on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project; the phone layout is shot in its own context');

  test.beforeAll(async ({ request }, testInfo) => {
    test.skip(Boolean(testInfo.project.use.isMobile), 'desktop project');
    const mark = await markPrice(request, COIN);
    askPrice = Math.round(mark * 1.001);
    bidPrice = Math.round(mark * 0.999);
    await provideLiquidity(request, MARKET_MAKER, COIN, [
      { side: 'sell', price: String(askPrice), size: '0.01' },
      { side: 'buy', price: String(bidPrice), size: '0.01' },
    ]);
  });

  test('login required, a long with TP/SL set, edited and cleared, closed, shared and seen without a wallet', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.goto('/positions');
    await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await expect(
      page.getByText('Please connect your wallet to view your portfolio and positions.'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Connect Wallet' }).click();
    await expect(page).toHaveURL(/\/perpetual$/);

    const trader = await connectDevWallet(page, '/wallet', TRADER);
    await deposit(page, '1000', '1,000.00 USDC');
    for (const [action, dialog, confirm] of [
      ['Enable', 'Enable Agent Trading', 'Enable Trading'],
      ['Approve', 'Approve Builder Fee', 'Approve'],
    ] as const) {
      await page.getByRole('button', { name: action, exact: true }).click();
      const gate = page.getByRole('dialog', { name: dialog });
      await gate.getByRole('button', { name: confirm }).click();
      await expect(gate).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    }

    // A market long of 0.001 BTC from the trading screen.
    await page.goto(`/perpetual?symbol=${COIN}`);
    const form = page.getByRole('form', { name: 'Order form' });
    await form.getByRole('button', { name: 'market', exact: true }).click();
    await form.getByLabel('Size', { exact: true }).fill('0.001');
    await form.getByRole('button', { name: `Buy / Long ${COIN}` }).click();
    await expect(toast(page, 'Order Placed')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });

    // The portfolio: the position's card with its liquidation price.
    await page.goto('/positions');
    const card = page.getByRole('article', { name: `${COIN} Long position` });
    await expect(card).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(card).toContainText('0.00100 BTC');
    await expect(card).toContainText(usd(askPrice));
    const liquidationPx = await exchangeLiquidationPrice(page.request, trader, COIN);
    await expect(card).toContainText(liquidationPx === null ? '(est.)' : usd(Number(liquidationPx)));

    // 'TP/SL for Position': two reduce-only triggers.
    const takeProfit = Math.round(askPrice * 1.05);
    const stopLoss = Math.round(askPrice * 0.95);
    await card.getByRole('button', { name: 'TP/SL', exact: true }).click();
    const first = page.getByRole('dialog', { name: 'TP/SL for Position' });
    await first.getByRole('button', { name: 'Establish Connection' }).click();
    await expect(first.getByText('Please set at least one TP or SL value')).toBeVisible();
    await first.getByLabel('TP Price').fill(String(takeProfit));
    await first.getByLabel('SL Price').fill(String(stopLoss));
    await first.getByRole('button', { name: 'Establish Connection' }).click();
    await expect(toast(page, 'TP/SL Set Successfully')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(first).toBeHidden();
    await expect.poll(async () => (await openOrders(page, trader)).length).toBe(2);
    expect((await openOrders(page, trader)).every((order) => order.reduceOnly)).toBe(true);
    await expect(card).toContainText(usd(takeProfit));
    await expect(card).toContainText(usd(stopLoss));
    const orders = page.getByRole('region', { name: 'Open orders' });
    await expect(orders.locator('tbody tr').filter({ hasText: 'Close Long' })).toHaveCount(2);
    await page.screenshot({ path: `${SHOTS}/portfolio-1440x900.png`, fullPage: true });

    // 'Edit TP/SL': the take profit moves.
    const movedTakeProfit = Math.round(askPrice * 1.08);
    await card.getByRole('button', { name: 'Edit TP/SL' }).click();
    const edit = page.getByRole('dialog', { name: `Edit TP/SL ${COIN}` });
    await expect(edit.getByLabel('TP Price')).toHaveValue(String(takeProfit));
    await edit.getByLabel('TP Price').fill(String(movedTakeProfit));
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await expect
      .poll(async () => (await openOrders(page, trader)).map((order) => Number(order.triggerPx)).sort())
      .toEqual([stopLoss, movedTakeProfit].sort());
    await expect(card).toContainText(usd(movedTakeProfit));

    // Clearing the stop loss cancels its order.
    await card.getByRole('button', { name: 'Edit TP/SL' }).click();
    await edit.getByLabel('SL Price').fill('');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await expect.poll(async () => (await openOrders(page, trader)).length).toBe(1);
    await expect(card.getByRole('definition').filter({ hasText: usd(stopLoss) })).toHaveCount(0);

    // The portfolio chart draws for 1D and 1M.
    const chart = page.getByRole('region', { name: 'Portfolio chart' });
    for (const timeframe of ['1D', '1M']) {
      await chart.getByRole('radio', { name: timeframe }).click();
      await expect(chart.getByRole('img')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    }

    // The same page on a phone.
    const phone = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      storageState: await page.context().storageState(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const mobile = await phone.newPage();
    await mobile.goto('/positions');
    await expect(mobile.getByRole('article', { name: `${COIN} Long position` })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    await mobile.screenshot({ path: `${SHOTS}/portfolio-390x844.png`, fullPage: true });
    await phone.close();

    // Close: the result dialog generates the trade-summary card.
    await card.getByRole('button', { name: 'Close', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Close Position' })
      .getByRole('button', { name: 'Close at Market' })
      .click();
    const result = page.getByRole('dialog', { name: new RegExp(`^${COIN} Long \\d+x closed$`) });
    const image = result.getByRole('img', { name: `${COIN} long trade summary` });
    await expect(image).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(toast(page, 'Trade summary generated and saved!')).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const imageUrl = await image.getAttribute('src');
    const shareHref = await result.getByRole('link', { name: /\/[A-Za-z0-9_-]{22}$/ }).getAttribute('href');
    expect(shareHref).toMatch(/^\/[A-Za-z0-9_-]{22}$/);
    await page.screenshot({ path: `${SHOTS}/share-dialog-1440x900.png` });

    // The shared page in a fresh browser without a wallet: the same image.
    const stranger = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitor = await stranger.newPage();
    await visitor.goto(shareHref ?? '/');
    const shared = visitor.getByRole('img', { name: `${COIN} long trade summary` });
    await expect(shared).toBeVisible();
    expect(await shared.getAttribute('src')).toBe(imageUrl);
    // Visible is not loaded: the image's bytes may still be on their way.
    await expect.poll(() => shared.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await expect(visitor.getByRole('link', { name: 'Trade on Pluto' })).toBeVisible();
    const html = await (await visitor.request.get(shareHref ?? '/')).text();
    expect(html).toContain(`<meta property="og:image" content="`);
    await visitor.screenshot({ path: `${SHOTS}/shared-1440x900.png`, fullPage: true });
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.screenshot({ path: `${SHOTS}/shared-390x844.png`, fullPage: true });
    await stranger.close();
  });
});
