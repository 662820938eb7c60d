import { formatFixed, formatPrice, formatSignedUsd, isShareId } from '@pluto/core';
import type { SharedTrade } from './trade-summaries';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The share id a page path names (`/{shareId}`), or undefined. */
export function shareIdOfPath(path: string): string | undefined {
  const id = path.replace(/^\/+|\/+$/g, '');
  return isShareId(id) ? id : undefined;
}

/** `url` made absolute against `origin` (stored images on disk are served at a path). */
const absolute = (url: string, origin: string) => (url.startsWith('/') ? `${origin}${url}` : url);

/**
 * The Open Graph and Twitter card tags of a shared trade's page, so a pasted link previews the card:
 * its title and figures, and the stored image itself.
 */
export function sharedTradeMetaTags(shared: SharedTrade, origin: string): string {
  const { trade } = shared;
  const percent = `${trade.pnlPercentage >= 0 ? '+' : ''}${formatFixed(trade.pnlPercentage, 2)}%`;
  const title = `${trade.symbol} ${trade.side === 'long' ? 'Long' : 'Short'} ${trade.leverage}x ${percent} on Pluto`;
  const description = `Entry ${formatPrice(trade.entryPrice)} · Exit ${formatPrice(trade.exitPrice)} · PnL ${formatSignedUsd(trade.pnl)}`;
  const image = absolute(shared.imageUrl, origin);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Pluto'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', '1200'],
    ['property', 'og:image:height', '630'],
    ['property', 'og:url', `${origin}/${shared.shareId ?? ''}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  return tags
    .map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeAttribute(value)}">`)
    .join('');
}
