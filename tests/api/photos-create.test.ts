import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePhotoResponse } from '@/shared/contract/photos';
import { SOFT_UPLOAD_WARNINGS } from '@/shared/rules/upload-warnings';
import { photos } from '@/server/db/schema/photos';
import { fixturePhoto, signedInUser } from '../factories';
import { minimalPdf, noiseJpeg, pixelBombPng, tinyPng, withExif } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { blobNames } from '../support/blob-files';

let t: TestApp;
let cookie: string;
let jpeg: Buffer;
let page: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await signedInUser(t));
  jpeg = await withExif(await fixturePhoto('a000'), 2400);
  page = await fixturePhoto('a003');
});
afterAll(() => t.close());

const base = {
  latitude: 48.8584,
  longitude: 2.2945,
  messageType: 'text',
  hiddenMessage: 'Under the third bench',
  maxScans: 3,
  // One spot, one photo, many messages: each after the first is a near-duplicate, published
  // past the warning. The warnings themselves are uploads.test.ts's.
  confirmedWarnings: SOFT_UPLOAD_WARNINGS.join(','),
};

function postMultipart(
  fields: Record<string, string | number | boolean>,
  file: { bytes: Buffer; contentType?: string } | null = { bytes: jpeg },
  url = '/api/photos',
  who = cookie,
) {
  const { body, contentType } = multipartBody(
    fields,
    file
      ? {
          field: 'image',
          bytes: file.bytes,
          filename: 'p.jpg',
          contentType: file.contentType ?? 'image/jpeg',
        }
      : undefined,
  );
  return t.call('POST', url, { body, cookie: who, headers: { 'content-type': contentType } });
}

const photoCount = () =>
  t.database.db
    .select({ n: count() })
    .from(photos)
    .then((rows) => rows[0]!.n);

describe('POST /api/photos (multipart, from Home)', () => {
  it('creates a message, re-encodes the photo without metadata and makes a 400-px thumbnail', async () => {
    const response = await postMultipart({
      ...base,
      publicDescription: '  Look up  ',
      location: 'Location: 48.858400, 2.294500',
    });
    expect(response.statusCode).toBe(201);
    const { photo, warning } = response.json<CreatePhotoResponse>();
    expect(warning).toBeNull();
    expect(photo).toMatchObject({
      latitude: 48.8584,
      longitude: 2.2945,
      location: 'Location: 48.858400, 2.294500',
      locationLabel: expect.stringContaining('France'),
      messageType: 'text',
      hiddenMessage: 'Under the third bench',
      publicDescription: 'Look up',
      maxScans: 3,
      currentScans: 0,
      scansLeft: 3,
      isUnlocked: false,
      isAnalyzed: true,
      needsReactivation: false,
      isGlobal: false,
      isOwner: true,
    });

    const image = await t.call('GET', photo.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.rawPayload).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(2048);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('secret-exif-marker'))).toBe(false);

    const thumb = await t.call('GET', photo.thumbnailUrl);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(400);
  });

  it('accepts a PNG and fills in the location text when none is sent', async () => {
    const png = await sharp(await fixturePhoto('a001'))
      .png()
      .toBuffer();
    const response = await postMultipart({ ...base }, { bytes: png, contentType: 'image/png' });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatePhotoResponse>().photo.location).toBe(
      'Location: 48.858400, 2.294500',
    );
  });

  it('makes non-numeric scan limits 1 and stores the reward in cents', async () => {
    const response = await postMultipart({
      ...base,
      maxScans: 'lots',
      hasRewards: true,
      rewardAmount: '1.00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatePhotoResponse>().photo).toMatchObject({
      maxScans: 1,
      hasRewards: true,
      rewardAmount: 1,
      rewardPerScan: 1,
    });
    const split = await postMultipart({
      ...base,
      maxScans: 3,
      hasRewards: true,
      rewardAmount: '1.00',
    });
    expect(split.json<CreatePhotoResponse>().photo.rewardPerScan).toBe(0.33);
    // The least reward: a cent for each of its discoveries.
    const least = await postMultipart({
      ...base,
      maxScans: 5,
      hasRewards: true,
      rewardAmount: 0.05,
    });
    expect(least.statusCode).toBe(201);
    expect(least.json<CreatePhotoResponse>().photo).toMatchObject({
      rewardAmount: 0.05,
      rewardPerScan: 0.01,
    });
  });

  it('creates a PDF message that only its creator can download', async () => {
    const pdf = minimalPdf('pdf-secret-marker');
    const response = await postMultipart({
      ...base,
      messageType: 'pdf',
      hiddenMessage: '',
      pdfData: pdf.toString('base64'),
      pdfFileName: 'treasure map.pdf',
    });
    expect(response.statusCode).toBe(201);
    const { photo } = response.json<CreatePhotoResponse>();
    expect(photo).toMatchObject({
      messageType: 'pdf',
      hiddenMessage: null,
      pdfFileName: 'treasure map.pdf',
    });

    const download = await t.call('GET', `/api/photos/${photo.id}/pdf`, { cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('treasure map.pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const other = await signedInUser(t);
    const refused = await t.call('GET', `/api/photos/${photo.id}/pdf`, { cookie: other.cookie });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('pdf-secret-marker');
    expect((await t.call('GET', `/api/photos/${photo.id}/pdf`)).statusCode).toBe(401);
  });

  it('creates a private message for a user named by nickname or email', async () => {
    const target = await signedInUser(t, { email: 'target@example.org' });
    for (const targetUsername of [target.user.nickname.toUpperCase(), 'TARGET@example.org']) {
      const response = await postMultipart({ ...base, isPrivate: true, targetUsername });
      expect(response.statusCode).toBe(201);
      expect(response.json<CreatePhotoResponse>().photo).toMatchObject({
        isPrivate: true,
        targetUserId: target.user.id,
      });
    }
  });

  describe('refusals change nothing', () => {
    const cases: Array<
      [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, string]
    > = [
      ['no image', () => postMultipart(base, null), 400, 'Please select an image'],
      [
        'a text file called .jpg',
        () => postMultipart(base, { bytes: Buffer.from('hello, not an image at all') }),
        400,
        'image file',
      ],
      [
        'a PDF sent as the image',
        () => postMultipart(base, { bytes: minimalPdf('x') }),
        400,
        'image file',
      ],
      [
        'a corrupt JPEG',
        () =>
          postMultipart(base, { bytes: Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(500)]) }),
        400,
        'could not be read',
      ],
      [
        'a photo with no printed text',
        async () => postMultipart(base, { bytes: await noiseJpeg() }),
        422,
        'Too little printed text',
      ],
      [
        'a tiny blank PNG',
        async () => postMultipart(base, { bytes: await tinyPng(), contentType: 'image/png' }),
        422,
        'retake',
      ],
      [
        'a 400-megapixel PNG',
        async () => postMultipart(base, { bytes: await pixelBombPng(), contentType: 'image/png' }),
        413,
        'pixels',
      ],
      [
        'an image over 10 MB',
        () => postMultipart(base, { bytes: Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]) }),
        413,
        '10 MB',
      ],
      ['latitude 91', () => postMultipart({ ...base, latitude: 91 }), 400, 'Latitude'],
      ['longitude -181', () => postMultipart({ ...base, longitude: -181 }), 400, 'Longitude'],
      [
        'no position',
        () => postMultipart({ messageType: 'text', hiddenMessage: 'x' }),
        400,
        'Latitude',
      ],
      [
        'a text message without text',
        () => postMultipart({ ...base, hiddenMessage: '   ' }),
        400,
        'Please enter a hidden message',
      ],
      [
        'a PDF message without a PDF',
        () => postMultipart({ ...base, messageType: 'pdf' }),
        400,
        'Please select a PDF file',
      ],
      [
        'a PDF that is not a PDF',
        () =>
          postMultipart({
            ...base,
            messageType: 'pdf',
            pdfData: Buffer.from('GIF89a...').toString('base64'),
          }),
        400,
        'PDF file only',
      ],
      [
        'private without a target',
        () => postMultipart({ ...base, isPrivate: true }),
        400,
        'Please select a target user for private messages',
      ],
      [
        'private for nobody',
        () => postMultipart({ ...base, isPrivate: true, targetUsername: 'no_such_user_here' }),
        400,
        'does not exist',
      ],
      ['zero scans', () => postMultipart({ ...base, maxScans: 0 }), 400, 'at least 1'],
      [
        'a negative reward',
        () => postMultipart({ ...base, hasRewards: true, rewardAmount: -1 }),
        400,
        'negative',
      ],
      [
        'a reward in fractions of a cent',
        () => postMultipart({ ...base, hasRewards: true, rewardAmount: 0.001 }),
        400,
        'cents',
      ],
      [
        'a reward that cannot pay each discovery a cent (charged, never paid)',
        () => postMultipart({ ...base, maxScans: 5, hasRewards: true, rewardAmount: 0.04 }),
        400,
        'The reward amount must be at least €0.05: each discovery is paid at least €0.01',
      ],
      [
        'a signed-out visitor',
        () => postMultipart(base, { bytes: jpeg }, '/api/photos', ''),
        401,
        'sign in',
      ],
    ];

    it.each(cases)('refuses %s', async (_name, send, status, text) => {
      const before = await photoCount();
      const filesBefore = await blobNames(t.dataDir);
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(JSON.stringify(response.json())).toContain(text);
      expect(await photoCount()).toBe(before);
      expect(await blobNames(t.dataDir)).toEqual(filesBefore);
    });
  });
});

describe('POST /api/photos (JSON, from the camera screen)', () => {
  it('creates a message from base64 image data', async () => {
    const small = await fixturePhoto('a001');
    const response = await t.call('POST', '/api/photos', {
      cookie,
      body: { ...base, imageData: small.toString('base64'), isPrivate: false, hasRewards: false },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatePhotoResponse>().photo.hiddenMessage).toBe('Under the third bench');
  });

  it('refuses image data that is too short or not base64', async () => {
    const before = await photoCount();
    const short = await t.call('POST', '/api/photos', {
      cookie,
      body: { ...base, imageData: 'abc' },
    });
    expect(short.statusCode).toBe(400);
    const garbage = await t.call('POST', '/api/photos', {
      cookie,
      body: { ...base, imageData: '!'.repeat(2000) },
    });
    expect(garbage.statusCode).toBe(400);
    expect(await photoCount()).toBe(before);
  });
});

describe('POST /api/photos/global', () => {
  it('refuses a global message whose photo holds less than a line of text', async () => {
    // A sign's few words are enough within 100 m, not against every book in the world.
    const response = await postMultipart(
      { messageType: 'text', hiddenMessage: 'Short' },
      { bytes: jpeg },
      '/api/photos/global',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNREADABLE_PHOTO' });
  });

  it('creates a message with no place, listed globally and never nearby', async () => {
    const response = await postMultipart(
      { messageType: 'text', hiddenMessage: 'Page 42', maxScans: 2 },
      { bytes: page },
      '/api/photos/global',
    );
    expect(response.statusCode).toBe(201);
    const { photo } = response.json<CreatePhotoResponse>();
    expect(photo).toMatchObject({
      isGlobal: true,
      latitude: null,
      longitude: null,
      locationLabel: null,
    });
    const global = await t.call('GET', '/api/photos/global', { cookie });
    expect(global.json<Array<{ id: number }>>().map((p) => p.id)).toContain(photo.id);
  });

  it('creates a private global message for a user chosen by id', async () => {
    const target = await signedInUser(t);
    const response = await postMultipart(
      {
        messageType: 'text',
        hiddenMessage: 'For you',
        isPrivate: true,
        targetUserId: target.user.id,
      },
      { bytes: page },
      '/api/photos/global',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<CreatePhotoResponse>().photo.targetUserId).toBe(target.user.id);
  });

  it('refuses JSON: the global form is multipart', async () => {
    const response = await t.call('POST', '/api/photos/global', {
      cookie,
      body: { hiddenMessage: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });
});
