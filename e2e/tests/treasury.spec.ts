import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { type Address, createPublicClient, createWalletClient, erc20Abi, http } from 'viem';
import { expect, test } from '../support/fixtures';
import { connectDevWallet, type DevnetConfig, devnetConfig, openOnPhone } from '../support/wallet';

/**
 * Issue 27 on the devnet: a visitor sees the countdown, the pool and the top 500 $PLUTO holders
 * with 'Connect wallet to view'; dev account #26 receives $PLUTO from #27 (e2e/README.md) and sees
 * its balance read on BSC, its rank, its eligibility and the purchase in its history.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/i23c';
const BSC_CHAIN_ID = 56;
const BUYER = 26;
const SELLER = 27;

function plutoOnBsc(config: DevnetConfig) {
  const bsc = config.chains.find((chain) => chain.chainId === BSC_CHAIN_ID);
  const pluto = bsc?.tokens.PLUTO;
  if (!bsc || !pluto) throw new Error('the devnet configuration has no $PLUTO on BSC');
  return { rpcUrl: bsc.rpcUrl, pluto: pluto as Address };
}

/** Sends `from`'s whole $PLUTO balance to `to` (anvil's dev accounts are unlocked); answers the transaction. */
async function sendAllPluto(config: DevnetConfig, from: Address, to: Address): Promise<`0x${string}`> {
  const { rpcUrl, pluto } = plutoOnBsc(config);
  const client = createPublicClient({ transport: http(rpcUrl) });
  const amount = await client.readContract({
    address: pluto,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [from],
  });
  expect(amount).toBeGreaterThan(0n);
  const wallet = createWalletClient({ account: from, transport: http(rpcUrl) });
  const hash = await wallet.writeContract({
    address: pluto,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  });
  expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success');
  return hash;
}

/** True when an element's content is wider than it, or it reaches past the screen's right edge. */
function overflowsSideways(element: Locator): Promise<boolean> {
  return element.evaluate(
    (node) => node.scrollWidth > node.clientWidth || node.getBoundingClientRect().right > window.innerWidth,
  );
}

const tokens = (amount: bigint) =>
  `${(amount / 10n ** 18n).toLocaleString('en-US')}.${((amount % 10n ** 18n) / 10n ** 14n).toString().padStart(4, '0')}`;

test.describe('the treasury on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project; the phone layout is captured in the same flow');

  test('a visitor sees the countdown, the pool and the top 500, and is asked to connect', async ({
    page,
    browser,
    baseURL,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.goto('/treasury');
    await expect(page.getByRole('heading', { level: 1, name: 'Treasury', exact: true })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Countdown to the treasury launch' })).toBeVisible();
    // The launch (2025-10-31) has passed: zeros, and the treasury says it is live.
    await expect(page.locator('[data-unit="seconds"]')).toHaveText('00');
    await expect(page.getByText('Treasury is live')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total Pool' })).toContainText('1% of system earnings');
    await expect(page.getByText('Connect wallet to view')).toHaveCount(2);
    const table = page.getByRole('region', { name: 'Top 500 Holders' });
    await expect(table.getByRole('row')).toHaveCount(51, { timeout: 60_000 });
    await expect(table.getByRole('cell', { name: '#1', exact: true })).toBeVisible();
    await expect(table.getByText('Page 1 of 10')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/treasury-visitor-1440x900.png`, fullPage: true });
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const mobile = await phone.newPage();
    await mobile.goto('/treasury');
    await expect(mobile.getByRole('region', { name: 'Top 500 Holders' }).getByRole('row')).toHaveCount(51, {
      timeout: 60_000,
    });
    // Nothing overflows sideways on a phone, and the table fits its card: no sideways scroll inside it,
    // its last column (Percentage) within the screen.
    expect(
      await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const phoneTable = mobile.getByRole('region', { name: 'Top 500 Holders' });
    expect(await overflowsSideways(phoneTable.getByRole('table'))).toBe(false);
    const percentage = await phoneTable.getByRole('columnheader', { name: 'Percentage' }).boundingBox();
    expect((percentage?.x ?? 0) + (percentage?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
    await expect(phoneTable.getByRole('columnheader', { name: 'Balance' })).toBeHidden();
    await mobile.screenshot({ path: `${SHOTS}/treasury-visitor-390x844.png`, fullPage: true });
    await phone.close();

    // The section's own Connect button opens the wallet dialog (the header's is not the only way in).
    await page
      .getByRole('region', { name: 'Your Position' })
      .getByRole('button', { name: 'Connect' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Connect Your Wallet' })).toBeVisible();
  });

  test('a dev account that receives $PLUTO sees its balance, rank, eligibility and the purchase', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const config = await devnetConfig(page.request);
    const [buyer, seller] = [config.devAccounts[BUYER]?.address, config.devAccounts[SELLER]?.address] as [
      Address,
      Address,
    ];
    const transfer = await sendAllPluto(config, seller, buyer);
    const { rpcUrl, pluto } = plutoOnBsc(config);
    const balance = await createPublicClient({ transport: http(rpcUrl) }).readContract({
      address: pluto,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    });

    await connectDevWallet(page, '/treasury', BUYER);
    const position = page.getByRole('region', { name: 'Your Position' });
    await expect(position).toContainText(tokens(balance), { timeout: 30_000 });
    await expect(position.getByText('Eligible', { exact: true })).toBeVisible();
    await expect(position).toContainText(/Rank#\d+/);
    const history = page.getByRole('region', { name: 'Transaction History' });
    const purchase = history
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `View transaction ${transfer} on the explorer` }) });
    await expect(purchase.getByText('Buy', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(purchase.getByRole('link')).toHaveAttribute('href', new RegExp(`/tx/${transfer}$`));
    const table = page.getByRole('region', { name: 'Top 500 Holders' });
    await table.getByRole('button', { name: 'Show my rank' }).click();
    await expect(table.getByRole('row').filter({ has: page.getByText('You', { exact: true }) })).toHaveCount(
      1,
    );
    await page.screenshot({ path: `${SHOTS}/treasury-holder-1440x900.png`, fullPage: true });
    const { phone, mobile } = await openOnPhone(page, browser, baseURL, '/treasury');
    await expect(mobile.getByRole('region', { name: 'Your Position' })).toContainText(tokens(balance), {
      timeout: 30_000,
    });
    // Every figure of the position fits its card whole (no ellipsis, nothing past the edge).
    const phonePosition = mobile.getByRole('region', { name: 'Your Position' });
    const figures = phonePosition.locator('dd');
    await expect(figures).toHaveCount(6);
    for (const figure of await figures.all()) expect(await overflowsSideways(figure)).toBe(false);
    expect(await overflowsSideways(phonePosition)).toBe(false);
    await mobile.screenshot({ path: `${SHOTS}/treasury-holder-390x844.png`, fullPage: true });
    await phone.close();
  });
});
