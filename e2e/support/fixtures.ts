import { test as base, expect } from '@playwright/test';

/** The server answers 401 to the session check of a wallet that has not signed in yet; the app reads it as "signed out". */
const EXPECTED_UNAUTHORIZED = [/\/auth\/session$/];

/**
 * Every test fails if the page logs an error, violates the Content-Security-Policy or gets an
 * error answer to a request it makes.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // Failed requests are checked by URL below; Chromium's console line does not name them.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        const url = response.url();
        // Coin logos are requested only when the page data lists them (issue 20): a 404 is a defect too.
        const expected =
          response.status() === 401 && EXPECTED_UNAUTHORIZED.some((pattern) => pattern.test(url));
        if (response.status() >= 400 && !expected) {
          errors.push(`${response.status()} ${url}`);
        }
      });
      await use(errors);
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
