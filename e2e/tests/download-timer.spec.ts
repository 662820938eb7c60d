import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

async function downloadTimerFile(page: Page, savePath: string): Promise<string> {
  await page.goto('/download-timer');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download treasury-timer\.html/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('treasury-timer.html');
  await download.saveAs(savePath);
  return pathToFileURL(savePath).href;
}

/** Freezes the page's clock at `iso`; time then moves only by `page.clock.runFor`. */
async function freezeClockAt(page: Page, iso: string): Promise<void> {
  const at = new Date(iso).getTime();
  await page.clock.install({ time: at - 1_000 });
  await page.clock.pauseAt(at);
}

async function shownCountdown(page: Page) {
  const read = async (unit: string) => Number(await page.locator(`#${unit}`).textContent());
  return {
    days: await read('days'),
    hours: await read('hours'),
    minutes: await read('minutes'),
    seconds: await read('seconds'),
  };
}

test('the downloaded timer counts down every second to 2025-10-31 00:00 UTC', async ({ page }, testInfo) => {
  const fileUrl = await downloadTimerFile(page, testInfo.outputPath('treasury-timer.html'));

  await freezeClockAt(page, '2025-10-29T22:58:30Z');
  await page.goto(fileUrl);
  await expect(page.getByRole('heading', { name: 'Treasury Goes Live In' })).toBeVisible();
  await expect.poll(() => shownCountdown(page)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 30 });

  await page.clock.runFor(5_000);
  await expect.poll(() => shownCountdown(page)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 25 });

  page.once('dialog', (dialog) => dialog.accept());
  const alerted = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Live Check of Rewards' }).click();
  expect((await alerted).type()).toBe('alert');
});

test('the downloaded timer shows zeros once the date has passed', async ({ page }, testInfo) => {
  const fileUrl = await downloadTimerFile(page, testInfo.outputPath('treasury-timer.html'));

  await freezeClockAt(page, '2025-10-30T23:59:58Z');
  await page.goto(fileUrl);
  await expect.poll(() => shownCountdown(page)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });

  await page.clock.runFor(5_000);
  await expect.poll(() => shownCountdown(page)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  await expect(page.locator('#seconds')).toHaveText('00');
});
