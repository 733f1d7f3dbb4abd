import path from 'node:path';
import type { Config } from '@/server/config';
import { createDiskBlobStore, type BlobStore } from './blob-store';
import { createS3BlobStore } from './s3-blob-store';

/** The store BLOB_STORE names: DATA_DIR/blobs on this machine's disk, or an S3 bucket. */
export function blobStoreFromConfig(config: Pick<Config, 'blobStore' | 'dataDir'>): BlobStore {
  return config.blobStore.kind === 's3'
    ? createS3BlobStore(config.blobStore)
    : createDiskBlobStore(path.join(config.dataDir, 'blobs'));
}
