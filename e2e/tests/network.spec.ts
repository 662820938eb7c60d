import { expect, test } from '../support/fixtures';
import { connectDevWallet, openWalletMenu, recordToasts, shownToasts, toast } from '../support/wallet';

/**
 * The automatic switch to Arbitrum (seed 000 §4) with a wallet that starts on BSC. Neither test sends
 * a transaction, so both use dev account #5; the transfer suite has #6.
 */
const ACCOUNT = 5;

test.describe('network switch on the devnet', () => {
  test('a wallet on BSC is switched to Arbitrum on /trading, with the toast', async ({ page }) => {
    const address = await connectDevWallet(page, '/perpetual', ACCOUNT, { network: 'BSC' });
    // /perpetual is not one of the switching paths: the wallet stays where it is.
    let menu = await openWalletMenu(page, address);
    await expect(menu.getByText('BSC', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Switch to Arbitrum' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toBeDisabled();
    await page.keyboard.press('Escape');

    await page.goto('/trading');
    await expect(toast(page, 'Network Switched')).toBeVisible();
    menu = await openWalletMenu(page, address);
    await expect(menu.getByText('Arbitrum', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Switch to Arbitrum' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Deposit' })).toBeEnabled();
  });

  test('on a spot path a wallet on BSC stays there until the trader leaves for a switching page', async ({
    page,
    isMobile,
  }) => {
    await recordToasts(page);
    // A BSC pair's page: a pair page asks for its own chain (issue 25), so this one keeps BSC.
    const address = await connectDevWallet(page, '/spot/bsc', ACCOUNT, { network: 'BSC' });
    let menu = await openWalletMenu(page, address);
    await expect(menu.getByText('BSC', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Switch to Arbitrum' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shownToasts(page).toEqual(['Wallet Connected']);

    // A reload of a spot path reconnects on BSC and, again, does not switch.
    await page.goto('/spot/bsc');
    menu = await openWalletMenu(page, address);
    await expect(menu.getByText('BSC', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The same page switches as soon as the path is one that asks for Arbitrum, so the switch was
    // live all along and only the spot path held it back.
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' })
      .getByRole('link', { name: 'Wallet' })
      .click();
    await expect(toast(page, 'Network Switched')).toBeVisible();
    // Toasts are recorded per page load: nothing but this switch since the reload.
    await shownToasts(page).toEqual(['Network Switched']);
  });
});
