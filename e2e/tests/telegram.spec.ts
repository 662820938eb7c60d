import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE } from '../playwright.config';
import { expect, test } from '../support/fixtures';
import {
  connectDevWallet,
  deposit,
  markPrice,
  provideLiquidity,
  recordToasts,
  SETTLE_TIMEOUT_MS,
  shownToasts,
} from '../support/wallet';

/**
 * Issue 30 on the devnet: a trader links their wallet to the Telegram bot with a code from
 * /telegram, through the page's "Try the bot" console (no Telegram here), and trades with the quick
 * format; the position shows on the trading screen and the portfolio page. Dev account #13 trades
 * and #28 quotes the BTC market (e2e/README.md).
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/i30';
const MARKET_MAKER = 28;
const TRADER = 13;

function consolePanel(page: Page) {
  const panel = page.getByRole('region', { name: 'Try the bot' });
  return {
    panel,
    async send(text: string) {
      await panel.getByLabel('Message to the bot').fill(text);
      await panel.getByRole('button', { name: 'Send' }).click();
    },
  };
}

async function approveTrading(page: Page) {
  for (const [action, dialogName, confirm] of [
    ['Enable', 'Enable Agent Trading', 'Enable Trading'],
    ['Approve', 'Approve Builder Fee', 'Approve'],
  ] as const) {
    await page.getByRole('button', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    await dialog.getByRole('button', { name: confirm }).click();
    await expect(dialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
  }
  await expect(page.getByText('Approved', { exact: true })).toHaveCount(2, { timeout: SETTLE_TIMEOUT_MS });
}

test.describe('Telegram on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project; the mobile layout is captured in the same flow');

  test('connect, generate and copy a code, link in the console, trade with the quick format, see the position', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordToasts(page);
    const mark = await markPrice(request, 'BTC');
    await provideLiquidity(request, MARKET_MAKER, 'BTC', [
      { side: 'sell', price: String(Math.round(mark * 1.001)), size: '0.01' },
      { side: 'buy', price: String(Math.round(mark * 0.999)), size: '0.01' },
    ]);

    // Without a wallet the page asks for one.
    await page.goto('/telegram');
    await expect(page.getByText('Please connect your wallet to continue')).toBeVisible();
    await expect(page.getByText('Not configured')).toBeVisible();

    const trader = await connectDevWallet(page, '/wallet', TRADER);
    await deposit(page, '200', '200.00 USDC');
    await approveTrading(page);

    await page.goto('/telegram');
    await page.getByRole('button', { name: 'Generate Authorization Code' }).click();
    const field = page.getByLabel('Authorization code');
    await expect(field).toHaveValue(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
    const code = await field.inputValue();
    await shownToasts(page).toContain('Code generated');

    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    await shownToasts(page).toContain('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // Seed 002 §9: the copied state lasts 2 s.
    await expect(page.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 4_000 });

    const bot = consolePanel(page);
    await bot.send('/start');
    await expect(bot.panel.getByText(/^Welcome to Pluto/)).toBeVisible();
    await bot.send(`/authorize ${code}`);
    await expect(
      bot.panel.getByText(`Linked to wallet ${trader.toLowerCase()}`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('This wallet trades from Telegram as')).toBeVisible();
    await bot.send('/notifications on');
    await expect(bot.panel.getByText(/^Notifications on: a message for every fill/)).toBeVisible();

    await bot.send('long BTC 0.001x 2x');
    await expect(bot.panel.getByText(/^Confirm a market order: long BTC 0\.001x 2x/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/telegram-confirm-1440.png` });
    await bot.panel.getByRole('button', { name: 'Confirm' }).click();
    // The answer, then the notification of the fill (or of each fill, when the order took several
    // quotes) from the exchange's user feed.
    const fillMessages = bot.panel.getByText(/^Filled: Bought [\d.]+ BTC at [\d.]+, fee [\d.]+ USDC$/);
    await expect(
      bot.panel.getByText(/^Filled: Bought 0\.001 BTC at [\d.]+, fee [\d.]+ USDC$/).first(),
    ).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(async () => expect(await fillMessages.count()).toBeGreaterThanOrEqual(2)).toPass({
      timeout: SETTLE_TIMEOUT_MS,
    });
    await bot.send('/positions');
    await expect(bot.panel.getByRole('button', { name: 'Close BTC' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/telegram-1440.png`, fullPage: true });
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${SHOTS}/telegram-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);

    // The position is the exchange's: the trading screen's positions table shows it.
    await page.goto('/perpetual');
    const positions = page.getByRole('tablist', { name: 'Account panels' });
    await positions.getByRole('tab', { name: /^Positions/ }).click();
    await expect(page.getByRole('tabpanel').locator('tbody tr').filter({ hasText: 'BTC' })).toContainText(
      '0.001',
      {
        timeout: SETTLE_TIMEOUT_MS,
      },
    );
    // And the portfolio page shows it as a position card.
    await page.goto('/positions');
    await expect(page.getByRole('region', { name: 'Open positions' })).toContainText('0.00100 BTC', {
      timeout: SETTLE_TIMEOUT_MS,
    });
  });
});
