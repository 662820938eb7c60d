import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let tempFileCounter = 0;

/**
 * Replaces `filePath` so that a crash at any moment leaves either the old or the new content, never a
 * torn file: write a temp file beside it, fsync it, rename over the target, fsync the folder.
 */
export function writeFileAtomic(filePath: string, content: string | Uint8Array): void {
  const folder = dirname(filePath);
  mkdirSync(folder, { recursive: true });
  // Unique per write, so two saves of the same file in flight never share a temp file.
  const tempPath = join(folder, `.${basename(filePath)}.${process.pid}.${tempFileCounter++}.tmp`);
  const file = openSync(tempPath, 'w');
  try {
    writeFileSync(file, content);
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  renameSync(tempPath, filePath);
  const folderHandle = openSync(folder, 'r');
  try {
    fsyncSync(folderHandle);
  } finally {
    closeSync(folderHandle);
  }
}

/** The parsed JSON in `filePath`, or undefined when there is no such file yet. */
export function readJsonIfExists<T>(filePath: string): T | undefined {
  try {
    return JSON.parse(readFileSync(filePath, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
