import { randomBytes } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createS3BlobStore,
  s3ClientConfig,
  type S3Options,
} from '@/server/providers/s3-blob-store';
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in';

const options: S3Options = {
  endpoint: 'http://127.0.0.1:9',
  region: 'us-east-1',
  bucket: 'b',
  accessKeyId: 'k',
  secretAccessKey: 's',
  forcePathStyle: true,
};

type Seen = { headers: Record<string, string>; body: unknown };

/** The request the client would send for a PUT, caught before it leaves (nothing is sent). */
async function requestOfPut(client: S3Client): Promise<Seen> {
  let seen: Seen | undefined;
  client.middlewareStack.add(
    (_next) => (args) => {
      const request = args.request as { headers: Record<string, string>; body: unknown };
      seen = { headers: request.headers, body: request.body };
      return Promise.reject(new Error('caught'));
    },
    { step: 'finalizeRequest', priority: 'low', name: 'catchRequest' },
  );
  await client
    .send(new PutObjectCommand({ Bucket: 'b', Key: 'images/x.jpg', Body: Buffer.alloc(70_000, 7) }))
    .catch((error: Error) => {
      if (error.message !== 'caught') throw error;
    });
  return seen!;
}

const checksumHeaders = (headers: Record<string, string>) =>
  Object.keys(headers).filter(
    (name) => /^x-amz-(checksum-|sdk-checksum)/i.test(name) || /content-encoding/i.test(name),
  );

describe('the S3 client', () => {
  it('sends a plain PUT: no checksum headers, no aws-chunked body (WHEN_REQUIRED)', async () => {
    const seen = await requestOfPut(new S3Client(s3ClientConfig(options)));
    expect(checksumHeaders(seen.headers)).toEqual([]);
    expect(seen.headers['content-length']).toBe('70000');
  });

  it("is what the SDK's own defaults would not do (the test can fail)", async () => {
    const defaults = { ...s3ClientConfig(options) };
    delete defaults.requestChecksumCalculation;
    delete defaults.responseChecksumValidation;
    const seen = await requestOfPut(new S3Client(defaults));
    expect(checksumHeaders(seen.headers).length).toBeGreaterThan(0);
  });
});

describe('the S3 blob store against s3rver', () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(() => s3.close());

  it('keeps the exact bytes, lists them, and forgets them on delete', async () => {
    const store = createS3BlobStore(s3.options);
    await store.check();
    const bytes = randomBytes(70_000);
    await store.put('images/a.jpg', bytes);
    await store.put('pdfs/b.pdf', Buffer.from('%PDF-1.4'));
    const back = await store.get('images/a.jpg');
    expect(back?.length).toBe(70_000);
    expect(back?.equals(bytes)).toBe(true);
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed.map((blob) => blob.key).sort()).toEqual(['images/a.jpg', 'pdfs/b.pdf']);
    expect(listed[0]!.modifiedAt).toBeInstanceOf(Date);
    await store.delete('images/a.jpg');
    await store.delete('images/never-there.jpg');
    expect(await store.get('images/a.jpg')).toBeNull();
  });

  it('fails the check when the bucket is not there', async () => {
    const store = createS3BlobStore({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(store.check()).rejects.toThrow();
  });
});
