import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HintReveal, Hunt, Leaderboard } from '@/shared/contract/hunts';
import type { UserStats } from '@/shared/contract/photos';
import type { Wallet } from '@/shared/contract/wallet';
import { hunts } from '@/server/db/schema/hunts';
import { signedInUser } from '../factories';
import {
  createHunt,
  ledgerIsBalanced,
  newArea,
  progressOf,
  scanAt as scanStep,
  stepPlace,
  waypoint,
  WALK_TO_NEXT_STEP_MS,
} from '../support/hunts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  // Rewards are withdrawable at once here; their hold is tests/api/reward-holds.test.ts's.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', REWARD_HOLD_DAYS: '0' } });
  creator = await signedInUser(t, { walletEuros: 200 });
});
afterAll(() => t.close());

/** Players go from step to step: they walk there first, as the travel check expects. */
const scanAt: typeof scanStep = (app, cookie, step, place) => {
  app.clock.advance(WALK_TO_NEXT_STEP_MS);
  return scanStep(app, cookie, step, place);
};

const available = async (cookie: string) =>
  (await t.call('GET', '/api/treasure-hunts/available', { cookie })).json<Hunt[]>();
const viewOf = async (cookie: string, huntId: number) =>
  (await available(cookie)).find((hunt) => hunt.id === huntId);
const finished = async (cookie: string) =>
  (await t.call('GET', '/api/treasure-hunts/finished', { cookie })).json<Hunt[]>();
const statesOf = async (cookie: string, huntId: number) =>
  (await viewOf(cookie, huntId))?.waypoints.map((step) => step.state);
const walletOf = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>();

async function threeStepHunt(options: object = {}, overrides: object = {}) {
  const area = newArea();
  const hunt = await createHunt(t, creator.cookie, {
    title: 'Three signs',
    waypoints: [
      await waypoint(area, 1, overrides),
      await waypoint(area, 2, overrides),
      await waypoint(area, 3, overrides),
    ],
    ...options,
  });
  return { area, hunt };
}

describe('playing a linear hunt', () => {
  it('discovers nothing out of order, then steps 1, 2 and 3 in turn, and finishes', async () => {
    const { area, hunt } = await threeStepHunt();
    const player = await signedInUser(t);
    expect(await statesOf(player.cookie, hunt.id)).toEqual(['active', 'locked', 'locked']);
    expect(await progressOf(t, player.cookie, hunt.id)).toMatchObject({
      completedSteps: [],
      canParticipateInStep: 1,
      isCompleted: false,
    });

    // At step 2's place with step 2's text: not their turn, so nothing found; the reply says
    // which step it is and which comes first (issue 19).
    expect(await scanAt(t, player.cookie, 2, stepPlace(area, 2))).toEqual({
      matches: 0,
      photos: [],
      miss: {
        kind: 'huntStep',
        huntTitle: 'Three signs',
        stepNumber: 2,
        reason: 'order',
        firstStep: 1,
      },
    });
    expect(await statesOf(player.cookie, hunt.id)).toEqual(['active', 'locked', 'locked']);

    const first = await scanAt(t, player.cookie, 1, stepPlace(area, 1));
    expect(first.matches).toBe(1);
    expect(first.photos[0]!.id).toBe(hunt.waypoints[0]!.photoId);
    expect(await statesOf(player.cookie, hunt.id)).toEqual(['completed', 'active', 'locked']);
    expect(await progressOf(t, player.cookie, hunt.id)).toMatchObject({
      completedSteps: [1],
      activeSteps: [2],
      canParticipateInStep: 2,
    });
    // A repeat scan of step 1 reveals it again without counting.
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await progressOf(t, player.cookie, hunt.id))!.completedSteps).toEqual([1]);

    expect((await scanAt(t, player.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    expect(await statesOf(player.cookie, hunt.id)).toEqual(['completed', 'completed', 'active']);
    expect((await scanAt(t, player.cookie, 3, stepPlace(area, 3))).matches).toBe(1);

    const progress = await progressOf(t, player.cookie, hunt.id);
    expect(progress).toMatchObject({
      completedSteps: [1, 2, 3],
      activeSteps: [],
      canParticipateInStep: null,
      isCompleted: true,
      rewardToWin: 0,
    });
    expect(progress!.finishedAt).not.toBeNull();
    // Finished hunts leave the viewer (SPEC §4) for the player's finished list, every step
    // found; the player is on the leaderboard.
    expect(await viewOf(player.cookie, hunt.id)).toBeUndefined();
    const [done, ...others] = await finished(player.cookie);
    expect(others).toEqual([]);
    expect(done).toMatchObject({ id: hunt.id, isCompleted: true, title: 'Three signs' });
    expect(done!.waypoints.map((step) => step.state)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    expect(done!.waypoints[2]!.photo!.hiddenMessage).toBe(hunt.waypoints[2]!.photo!.hiddenMessage);
    // Nobody else has finished it: not on their list, nor on the creator's.
    expect(await finished(creator.cookie)).toEqual([]);
    expect(await finished((await signedInUser(t)).cookie)).toEqual([]);
    expect((await t.call('GET', '/api/treasure-hunts/finished')).statusCode).toBe(401);
    const board = (
      await t.call('GET', `/api/treasure-hunts/${hunt.id}/leaderboard`, { cookie: player.cookie })
    ).json<Leaderboard>();
    expect(board.entries).toEqual([
      expect.objectContaining({ rank: 1, nickname: player.user.nickname }),
    ]);
    const stats = (
      await t.call('GET', '/api/photos/user/stats', { cookie: player.cookie })
    ).json<UserStats>();
    expect(stats.totalTreasureHuntsCompleted).toBe(1);
  });

  it("keeps each player's progress their own", async () => {
    const { area, hunt } = await threeStepHunt();
    const [ana, ben] = await Promise.all([signedInUser(t), signedInUser(t)]);
    expect((await scanAt(t, ana.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await scanAt(t, ana.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    // Ana's progress opens nothing for Ben: step 2 is still not his turn.
    expect((await scanAt(t, ben.cookie, 2, stepPlace(area, 2))).matches).toBe(0);
    expect(await statesOf(ben.cookie, hunt.id)).toEqual(['active', 'locked', 'locked']);
    expect(await statesOf(ana.cookie, hunt.id)).toEqual(['completed', 'completed', 'active']);
    expect((await scanAt(t, ben.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await progressOf(t, ben.cookie, hunt.id))!.completedSteps).toEqual([1]);
    expect((await progressOf(t, ana.cookie, hunt.id))!.completedSteps).toEqual([1, 2]);
  });

  it('gives the last discovery of a step to exactly one of several simultaneous players', async () => {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'One winner',
      waypoints: [await waypoint(area, 1, { maxScans: 1, hasRewards: true, rewardAmount: 1 })],
    });
    const players = await Promise.all(Array.from({ length: 8 }, () => signedInUser(t)));
    const results = await Promise.all(
      players.map((player) => scanAt(t, player.cookie, 1, stepPlace(area, 1))),
    );
    expect(results.filter((result) => result.matches === 1)).toHaveLength(1);
    const finished = await Promise.all(
      players.map((player) => progressOf(t, player.cookie, hunt.id)),
    );
    expect(finished.filter((progress) => progress?.isCompleted)).toHaveLength(1);
    const board = (
      await t.call('GET', `/api/treasure-hunts/${hunt.id}/leaderboard`, {
        cookie: creator.cookie,
      })
    ).json<Leaderboard>();
    expect(board.entries).toHaveLength(1);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });
});

describe('step orders', () => {
  it('free order: any step at any time, all of them to finish', async () => {
    const { area, hunt } = await threeStepHunt({ stepOrder: 'free' });
    const player = await signedInUser(t);
    expect(await statesOf(player.cookie, hunt.id)).toEqual(['active', 'active', 'active']);
    expect((await scanAt(t, player.cookie, 3, stepPlace(area, 3))).matches).toBe(1);
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect(await progressOf(t, player.cookie, hunt.id)).toMatchObject({
      stepOrder: 'free',
      completedSteps: [1, 3],
      activeSteps: [2],
      isCompleted: false,
    });
    expect((await scanAt(t, player.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    expect((await progressOf(t, player.cookie, hunt.id))!.isCompleted).toBe(true);
  });

  it('N of M: any two of three finish it, and the third is then closed', async () => {
    const { area, hunt } = await threeStepHunt({ stepOrder: 'some', requiredSteps: 2 });
    expect(hunt).toMatchObject({ stepOrder: 'some', requiredSteps: 2, totalSteps: 3 });
    const player = await signedInUser(t);
    expect((await scanAt(t, player.cookie, 2, stepPlace(area, 2))).matches).toBe(1);
    expect((await scanAt(t, player.cookie, 3, stepPlace(area, 3))).matches).toBe(1);
    expect(await progressOf(t, player.cookie, hunt.id)).toMatchObject({
      completedSteps: [2, 3],
      requiredSteps: 2,
      isCompleted: true,
    });
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(0);
    // On the finished list, the step not found stays dark.
    const done = (await finished(player.cookie)).find((each) => each.id === hunt.id)!;
    expect(done.waypoints.map((step) => step.state)).toEqual(['locked', 'completed', 'completed']);
    expect(done.waypoints[0]).toMatchObject({ photoId: null, photo: null });
  });
});

describe('hints that cost something', () => {
  it('withholds a share per revealed hint, keeps it in escrow and refunds it on delete', async () => {
    const area = newArea();
    const owner = await signedInUser(t, { walletEuros: 30 });
    const hunt = await createHunt(t, owner.cookie, {
      title: 'Hinted',
      hintCostPercent: 25,
      waypoints: [
        await waypoint(area, 1, {
          maxScans: 10,
          hasRewards: true,
          rewardAmount: 10,
          hints: ['North wall', 'Blue door'],
        }),
        await waypoint(area, 2, { maxScans: 10, hints: ['Second'] }),
      ],
    });
    const afterCreate = (await walletOf(owner.cookie)).balance;
    const player = await signedInUser(t, { walletEuros: 0 });
    const view = await viewOf(player.cookie, hunt.id);
    expect(view!.waypoints[0]!.photo).toMatchObject({ hints: [], hintCount: 2, rewardPerScan: 1 });

    const reveal = (path: string) =>
      t.call('POST', `/api/treasure-hunts/${hunt.id}/steps/${path}/hints`, {
        cookie: player.cookie,
      });
    // Step 2 is locked: its hints are as secret as the rest of it.
    expect((await reveal('2')).statusCode).toBe(404);
    const once = await reveal('1');
    expect(once.statusCode).toBe(200);
    expect(once.json<HintReveal>()).toEqual({
      stepNumber: 1,
      hints: ['North wall'],
      hintCount: 2,
      rewardPerScan: 0.75,
    });
    expect((await reveal('1')).json<HintReveal>()).toMatchObject({
      hints: ['North wall', 'Blue door'],
      rewardPerScan: 0.5,
    });
    expect((await reveal('1')).statusCode).toBe(409);
    expect((await progressOf(t, player.cookie, hunt.id))!.rewardToWin).toBe(0.5);

    // The reply says what was paid (€0.50 after two hints), not the step's €1 share (issue 19).
    const found = await scanAt(t, player.cookie, 1, stepPlace(area, 1));
    expect(found.matches).toBe(1);
    expect(found.photos[0]).toMatchObject({ rewardPerScan: 1, rewardEarned: 0.5 });
    expect((await walletOf(player.cookie)).withdrawableBalance).toBe(0.5);
    // A repeat scan reveals it again and pays nothing, and says so.
    const again = await scanAt(t, player.cookie, 1, stepPlace(area, 1));
    expect(again.photos[0]).toMatchObject({ rewardEarned: 0 });
    expect((await walletOf(player.cookie)).withdrawableBalance).toBe(0.5);
    expect((await reveal('1')).statusCode).toBe(409);
    expect(await ledgerIsBalanced(t)).toBe(true);

    // €10 in escrow, €0.50 paid: the €9.50 left (the withheld €0.50 too) comes back.
    const removed = await t.call('DELETE', `/api/treasure-hunts/${hunt.id}`, {
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect((await walletOf(owner.cookie)).balance).toBeCloseTo(afterCreate + 9.5, 2);
    expect(await ledgerIsBalanced(t)).toBe(true);
    expect(await t.database.db.select().from(hunts).where(eq(hunts.id, hunt.id))).toHaveLength(0);
    expect(await viewOf(player.cookie, hunt.id)).toBeUndefined();
  });

  it('lets only the creator delete a hunt', async () => {
    const { hunt } = await threeStepHunt();
    const stranger = await signedInUser(t);
    const response = await t.call('DELETE', `/api/treasure-hunts/${hunt.id}`, {
      cookie: stranger.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await viewOf(stranger.cookie, hunt.id)).toBeDefined();
    expect(
      (await t.call('DELETE', '/api/treasure-hunts/999999', { cookie: creator.cookie })).statusCode,
    ).toBe(404);
  });
});

describe('the time window', () => {
  it('neither offers nor lets anyone discover a hunt outside its window', async () => {
    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const { area, hunt } = await threeStepHunt({ startsAt: soon });
    const player = await signedInUser(t);
    expect(await viewOf(player.cookie, hunt.id)).toBeUndefined();
    expect(await scanAt(t, player.cookie, 1, stepPlace(area, 1))).toMatchObject({
      matches: 0,
      miss: { kind: 'huntStep', stepNumber: 1, reason: 'notStarted' },
    });

    // The window opens: the hunt is offered and step 1 can be found.
    await t.database.db
      .update(hunts)
      .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() + interval '1 hour'` })
      .where(eq(hunts.id, hunt.id));
    expect(await statesOf(player.cookie, hunt.id)).toEqual(['active', 'locked', 'locked']);
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);

    // And closes again: step 2 cannot be found any more.
    await t.database.db
      .update(hunts)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
      .where(eq(hunts.id, hunt.id));
    expect(await viewOf(player.cookie, hunt.id)).toBeUndefined();
    expect(await scanAt(t, player.cookie, 2, stepPlace(area, 2))).toMatchObject({
      matches: 0,
      miss: { kind: 'huntStep', stepNumber: 2, reason: 'ended' },
    });
  });
});
