import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  checkObjectName,
  joinPublicUrl,
  ObjectExistsError,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';

export interface S3StorageConfig {
  /** Any S3-compatible service; null for AWS itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are public (a CDN or the bucket's own URL). */
  publicBaseUrl: string;
  /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
}

const isStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof S3ServiceException && statuses.includes(error.$metadata.httpStatusCode ?? 0);

/**
 * Objects in one S3-compatible bucket, a storage bucket being a key prefix (`<bucket>/<path>`).
 * A put is conditional (`If-None-Match: *`, refused with 412 where supported) after a HEAD check,
 * so an existing object is never overwritten.
 */
export class S3ObjectStorage implements ObjectStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  private key(bucket: string, path: string) {
    checkObjectName(bucket, path);
    return `${bucket}/${path}`;
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isStatus(error, 404)) return false;
      throw error;
    }
  }

  async put(bucket: string, path: string, body: Uint8Array, options: PutOptions): Promise<void> {
    const key = this.key(bucket, path);
    if (await this.exists(key)) throw new ObjectExistsError(bucket, path);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      if (isStatus(error, 412, 409)) throw new ObjectExistsError(bucket, path);
      throw error;
    }
  }

  async get(bucket: string, path: string): Promise<StoredObject | null> {
    const key = this.key(bucket, path);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      const body = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      return {
        body,
        contentType: answer.ContentType ?? 'application/octet-stream',
        cacheControl: answer.CacheControl ?? 'no-cache',
      };
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  }

  publicUrl(bucket: string, path: string): string {
    this.key(bucket, path);
    return joinPublicUrl(this.config.publicBaseUrl, bucket, path);
  }

  async delete(bucket: string, path: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.key(bucket, path) }),
    );
  }
}
