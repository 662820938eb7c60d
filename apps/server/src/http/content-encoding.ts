import type { ContentEncoding } from '@pluto/http-encoding';

export { type ContentEncoding, negotiateEncoding } from '@pluto/http-encoding';

/** The encodings the web build is precompressed in (see apps/web/vite.config.ts), best first. */
export const PRECOMPRESSED_ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const satisfies readonly { name: ContentEncoding; extension: string }[];
