import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  checkObjectName,
  joinPublicUrl,
  ObjectExistsError,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * Objects as files under `root/<bucket>/<path>`, their content type and cache header beside them
 * under `root/.meta/` (a name no bucket can take). Served by the server at `publicBase`.
 */
export class DiskObjectStorage implements ObjectStorage {
  constructor(
    private readonly root: string,
    /** The URL prefix the server serves the objects at, e.g. `/storage`. */
    private readonly publicBase: string,
  ) {}

  private file(bucket: string, path: string) {
    return join(this.root, bucket, ...path.split('/'));
  }

  private metaFile(bucket: string, path: string) {
    return join(this.root, '.meta', bucket, `${path.split('/').join('~')}.json`);
  }

  async put(bucket: string, path: string, body: Uint8Array, options: PutOptions): Promise<void> {
    checkObjectName(bucket, path);
    const target = this.file(bucket, path);
    const meta = this.metaFile(bucket, path);
    await mkdir(dirname(target), { recursive: true });
    await mkdir(dirname(meta), { recursive: true });
    // Written aside, then linked into place: link() refuses an existing name atomically, so two
    // writers of one path never overwrite each other and a reader never sees half a file.
    const staged = join(dirname(target), `.staged-${randomUUID()}`);
    await writeFile(staged, body);
    try {
      await writeFile(meta, JSON.stringify(options), { flag: 'wx' }).catch((error: unknown) => {
        if (isCode(error, 'EEXIST')) throw new ObjectExistsError(bucket, path);
        throw error;
      });
      await link(staged, target).catch(async (error: unknown) => {
        if (!isCode(error, 'EEXIST')) await rm(meta, { force: true });
        throw isCode(error, 'EEXIST') ? new ObjectExistsError(bucket, path) : error;
      });
    } finally {
      await unlink(staged);
    }
  }

  async get(bucket: string, path: string): Promise<StoredObject | null> {
    checkObjectName(bucket, path);
    try {
      const [body, meta] = await Promise.all([
        readFile(this.file(bucket, path)),
        readFile(this.metaFile(bucket, path), 'utf8'),
      ]);
      const options = JSON.parse(meta) as PutOptions;
      return {
        body: new Uint8Array(body),
        contentType: options.contentType,
        cacheControl: options.cacheControl,
      };
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  publicUrl(bucket: string, path: string): string {
    checkObjectName(bucket, path);
    return joinPublicUrl(this.publicBase, bucket, path);
  }

  async delete(bucket: string, path: string): Promise<void> {
    checkObjectName(bucket, path);
    await rm(this.file(bucket, path), { force: true });
    await rm(this.metaFile(bucket, path), { force: true });
  }
}
