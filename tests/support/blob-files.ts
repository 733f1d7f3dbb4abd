import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file the disk blob store holds under `dataDir`, as `folder/name`, sorted: what a test
 * compares before and after a refusal (nothing written) or a deletion (nothing left behind).
 */
export async function blobFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'blobs');
  const folders = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(path.join(root, folder)).catch(() => [] as string[])).map(
        (file) => `${folder}/${file}`,
      ),
    ),
  );
  return files.flat().sort();
}

/** The same files by name alone (a photo's URL ends in its file's name). */
export async function blobNames(dataDir: string): Promise<string[]> {
  return (await blobFiles(dataDir)).map((file) => path.basename(file));
}
