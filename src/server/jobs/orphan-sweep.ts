import type { Db } from '@/server/db/client';
import { referencedKeys } from '@/server/db/blob-references';
import type { BlobStore, StoredBlob } from '@/server/providers/blob-store';

const BATCH = 500;

export type SweepOutcome = { checked: number; removed: number };

/**
 * Removes the files no row points to (db/blob-references.ts), once older than `graceMs`: a file
 * is stored before the row that names it commits, and a crash between the two (or a failed
 * transaction whose clean-up never ran) leaves it behind. The grace period covers every upload
 * still between its file and its row.
 */
export async function sweepOrphanFiles(deps: {
  db: Db;
  blobs: BlobStore;
  graceMs: number;
  now?: Date;
}): Promise<SweepOutcome> {
  const cutoff = (deps.now ?? new Date()).getTime() - deps.graceMs;
  const outcome: SweepOutcome = { checked: 0, removed: 0 };
  let batch: StoredBlob[] = [];
  const flush = async () => {
    const referenced = await referencedKeys(
      deps.db,
      batch.map((blob) => blob.key),
    );
    for (const blob of batch) {
      if (!referenced.has(blob.key)) {
        await deps.blobs.delete(blob.key);
        outcome.removed += 1;
      }
    }
    batch = [];
  };
  for await (const blob of deps.blobs.list()) {
    outcome.checked += 1;
    if (blob.modifiedAt.getTime() > cutoff) continue;
    batch.push(blob);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return outcome;
}
