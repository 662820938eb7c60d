import { expect, test } from '../support/fixtures';

test('/ redirects to /perpetual, replacing the history entry', async ({ page }) => {
  await page.goto('/fees');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.location.assign('/'));
  await expect(page).toHaveURL(/\/perpetual$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/fees$/);
});

test('an unknown two-segment path is the 404 screen with a link home', async ({ page }) => {
  await page.goto('/no-such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/perpetual$/);
});

test('a one-segment unknown path reaches the shared trade screen', async ({ page }) => {
  await page.goto('/x7Kq92abc');
  // Not a share id's shape: the shared trade screen says so.
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid share link' })).toBeVisible();
});

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop only');

  test('More dropdown holds the secondary pages and the liquidity-pool link', async ({ page }) => {
    await page.goto('/perpetual');
    const config = await (await page.request.get('/config.json')).json();
    await page.getByRole('button', { name: 'More' }).click();
    const menu = page.getByRole('menu');
    for (const label of ['Platform Stats', 'AI Trading', 'Premium BOT', 'Whitepaper']) {
      await expect(menu.getByRole('menuitem', { name: label })).toBeVisible();
    }
    const pool = menu.getByRole('menuitem', { name: 'Liquidity Pool' });
    await expect(pool).toHaveAttribute('href', config.links.liquidityPool);
    await expect(pool).toHaveAttribute('target', '_blank');
    await menu.getByRole('menuitem', { name: 'AI Trading' }).click();
    await expect(page).toHaveURL(/\/ai-trading$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Trading Analysis' })).toBeVisible();
  });

  test('main navigation marks the active entry; Spot for any path containing spot', async ({ page }) => {
    await page.goto('/spot/arb/WETH_USDC');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Spot' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/positions$/);
    await expect(nav.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Spot' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('footer shows the year, the fees link and the social links', async ({ page }) => {
    await page.goto('/perpetual');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await footer.getByRole('link', { name: 'Fees' }).click();
    await expect(page).toHaveURL(/\/fees$/);
    await expect(footer.getByRole('link', { name: 'Pluto on X' })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: 'Pluto on Telegram' })).toHaveAttribute('target', '_blank');
  });
});

test.describe('mobile header', () => {
  test.skip(({ isMobile }) => !isMobile, 'mobile only');

  test('slide-out menu opens, navigates and closes; no footer', async ({ page }) => {
    await page.goto('/perpetual');
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Liquidity Pool' })).toHaveAttribute('target', '_blank');
    await menu.getByRole('link', { name: 'Whitepaper' }).click();
    await expect(page).toHaveURL(/\/whitepaper$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Whitepaper' })).toBeVisible();
  });
});
