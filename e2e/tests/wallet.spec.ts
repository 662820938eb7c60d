import { formatUnits } from 'viem';
import { expect, test } from '../support/fixtures';
import {
  arbitrumUsdc,
  connectDevWallet,
  deposit,
  devnetConfig,
  exchangeValue,
  recordToasts,
  SETTLE_TIMEOUT_MS,
  shorten,
  shownToasts,
  toast,
  USDC_DECIMALS,
  walletButton,
} from '../support/wallet';

/**
 * Wallet, sign-in, funds and trading approvals against the full devnet with the Dev Wallet (issue 7).
 */

test.describe('wallet on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('a Connect Wallet press whose pointer goes down before the wallet code arrives and up after opens the dialog', async ({
    page,
  }) => {
    // The wallet menu's code is held until the pointer is down on Connect Wallet.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/WalletButton-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/perpetual');
    const box = await page.getByRole('button', { name: 'Connect Wallet', exact: true }).boundingBox();
    if (!box) throw new Error('Connect Wallet is not on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    await page.waitForResponse(/\/assets\/WalletButton-[^/]+\.js$/);
    // The code is in and has run: the press must still be on the button under the pointer.
    await page.waitForTimeout(300);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Connect Your Wallet' })).toBeVisible();
  });

  test('connects with the Dev Wallet, shows address and native balance, disconnects', async ({ page }) => {
    const address = await connectDevWallet(page, '/perpetual', 1);
    const button = walletButton(page, address);
    await expect(button).toContainText(shorten(address));
    await expect(button).toContainText(/\d+\.\d{4} \w+/);
    await expect(toast(page, 'Wallet Connected')).toBeVisible();

    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Dev Wallet');
    await expect(menu).toContainText(shorten(address));
    await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Withdraw' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Disconnect Wallet' }).click();

    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await expect(button).toBeHidden();
    await expect(toast(page, 'Wallet Disconnected')).toBeVisible();
  });

  test('deposit refuses under the minimum and over the balance, then credits 100 USDC', async ({ page }) => {
    test.setTimeout(90_000);
    const config = await devnetConfig(page.request);
    await recordToasts(page);
    const address = await connectDevWallet(page, '/wallet', 2);
    const walletUsdc = await arbitrumUsdc(config)(address);

    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit USDC' });
    await expect(dialog.getByText(/Balance: [\d,.]+ USDC/)).toBeVisible();
    const amount = dialog.getByLabel('Amount (USDC)');
    const submit = dialog.getByRole('button', { name: 'Deposit', exact: true });

    await amount.fill('3');
    await submit.click();
    await expect(toast(page, 'Minimum deposit is 5 USDC')).toBeVisible();

    const tooMuch = formatUnits(walletUsdc + 10n ** BigInt(USDC_DECIMALS), USDC_DECIMALS);
    await amount.fill(tooMuch);
    await submit.click();
    await expect(
      toast(page, `You have ${formatUnits(walletUsdc, USDC_DECIMALS)} USDC but need ${tooMuch} USDC`),
    ).toBeVisible();

    await amount.fill('100');
    await submit.click();
    await expect(dialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await expect(exchangeValue(page, 'Account value')).toHaveText('100.00 USDC', {
      timeout: SETTLE_TIMEOUT_MS,
    });
    await expect(exchangeValue(page, 'Withdrawable')).toHaveText('100.00 USDC');
    await shownToasts(page).toEqual(expect.arrayContaining(['Deposit Pending', 'Deposit Successful']));
    const shown = await page.evaluate(() => window.shownToasts ?? []);
    expect(shown.indexOf('Deposit Pending')).toBeLessThan(shown.indexOf('Deposit Successful'));
  });

  test('withdraw refuses more than available, then pays 10 minus the fee to the wallet', async ({ page }) => {
    test.setTimeout(90_000);
    const config = await devnetConfig(page.request);
    const readUsdc = arbitrumUsdc(config);
    const address = await connectDevWallet(page, '/wallet', 3);
    await deposit(page, '100', '100.00 USDC');

    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw USDC' });
    await expect(dialog.getByText('Withdrawable: 100.00 USDC')).toBeVisible();
    const amount = dialog.getByLabel('Amount (USDC)');
    const submit = dialog.getByRole('button', { name: 'Withdraw USDC' });

    await amount.fill('150');
    await submit.click();
    await expect(toast(page, 'Withdrawal amount exceeds available balance')).toBeVisible();

    const before = await readUsdc(address);
    await amount.fill('10');
    await submit.click();
    await expect(toast(page, 'Withdrawal Initiated')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await readUsdc(address)) - before, { timeout: SETTLE_TIMEOUT_MS })
      .toBe(9n * 10n ** BigInt(USDC_DECIMALS));
    await expect(exchangeValue(page, 'Withdrawable')).toHaveText('90.00 USDC', {
      timeout: SETTLE_TIMEOUT_MS,
    });
  });

  test('enables agent trading and approves the builder fee; both survive a reload', async ({ page }) => {
    test.setTimeout(90_000);
    const address = await connectDevWallet(page, '/wallet', 4);
    // The exchange accepts actions only from accounts that have deposited.
    await deposit(page, '10', '10.00 USDC');

    const panel = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Trading Approvals' }),
    });
    const agentRow = panel
      .locator('div')
      .filter({ hasText: /^Agent trading/ })
      .last();
    const builderRow = panel
      .locator('div')
      .filter({ hasText: /^Builder fee/ })
      .last();

    await agentRow.getByRole('button', { name: 'Enable' }).click();
    const agentDialog = page.getByRole('dialog', { name: 'Enable Agent Trading' });
    await agentDialog.getByRole('button', { name: 'Enable Trading' }).click();
    await expect(toast(page, 'Agent Trading Enabled')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(agentDialog).toBeHidden();
    await expect(agentRow.getByText('Approved')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });

    await builderRow.getByRole('button', { name: 'Approve' }).click();
    const feeDialog = page.getByRole('dialog', { name: 'Approve Builder Fee' });
    await feeDialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Builder Fee Approved')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(feeDialog).toBeHidden();
    await expect(builderRow.getByText('Approved')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });

    await page.reload();
    await expect(walletButton(page, address)).toBeVisible();
    await expect(agentRow.getByText('Approved')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(builderRow.getByText('Approved')).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect(agentRow.getByRole('button', { name: 'Enable' })).toBeHidden();
    await expect(builderRow.getByRole('button', { name: 'Approve' })).toBeHidden();
  });
});
