/**
 * Object storage (seed 001 §7): public files the product makes or receives (trade-summary cards,
 * uploads, announcement images), kept in named buckets under URL-safe paths. The data folder by
 * default, an S3-compatible bucket by configuration; both behind this one interface.
 */

export interface PutOptions {
  contentType: string;
  /** The Cache-Control the object is served with. */
  cacheControl: string;
}

export interface StoredObject extends PutOptions {
  body: Uint8Array;
}

export interface ObjectStorage {
  /** Stores a new object; an existing one at that path is never overwritten (`ObjectExistsError`). */
  put(bucket: string, path: string, body: Uint8Array, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. */
  get(bucket: string, path: string): Promise<StoredObject | null>;
  /** Where a browser fetches the object. */
  publicUrl(bucket: string, path: string): string;
  /** Removes the object; removing a missing one is not an error. */
  delete(bucket: string, path: string): Promise<void>;
}

export class ObjectExistsError extends Error {
  constructor(bucket: string, path: string) {
    super(`An object already exists at ${bucket}/${path}`);
    this.name = 'ObjectExistsError';
  }
}

export class InvalidObjectPathError extends Error {
  constructor(what: string, value: string) {
    super(`Invalid storage ${what}: '${value}'`);
    this.name = 'InvalidObjectPathError';
  }
}

const BUCKET = /^[a-z0-9][a-z0-9-]{0,62}$/;
/** Segments of letters, digits, '.', '_' and '-', never '.' or '..': a path cannot leave its bucket. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const MAX_PATH = 512;

/** Throws unless `bucket` and `path` are a safe, URL-safe object name. */
export function checkObjectName(bucket: string, path: string): void {
  if (!BUCKET.test(bucket)) throw new InvalidObjectPathError('bucket', bucket);
  const segments = path.split('/');
  if (path.length > MAX_PATH || !segments.every((segment) => SEGMENT.test(segment))) {
    throw new InvalidObjectPathError('path', path);
  }
}

/** Whether a bucket and path (e.g. from a URL) name a valid object. */
export function isObjectName(bucket: string, path: string): boolean {
  try {
    checkObjectName(bucket, path);
    return true;
  } catch {
    return false;
  }
}

/** `base` + `/bucket/path`, each segment URL-encoded (they are URL-safe already; this is a guard). */
export function joinPublicUrl(base: string, bucket: string, path: string): string {
  const encoded = [bucket, ...path.split('/')].map(encodeURIComponent).join('/');
  return `${base.replace(/\/+$/, '')}/${encoded}`;
}

/**
 * Stores `body` under `pathAt(timestamp)`, never over another object: a taken name moves the
 * timestamp on by a millisecond. Answers the path it took.
 */
export async function putUnderFreshName(
  storage: ObjectStorage,
  bucket: string,
  pathAt: (timestamp: number) => string,
  body: Uint8Array,
  options: PutOptions,
  now: number,
): Promise<string> {
  for (let timestamp = now; ; timestamp += 1) {
    const path = pathAt(timestamp);
    try {
      await storage.put(bucket, path, body, options);
      return path;
    } catch (error) {
      if (!(error instanceof ObjectExistsError)) throw error;
    }
  }
}
