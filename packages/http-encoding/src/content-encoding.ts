/**
 * Content negotiation by Accept-Encoding, shared by the exchange's API (answers compressed per
 * request) and apps/server's static site (precompressed build files).
 */

/** The codings either server can answer with. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Accept-Encoding as coding → quality (RFC 9110 §12.5.3); codings are case-insensitive. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    qualities.set(coding, Number.isFinite(quality) ? Math.min(Math.max(quality, 0), 1) : 0);
  }
  return qualities;
}

/**
 * The encoding to answer with, among `available` (the server's preference order): the one the
 * client rates highest, the server's order breaking ties; identity when the client names none of
 * them (or sends no Accept-Encoding). A representation the client refuses outright (q=0) is never
 * chosen; identity is the fallback even then, as an uncompressed answer beats a 406 for a page.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const qualities = parseAcceptEncoding(acceptEncoding);
  const wildcard = qualities.get('*');
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of available) {
    if (encoding === 'identity') continue;
    const quality = qualities.get(encoding) ?? (encoding === 'gzip' ? qualities.get('x-gzip') : undefined);
    const rated = quality ?? wildcard ?? 0;
    if (rated > bestQuality) {
      best = encoding;
      bestQuality = rated;
    }
  }
  if (best === 'identity') return 'identity';
  // An explicitly preferred identity (rare, e.g. "identity;q=1, gzip;q=0.5") wins over compression.
  const identity = qualities.get('identity');
  return identity !== undefined && identity > bestQuality ? 'identity' : best;
}
