import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt, HuntDraftSummary, WaypointPayload } from '@/shared/contract/hunts';
import type { Upload } from '@/shared/contract/uploads';
import type { Wallet } from '@/shared/contract/wallet';
import { textKey } from '@/shared/rules/text-key';
import { hunts } from '@/server/db/schema/hunts';
import { photoUploads } from '@/server/db/schema/photo-uploads';
import { photos } from '@/server/db/schema/photos';
import { scanUsage } from '@/server/db/schema/scan-guards';
import { OcrBusyError } from '@/server/providers/ocr/ocr-pool';
import { fixturePhoto, signedInUser } from '../factories';
import { ledgerIsBalanced, newArea, STEP_PHOTOS, stepPlace, waypoint } from '../support/hunts';
import { multipartBody } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { blobFiles } from '../support/blob-files';
import type { ErrorBody } from '@/shared/errors';
import { worded } from '../support/worded';

/*
 * A hunt's steps published by upload id (issue 20, point 5; decision 025): the editor uploads
 * each step's photo when it is chosen, and the publish takes that upload's reading and files,
 * reading nothing again. The upload must be the creator's own, live, read and unused.
 */

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
/** Pictures OCR was asked to read; `busy` makes every reader busy. */
let readings = 0;
let busy = false;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '1000' },
    ocr: (recorded) => ({
      recognize: (image, requester) => {
        if (busy) return Promise.reject(new OcrBusyError());
        readings += 1;
        return recorded.recognize(image, requester);
      },
      close: () => recorded.close(),
    }),
  });
});
afterAll(() => t.close());

const publish = (cookie: string, body: object) =>
  t.call('POST', '/api/treasure-hunt', { cookie, body });
const key = () => `publish-${randomBytes(12).toString('hex')}`;
const balanceOf = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>().balance;
const rowsOf = async (userId: number) => ({
  hunts: await t.database.db.select().from(hunts).where(eq(hunts.creatorId, userId)),
  steps: await t.database.db.select().from(photos).where(eq(photos.userId, userId)),
});
const usage = () =>
  t.database.db
    .select({ n: count() })
    .from(scanUsage)
    .then((rows) => rows[0]!.n);
const uploadRow = (id: number) =>
  t.database.db
    .select()
    .from(photoUploads)
    .where(eq(photoUploads.id, id))
    .then((rows) => rows[0]!);

/** The step's photo uploaded where the step is, as the step editor does when it is chosen. */
async function uploadStep(
  cookie: string,
  area: { latitude: number; longitude: number },
  step: number,
  photo: string = STEP_PHOTOS[(step - 1) % STEP_PHOTOS.length]!.photo,
): Promise<Upload> {
  const { body, contentType } = multipartBody(stepPlace(area, step), {
    field: 'image',
    bytes: await fixturePhoto(photo as 'a000'),
    filename: 'step.jpg',
    contentType: 'image/jpeg',
  });
  const response = await t.call('POST', '/api/uploads', {
    body,
    cookie,
    headers: { 'content-type': contentType },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Upload>();
}

/** A complete waypoint sent by its upload's id, without its photo. */
async function byUpload(
  area: { latitude: number; longitude: number },
  step: number,
  uploadId: number,
  overrides: Partial<WaypointPayload> = {},
): Promise<WaypointPayload> {
  return waypoint(area, step, { photo: null, uploadId, ...overrides });
}

describe('publishing a hunt by its steps’ upload ids', () => {
  it('takes each upload’s reading and files: no second OCR, the uploads marked published', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const uploads = [
      await uploadStep(creator.cookie, area, 1),
      await uploadStep(creator.cookie, area, 2),
    ];
    // A step sent with its photo beside them (an older client): read now, once.
    const waypoints = [
      await byUpload(area, 1, uploads[0]!.id),
      await byUpload(area, 2, uploads[1]!.id),
      await waypoint(area, 3),
    ];
    const readBefore = readings;
    const usageBefore = await usage();
    const made = await publish(creator.cookie, { title: 'Uploaded', waypoints });
    expect(made.statusCode, made.body).toBe(201);
    expect(readings - readBefore).toBe(1);
    // Reading step 3's photo counts once; the uploads were counted when they were read.
    expect((await usage()) - usageBefore).toBe(1);

    const hunt = made.json<Hunt>();
    const steps = (await rowsOf(creator.user.id)).steps.sort((a, b) => a.huntStep! - b.huntStep!);
    expect(steps.map((step) => step.huntId)).toEqual([hunt.id, hunt.id, hunt.id]);
    for (const [index, upload] of uploads.entries()) {
      const row = await uploadRow(upload.id);
      expect(row.photoId).toBe(steps[index]!.id);
      expect(row.publishedAt).not.toBeNull();
      // The step took the upload's files and its key, as a message's publish does.
      expect(steps[index]!.imageKey).toBe(row.imageKey);
      expect(steps[index]!.publicImageKey).toBe(row.publicImageKey);
      expect(steps[index]!.textKey).toBe(row.textKey);
      expect(steps[index]!.isAnalyzed).toBe(true);
    }

    // All steps by upload: nothing is read at all, nothing counted.
    const more = [await uploadStep(creator.cookie, area, 4)];
    const onlyUploads = [await byUpload(area, 4, more[0]!.id)];
    const [readBefore2, usageBefore2] = [readings, await usage()];
    const second = await publish(creator.cookie, { title: 'Only uploads', waypoints: onlyUploads });
    expect(second.statusCode, second.body).toBe(201);
    expect(readings).toBe(readBefore2);
    expect(await usage()).toBe(usageBefore2);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('uses the key stored at upload, so its warnings are judged on what the preview showed', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const upload = await uploadStep(creator.cookie, area, 1);
    // Had the server read the photo again it would find the sign's text; the stored key is
    // too little text to be found, and that is what publishing judges.
    await t.database.db
      .update(photoUploads)
      .set({ textKey: textKey('Exit') })
      .where(eq(photoUploads.id, upload.id));
    const readBefore = readings;
    const refused = await publish(creator.cookie, {
      title: 'Stored key',
      waypoints: [await byUpload(area, 1, upload.id)],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'UNREADABLE_PHOTO',
      error: expect.stringMatching(/^Step 1: Too little printed text/),
    });
    expect(readings).toBe(readBefore);
    expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });
    expect((await uploadRow(upload.id)).publishedAt).toBeNull();
  });

  it("refuses someone else's upload, or a made-up id, with 404 naming the step: nothing read, counted, charged or written", async () => {
    const owner = await signedInUser(t, { walletEuros: 20 });
    const thief = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const theirs = await uploadStep(owner.cookie, area, 2);
    const saved = await t.call('POST', '/api/treasure-hunt/draft', {
      cookie: thief.cookie,
      body: { title: 'Borrowed', waypoints: [await waypoint(area, 1)] },
    });
    const draft = saved.json<{ draft: HuntDraftSummary }>().draft;
    const filesBefore = await blobFiles(t.dataDir);
    const [readBefore, usageBefore] = [readings, await usage()];

    for (const uploadId of [theirs.id, 2_000_000_000]) {
      const response = await publish(thief.cookie, {
        title: 'Borrowed',
        // Step 1 would be read from its photo: the refusal comes before it is.
        waypoints: [await waypoint(area, 1), await byUpload(area, 2, uploadId)],
        draftId: draft.id,
        idempotencyKey: key(),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'NOT_FOUND',
        error: expect.stringMatching(/^Step 2: This photo is no longer here/),
      });
      expect(response.body).not.toMatch(/Mountain|refuge/i);
    }
    expect(readings).toBe(readBefore);
    expect(await usage()).toBe(usageBefore);
    expect([await balanceOf(owner.cookie), await balanceOf(thief.cookie)]).toEqual([20, 20]);
    expect(await rowsOf(thief.user.id)).toEqual({ hunts: [], steps: [] });
    expect(await blobFiles(t.dataDir)).toEqual(filesBefore);
    expect((await uploadRow(theirs.id)).publishedAt).toBeNull();
    const kept = await t.call('GET', `/api/treasure-hunt/drafts/${draft.id}`, {
      cookie: thief.cookie,
    });
    expect(kept.statusCode).toBe(200);

    // The owner still publishes it.
    const made = await publish(owner.cookie, {
      title: 'Mine',
      waypoints: [await byUpload(area, 2, theirs.id, { stepNumber: 1 })],
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('refuses an expired upload with 404 naming the step; the same step sent with its photo publishes', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const upload = await uploadStep(creator.cookie, area, 1);
    t.clock.advance(24 * HOUR_MS + 1000);
    const balance = await balanceOf(creator.cookie);
    const stale = await publish(creator.cookie, {
      title: 'Stale',
      waypoints: [await byUpload(area, 1, upload.id)],
    });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: expect.stringMatching(/^Step 1: This photo is no longer here/),
    });
    expect(await balanceOf(creator.cookie)).toBe(balance);
    expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });

    // What the editor sends for a step whose upload has expired: its photo, read now.
    const readBefore = readings;
    const made = await publish(creator.cookie, {
      title: 'Stale',
      waypoints: [await waypoint(area, 1)],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(readings - readBefore).toBe(1);
  });

  it('uses an upload once: not in two steps, not after it became a message or another hunt’s step', async () => {
    const creator = await signedInUser(t, { walletEuros: 50 });
    const area = newArea();
    const upload = await uploadStep(creator.cookie, area, 1);

    const twice = await publish(creator.cookie, {
      title: 'Twice',
      waypoints: [await byUpload(area, 1, upload.id), await byUpload(area, 2, upload.id)],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'CONFLICT',
      error:
        'Step 2 uses the same uploaded photo as step 1. Please take or choose its photo again.',
    });

    const first = await publish(creator.cookie, {
      title: 'First',
      waypoints: [await byUpload(area, 1, upload.id)],
      idempotencyKey: key(),
    });
    expect(first.statusCode, first.body).toBe(201);
    const balance = await balanceOf(creator.cookie);
    const again = await publish(creator.cookie, {
      title: 'Second',
      waypoints: [await byUpload(area, 1, upload.id)],
      idempotencyKey: key(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      error: expect.stringMatching(/^Step 1: This photo is already published/),
    });

    // An upload published as a message cannot then be a step.
    const message = await uploadStep(creator.cookie, area, 2);
    const published = await t.call('POST', `/api/uploads/${message.id}/publish`, {
      cookie: creator.cookie,
      body: { ...stepPlace(area, 2), messageType: 'text', hiddenMessage: 'Alone', maxScans: 3 },
    });
    expect(published.statusCode, published.body).toBe(201);
    const afterMessage = await balanceOf(creator.cookie);
    const reused = await publish(creator.cookie, {
      title: 'Reused',
      waypoints: [await byUpload(area, 2, message.id)],
    });
    expect(reused.statusCode).toBe(409);
    expect(await balanceOf(creator.cookie)).toBe(afterMessage);
    expect(afterMessage).toBeLessThan(balance);
    expect((await rowsOf(creator.user.id)).hunts).toHaveLength(1);
  });

  it('is idempotent: the same publish again, or twice at once, makes one hunt charged once', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const uploads = [
      await uploadStep(creator.cookie, area, 1),
      await uploadStep(creator.cookie, area, 2),
    ];
    const body = {
      title: 'Once',
      waypoints: [await byUpload(area, 1, uploads[0]!.id), await byUpload(area, 2, uploads[1]!.id)],
      idempotencyKey: key(),
    };
    const replies = await Promise.all([
      publish(creator.cookie, body),
      publish(creator.cookie, body),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
    const ids = replies.map((reply) => reply.json<Hunt>().id);
    expect(ids[0]).toBe(ids[1]);
    const charged = 20 - (await balanceOf(creator.cookie));
    expect(charged).toBeGreaterThan(0);

    const retry = await publish(creator.cookie, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Hunt>().id).toBe(ids[0]);
    expect(20 - (await balanceOf(creator.cookie))).toBe(charged);
    const rows = await rowsOf(creator.user.id);
    expect(rows.hunts).toHaveLength(1);
    expect(rows.steps).toHaveLength(2);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('waits for an upload OCR has not read yet: 409 naming the step, then publishes once read', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    busy = true;
    let upload: Upload;
    try {
      upload = await uploadStep(creator.cookie, area, 1);
      expect(upload.status).toBe('reading');
      const early = await publish(creator.cookie, {
        title: 'Early',
        waypoints: [await byUpload(area, 1, upload.id)],
      });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'Step 1: This photo is still being read. Please try again in a few seconds.',
      });
      expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });
    } finally {
      busy = false;
    }
    const made = await publish(creator.cookie, {
      title: 'Early',
      waypoints: [await byUpload(area, 1, upload.id)],
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});

describe('steps of one hunt compared with each other', () => {
  it('warns both steps of the same text within 100 m, each confirming its own; 1 km apart, none', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    // Two photos of one sign, 30 m apart: a scan at either would find both steps.
    const near = { latitude: area.latitude + 30 / 111_195, longitude: area.longitude };
    const one = await uploadStep(creator.cookie, area, 1, 'a000');
    const two = await uploadStep(creator.cookie, { ...near }, 1, 'a000');
    const three = await uploadStep(creator.cookie, area, 2);
    const waypoints = [
      await byUpload(area, 1, one.id),
      await byUpload(area, 2, three.id),
      await byUpload(area, 3, two.id, near),
    ];
    const refused = await publish(creator.cookie, { title: 'Echo', waypoints });
    expect(refused.statusCode).toBe(409);
    const { code, error } = refused.json<{ code: string; error: string }>();
    expect(code).toBe('UNCONFIRMED_WARNINGS');
    expect(error).toMatch(/^Steps 1 and 3 need a look before publishing\./);
    expect(error).toContain(
      'Step 1: Step 3 of this hunt, within 100 m, hides behind nearly the same text',
    );
    expect(error).toContain(
      'Step 3: Step 1 of this hunt, within 100 m, hides behind nearly the same text',
    );
    expect(error).not.toContain('Step 2:');
    // Each step's warning is said, naming the other step, so the web words it (decision 031).
    const said = refused.json<ErrorBody>().message!;
    expect(JSON.stringify(said)).toContain(
      '{"key":"server_hunt_sibling_near_duplicate","params":{"other":3}}',
    );
    expect(worded(said, 'en')).toBe(error);
    expect(worded(said, 'el')).toContain('Βήμα 1: Το βήμα 3 αυτού του κυνηγιού');
    expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });

    // Confirmed by one step only: the other still needs its own.
    const half = await publish(creator.cookie, {
      title: 'Echo',
      waypoints: [
        { ...waypoints[0]!, confirmedWarnings: ['near-duplicate'] },
        waypoints[1]!,
        waypoints[2]!,
      ],
    });
    expect(half.statusCode).toBe(409);
    expect(half.json<{ error: string }>().error).toMatch(/^Step 3 needs a look/);

    const made = await publish(creator.cookie, {
      title: 'Echo',
      waypoints: [
        { ...waypoints[0]!, confirmedWarnings: ['near-duplicate'] },
        waypoints[1]!,
        { ...waypoints[2]!, confirmedWarnings: ['near-duplicate'] },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);

    // The same sign at two steps 1 km apart: no scan reaches both, no warning.
    const far = newArea();
    const a = await uploadStep(creator.cookie, far, 1, 'a000');
    const b = await uploadStep(creator.cookie, far, 2, 'a000');
    const apart = await publish(creator.cookie, {
      title: 'Apart',
      waypoints: [await byUpload(far, 1, a.id), await byUpload(far, 2, b.id)],
    });
    expect(apart.statusCode, apart.body).toBe(201);
  });

  it("warns in the editor too: an upload looked up with the hunt's other steps' uploads", async () => {
    const creator = await signedInUser(t);
    const stranger = await signedInUser(t);
    const area = newArea();
    const one = await uploadStep(creator.cookie, area, 1, 'a000');
    const two = await uploadStep(creator.cookie, area, 1, 'a000');
    const elsewhere = await uploadStep(creator.cookie, area, 2, 'a000');
    const theirs = await uploadStep(stranger.cookie, area, 1, 'a000');
    const codes = async (id: number, others?: number[]) => {
      const query = others ? `?with=${others.join(',')}` : '';
      const response = await t.call('GET', `/api/uploads/${id}${query}`, {
        cookie: creator.cookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Upload>().warnings.map((warning) => warning.code);
    };
    expect(two.warnings).toEqual([]);
    expect(await codes(two.id)).toEqual([]);
    expect(await codes(two.id, [one.id])).toEqual(['near-duplicate']);
    // 1 km away no scan reaches both; someone else's upload is not theirs to compare with.
    expect(await codes(two.id, [elsewhere.id, theirs.id, two.id])).toEqual([]);
    for (const query of [
      '1;DROP',
      '9999999999',
      `${one.id},1e20`,
      '%00',
      Array(51).fill(1).join(','),
    ]) {
      const bad = await t.call('GET', `/api/uploads/${two.id}?with=${query}`, {
        cookie: creator.cookie,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('warns of two steps printed from one template (shared wording, other words differ)', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const one = await uploadStep(creator.cookie, area, 1, 'a000');
    const two = await uploadStep(creator.cookie, area, 1, 'a000');
    // The other label: the sign's wording with another month and a line of its own.
    await t.database.db
      .update(photoUploads)
      .set({ textKey: textKey('Mountain refuge Water available until March. Key at the farm') })
      .where(eq(photoUploads.id, two.id));
    const place = stepPlace(area, 1);
    const refused = await publish(creator.cookie, {
      title: 'Labels',
      waypoints: [await byUpload(area, 1, one.id), await byUpload(area, 2, two.id, place)],
    });
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json<{ error: string }>();
    expect(error).toContain(
      'Step 1: Step 2 of this hunt, within 100 m, is printed from the same template',
    );
    const made = await publish(creator.cookie, {
      title: 'Labels',
      waypoints: [
        await byUpload(area, 1, one.id, { confirmedWarnings: ['template'] }),
        await byUpload(area, 2, two.id, { ...place, confirmedWarnings: ['template'] }),
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});
