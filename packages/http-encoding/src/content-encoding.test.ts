import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './content-encoding';

const BOTH = ['identity', 'br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, when the client accepts both equally', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
    expect(negotiateEncoding('gzip, deflate', BOTH)).toBe('gzip');
  });

  it('answers uncompressed without an Accept-Encoding or with only unknown codings', () => {
    expect(negotiateEncoding(undefined, BOTH)).toBe('identity');
    expect(negotiateEncoding('', BOTH)).toBe('identity');
    expect(negotiateEncoding('deflate, zstd', BOTH)).toBe('identity');
  });

  it('follows the client’s q-values and never picks a refused coding', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8', BOTH)).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1.0', BOTH)).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0', BOTH)).toBe('identity');
    expect(negotiateEncoding('identity;q=1, gzip;q=0.5', BOTH)).toBe('identity');
  });

  it('reads the wildcard for codings the client does not name', () => {
    expect(negotiateEncoding('*', BOTH)).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.5', BOTH)).toBe('gzip');
    expect(negotiateEncoding('*;q=0', BOTH)).toBe('identity');
  });

  it('offers only what exists next to the file', () => {
    expect(negotiateEncoding('br, gzip', ['identity', 'gzip'])).toBe('gzip');
    expect(negotiateEncoding('br, gzip', ['identity'])).toBe('identity');
    expect(negotiateEncoding('x-gzip', ['identity', 'gzip'])).toBe('gzip');
  });
});
