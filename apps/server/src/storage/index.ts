import { join } from 'node:path';
import { DiskObjectStorage } from './disk-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage, type S3StorageConfig } from './s3-storage';
import { STORAGE_ROUTE_PREFIX } from './storage-routes';

export * from './object-storage';
export { mountStorageRoutes, STORAGE_ROUTE_PREFIX } from './storage-routes';

/** The configured storage: the data folder, or an S3-compatible bucket. */
export type StorageConfig = { provider: 'disk'; dir: string } | ({ provider: 's3' } & S3StorageConfig);

export function defaultStorageDir(dataDir: string): string {
  return join(dataDir, 'storage');
}

export function openObjectStorage(config: StorageConfig): ObjectStorage {
  return config.provider === 's3'
    ? new S3ObjectStorage(config)
    : new DiskObjectStorage(config.dir, STORAGE_ROUTE_PREFIX);
}
