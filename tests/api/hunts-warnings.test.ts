import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt, HuntDraftSummary, WaypointPayload } from '@/shared/contract/hunts';
import type { PricingCheck, Wallet } from '@/shared/contract/wallet';
import { hunts } from '@/server/db/schema/hunts';
import { photos } from '@/server/db/schema/photos';
import { createPhotoAs, fixturePhoto, signedInUser } from '../factories';
import { ledgerIsBalanced, newArea, stepPlace, waypoint } from '../support/hunts';
import { noiseJpeg } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { blobFiles } from '../support/blob-files';
import type { ErrorBody } from '@/shared/errors';
import { worded } from '../support/worded';

/*
 * A hunt's steps judged at publish as an upload's publish is (issue 20, point 5; decision
 * 025): too little text refused naming the step; a soft warning (too common, near-duplicate,
 * template) confirmed by its own step, or the hunt is refused with nothing charged or written.
 */

let t: TestApp;
let stockSign: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const bytes = await readFile(
    new URL('../fixtures/photos/emergency-exit-sign.jpg', import.meta.url),
  );
  stockSign = `data:image/jpeg;base64,${bytes.toString('base64')}`;
});
afterAll(() => t.close());

const publish = (cookie: string, body: object) =>
  t.call('POST', '/api/treasure-hunt', { cookie, body });
const key = () => `publish-${randomBytes(12).toString('hex')}`;
const balanceOf = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>().balance;
const priceOf = async (cookie: string, waypoints: WaypointPayload[]) =>
  (
    await t.call('POST', '/api/treasure-hunt/price', { cookie, body: { waypoints } })
  ).json<PricingCheck>().totalCharge;
const rowsOf = async (userId: number) => ({
  hunts: await t.database.db.select().from(hunts).where(eq(hunts.creatorId, userId)),
  steps: await t.database.db.select().from(photos).where(eq(photos.userId, userId)),
});

/** A saved draft of these waypoints, and how to see it is still there, unchanged. */
async function savedDraft(cookie: string, title: string, waypoints: WaypointPayload[]) {
  const saved = await t.call('POST', '/api/treasure-hunt/draft', {
    cookie,
    body: { title, waypoints },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<{ draft: HuntDraftSummary }>().draft;
}
const draftNow = (cookie: string, id: number) =>
  t.call('GET', `/api/treasure-hunt/drafts/${id}`, { cookie }).then((r) => r.json<object>());

describe('publishing a hunt judges each step as an upload', () => {
  it('refuses a step of too little text, naming it, with nothing charged and the draft kept', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const noise = `data:image/jpeg;base64,${(await noiseJpeg()).toString('base64')}`;
    const waypoints = [
      await waypoint(area, 1),
      await waypoint(area, 2),
      // Confirming every soft warning does not let too little text through.
      await waypoint(area, 3, {
        photo: noise,
        confirmedWarnings: ['too-common', 'near-duplicate', 'template'],
      }),
    ];
    const draft = await savedDraft(creator.cookie, 'Blurred end', waypoints);
    const draftBefore = await draftNow(creator.cookie, draft.id);
    const filesBefore = await blobFiles(t.dataDir);

    const response = await publish(creator.cookie, {
      title: 'Blurred end',
      waypoints,
      draftId: draft.id,
      idempotencyKey: key(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNREADABLE_PHOTO',
      error: expect.stringMatching(/^Step 3: Too little printed text/),
    });
    // The reason is said too, so the web words the whole refusal (decision 031).
    const said = response.json<ErrorBody>().message!;
    expect(said).toEqual({
      key: 'server_hunt_about_step',
      params: { step: 3, reason: { key: 'server_too_little_printed_text', params: {} } },
    });
    expect(worded(said, 'en')).toBe(response.json<ErrorBody>().error);
    expect(worded(said, 'el')).toMatch(/^Βήμα 3: Διαβάστηκε πολύ λίγο/);
    expect(await balanceOf(creator.cookie)).toBe(20);
    expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });
    expect(await blobFiles(t.dataDir)).toEqual(filesBefore);
    expect(await draftNow(creator.cookie, draft.id)).toEqual(draftBefore);
  });

  it('refuses a soft-warned step until that step confirms it, then publishes once, charged once', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const waypoints = [
      await waypoint(area, 1, { maxScans: 10 }),
      // An emergency-exit sign: wording printed in countless places, no key to one spot.
      await waypoint(area, 2, { photo: stockSign, maxScans: 10 }),
    ];
    const price = await priceOf(creator.cookie, waypoints);
    expect(price).toBeGreaterThan(0);
    const draft = await savedDraft(creator.cookie, 'Exit', waypoints);
    const draftBefore = await draftNow(creator.cookie, draft.id);
    const filesBefore = await blobFiles(t.dataDir);
    const body = { title: 'Exit', draftId: draft.id, idempotencyKey: key() };

    const refused = await publish(creator.cookie, { ...body, waypoints });
    expect(refused.statusCode).toBe(409);
    const answer = refused.json<{ code: string; error: string }>();
    expect(answer.code).toBe('UNCONFIRMED_WARNINGS');
    expect(answer.error).toMatch(/^Step 2 needs a look before publishing\. Step 2: This text/);
    expect(answer.error).not.toMatch(/Step 1\b/);
    const said = refused.json<ErrorBody>().message!;
    expect(said).toEqual({
      key: 'server_hunt_step_needs_look',
      params: {
        step: 2,
        details: {
          key: 'server_hunt_step_warnings',
          params: { step: 2, warnings: { key: 'server_upload_warning_too_common', params: {} } },
        },
      },
    });
    expect(worded(said, 'en')).toBe(answer.error);
    expect(worded(said, 'el')).not.toMatch(/[A-Za-z]{4}/);
    expect(await balanceOf(creator.cookie)).toBe(20);
    expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });
    expect(await blobFiles(t.dataDir)).toEqual(filesBefore);
    expect(await draftNow(creator.cookie, draft.id)).toEqual(draftBefore);

    // Confirmed by another step: it does not count for step 2.
    const elsewhere = await publish(creator.cookie, {
      ...body,
      waypoints: [{ ...waypoints[0]!, confirmedWarnings: ['too-common'] }, waypoints[1]!],
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({
      code: 'UNCONFIRMED_WARNINGS',
      error: expect.stringMatching(/^Step 2 needs a look/),
    });
    // Another soft warning confirmed on step 2 is not this one.
    const otherCode = await publish(creator.cookie, {
      ...body,
      waypoints: [waypoints[0]!, { ...waypoints[1]!, confirmedWarnings: ['template'] }],
    });
    expect(otherCode.statusCode).toBe(409);
    expect(await balanceOf(creator.cookie)).toBe(20);
    expect(await rowsOf(creator.user.id)).toEqual({ hunts: [], steps: [] });

    const confirmed = [waypoints[0]!, { ...waypoints[1]!, confirmedWarnings: ['too-common'] }];
    const made = await publish(creator.cookie, { ...body, waypoints: confirmed });
    expect(made.statusCode, made.body).toBe(201);
    const hunt = made.json<Hunt>();
    expect(hunt.totalSteps).toBe(2);
    expect(await balanceOf(creator.cookie)).toBe(20 - price);
    // A retry of the same publish finds the same hunt and charges nothing more.
    const again = await publish(creator.cookie, { ...body, waypoints: confirmed });
    expect(again.statusCode).toBe(201);
    expect(again.json<Hunt>().id).toBe(hunt.id);
    expect(await balanceOf(creator.cookie)).toBe(20 - price);
    const rows = await rowsOf(creator.user.id);
    expect(rows.hunts).toHaveLength(1);
    expect(rows.steps).toHaveLength(2);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('names every step whose photo nearly repeats an open message within 100 m', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    // A message already hides behind step 1's sign, at step 1's place.
    await createPhotoAs(t, creator.cookie, stepPlace(area, 1), await fixturePhoto('a000'));
    const waypoints = [
      await waypoint(area, 1),
      await waypoint(area, 2),
      await waypoint(area, 3, { photo: stockSign }),
    ];
    const refused = await publish(creator.cookie, { title: 'Twice', waypoints });
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json<{ error: string }>();
    expect(error).toMatch(/^Steps 1 and 3 need a look before publishing\./);
    expect(error).toContain('Step 1: Another message within 100 m hides behind nearly the same');
    expect(error).not.toContain('Step 2:');
    const said = refused.json<ErrorBody>().message!;
    expect(worded(said, 'en')).toBe(error);
    expect(worded(said, 'el')).toMatch(/^Τα βήματα 1 και 3 χρειάζονται έλεγχο/);
    expect(worded(said, 'el')).not.toMatch(/[A-Za-z]{4}/);

    const made = await publish(creator.cookie, {
      title: 'Twice',
      waypoints: [
        { ...waypoints[0]!, confirmedWarnings: ['near-duplicate'] },
        waypoints[1]!,
        { ...waypoints[2]!, confirmedWarnings: ['too-common'] },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});
