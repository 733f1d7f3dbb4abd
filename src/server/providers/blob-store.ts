import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where photos, thumbnails and PDFs live. The database keeps only keys, so an S3-compatible
 * store can replace the disk when the app runs on several machines (ARCHITECTURE §7).
 */
export type BlobStore = {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored file with its last change, for the orphan sweep (jobs/orphan-sweep.ts). */
  list(): AsyncIterable<StoredBlob>;
  /** Throws when the store cannot be reached (the readiness check). */
  check(): Promise<void>;
};

export type StoredBlob = { key: string; modifiedAt: Date };

const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

export function newBlobKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** Removes the files a message had; keys it never had (null) are skipped. */
export async function deleteBlobs(blobs: BlobStore, keys: Array<string | null>): Promise<void> {
  await Promise.all(
    keys.filter((key): key is string => key !== null).map((key) => blobs.delete(key)),
  );
}

export function createDiskBlobStore(root: string): BlobStore {
  function fileOf(key: string): string {
    // Keys are ours, but a path must never escape the root whatever reaches here.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid blob key: ${key}`);
    return path.join(root, key);
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a crash never leaves a half-written file under the key.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        for (const name of await readdir(path.join(root, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (!KEY_PATTERN.test(key)) continue;
          const stats = await stat(path.join(root, key)).catch(() => null);
          if (stats?.isFile()) yield { key, modifiedAt: stats.mtime };
        }
      }
    },
    async check() {
      await mkdir(root, { recursive: true });
      await stat(root);
    },
  };
}
