import { expect, test } from '../support/fixtures';

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/perpetual', '/config.json', '/health']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBe(true);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('hashed assets are cached for a year', async ({ request, page }) => {
  await page.goto('/perpetual');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const response = await request.get(script ?? '');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
