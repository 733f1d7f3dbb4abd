import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt, HuntProgress, Leaderboard } from '@/shared/contract/hunts';
import type { ModerationItem } from '@/shared/contract/office';
import { photos } from '@/server/db/schema/photos';
import { signedInUser } from '../factories';
import {
  createHunt,
  newArea,
  progressOf,
  scanAt as scanStep,
  stepPlace,
  waypoint,
  WALK_TO_NEXT_STEP_MS,
} from '../support/hunts';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

/*
 * Who a hunt exists for, on every route that names one (issue 19, points 15 and 16): a hunt
 * offered only to its target answers like a missing one to everybody else, and a step answers a
 * report only where the rest of the app would show it to the reporter.
 */

let t: TestApp;
let webRoot: string;
let creator: Awaited<ReturnType<typeof signedInUser>>;
let admin: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Underprint</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webRoot, env: { AUTH_RATE_LIMIT: '1000' } });
  creator = await signedInUser(t, { walletEuros: 100 });
  admin = sessionCookieOf(
    await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    }),
  );
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** Players go from step to step: they walk there first, as the travel check expects. */
const scanAt: typeof scanStep = (app, cookie, step, place) => {
  app.clock.advance(WALK_TO_NEXT_STEP_MS);
  return scanStep(app, cookie, step, place);
};
const report = (cookie: string, photoId: number) =>
  t.call('POST', `/api/photos/${photoId}/report`, { cookie, body: { reason: 'offensive' } });
const listIds = async (cookie: string, url: string) =>
  (await t.call('GET', url, { cookie }))
    .json<Array<Hunt | HuntProgress>>()
    .map((entry) => ('huntId' in entry ? entry.huntId : entry.id));
const moderationOf = (photoId: number) =>
  t.database.db
    .select({ moderation: photos.moderation })
    .from(photos)
    .where(eq(photos.id, photoId))
    .then((rows) => rows[0]!.moderation);

/**
 * Every route that names one hunt, as one viewer: status codes in a fixed order. The scan is
 * at step 2's place with step 2's text, and its answer is how many messages it found.
 */
async function routesAs(
  cookie: string,
  huntId: number,
  steps: { area: { latitude: number; longitude: number }; photoIds: number[] },
) {
  const call = (method: 'GET' | 'POST', url: string) =>
    t.call(method, url, { cookie }).then((response) => response.statusCode);
  const statuses = {
    ...(await publicRoutes(cookie, huntId)),
    leaderboard: await call('GET', `/api/treasure-hunts/${huntId}/leaderboard`),
    image1: await call('GET', `/api/treasure-hunts/${huntId}/steps/1/image`),
    image2: await call('GET', `/api/treasure-hunts/${huntId}/steps/2/image`),
    hint2: await call('POST', `/api/treasure-hunts/${huntId}/steps/2/hints`),
  };
  const listed = [
    ...(await listIds(cookie, '/api/treasure-hunts/available')),
    ...(await listIds(cookie, '/api/treasure-hunts/progress')),
    ...(await listIds(cookie, '/api/treasure-hunts/finished')),
  ].includes(huntId);
  const scanFinds = (await scanAt(t, cookie, 2, stepPlace(steps.area, 2))).matches;
  const report2 = (await report(cookie, steps.photoIds[1]!)).statusCode;
  return { ...statuses, listed, scanFinds, report2 };
}

/** The share page and its data, which anyone may ask for, signed in or not. */
async function publicRoutes(cookie: string | undefined, huntId: number) {
  const call = (url: string) =>
    t.call('GET', url, cookie ? { cookie } : {}).then((response) => response.statusCode);
  return {
    page: await call(`/hunt/${huntId}`),
    shared: await call(`/api/treasure-hunts/shared/${huntId}`),
  };
}

const missing = {
  page: 404,
  shared: 404,
  leaderboard: 404,
  image1: 404,
  image2: 404,
  hint2: 404,
  listed: false,
  scanFinds: 0,
  report2: 404,
};

describe('a hunt offered only to its target', () => {
  it('answers every hunt route as if it did not exist, except to its target and its creator', async () => {
    const [target, stranger] = [await signedInUser(t), await signedInUser(t)];
    const area = newArea();
    // Step 1 is private to the target; step 2 is public, with a hint. In free order step 2 is
    // open to whoever the hunt is for from the start.
    const hunt = await createHunt(t, creator.cookie, {
      title: 'For one friend',
      stepOrder: 'free',
      waypoints: [
        await waypoint(area, 1, { isPrivate: true, targetUsername: target.user.nickname }),
        await waypoint(area, 2, { hints: ['Look up'] }),
      ],
    });
    const steps = { area, photoIds: hunt.waypoints.map((step) => step.photoId!) };

    // A hunt that does not exist, for comparison: the same answers everywhere.
    const nothing = { area: newArea(), photoIds: [999_998, 999_999] };
    const newcomer = await signedInUser(t);
    expect(await routesAs(newcomer.cookie, 999_999, nothing)).toEqual(missing);
    expect(await routesAs(stranger.cookie, hunt.id, steps)).toEqual(missing);
    expect(await publicRoutes(undefined, hunt.id)).toEqual({ page: 404, shared: 404 });
    // Nothing the stranger tried changed anything.
    expect(await moderationOf(steps.photoIds[1]!)).toBe('clear');

    // Its target plays it: listed, step 2's photo and hint, then both steps found, finished.
    const offered = (
      await t.call('GET', '/api/treasure-hunts/available', { cookie: target.cookie })
    ).json<Hunt[]>();
    expect(offered.map((each) => each.id)).toContain(hunt.id);
    const get = (url: string) => t.call('GET', url, { cookie: target.cookie });
    expect((await get(`/hunt/${hunt.id}`)).statusCode).toBe(200);
    expect((await get(`/api/treasure-hunts/shared/${hunt.id}`)).statusCode).toBe(200);
    expect((await get(`/api/treasure-hunts/${hunt.id}/steps/2/image`)).statusCode).toBe(200);
    const hint = await t.call('POST', `/api/treasure-hunts/${hunt.id}/steps/2/hints`, {
      cookie: target.cookie,
    });
    expect(hint.json()).toMatchObject({ hints: ['Look up'] });
    expect((await scanAt(t, target.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    expect((await scanAt(t, target.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect(await progressOf(t, target.cookie, hunt.id)).toMatchObject({ isCompleted: true });
    const board = await get(`/api/treasure-hunts/${hunt.id}/leaderboard`);
    expect(board.json<Leaderboard>().entries.map((entry) => entry.nickname)).toEqual([
      target.user.nickname,
    ]);

    // Its creator sees all of it; the stranger, still nothing (not even the leaderboard).
    const mine = (await t.call('GET', '/api/treasure-hunts', { cookie: creator.cookie })).json<
      Hunt[]
    >();
    expect(mine.map((each) => each.id)).toContain(hunt.id);
    for (const url of [
      `/hunt/${hunt.id}`,
      `/api/treasure-hunts/shared/${hunt.id}`,
      `/api/treasure-hunts/${hunt.id}/leaderboard`,
      `/api/treasure-hunts/${hunt.id}/steps/1/image`,
    ]) {
      expect((await t.call('GET', url, { cookie: creator.cookie })).statusCode).toBe(200);
      expect((await t.call('GET', url, { cookie: stranger.cookie })).statusCode).toBe(404);
    }
  });

  it('keeps a public hunt open to everyone, signed in or not', async () => {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'For all',
      stepOrder: 'free',
      waypoints: [await waypoint(area, 1), await waypoint(area, 2, { hints: ['Look down'] })],
    });
    const steps = { area, photoIds: hunt.waypoints.map((step) => step.photoId!) };
    const player = await signedInUser(t);
    expect(await routesAs(player.cookie, hunt.id, steps)).toEqual({
      page: 200,
      shared: 200,
      leaderboard: 200,
      image1: 200,
      image2: 200,
      hint2: 200,
      listed: true,
      scanFinds: 1,
      report2: 201,
    });
    expect(await publicRoutes(undefined, hunt.id)).toEqual({ page: 200, shared: 200 });
  });
});

describe('reports of hunt steps', () => {
  it('answers 404 for a step that is locked for the reporter, as every other route does', async () => {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Two signs',
      waypoints: [await waypoint(area, 1), await waypoint(area, 2)],
    });
    const [first, second] = hunt.waypoints.map((step) => step.photoId!);
    const player = await signedInUser(t);
    const image = (step: number) =>
      t.call('GET', `/api/treasure-hunts/${hunt.id}/steps/${step}/image`, {
        cookie: player.cookie,
      });

    expect((await image(2)).statusCode).toBe(404);
    expect((await report(player.cookie, second!)).statusCode).toBe(404);
    expect(await moderationOf(second!)).toBe('clear');
    // Step 1 is theirs to see, so theirs to report; once found, step 2 opens and is too.
    expect((await image(1)).statusCode).toBe(200);
    expect((await report(player.cookie, first!)).statusCode).toBe(201);
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await image(2)).statusCode).toBe(200);
    expect((await report(player.cookie, second!)).statusCode).toBe(201);
    // Its creator cannot report their own step, as for any message.
    expect((await report(creator.cookie, first!)).statusCode).toBe(400);
  });

  it('never withholds a step of a published hunt on reports alone: the office decides, and the hunt can still be finished', async () => {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Reported walk',
      waypoints: [await waypoint(area, 1), await waypoint(area, 2)],
    });
    const first = hunt.waypoints[0]!.photoId!;
    const outsiders = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    for (const outsider of outsiders) {
      const response = await report(outsider.cookie, first);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ withheld: false });
    }
    // Waiting for the office, with the three reports, but still in play.
    expect(await moderationOf(first)).toBe('flagged');
    const queue = (await t.call('GET', '/api/office/moderation', { cookie: admin })).json<
      ModerationItem[]
    >();
    expect(queue.find((item) => item.photoId === first)?.reports).toHaveLength(3);

    const player = await signedInUser(t);
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await scanAt(t, player.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    expect(await progressOf(t, player.cookie, hunt.id)).toMatchObject({ isCompleted: true });
    // So can one of the reporters.
    const reporter = outsiders[0]!;
    expect((await scanAt(t, reporter.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await scanAt(t, reporter.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    expect(await progressOf(t, reporter.cookie, hunt.id)).toMatchObject({ isCompleted: true });
  });
});
