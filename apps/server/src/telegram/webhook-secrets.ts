import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The webhook's two secrets, derived from the bot token so every server instance (and every
 * restart) agrees without storing them: the path segment of `POST /telegram/webhook/{secret}`, and
 * the `X-Telegram-Bot-Api-Secret-Token` header Telegram sends on every update. Neither reveals the
 * token; a changed token changes both.
 */
export interface WebhookSecrets {
  path: string;
  header: string;
}

function derive(token: string, purpose: string, length: number): string {
  return createHmac('sha256', token)
    .update(`pluto-telegram-webhook:${purpose}`)
    .digest('base64url')
    .slice(0, length);
}

export function webhookSecrets(token: string): WebhookSecrets {
  // The header allows 1-256 of A-Z, a-z, 0-9, _ and -: base64url's alphabet.
  return { path: derive(token, 'path', 32), header: derive(token, 'header', 43) };
}

/** Compares a presented secret in time independent of where it differs. */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The webhook URL as the page shows it: the secret path segment hidden. */
export function redactWebhookUrl(url: string, secrets: WebhookSecrets): string {
  return url.replace(secrets.path, '…');
}
