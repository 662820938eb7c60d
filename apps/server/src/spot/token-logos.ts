import { NATIVE_TOKEN_ADDRESS, type SpotChainDeployment } from '@pluto/core';
import { type Kysely, sql } from 'kysely';
import { keccak256, stringToHex } from 'viem';
import type { Database } from '../db/schema';
import { ObjectExistsError, type ObjectStorage } from '../storage';

/** The bucket of the spot tokens' logos; a token's is `<chainId>/<lowercase address>.svg`. */
export const TOKEN_LOGO_BUCKET = 'token-logos';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * A seeded token's logo: its symbol's first letters on a disc whose hue comes from its address, so
 * each devnet token looks its own in lists. A real SVG file, served from storage like an upload.
 */
export function tokenLogoSvg(symbol: string, address: string): string {
  const hue = Number.parseInt(keccak256(stringToHex(address.toLowerCase())).slice(2, 6), 16) % 360;
  const letters = symbol
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 3)
    .toUpperCase()
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
  const size = letters.length > 2 ? 22 : 28;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 62% 42%)"/>`,
    `<circle cx="32" cy="32" r="27" fill="none" stroke="hsl(${hue} 70% 70%)" stroke-opacity="0.5" stroke-width="2"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${size}" fill="#fff">${letters}</text>`,
    '</svg>',
  ].join('');
}

/**
 * Stores a logo for each deployed token the catalogue lists without one, and points the token at it.
 * Idempotent: a stored logo is kept, and a logo an admin set is never replaced.
 */
export async function seedTokenLogos(
  db: Kysely<Database>,
  storage: ObjectStorage,
  chains: readonly SpotChainDeployment[],
): Promise<void> {
  for (const chain of chains) {
    const deployed = [NATIVE_TOKEN_ADDRESS, ...chain.tokens.map((token) => token.address)].map((address) =>
      address.toLowerCase(),
    );
    const missing = await db
      .selectFrom('tokens')
      .select(['id', 'address', 'symbol'])
      .where('chain_id', '=', chain.chainId)
      .where(sql<string>`lower(address)`, 'in', deployed)
      .where('logo_url', 'is', null)
      .execute();
    for (const token of missing) {
      const path = `${chain.chainId}/${token.address.toLowerCase()}.svg`;
      const svg = new TextEncoder().encode(tokenLogoSvg(token.symbol, token.address));
      await storage
        .put(TOKEN_LOGO_BUCKET, path, svg, {
          contentType: 'image/svg+xml',
          cacheControl: 'public, max-age=86400',
        })
        .catch((error: unknown) => {
          if (!(error instanceof ObjectExistsError)) throw error;
        });
      await db
        .updateTable('tokens')
        .set({ logo_url: storage.publicUrl(TOKEN_LOGO_BUCKET, path) })
        .where('id', '=', token.id)
        .where('logo_url', 'is', null)
        .execute();
    }
  }
}
