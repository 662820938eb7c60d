import { expect, test } from '../support/fixtures';
import {
  connectDevWallet,
  deposit,
  exchangeSpotBalances,
  exchangeValue,
  recordToasts,
  SETTLE_TIMEOUT_MS,
  shownToasts,
} from '../support/wallet';

/** Seed 001 transfer to spot, signed in the Dev Wallet as the exchange's usdClassTransfer (account #6). */
// Both projects share one devnet, and this test moves account #6's funds: one project runs it.
test.skip(({ isMobile }) => isMobile, 'desktop only');

test('transfer to spot moves the whole perp balance to spot on the exchange', async ({ page }) => {
  await recordToasts(page);
  const address = await connectDevWallet(page, '/wallet', 6);
  expect(await exchangeSpotBalances(page.request, address)).toEqual([]);

  await deposit(page, '100', '100.00 USDC');
  await page.getByRole('button', { name: 'Transfer to Spot' }).click();
  await shownToasts(page).toContain('Transfer Successful');

  await expect(exchangeValue(page, 'Withdrawable')).toHaveText('0.00 USDC', { timeout: SETTLE_TIMEOUT_MS });
  const spot = await exchangeSpotBalances(page.request, address);
  expect(spot.map(({ coin, total }) => ({ coin, total: Number(total) }))).toEqual([
    { coin: 'USDC', total: 100 },
  ]);

  // Nothing is left to move: the seed's 'No Balance' refusal.
  await page.getByRole('button', { name: 'Transfer to Spot' }).click();
  await shownToasts(page).toContain('No Balance');
});
