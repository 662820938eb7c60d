import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  approveBothGates,
  connectDevWallet,
  depositFromTradingScreen,
  exchangeOpenOrders,
  markPrice,
  openOnPhone,
  SETTLE_TIMEOUT_MS,
  toast,
} from '../support/wallet';

/**
 * Issue 20 as a new trader meets it on /perpetual: a fresh page without console errors or logo 404s,
 * a screen that fits the viewport, the Trades tab, and the first order placed with one press through
 * both approval dialogs (a cancelled dialog places nothing). Dev account #0 is this spec's trader.
 */

const COIN = 'BTC';
const TRADER = 0;
/** The Connect dialog's opening time after the preload: issue 20's 300 ms. */
const CONNECT_DIALOG_BUDGET_MS = 300;
/** Screenshots for the review of the look, outside the repository. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Whether the page scrolls: the document is exactly as tall as the viewport. */
const pageHeights = (page: Page) =>
  page.evaluate(() => ({
    scrollHeight: document.scrollingElement?.scrollHeight,
    innerHeight: window.innerHeight,
  }));

function orderForm(page: Page) {
  const form = page.getByRole('form', { name: 'Order form' });
  return {
    form,
    place: form.getByRole('button', { name: `Buy / Long ${COIN}` }),
    price: form.getByLabel('Limit price'),
    size: form.getByLabel('Size', { exact: true }),
    leverage: form.getByRole('button', { name: 'Leverage' }),
  };
}

test.describe('the first visit and the first order', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'desktop project; the phone layout is opened in its own context');

  test('a fresh /perpetual load logs nothing, fits the viewport and shows the Trades tab', async ({
    page,
  }) => {
    // Every console error counts here, a failed request's line too (a missing logo was one per coin).
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/perpetual');
    await expect(page.getByTestId('market-price')).not.toHaveText('', { timeout: SETTLE_TIMEOUT_MS });
    await expect(page.getByTestId('order-book')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(page.getByText('Loading chart...')).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    // The wallet layer preloads when the page is idle: its code must load cleanly as well.
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport);
      await expect
        .poll(() => pageHeights(page))
        .toEqual({
          scrollHeight: viewport.height,
          innerHeight: viewport.height,
        });
      await shoot(page, `perpetual-${viewport.width}x${viewport.height}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const tabs = page.getByRole('tablist', { name: 'Order book or trades' });
    await tabs.getByRole('tab', { name: 'Trades' }).click();
    await expect(
      page.getByRole('list', { name: `Recent ${COIN} trades` }).or(page.getByText('No trades yet')),
    ).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await page.getByText('Time', { exact: true }).waitFor();
    await shoot(page, 'perpetual-trades-1440x900');
  });

  test('the Connect dialog opens at once when the idle page preloaded the wallet layer', async ({ page }) => {
    await page.goto('/perpetual');
    await expect(page.getByTestId('order-book')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    // The preload runs when the page is idle (at the latest 3 s on): over once the network is quiet.
    await page.waitForTimeout(3_500);
    await page.waitForLoadState('networkidle');
    const dialog = page.getByRole('dialog', { name: 'Connect Your Wallet' });
    // Timed in the page, from the press to the dialog in the DOM, free of the test runner's latency.
    const elapsed = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = document.querySelector<HTMLButtonElement>('button[aria-label="Connect Wallet"]');
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('[role="dialog"]')) {
              observer.disconnect();
              resolve(performance.now() - started);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          button?.click();
        }),
    );
    await expect(dialog).toBeVisible();
    // It took 2.1 s loading the layer on the press, then 320 ms with the layer preloaded (a lazy
    // dialog suspended once, and React holds a revealed boundary back 300 ms); now about 25 ms.
    expect(elapsed).toBeLessThanOrEqual(CONNECT_DIALOG_BUDGET_MS);
  });

  test('the first limit order rests after one press through both approvals; a cancel places nothing', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const trader = await connectDevWallet(page, '/perpetual', TRADER);
    await depositFromTradingScreen(page, 1_000);
    const form = orderForm(page);

    // Safe defaults: the exchange's leverage, said before the first order; the slider's 50 % sized.
    await expect(form.leverage).toHaveText(/^\d+x$/);
    const leverage = (await form.leverage.textContent()) ?? '';
    await expect(form.form.getByRole('note')).toContainText(`Your ${COIN} orders will use ${leverage} Cross`);
    await expect(form.size).not.toHaveValue('');
    await shoot(page, 'first-order-form-1440x900');

    await form.form.getByRole('button', { name: 'limit', exact: true }).click();
    const price = Math.round((await markPrice(page.request, COIN)) * 0.9);
    await form.price.fill(String(price));
    await form.size.fill('0.001');

    // Cancelling the agent dialog places nothing, and no other dialog follows.
    await form.place.click();
    const agent = page.getByRole('dialog', { name: 'Enable Agent Trading' });
    await expect(toast(page, 'Agent Approval Required')).toBeVisible();
    await shoot(page, 'first-order-agent-dialog-1440x900');
    await agent.getByRole('button', { name: 'Cancel' }).click();
    await expect(agent).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await exchangeOpenOrders(page.request, trader)).toEqual([]);

    // One press: the agent dialog, then the builder fee dialog, then the order, resting.
    await form.place.click();
    await approveBothGates(page);
    await expect(toast(page, 'Order Placed')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    const resting = await exchangeOpenOrders(page.request, trader);
    expect(resting.map(({ coin, side, limitPx, sz }) => ({ coin, side, px: Number(limitPx), sz }))).toEqual([
      { coin: COIN, side: 'B', px: price, sz: '0.001' },
    ]);
    await shoot(page, 'first-order-placed-1440x900');

    // The phone: the same trader's screen, the Trades tab beside the book.
    const { phone, mobile } = await openOnPhone(page, browser, testInfo.project.use.baseURL, '/perpetual');
    await expect(orderForm(mobile).leverage).toHaveText(leverage, { timeout: SETTLE_TIMEOUT_MS });
    await shoot(mobile, 'perpetual-390x844');
    await mobile.getByRole('button', { name: 'Book & Trades' }).click();
    await mobile.getByRole('tab', { name: 'Trades' }).click();
    await expect(mobile.getByText('Time', { exact: true })).toBeVisible();
    await shoot(mobile, 'perpetual-trades-390x844');
    await phone.close();
  });
});
