import { randomBytes } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt, HuntDraftSummary } from '@/shared/contract/hunts';
import type { Photo, UserStats } from '@/shared/contract/photos';
import type { PricingCheck, Wallet } from '@/shared/contract/wallet';
import { hunts } from '@/server/db/schema/hunts';
import { photos } from '@/server/db/schema/photos';
import { signedInUser } from '../factories';
import { createHunt, ledgerIsBalanced, newArea, waypoint } from '../support/hunts';
import { noiseJpeg } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';
import { blobFiles } from '../support/blob-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const balanceOf = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>().balance;
const huntRowsOf = (userId: number) =>
  t.database.db.select().from(hunts).where(eq(hunts.creatorId, userId));
const stepRowsOf = (userId: number) =>
  t.database.db
    .select()
    .from(photos)
    .where(eq(photos.userId, userId))
    .then((rows) => rows.filter((row) => row.huntId !== null));

describe('POST /api/treasure-hunt', () => {
  it('creates a hunt and its steps in one go, charging exactly what the pricing check said', async () => {
    const creator = await signedInUser(t, { walletEuros: 50 });
    const area = newArea();
    const waypoints = [
      await waypoint(area, 1, { maxScans: 1, hasRewards: true, rewardAmount: 0.5 }),
      await waypoint(area, 2, { maxScans: 10, hasRewards: true, rewardAmount: 2 }),
      await waypoint(area, 3, { maxScans: 1, hints: ['Look up', 'Near the door'] }),
    ];
    const price = await t.call('POST', '/api/treasure-hunt/price', {
      cookie: creator.cookie,
      body: { waypoints },
    });
    expect(price.statusCode).toBe(200);
    const check = price.json<PricingCheck>();
    // Step 1 takes today's free discovery; steps 2 and 3 pay the 10-scan tier (€1 each).
    expect(check).toMatchObject({ canCreate: true, cost: 2, totalCharge: 4.5, isFree: false });

    const hunt = await createHunt(t, creator.cookie, {
      title: '  Old town  ',
      description: 'Three signs',
      waypoints,
    });
    expect(hunt).toMatchObject({
      title: 'Old town',
      description: 'Three signs',
      totalSteps: 3,
      requiredSteps: 3,
      stepOrder: 'linear',
      hintCostPercent: 25,
      isOwner: true,
      progress: null,
    });
    expect(hunt.waypoints.map((w) => [w.stepNumber, w.state])).toEqual([
      [1, 'creator'],
      [2, 'creator'],
      [3, 'creator'],
    ]);
    expect(hunt.waypoints[0]!.photo).toMatchObject({
      hiddenMessage: waypoints[0]!.hiddenMessage,
      publicDescription: waypoints[0]!.description,
      rewardPerScan: 0.5,
    });
    expect(hunt.waypoints[2]!.photo!.hints).toEqual(['Look up', 'Near the door']);
    expect(await balanceOf(creator.cookie)).toBe(50 - check.totalCharge);
    expect(await ledgerIsBalanced(t)).toBe(true);

    const steps = await stepRowsOf(creator.user.id);
    expect(steps.map((row) => [row.huntStep, row.isAnalyzed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
    ]);
    expect(
      (await t.call('GET', '/api/treasure-hunts', { cookie: creator.cookie })).json<Hunt[]>(),
    ).toHaveLength(1);
  });

  it('keeps hunt steps out of the message lists and counts the hunt in the statistics', async () => {
    const creator = await signedInUser(t);
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Listed once',
      waypoints: [await waypoint(area, 1)],
    });
    const stepId = hunt.waypoints[0]!.photoId!;
    const own = (await t.call('GET', '/api/photos/user', { cookie: creator.cookie })).json<
      Photo[]
    >();
    expect(own.map((photo) => photo.id)).not.toContain(stepId);
    const other = await signedInUser(t);
    const nearby = await t.call(
      'GET',
      `/api/photos/nearby?lat=${area.latitude}&lng=${area.longitude}`,
      { cookie: other.cookie },
    );
    expect(nearby.json<Photo[]>().map((photo) => photo.id)).not.toContain(stepId);
    // Its photo is served by the hunt, to those whose step it is, not by the public photo URL.
    expect((await t.call('GET', `/api/photos/${stepId}/image`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/photos/shared/${stepId}`)).statusCode).toBe(404);
    const remove = await t.call('DELETE', `/api/photos/${stepId}`, { cookie: creator.cookie });
    expect(remove.statusCode).toBe(409);
    const stats = (
      await t.call('GET', '/api/photos/user/stats', { cookie: creator.cookie })
    ).json<UserStats>();
    expect(stats).toMatchObject({
      totalMessages: 0,
      totalTreasureHuntsCreated: 1,
      totalTreasureHuntsCompleted: 0,
    });
  });

  it('refuses a step whose photo has too little text, naming it, and charges nothing', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const filesBefore = await blobFiles(t.dataDir);
    const noise = `data:image/jpeg;base64,${(await noiseJpeg()).toString('base64')}`;
    const response = await t.call('POST', '/api/treasure-hunt', {
      cookie: creator.cookie,
      body: {
        title: 'Blurred',
        waypoints: [
          await waypoint(area, 1, { maxScans: 10, hasRewards: true, rewardAmount: 3 }),
          await waypoint(area, 2, { photo: noise }),
        ],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'UNREADABLE_PHOTO',
      error: expect.stringMatching(/^Step 2: Too little printed text/),
    });
    expect(await balanceOf(creator.cookie)).toBe(20);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(0);
    expect(await stepRowsOf(creator.user.id)).toHaveLength(0);
    expect(await blobFiles(t.dataDir)).toEqual(filesBefore);
  });

  it('refuses a hunt the wallet cannot pay for, before reading any photo', async () => {
    const creator = await signedInUser(t, { walletEuros: 1 });
    const area = newArea();
    const waypoints = [
      await waypoint(area, 1, { maxScans: 10 }),
      await waypoint(area, 2, { maxScans: 10, hasRewards: true, rewardAmount: 5 }),
    ];
    const price = (
      await t.call('POST', '/api/treasure-hunt/price', {
        cookie: creator.cookie,
        body: { waypoints },
      })
    ).json<PricingCheck>();
    expect(price).toMatchObject({ canCreate: false, totalCharge: 7, currentBalance: 1 });
    const response = await t.call('POST', '/api/treasure-hunt', {
      cookie: creator.cookie,
      body: { title: 'Too rich', waypoints },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      error: 'Need €7.00 for 2 steps. Current balance: €1.00',
    });
    expect(await balanceOf(creator.cookie)).toBe(1);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(0);
  });

  it('lets the admin create without paying', async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: 'admin-test-password' },
    });
    const cookie = `underprint_session=${login.cookies.find((c) => c.name === 'underprint_session')!.value}`;
    const area = newArea();
    const waypoints = [
      await waypoint(area, 1, { maxScans: 100, hasRewards: true, rewardAmount: 5 }),
    ];
    const price = (
      await t.call('POST', '/api/treasure-hunt/price', { cookie, body: { waypoints } })
    ).json<PricingCheck>();
    expect(price).toMatchObject({ canCreate: true, cost: 0, totalCharge: 0 });
    const hunt = await createHunt(t, cookie, { title: 'Official', waypoints });
    expect(hunt.waypoints[0]!.photo!.rewardPerScan).toBe(0.05);
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const creator = await signedInUser(t);
    const area = newArea();
    const complete = await waypoint(area, 1);
    const cases: Array<[object, string | RegExp]> = [
      [{ title: 'Empty', waypoints: [] }, 'A treasure hunt must have at least one waypoint'],
      [
        { title: 'Holes', waypoints: [complete, { ...complete, stepNumber: 2, photo: null }] },
        'Please complete all waypoints. Missing: Step 2',
      ],
      [
        {
          title: 'No text',
          waypoints: [
            { ...complete, hiddenMessage: '  ' },
            { ...complete, stepNumber: 2, latitude: null },
            { ...complete, stepNumber: 3, messageType: 'pdf' },
          ],
        },
        'Please complete all waypoints. Missing: Step 1, Step 2, Step 3',
      ],
      [
        {
          title: 'Zero',
          waypoints: [{ ...complete, maxScans: 1, hasRewards: true, rewardAmount: 0 }],
        },
        'Step 1: the reward amount must be at least €0.01',
      ],
      [
        {
          title: 'Shares of nothing',
          waypoints: [
            complete,
            { ...complete, stepNumber: 2, maxScans: 5, hasRewards: true, rewardAmount: 0.04 },
          ],
        },
        'Step 2: the reward amount must be at least €0.05',
      ],
      [
        {
          title: 'Too long',
          waypoints: Array.from({ length: 51 }, (_, i) => ({ ...complete, stepNumber: i + 1 })),
        },
        'A treasure hunt has at most 50 waypoints',
      ],
      [
        { title: 'Three hints', waypoints: [{ ...complete, hints: ['a', 'b', 'c'] }] },
        'A step has at most 2 hints',
      ],
      [
        {
          title: 'Backwards',
          waypoints: [complete],
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        'The time window must end after it starts.',
      ],
      [
        { title: 'Over', waypoints: [complete], endsAt: '2020-01-01T00:00:00Z' },
        'The end of the time window has already passed.',
      ],
      [
        { title: 'Some', waypoints: [complete], stepOrder: 'some', requiredSteps: 2 },
        'The number of steps to complete must be between 1 and 1.',
      ],
      [
        {
          title: 'Not a photo',
          waypoints: [{ ...complete, photo: 'data:image/jpeg;base64,AAAA' }],
        },
        /^Step 1: Please select an image file/,
      ],
      [
        {
          title: 'Not a PDF',
          waypoints: [{ ...complete, messageType: 'pdf', pdfData: 'aGVsbG8=' }],
        },
        /^Step 1: Please select a PDF file only/,
      ],
      [
        {
          title: 'Nobody',
          waypoints: [{ ...complete, isPrivate: true, targetUsername: 'nobody_x' }],
        },
        'Step 1: The target user does not exist.',
      ],
    ];
    for (const [body, error] of cases) {
      const response = await t.call('POST', '/api/treasure-hunt', { cookie: creator.cookie, body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(error);
    }
    expect(await balanceOf(creator.cookie)).toBe(100);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(0);
    const anonymous = await t.call('POST', '/api/treasure-hunt', {
      body: { title: 'x', waypoints: [complete] },
    });
    expect(anonymous.statusCode).toBe(401);
    const leftovers = await t.database.db.select().from(photos).where(isNotNull(photos.huntId));
    expect(leftovers.every((row) => row.userId !== creator.user.id)).toBe(true);
  });
});

describe('publishing once (issue 19, point 3)', () => {
  const publish = (cookie: string, body: object) =>
    t.call('POST', '/api/treasure-hunt', { cookie, body });
  const key = () => `publish-${randomBytes(12).toString('hex')}`;

  it('consumes the draft it publishes; publishing that draft again answers the same hunt, charged once', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const waypoints = [
      await waypoint(area, 1, { maxScans: 10, hasRewards: true, rewardAmount: 1 }),
    ];
    const saved = await t.call('POST', '/api/treasure-hunt/draft', {
      cookie: creator.cookie,
      body: { title: 'From a draft', waypoints },
    });
    const { draft } = saved.json<{ draft: HuntDraftSummary }>();
    const filesWithDraft = await blobFiles(t.dataDir);

    const first = await publish(creator.cookie, {
      title: 'From a draft',
      waypoints,
      draftId: draft.id,
      idempotencyKey: key(),
    });
    expect(first.statusCode).toBe(201);
    const hunt = first.json<Hunt>();
    const charged = await balanceOf(creator.cookie);
    expect(charged).toBe(20 - 2);
    // Gone from 'Pending Treasure Hunts', its files with it.
    expect(
      (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: creator.cookie })).json(),
    ).toEqual([]);
    const url = `/api/treasure-hunt/drafts/${draft.id}`;
    expect((await t.call('GET', url, { cookie: creator.cookie })).statusCode).toBe(404);
    const draftFiles = filesWithDraft.filter((file) => file.startsWith('draft-'));
    expect(draftFiles.length).toBeGreaterThan(0);
    const files = await blobFiles(t.dataDir);
    expect(files.filter((file) => draftFiles.includes(file))).toEqual([]);

    // The same draft again, from a stale screen with another key: the hunt already made.
    const again = await publish(creator.cookie, {
      title: 'From a draft',
      waypoints,
      draftId: draft.id,
      idempotencyKey: key(),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json<Hunt>().id).toBe(hunt.id);
    expect(await balanceOf(creator.cookie)).toBe(charged);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(1);
    expect(await stepRowsOf(creator.user.id)).toHaveLength(1);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('answers a repeated request (same idempotency key) with the hunt already made, charged once', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const body = {
      title: 'Retried',
      waypoints: [await waypoint(newArea(), 1, { maxScans: 10 })],
      idempotencyKey: key(),
    };
    const first = await publish(creator.cookie, body);
    expect(first.statusCode).toBe(201);
    const charged = await balanceOf(creator.cookie);
    expect(charged).toBe(19);
    const files = await blobFiles(t.dataDir);
    const retry = await publish(creator.cookie, body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Hunt>()).toEqual(first.json<Hunt>());
    expect(await balanceOf(creator.cookie)).toBe(charged);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(1);
    expect(await blobFiles(t.dataDir)).toEqual(files);
    // Another key is another hunt: the key, not the content, says what is a repeat. (The
    // same sign at the same place again is a near-duplicate of the first: confirmed here.)
    const another = await publish(creator.cookie, {
      ...body,
      waypoints: body.waypoints.map((step) => ({ ...step, confirmedWarnings: ['near-duplicate'] })),
      idempotencyKey: key(),
    });
    expect(another.json<Hunt>().id).not.toBe(first.json<Hunt>().id);
    expect(await balanceOf(creator.cookie)).toBe(18);
  });

  it('charges once for two publishes at the same moment, by key or by draft', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const area = newArea();
    const waypoints = [
      await waypoint(area, 1, { maxScans: 10, hasRewards: true, rewardAmount: 1 }),
    ];
    const filesBefore = await blobFiles(t.dataDir);
    const body = { title: 'Pressed twice', waypoints, idempotencyKey: key() };
    const twins = await Promise.all([publish(creator.cookie, body), publish(creator.cookie, body)]);
    expect(twins.map((response) => response.statusCode)).toEqual([201, 201]);
    const [a, b] = twins.map((response) => response.json<Hunt>());
    expect(a!.id).toBe(b!.id);
    expect(await balanceOf(creator.cookie)).toBe(18);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(1);
    expect(await stepRowsOf(creator.user.id)).toHaveLength(1);
    // The loser's stored photo went with it: one step's photo and thumbnail more, not two.
    const added = (await blobFiles(t.dataDir)).filter((file) => !filesBefore.includes(file));
    expect(added.filter((file) => /^(images|thumbnails)\//.test(file))).toHaveLength(2);

    // Two tabs publish the same draft, each with its own key.
    const { draft } = (
      await t.call('POST', '/api/treasure-hunt/draft', {
        cookie: creator.cookie,
        body: { title: 'Two tabs', waypoints: [await waypoint(newArea(), 1, { maxScans: 10 })] },
      })
    ).json<{ draft: HuntDraftSummary }>();
    const tabs = await Promise.all(
      [key(), key()].map(async (idempotencyKey) =>
        publish(creator.cookie, {
          title: 'Two tabs',
          waypoints: [await waypoint(newArea(), 1, { maxScans: 10 })],
          draftId: draft.id,
          idempotencyKey,
        }),
      ),
    );
    expect(tabs.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(tabs[0]!.json<Hunt>().id).toBe(tabs[1]!.json<Hunt>().id);
    expect(await balanceOf(creator.cookie)).toBe(17);
    expect(await huntRowsOf(creator.user.id)).toHaveLength(2);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it("refuses someone else's draft, or a made-up one, with 404: nothing charged, their draft kept", async () => {
    const owner = await signedInUser(t, { walletEuros: 20 });
    const thief = await signedInUser(t, { walletEuros: 20 });
    const waypoints = [await waypoint(newArea(), 1, { maxScans: 10 })];
    const saved = await t.call('POST', '/api/treasure-hunt/draft', {
      cookie: owner.cookie,
      body: { title: 'Mine', waypoints },
    });
    const { draft } = saved.json<{ draft: HuntDraftSummary }>();
    for (const draftId of [draft.id, draft.id + 100_000]) {
      const response = await publish(thief.cookie, { title: 'Stolen', waypoints, draftId });
      expect(response.statusCode, String(draftId)).toBe(404);
    }
    expect(await balanceOf(thief.cookie)).toBe(20);
    expect(await huntRowsOf(thief.user.id)).toHaveLength(0);
    const kept = await t.call('GET', `/api/treasure-hunt/drafts/${draft.id}`, {
      cookie: owner.cookie,
    });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses a key with a NUL byte and a draft id like 1e20 with a clear 400', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const waypoints = [await waypoint(newArea(), 1, { maxScans: 10 })];
    for (const extra of [
      { idempotencyKey: `publish-${'a'.repeat(10)}\u0000x` },
      { draftId: 1e20 },
    ]) {
      const response = await publish(creator.cookie, { title: 'Odd', waypoints, ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await balanceOf(creator.cookie)).toBe(20);
  });

  it('refuses a malformed idempotency key with a clear 400, charging nothing', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const response = await publish(creator.cookie, {
      title: 'Bad key',
      waypoints: [await waypoint(newArea(), 1, { maxScans: 10 })],
      idempotencyKey: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/idempotency key must be 16 to 100/);
    expect(await balanceOf(creator.cookie)).toBe(20);
  });
});
