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
/** A devnet coin the icon package has no logo for: it shows initials until the admin uploads one. */
const UPLOADED_COIN = 'SUI';

async function publicPairLabels(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/spot/pairs?chainId=${BSC}`);
  const { pairs } = (await response.json()) as { pairs: Array<{ label: string }> };
  return pairs.map((pair) => pair.label);
}

/** The admin's dashboard on one tab, reached as a user does: connect, then the header's link. */
async function openAdminTab(page: Page, tab: string) {
  await recordToasts(page);
  await connectDevWallet(page, '/perpetual', ADMIN);
  await page.getByRole('link', { name: 'Admin Dashboard' }).first().click();
  await page.getByRole('tab', { name: tab }).click({ timeout: SETTLE_TIMEOUT_MS });
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

    // The audit log lists every write (the perp-logo test, run beside this one by the same admin,
    // adds its own 'perp-logo' row).
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('region', { name: 'Audit Log' });
    await expect(audit.getByRole('row').filter({ hasNotText: 'perp-logo' })).toHaveCount(8, {
      timeout: SETTLE_TIMEOUT_MS,
    });
    await shoot(page, 'desktop-audit');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: 'Tokens' }).click();
    await tokens.getByRole('textbox', { name: 'Search by symbol, name, or address...' }).fill('');
    await expect(tokens.getByRole('row').nth(1)).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await shoot(page, 'mobile-tokens');
    await tokens.getByRole('button', { name: 'Add Token' }).click();
    await shoot(page, 'mobile-token-dialog');
  });

  test('the admin uploads a perp coin logo; the markets list shows it', async ({ page }) => {
    test.setTimeout(120_000);
    await openAdminTab(page, 'Perp Logos');
    const logos = page.getByRole('region', { name: 'Perp Coin Logos' });
    // Seeded by the devnet from the icon package: BTC has its logo, a coin the package lacks has none.
    const search = logos.getByRole('textbox', { name: 'Search coins...' });
    await search.fill('BTC');
    await expect(logos.getByRole('row', { name: /^BTC / })).toContainText('Logo', {
      timeout: SETTLE_TIMEOUT_MS,
    });
    await search.fill(UPLOADED_COIN);
    const row = logos.getByRole('row', { name: new RegExp(`^${UPLOADED_COIN} `) });
    await expect(row).toBeVisible();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      row.getByRole('button', { name: `Upload logo for ${UPLOADED_COIN}` }).click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(row).toContainText('Logo', { timeout: SETTLE_TIMEOUT_MS });
    await expect(row.getByRole('button', { name: `Upload logo for ${UPLOADED_COIN}` })).toContainText(
      'Replace',
    );
    await shownToasts(page).toContain('Coin logo uploaded successfully');
    await shoot(page, 'desktop-perp-logos');

    await page.goto('/markets');
    await page.getByRole('textbox', { name: 'Search markets' }).fill(UPLOADED_COIN);
    const logo = page.locator(`img[src="/storage/perps-logos/${UPLOADED_COIN}.svg"]`).first();
    await expect(logo).toBeVisible({ timeout: SETTLE_TIMEOUT_MS });
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the admin enters the liquidity-pool figures; /stats shows them with their date', async ({ page }) => {
    test.setTimeout(120_000);
    await openAdminTab(page, 'Liquidity Pool');
    const pool = page.getByRole('region', { name: 'Liquidity Pool Figures' });
    // A figure with more than cents is refused by the form, before any call.
    await pool.getByLabel('Total Invested (USD)').fill('1234567.891');
    await pool.getByLabel('Total Paid Out (USD)').fill('45678');
    await pool.getByRole('button', { name: 'Save Figures' }).click();
    await expect(pool.getByText('Enter a USD amount: digits, up to 2 decimals')).toBeVisible();
    await pool.getByLabel('Total Invested (USD)').fill('1234567.89');
    await pool.getByRole('button', { name: 'Save Figures' }).click();
    await shownToasts(page).toContain('Liquidity-pool figures saved');
    const today = new Date().toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    await expect(pool.getByTestId('lp-entered')).toContainText(`on ${today}`, { timeout: SETTLE_TIMEOUT_MS });
    await expect(pool.getByText('$1.23M')).toBeVisible();
    await shoot(page, 'desktop-liquidity-pool');

    await page.goto('/stats');
    const invested = page.getByText('Total Invested in Liquidity Pools').locator('..');
    await expect(invested).toContainText('$1.23M', { timeout: SETTLE_TIMEOUT_MS });
    await expect(invested).toContainText(`as of ${today}`);
    await expect(page.getByText('Total Paid Out From Investments').locator('..')).toContainText('$45.68K');
  });

  test('a wallet that is no admin is sent to /', async ({ page }) => {
    await connectDevWallet(page, '/perpetual', NON_ADMIN);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/perpetual$/, { timeout: SETTLE_TIMEOUT_MS });
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });
});

test.describe('Admin dashboard on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile project');

  test('every admin table fits 390 px without sideways scrolling', async ({ page }) => {
    await connectDevWallet(page, '/perpetual', ADMIN);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    for (const [tab, region] of [
      ['Tokens', 'Token Management'],
      ['Trading Pairs', 'Trading Pairs Management'],
      ['Perp Logos', 'Perp Coin Logos'],
      ['Audit', 'Audit Log'],
      ['Admins', 'Admins'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const section = page.getByRole('region', { name: region });
      // Rows, or the empty text (a fresh devnet has no audit rows before the desktop flow ran).
      await expect(section.getByText(/^Loading/)).toHaveCount(0, { timeout: SETTLE_TIMEOUT_MS });
      await expect(section.locator('tbody tr').first().or(section.getByText(/^No /))).toBeVisible({
        timeout: SETTLE_TIMEOUT_MS,
      });
      const widths = await section.evaluate((element) => {
        const table = element.querySelector('table');
        const box = table?.parentElement;
        return {
          page: document.documentElement.scrollWidth,
          table: table?.getBoundingClientRect().right ?? 0,
          overflow: box ? box.scrollWidth - box.clientWidth : 0,
        };
      });
      expect(widths.page, tab).toBeLessThanOrEqual(390);
      expect(widths.table, tab).toBeLessThanOrEqual(390);
      expect(widths.overflow, tab).toBe(0);
      await shoot(page, `mobile-${tab.toLowerCase().replace(' ', '-')}`);
    }
    await page.getByRole('tab', { name: 'Liquidity Pool' }).click();
    await expect(page.getByRole('button', { name: 'Save Figures' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, 'mobile-liquidity-pool');
  });
});
