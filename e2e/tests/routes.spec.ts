import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';

/** Every route of seed 002 §2.1 plus /trading and /trade, with the heading it must show. */
const ROUTES: ReadonlyArray<readonly [path: string, heading: string]> = [
  ['/perpetual', 'Perpetual Trading'],
  ['/trading?symbol=ETH', 'Perpetual Trading'],
  ['/trade', 'Perpetual Trading'],
  ['/positions', 'Login Required'],
  ['/treasury', 'Treasury'],
  ['/wallet', 'Wallet'],
  ['/markets', 'Markets'],
  ['/stats', 'Platform Statistics'],
  ['/terms', 'Terms and Conditions'],
  ['/fees', 'Fees'],
  ['/ai-trading', 'AI Trading Analysis'],
  ['/premium-bot', 'Premium BOT'],
  ['/airdrop', 'Pluto Airdrop'],
  ['/spot', 'Spot Trading'],
  ['/spot/arb', 'Spot Trading'],
  ['/spot/arb/WETH_USDC', 'Spot Trading'],
  ['/memes', 'Meme Listings'],
  ['/admin', 'Admin Dashboard'],
  ['/whitepaper', 'Pluto Whitepaper'],
  ['/telegram', 'Telegram Bot'],
  ['/download-timer', 'Download the treasury timer'],
  ['/shr_9f3k2', 'Invalid share link'],
  ['/not/a/route', 'Page not found'],
];

const screenshotsDir = process.env.SCREENSHOTS_DIR;

for (const [path, heading] of ROUTES) {
  test(`${path} shows "${heading}"`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pluto home' })).toBeVisible();
    await expect(page).toHaveTitle(/Pluto/);

    // Nothing may overflow sideways, on a phone least of all.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

    if (screenshotsDir) {
      const dir = join(screenshotsDir, testInfo.project.name);
      mkdirSync(dir, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
    }
  });
}
