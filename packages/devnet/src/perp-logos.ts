import { constants } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { COIN_LOGO_FILE_PATTERN, coinLogoFile, coinLogoName } from '@pluto/core';

/** The colour SVGs of the `cryptocurrency-icons` package (CC0-1.0), named by lower-case ticker. */
const ICON_FOLDER = join(
  dirname(createRequire(import.meta.url).resolve('cryptocurrency-icons/package.json')),
  'svg',
  'color',
);

/** The perp coin logos the server serves, in the product's data folder (the server's `PerpLogos`). */
export const perpLogoFolder = (dataDir: string) => join(dataDir, 'storage', 'perps-logos');

/**
 * Gives every listed coin the icon package has a logo, as `{NAME}.svg` under the server's logo
 * folder. A logo already there (an earlier start, or one an admin uploaded) is never replaced, so a
 * restart changes nothing. Returns the names added.
 */
export async function seedPerpLogos(folder: string, coins: readonly string[]): Promise<string[]> {
  await mkdir(folder, { recursive: true });
  const added: string[] = [];
  for (const name of new Set(coins.map(coinLogoName))) {
    const file = coinLogoFile(name);
    if (!COIN_LOGO_FILE_PATTERN.test(file)) continue;
    try {
      await copyFile(
        join(ICON_FOLDER, `${name.toLowerCase()}.svg`),
        join(folder, file),
        constants.COPYFILE_EXCL,
      );
      added.push(name);
    } catch (error) {
      // ENOENT: the package has no icon for this coin; EEXIST: the coin has its logo already.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'EEXIST') throw error;
    }
  }
  return added;
}

/** The coins the exchange lists, from its public `meta` answer. */
export async function listedCoins(exchangeUrl: string): Promise<string[]> {
  const response = await fetch(`${exchangeUrl}/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'meta' }),
  });
  if (!response.ok) throw new Error(`the exchange's meta answered ${response.status}`);
  const meta = (await response.json()) as { universe: Array<{ name: string }> };
  return meta.universe.map((market) => market.name);
}
