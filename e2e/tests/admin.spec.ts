import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { connectDevWallet, recordToasts, SETTLE_TIMEOUT_MS, shownToasts } from '../support/wallet';

/**
 * Issue 26 on the devnet: the admin (dev account #24, the e2e devnet's ADMIN_WALLETS) lists a token
 * with an uploaded logo, pairs it with BSC's USDT, generates and downloads the pair's announcement
 * image, disables the pair (it leaves the public spot list), and deletes pair and token. Dev account
 * #25 is no admin: /admin sends it to '/'.
 */

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/work/shots/i26';
const ADMIN = 24;
const NON_ADMIN = 25;
const BSC = 56;
/** A 1x1 PNG: the logo the admin uploads. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A symbol of this run only (the devnet is shared by the specs and both projects). */
const SYMBOL = `ADM${Date.now().toString(36).slice(-4).toUpperCase()}`;

/**
 * An ERC-20 on the devnet's BSC that the catalogue does not list: a Uniswap V2 pool's liquidity token
 * ('Uniswap V2', 'UNI-V2', 18 decimals), from the devnet's deployment record.
 */
function unlistedErc20(): string {
  const record = JSON.parse(
    readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'devnet', 'deployment.json'), 'utf8'),
  ) as {
    chains: Array<{ chainId: number; amm?: { pools: Array<{ pair: string }> } }>;
  };
  const pool = record.chains.find((chain) => chain.chainId === BSC)?.amm?.pools[0];
  if (!pool) throw new Error('the devnet has no BSC pool');
  return pool.pair;
}
const LABEL = `${SYMBOL}/USDT`;

async function publicPairLabels(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/spot/pairs?chainId=${BSC}`);
  const { pairs } = (await response.json()) as { pairs: Array<{ label: string }> };
  return pairs.map((pair) => pair.label);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('Admin dashboard on the devnet', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop project; the phone layout is captured in the same flow');

  test('the admin lists a token with a logo, pairs it, announces, disables and deletes it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await recordToasts(page);
    // Without a wallet /admin sends to '/': connect first, then open it from the header.
    await connectDevWallet(page, '/perpetual', ADMIN, { network: 'BSC' });
    await page.getByRole('link', { name: 'Admin Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    await expect(
      page.getByText('Manage tokens and trading pairs for the spot trading platform'),
    ).toBeVisible();
    const tokens = page.getByRole('region', { name: 'Token Management' });
    await expect(tokens.getByRole('row').nth(1)).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await shoot(page, 'desktop-tokens');

    // Add the token: the form checks first, then the logo goes up and the token is created.
    await tokens.getByRole('button', { name: 'Add Token' }).click();
    const tokenDialog = page.getByRole('dialog', { name: 'Add New Token' });
    await expect(tokenDialog.getByLabel('Decimals')).toHaveValue('18');
    await tokenDialog.getByRole('button', { name: 'Create Token' }).click();
    await expect(tokenDialog.getByText('Invalid address format')).toBeVisible();
    await expect(tokenDialog.getByText('Symbol is required')).toBeVisible();
    await tokenDialog.getByLabel('Chain').selectOption(String(BSC));
    // Metadata auto-fill: read on the chain 500 ms after a valid address.
    await tokenDialog.getByLabel('Contract Address').fill(unlistedErc20());
    await expect(tokenDialog.getByLabel('Symbol')).toHaveValue('UNI-V2', { timeout: SETTLE_TIMEOUT_MS });
    await expect(tokenDialog.getByLabel('Name')).toHaveValue('Uniswap V2');
    await expect(tokenDialog.getByLabel('Decimals')).toHaveValue('18');
    await tokenDialog.getByLabel('Symbol').fill(SYMBOL);
    await tokenDialog
      .getByTestId('logo-file')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(tokenDialog.getByLabel('Logo URL')).toHaveValue(
      /\/storage\/public\/token-logos\/56\/0x[0-9a-f]{40}-\d+\.png$/,
      {
        timeout: SETTLE_TIMEOUT_MS,
      },
    );
    await expect(tokenDialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await shoot(page, 'desktop-token-dialog');
    await tokenDialog.getByRole('button', { name: 'Create Token' }).click();
    await expect(tokenDialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await tokens
      .getByRole('textbox', { name: 'Search by symbol, name, or address...' })
      .fill(SYMBOL.toLowerCase());
    await expect(tokens.getByRole('row', { name: new RegExp(SYMBOL) })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    await expect(tokens.getByRole('row')).toHaveCount(2);

    // Pair it with USDT on BSC.
    await page.getByRole('tab', { name: 'Trading Pairs' }).click();
    const pairs = page.getByRole('region', { name: 'Trading Pairs Management' });
    await pairs.getByRole('button', { name: 'Add Pair' }).click();
    const pairDialog = page.getByRole('dialog', { name: 'Add New Trading Pair' });
    await pairDialog.getByLabel('Chain').selectOption(String(BSC));
    await pairDialog.getByLabel('Base Token').selectOption({ label: `${SYMBOL} · Uniswap V2` });
    await pairDialog.getByLabel('Quote Token').selectOption({ label: `${SYMBOL} · Uniswap V2` });
    await pairDialog.getByRole('button', { name: 'Create Pair' }).click();
    await expect(pairDialog.getByText('Base and quote tokens must be different')).toBeVisible();
    const usdt = pairDialog.getByLabel('Quote Token').locator('option', { hasText: /^USDT · / });
    await pairDialog.getByLabel('Quote Token').selectOption((await usdt.getAttribute('value')) ?? '');
    await pairDialog.getByRole('button', { name: 'Create Pair' }).click();
    await expect(pairDialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await pairs.getByRole('textbox', { name: 'Search pairs...' }).fill(SYMBOL);
    const row = pairs.getByRole('row', { name: new RegExp(LABEL) });
    await expect(row).toContainText('Active', { timeout: SETTLE_TIMEOUT_MS });
    expect(await publicPairLabels(page)).toContain(LABEL);

    // Announcement image: generated on the server, previewed, downloaded under its name.
    await row.getByRole('button', { name: `Edit ${LABEL}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Trading Pair' });
    await editDialog.getByRole('button', { name: 'Generate Announcement Image' }).click();
    await expect(editDialog.getByRole('img', { name: `Announcement of ${LABEL}` })).toBeVisible({
      timeout: 60_000,
    });
    await expect(editDialog.getByRole('button', { name: 'Regenerate Announcement Image' })).toBeVisible();
    await shoot(page, 'desktop-pair-dialog');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      editDialog.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^announcement-\d+\.png$/);

    // Disabled: gone from the public spot list at once.
    await editDialog.getByRole('switch', { name: 'Enabled' }).click();
    await editDialog.getByRole('button', { name: 'Update Pair' }).click();
    await expect(editDialog).toBeHidden({ timeout: SETTLE_TIMEOUT_MS });
    await expect(row).toContainText('Disabled', { timeout: SETTLE_TIMEOUT_MS });
    expect(await publicPairLabels(page)).not.toContain(LABEL);
    await shoot(page, 'desktop-pairs');

    // The pair goes first (a token a pair trades cannot be deleted: the server test covers that
    // refusal), then the token.
    await row.getByRole('button', { name: `Delete ${LABEL}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Trading Pair' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row).toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS });
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await tokens.getByRole('button', { name: `Delete ${SYMBOL}` }).click();
    await page.getByRole('dialog', { name: 'Delete Token' }).getByRole('button', { name: 'Delete' }).click();
    await expect(tokens.getByRole('row', { name: new RegExp(SYMBOL) })).toHaveCount(0, {
      timeout: SETTLE_TIMEOUT_MS,
    });
    await shownToasts(page).toEqual(
      expect.arrayContaining([
        'Token metadata loaded: Uniswap V2 (UNI-V2)',
        'Logo uploaded successfully',
        'Token created successfully',
        'Pair created successfully',
        'Announcement image generated and saved!',
        'Pair updated successfully',
        'Success',
      ]),
    );

    // The audit log lists every write.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('region', { name: 'Audit Log' });
    await expect(audit.getByRole('row')).toHaveCount(8, { timeout: SETTLE_TIMEOUT_MS });
    await shoot(page, 'desktop-audit');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await tokens.getByRole('textbox', { name: 'Search by symbol, name, or address...' }).fill('');
    await expect(tokens.getByRole('row').nth(1)).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await shoot(page, 'mobile-tokens');
    await tokens.getByRole('button', { name: 'Add Token' }).click();
    await shoot(page, 'mobile-token-dialog');
  });

  test('a wallet that is no admin is sent to /', async ({ page }) => {
    await connectDevWallet(page, '/perpetual', NON_ADMIN);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/perpetual$/, { timeout: SETTLE_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});
