import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COIN_LOGO_FILE_PATTERN, coinLogoFile } from '@pluto/core';
import type { Hono } from 'hono';

/** How long a listing is reused: logos change by hand, and a page must not wait on the disk. */
const LISTING_TTL_MS = 60_000;
const SVG_SUFFIX = '.svg';

/**
 * The perp coin logos the server serves at `/storage/perps-logos/<NAME>.svg`, from one folder
 * (`${DATA_DIR}/storage/perps-logos`). Kept behind this one module so the files can move to object
 * storage: the page data's manifest (`names`) and the files (`read`) both come from here (issue 20).
 */
export class PerpLogos {
  private listing: { at: number; names: Promise<string[]> } | undefined;

  constructor(
    private readonly folder: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The logo names (file names without `.svg`), sorted; none when the folder does not exist. */
  names(): Promise<string[]> {
    const now = this.now();
    if (!this.listing || now - this.listing.at >= LISTING_TTL_MS) {
      this.listing = { at: now, names: this.list() };
    }
    return this.listing.names;
  }

  /** A listed logo's SVG, or undefined for anything not listed (no path of the request reaches the disk). */
  async read(file: string): Promise<Buffer | undefined> {
    if (!COIN_LOGO_FILE_PATTERN.test(file)) return undefined;
    const names = await this.names();
    if (!names.includes(file.slice(0, -SVG_SUFFIX.length))) return undefined;
    return readFile(join(this.folder, file)).catch(() => undefined);
  }

  /**
   * Saves (or replaces) the logo `name` (an admin's upload, already made safe) and lists it at once.
   * Written beside and renamed over, so a reader never sees half a file.
   */
  async save(name: string, svg: string): Promise<void> {
    const file = coinLogoFile(name);
    if (!COIN_LOGO_FILE_PATTERN.test(file)) throw new Error(`not a logo name: ${name}`);
    await mkdir(this.folder, { recursive: true });
    const temporary = join(this.folder, `.${file}.${process.pid}.${this.now()}.tmp`);
    await writeFile(temporary, svg);
    await rename(temporary, join(this.folder, file));
    this.listing = undefined;
  }

  private async list(): Promise<string[]> {
    const files = await readdir(this.folder).catch(() => [] as string[]);
    return files
      .filter((file) => COIN_LOGO_FILE_PATTERN.test(file))
      .map((file) => file.slice(0, -SVG_SUFFIX.length))
      .sort();
  }
}

/**
 * Serves the listed logos. Opened as a document an SVG could carry script: the app-wide
 * Content-Security-Policy (`script-src 'self'`, no inline script) applies to this answer too.
 */
export function mountPerpLogos(app: Hono, logos: PerpLogos) {
  app.get('/storage/perps-logos/:file', async (c) => {
    const svg = await logos.read(c.req.param('file'));
    if (!svg) return c.json({ error: 'Not found' }, 404);
    c.header('Content-Type', 'image/svg+xml');
    // Short: an admin may replace a logo (Admin → Perp Logos), and browsers should see it soon.
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(new Uint8Array(svg));
  });
}
