import type { APIRequestContext, Page } from '@playwright/test';
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem';
import { expect, test } from '../support/fixtures';

/**
 * Wallet, sign-in, funds and trading approvals against the full devnet with the Dev Wallet (issue 7).
 * The suite shares one devnet between workers, so every test uses its own anvil dev account.
 */

const ARBITRUM_CHAIN_ID = 42161;
const USDC_DECIMALS = 6;
/** The bridge credits and pays out within seconds on the devnet; leave room for a busy machine. */
const SETTLE_TIMEOUT_MS = 30_000;

interface DevnetConfig {
  chains: { chainId: number; rpcUrl: string; tokens: Record<string, string> }[];
  devAccounts: { address: string }[];
}

async function devnetConfig(request: APIRequestContext): Promise<DevnetConfig> {
  const response = await request.get('/config.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DevnetConfig;
}

function shorten(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Reads an account's USDC on the Arbitrum devnet chain, straight from the chain. */
function arbitrumUsdc(config: DevnetConfig) {
  const arbitrum = config.chains.find((chain) => chain.chainId === ARBITRUM_CHAIN_ID);
  const usdc = arbitrum?.tokens.USDC;
  if (!arbitrum || !usdc) throw new Error('the devnet configuration has no USDC on Arbitrum');
  const client = createPublicClient({ transport: http(arbitrum.rpcUrl) });
  return (owner: string) =>
    client.readContract({
      address: usdc as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner as Address],
    });
}

/**
 * Opens `path`, connects the Dev Wallet with anvil account `index` and waits for Sign-In With
 * Ethereum to finish. Returns the account's address.
 */
async function connectDevWallet(page: Page, path: string, index: number): Promise<string> {
  const config = await devnetConfig(page.request);
  const address = config.devAccounts[index]?.address;
  if (!address) throw new Error(`the devnet has no dev account #${index}`);

  await page.goto(path);
  await page.getByRole('button', { name: 'Connect Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect Your Wallet' });
  await dialog.getByRole('combobox', { name: 'Dev account' }).click();
  await page.getByRole('option', { name: `Account ${index + 1} · ${shorten(address)}` }).click();
  await expect(dialog.getByRole('combobox', { name: 'Dev account' })).toContainText(shorten(address));

  const signedIn = page.waitForResponse(
    (response) => response.url().endsWith('/auth/verify') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Dev Wallet' }).click();
  await expect(dialog).toBeHidden();
  expect((await signedIn).ok()).toBe(true);
  await expect(walletButton(page, address)).toBeVisible();
  return address;
}

function walletButton(page: Page, address: string) {
  return page.getByRole('button', { name: `Wallet ${shorten(address)}` });
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true });
}

declare global {
  interface Window {
    shownToasts?: string[];
  }
}

/**
 * Records the title of every toast the page renders, even one replaced a moment later (the main
 * toaster shows one toast at a time), so short-lived toasts can be asserted without racing them.
 */
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const shown: string[] = [];
    window.shownToasts = shown;
    new MutationObserver(() => {
      const titles = document.querySelectorAll(
        'section[aria-label="Notifications"] li > div > div:first-child',
      );
      titles.forEach((title) => {
        const text = title.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      });
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

function shownToasts(page: Page) {
  return expect.poll(() => page.evaluate(() => window.shownToasts ?? []), { timeout: SETTLE_TIMEOUT_MS });
}

function exchangeValue(page: Page, label: 'Account value' | 'Withdrawable') {
  return page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
}

/** Deposits from /wallet's Exchange Account panel and waits until the exchange credits it. */
async function deposit(page: Page, amount: string, expectedWithdrawable: string) {
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit USDC' });
  await expect(dialog.getByText(/Balance: [\d,.]+ USDC/)).toBeVisible();
  await dialog.getByLabel('Amount (USDC)').fill(amount);
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
  await expect(exchangeValue(page, 'Withdrawable')).toHaveText(expectedWithdrawable, {
    timeout: SETTLE_TIMEOUT_MS,
  });
}

test.describe('wallet on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

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
    await expect(dialog.getByText('Available: 100.00 USDC')).toBeVisible();
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
