import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '@/server/providers/s3-blob-store';

/** s3rver's built-in account: it checks signatures against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3StandIn = {
  options: S3Options;
  /** The same settings as the app reads them from the environment. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** A local S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
export async function startS3StandIn(bucket = 'underprint-test'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'underprint-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    options: { endpoint, region: 'us-east-1', bucket, forcePathStyle: true, ...CREDENTIALS },
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
