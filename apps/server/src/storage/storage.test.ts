import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
// @ts-expect-error s3rver ships no types: a local S3-compatible server for this test only.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config';
import { DiskObjectStorage } from './disk-storage';
import {
  InvalidObjectPathError,
  mountStorageRoutes,
  ObjectExistsError,
  type ObjectStorage,
  openObjectStorage,
  STORAGE_ROUTE_PREFIX,
} from './index';
import { S3ObjectStorage } from './s3-storage';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const PNG_OPTIONS = { contentType: 'image/png', cacheControl: 'public, max-age=3600' };

/** The same contract for every provider: put without overwrite, get, public URL, delete. */
function describeProvider(name: string, open: () => ObjectStorage, publicUrl: string) {
  describe(`${name} object storage`, () => {
    it('stores an object and reads it back with its content type and cache header', async () => {
      const storage = open();
      await storage.put('public', 'generated/card-1.png', png, PNG_OPTIONS);
      expect(await storage.get('public', 'generated/card-1.png')).toEqual({ body: png, ...PNG_OPTIONS });
      expect(storage.publicUrl('public', 'generated/card-1.png')).toBe(publicUrl);
    });

    it('never overwrites an object: a second put at its path is refused and the first stays', async () => {
      const storage = open();
      await storage.put('public', 'generated/card-2.png', png, PNG_OPTIONS);
      await expect(
        storage.put('public', 'generated/card-2.png', new Uint8Array([9]), {
          ...PNG_OPTIONS,
          cacheControl: 'no-store',
        }),
      ).rejects.toBeInstanceOf(ObjectExistsError);
      expect(await storage.get('public', 'generated/card-2.png')).toEqual({ body: png, ...PNG_OPTIONS });
    });

    it('answers null for a missing object and deletes, also what is not there', async () => {
      const storage = open();
      expect(await storage.get('public', 'generated/none.png')).toBeNull();
      await storage.put('public', 'generated/card-3.png', png, PNG_OPTIONS);
      await storage.delete('public', 'generated/card-3.png');
      expect(await storage.get('public', 'generated/card-3.png')).toBeNull();
      await storage.delete('public', 'generated/card-3.png');
    });

    it.each([
      ['public', '../secret'],
      ['public', 'a/../../b'],
      ['public', '/absolute'],
      ['public', 'a//b'],
      ['public', 'with space.png'],
      ['Public', 'x.png'],
      ['.meta', 'x.png'],
    ])('refuses the unsafe name %s / %s', async (bucket, path) => {
      await expect(open().put(bucket, path, png, PNG_OPTIONS)).rejects.toBeInstanceOf(InvalidObjectPathError);
    });
  });
}

const diskRoot = mkdtempSync(join(tmpdir(), 'pluto-storage-'));
afterAll(() => rmSync(diskRoot, { recursive: true, force: true }));
describeProvider(
  'disk',
  () => new DiskObjectStorage(diskRoot, STORAGE_ROUTE_PREFIX),
  '/storage/public/generated/card-1.png',
);

const s3Dir = mkdtempSync(join(tmpdir(), 'pluto-s3rver-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'pluto-files' }],
});
let s3Endpoint = '';
beforeAll(async () => {
  const address = (await s3.run()) as AddressInfo;
  s3Endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});
describeProvider(
  's3',
  () =>
    new S3ObjectStorage({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      bucket: 'pluto-files',
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicBaseUrl: 'https://files.example.test/',
      forcePathStyle: true,
    }),
  'https://files.example.test/public/generated/card-1.png',
);

describe('storage configuration', () => {
  it('is the data folder by default, an S3 bucket when configured', () => {
    expect(loadServerConfig({ DATA_DIR: '/tmp/pluto-data' }).storage).toEqual({
      provider: 'disk',
      dir: '/tmp/pluto-data/storage',
    });
    const s3Config = loadServerConfig({
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_BASE_URL: 'https://cdn.example.test',
    }).storage;
    expect(s3Config).toMatchObject({ provider: 's3', region: 'us-east-1', forcePathStyle: true });
    expect(openObjectStorage(s3Config)).toBeInstanceOf(S3ObjectStorage);
  });

  it('names what is missing or wrong', () => {
    expect(() => loadServerConfig({ STORAGE_PROVIDER: 's3' })).toThrow(
      'S3_BUCKET is required when STORAGE_PROVIDER is s3',
    );
    expect(() => loadServerConfig({ STORAGE_PROVIDER: 'ftp' })).toThrow(
      "STORAGE_PROVIDER must be disk or s3, got 'ftp'",
    );
  });
});

describe('GET /storage/<bucket>/<path>', () => {
  const root = mkdtempSync(join(tmpdir(), 'pluto-storage-route-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const storage = new DiskObjectStorage(root, STORAGE_ROUTE_PREFIX);
  const app = new Hono();
  mountStorageRoutes(app, storage);

  it('serves an object with the content type and cache header the server stored it with', async () => {
    await storage.put('public', 'generated/trade-summary-BTC-1.png', png, PNG_OPTIONS);
    const response = await app.request('/storage/public/generated/trade-summary-BTC-1.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it.each([
    '/storage/public/generated/missing.png',
    '/storage/public/..%2F..%2Fetc%2Fpasswd',
    '/storage/.meta/x',
  ])('answers a JSON 404 for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
