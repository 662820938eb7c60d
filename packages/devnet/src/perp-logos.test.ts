import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedPerpLogos } from './perp-logos';

describe('seedPerpLogos', () => {
  let folder: string;
  beforeEach(async () => {
    folder = join(await mkdtemp(join(tmpdir(), 'perp-logos-')), 'perps-logos');
  });
  afterEach(() => rm(join(folder, '..'), { recursive: true, force: true }));

  it('copies the icons the package has, named as the server lists them (kBTC as BTC)', async () => {
    const added = await seedPerpLogos(folder, ['kBTC', 'ETH', 'DOGE', 'NOSUCHCOIN', '@1']);
    expect(added.sort()).toEqual(['BTC', 'DOGE', 'ETH']);
    expect((await readdir(folder)).sort()).toEqual(['BTC.svg', 'DOGE.svg', 'ETH.svg']);
    expect(await readFile(join(folder, 'BTC.svg'), 'utf8')).toMatch(/^<svg/);
  });

  it('is idempotent and never replaces a logo already there (an admin upload)', async () => {
    await seedPerpLogos(folder, ['BTC']);
    await writeFile(join(folder, 'ETH.svg'), '<svg id="uploaded"/>');
    expect(await seedPerpLogos(folder, ['BTC', 'ETH'])).toEqual([]);
    expect(await readFile(join(folder, 'ETH.svg'), 'utf8')).toBe('<svg id="uploaded"/>');
  });
});
