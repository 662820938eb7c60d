import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** A language catalogue's chunk: one per language, named by its code (apps/web/src/features/whitepaper/locales). */
const CATALOGUE_CHUNK = /\/assets\/(en|zh|es|ru|de|fr|ar|pt|ja|ko|hi|it)-[\w-]{8}\.js$/;

/** The catalogues the page downloads, by language code. */
function recordCatalogues(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const match = CATALOGUE_CHUNK.exec(new URL(request.url()).pathname);
    if (match?.[1]) loaded.push(match[1]);
  });
  return loaded;
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const documentRoot = (page: Page) => page.locator('.whitepaper');

/** Every fact comes from the exchange or core: wait for the figures, not only the words. */
async function expectFactsShown(page: Page) {
  await expect(page.locator('#executive-summary')).toContainText(/\d+/);
}

test.describe('whitepaper', () => {
  test('the first load transfers the English catalogue only', async ({ page }) => {
    const catalogues = recordCatalogues(page);
    await page.goto('/whitepaper');
    await expect(title(page, 'Pluto Whitepaper')).toBeVisible();
    await expectFactsShown(page);
    await page.waitForLoadState('networkidle');
    expect(catalogues).toEqual(['en']);
    await expect(documentRoot(page)).toHaveAttribute('lang', 'en');
    await expect(documentRoot(page)).toHaveAttribute('dir', 'ltr');
    await expect(
      page.getByText('Version 1.0 · October 2025').filter({ visible: true }).first(),
    ).toBeVisible();
  });

  test('?lang=ja opens in Japanese and downloads only that catalogue', async ({ page }) => {
    const catalogues = recordCatalogues(page);
    await page.goto('/whitepaper?lang=ja');
    await expect(title(page, 'Pluto ホワイトペーパー')).toBeVisible();
    await expect(documentRoot(page)).toHaveAttribute('lang', 'ja');
    await page.waitForLoadState('networkidle');
    expect(catalogues).toEqual(['ja']);
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });

    test('opens in French', async ({ page }) => {
      await page.goto('/whitepaper');
      await expect(title(page, 'Livre blanc de Pluto')).toBeVisible();
      await expect(documentRoot(page)).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
    });
  });

  test('choosing العربية turns the page right to left and the choice survives a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/whitepaper');
    await expect(title(page, 'Pluto Whitepaper')).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية (Arabic)' });
    await expect(title(page, 'الورقة البيضاء لـ Pluto')).toBeVisible();
    await expect(page).toHaveURL(/\/whitepaper\?lang=ar$/);
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
    await expect(documentRoot(page)).toHaveAttribute('lang', 'ar');

    if (testInfo.project.name === 'desktop') {
      // Mirrored: the table of contents sits to the right of the text.
      const contents = await page.getByRole('navigation', { name: 'المحتويات' }).boundingBox();
      const text = await page.locator('#executive-summary').boundingBox();
      expect(contents && text && contents.x > text.x + text.width - 1).toBe(true);
    }

    // "$PLUTO" stays "$PLUTO" inside the right-to-left text: the "$" is drawn left of the "P".
    const tokenDrawnInOrder = await page
      .locator('#whats-next li')
      .nth(1)
      .evaluate((item) => {
        const text = item.firstChild as Text;
        const x = (index: number) => {
          const range = document.createRange();
          range.setStart(text, index);
          range.setEnd(text, index + 1);
          return range.getBoundingClientRect().x;
        };
        const dollar = text.data.indexOf('$PLUTO');
        return x(dollar) < x(dollar + 1);
      });
    expect(tokenDrawnInOrder).toBe(true);

    await page.reload();
    await expect(title(page, 'الورقة البيضاء لـ Pluto')).toBeVisible();
    // Without ?lang= the stored choice wins over the browser's English.
    await page.goto('/whitepaper');
    await expect(title(page, 'الورقة البيضاء لـ Pluto')).toBeVisible();
    await expect(documentRoot(page)).toHaveAttribute('dir', 'rtl');
  });

  test("the 'Fee Structure' anchor scrolls to the section", async ({ page, isMobile }) => {
    await page.goto('/whitepaper');
    await expectFactsShown(page);
    if (isMobile) await page.locator('details').filter({ hasText: 'Contents' }).locator('summary').click();
    await page.getByRole('link', { name: 'Fee Structure' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/#fee-structure$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Fee Structure' });
    await expect(heading).toBeInViewport();
    if (!isMobile) {
      // The section scrolled to is the one the table of contents highlights.
      const contents = page.getByRole('navigation', { name: 'Contents' });
      await expect(contents.getByRole('link', { name: 'Fee Structure' })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(contents.locator('[aria-current]')).toHaveCount(1);
    }
    const box = await heading.boundingBox();
    expect(box && box.y < 260).toBe(true);
    await expect(page.locator('#fee-structure')).toContainText(
      '$5.00 to the exchange and $10.00 to Pluto, $15.00 in total',
    );
  });

  test('prints the document alone: no app bar, language bar or table of contents', async ({ page }) => {
    await page.goto('/whitepaper');
    await expectFactsShown(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('link', { name: 'Pluto home' })).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeHidden();
    // Both tables of contents (the sidebar and the phone's collapsible one) are left out.
    const contents = page.locator('nav[aria-label="Contents"]');
    await expect(contents).toHaveCount(2);
    for (const nav of await contents.all()) await expect(nav).toBeHidden();
    await expect(title(page, 'Pluto Whitepaper')).toBeVisible();
    await expect(page.locator('#whats-next')).toBeVisible();
    await expect(page.getByText(/^Risk disclaimer:/)).toHaveCSS('color', 'rgb(0, 0, 0)');
    const screenshotsDir = process.env.SCREENSHOTS_DIR;
    if (screenshotsDir) await page.screenshot({ path: join(screenshotsDir, 'whitepaper-print.png') });
  });

  test('a deep link to a section works in another language', async ({ page }) => {
    await page.goto('/whitepaper?lang=de#fee-structure');
    const heading = page.getByRole('heading', { level: 2, name: 'Gebührenstruktur' });
    await expect(heading).toBeInViewport();
  });

  for (const code of ['en', 'ar', 'zh', 'hi', 'ja', 'ko'] as const) {
    test(`renders ${code} with its own glyphs and nothing overflowing`, async ({ page }, testInfo) => {
      await page.goto(`/whitepaper?lang=${code}`);
      await expect(documentRoot(page)).toHaveAttribute('lang', code);
      await expectFactsShown(page);
      await page.evaluate(() => document.fonts.ready);
      // CJK and Devanagari come from the self-hosted Noto subsets (Debian's fonts have none).
      const notoFamilies = await page.evaluate(() => {
        const faces: FontFace[] = [];
        document.fonts.forEach((face) => {
          faces.push(face);
        });
        return faces
          .filter((face) => face.status === 'loaded' && face.family.includes('Noto'))
          .map((face) => face.family);
      });
      const expectedFamily = {
        zh: 'Noto Sans SC',
        hi: 'Noto Sans Devanagari',
        ja: 'Noto Sans JP',
        ko: 'Noto Sans KR',
      }[code as 'zh' | 'hi' | 'ja' | 'ko'];
      if (expectedFamily) expect(notoFamilies.some((family) => family.includes(expectedFamily))).toBe(true);
      else expect(notoFamilies).toEqual([]);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);

      const screenshotsDir = process.env.SCREENSHOTS_DIR;
      if (screenshotsDir) {
        mkdirSync(screenshotsDir, { recursive: true });
        await page.screenshot({
          path: join(screenshotsDir, `whitepaper-${code}-${testInfo.project.name}.png`),
        });
        await page.screenshot({
          path: join(screenshotsDir, `whitepaper-${code}-${testInfo.project.name}-full.png`),
          fullPage: true,
        });
        await page.locator('.whitepaper footer').scrollIntoViewIfNeeded();
        await expect(page.locator('#whats-next')).toBeInViewport();
        await page.waitForTimeout(300); // the active-section highlight follows the scroll on the next frames
        await page.screenshot({
          path: join(screenshotsDir, `whitepaper-${code}-${testInfo.project.name}-footer.png`),
        });
      }
    });
  }
});
