import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, ActivityList } from '@/shared/contract/activity';
import type { Ticket } from '@/shared/contract/support';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { createHunt, newArea, scanAt, stepPlace, waypoint } from '../support/hunts';
import { scanFrom } from '../support/scans';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

/** Another photo of the sign in a000.jpg: what a finder standing there reads. */
const SIGN_SCAN = ocrTextOf('a000-p2.jpg');
const DAY_MS = 24 * 60 * 60 * 1000;
/** Far from every hunt area of tests/support/hunts.ts and from the factories' default place. */
const PLACE = { latitude: 48.8566, longitude: 2.3522 };

let t: TestApp;
let admin: string;
let creator: Awaited<ReturnType<typeof signedInUser>>;
let finder: Awaited<ReturnType<typeof signedInUser>>;
let bystander: Awaited<ReturnType<typeof signedInUser>>;
let photoId: number;

beforeAll(async () => {
  // Rewards wait 7 days (decision 012): received first, released after.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', REWARD_HOLD_DAYS: '7' } });
  admin = sessionCookieOf(
    await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    }),
  );
  creator = await signedInUser(t, { walletEuros: 200 });
  finder = await signedInUser(t);
  bystander = await signedInUser(t);
  const photo = await createPhotoAs(t, creator.cookie, {
    ...PLACE,
    maxScans: 2,
    hasRewards: true,
    rewardAmount: 3,
    location: 'Rue de Rivoli',
  });
  photoId = photo.id;
  const scan = await scanFrom(t, finder.cookie, PLACE, SIGN_SCAN);
  expect(scan.json<{ matches: number }>().matches).toBe(1);
});
afterAll(() => t.close());

const activityOf = async (cookie: string) => {
  const response = await t.call('GET', '/api/activity', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<ActivityList>();
};
const kindsOf = (list: ActivityList) => list.items.map((item) => item.kind);
const markSeen = (cookie: string, upTo: string) =>
  t.call('POST', '/api/activity/seen', { cookie, body: { upTo } });

describe('what happened, for whom', () => {
  it('tells the creator their message was discovered, and not who found it', async () => {
    const list = await activityOf(creator.cookie);
    const discovered = list.items.filter((item) => item.kind === 'message_discovered');
    expect(discovered).toHaveLength(1);
    expect(discovered[0]).toMatchObject({ photoId, amount: null, ticketId: null });
    const raw = JSON.stringify(list);
    expect(raw).not.toContain(finder.user.nickname);
    expect(raw).not.toContain(`"${finder.user.id}"`);
  });

  it('tells the finder the reward was received, then released once its hold ends', async () => {
    const before = await activityOf(finder.cookie);
    expect(kindsOf(before)).toEqual(['reward_received']);
    expect(before.items[0]).toMatchObject({ photoId, amount: 1.5 });

    t.clock.advance(8 * DAY_MS);
    await t.app.releaseRewards();
    const after = await activityOf(finder.cookie);
    expect(kindsOf(after)).toEqual(['reward_released', 'reward_received']);
    expect(after.items[0]).toMatchObject({ photoId, amount: 1.5 });
  });

  it('tells a ticket owner the office answered, and nobody else', async () => {
    const ticket = (
      await t.call('POST', '/api/support/tickets', {
        cookie: finder.cookie,
        body: { subject: 'Where is my reward?', category: 'billing', message: 'Hello' },
      })
    ).json<Ticket>();
    // The owner's own messages are no news to them.
    await t.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      cookie: finder.cookie,
      body: { message: 'Any news?' },
    });
    expect(kindsOf(await activityOf(finder.cookie))).not.toContain('ticket_answered');
    await t.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      cookie: admin,
      body: { message: 'It is released.' },
    });
    const answered = (await activityOf(finder.cookie)).items[0];
    expect(answered).toMatchObject({
      kind: 'ticket_answered',
      ticketId: ticket.id,
      subject: 'Where is my reward?',
      notice: null,
    });
    expect(kindsOf(await activityOf(creator.cookie))).not.toContain('ticket_answered');
  });

  it('tells a player which step their find unlocked, until the hunt is finished', async () => {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Two signs',
      waypoints: [await waypoint(area, 1), await waypoint(area, 2)],
    });
    // From Paris to the hunt's area: days of travel, as the position check expects.
    t.clock.advance(3 * DAY_MS);
    await scanAt(t, finder.cookie, 1, stepPlace(area, 1));
    const unlocked = (await activityOf(finder.cookie)).items.filter(
      (item) => item.kind === 'hunt_step_unlocked',
    );
    expect(unlocked).toEqual([
      expect.objectContaining({ huntId: hunt.id, huntTitle: 'Two signs', stepNumber: 2 }),
    ]);

    t.clock.advance(60_000);
    await scanAt(t, finder.cookie, 2, stepPlace(area, 2));
    // The last step unlocks nothing: still the one item.
    const after = (await activityOf(finder.cookie)).items.filter(
      (item) => item.kind === 'hunt_step_unlocked',
    );
    expect(after).toHaveLength(1);
    // The creator hears of their steps' discoveries, never of a player's unlocks.
    const creatorKinds = kindsOf(await activityOf(creator.cookie));
    expect(creatorKinds.filter((kind) => kind === 'message_discovered')).toHaveLength(3);
    expect(creatorKinds).not.toContain('hunt_step_unlocked');
  });

  it('shows a bystander nothing of anyone', async () => {
    expect(await activityOf(bystander.cookie)).toEqual({ items: [], seenUpTo: null, unread: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/api/activity')).statusCode).toBe(401);
    expect(
      (await t.call('POST', '/api/activity/seen', { body: { upTo: new Date().toISOString() } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('unread and seen', () => {
  it('counts what is newer than what the user saw, and moves only forward', async () => {
    const { cookie } = await signedInUser(t);
    const ticket = (
      await t.call('POST', '/api/support/tickets', {
        cookie,
        body: { subject: 'Two answers', message: 'Hi' },
      })
    ).json<Ticket>();
    const answer = (message: string) =>
      t.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
        cookie: admin,
        body: { message },
      });
    await answer('First');
    const first = await activityOf(cookie);
    expect(first).toMatchObject({ unread: 1, seenUpTo: null });

    // Seen up to the newest item's own time (to the millisecond): nothing left unread.
    const newest: ActivityItem = first.items[0]!;
    const seen = await markSeen(cookie, newest.at);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ seenUpTo: newest.at });
    expect(await activityOf(cookie)).toMatchObject({ unread: 0, seenUpTo: newest.at });

    // A second answer is news again; a stale tab's older time changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await answer('Second');
    expect((await activityOf(cookie)).unread).toBe(1);
    const stale = await markSeen(cookie, new Date(Date.parse(newest.at) - DAY_MS).toISOString());
    expect(stale.json()).toEqual({ seenUpTo: newest.at });
    expect((await activityOf(cookie)).unread).toBe(1);
  });

  it('never marks the future as seen', async () => {
    const { cookie } = await signedInUser(t);
    const future = new Date(t.clock.now().getTime() + 365 * DAY_MS).toISOString();
    const seen = (await markSeen(cookie, future)).json<{ seenUpTo: string }>();
    expect(Date.parse(seen.seenUpTo)).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('refuses a time that is not one with 400, and stores nothing', async () => {
    const { cookie } = await signedInUser(t);
    // Years PostgreSQL cannot store, or reads back as another (year 1 as 2001): 400, not 500.
    const unstorable = [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '0001-01-01T00:00:00Z',
    ];
    for (const upTo of ['yesterday', '', 12, null, '2026-13-40T00:00:00Z', ...unstorable]) {
      const response = await t.call('POST', '/api/activity/seen', { cookie, body: { upTo } });
      expect(response.statusCode, String(upTo)).toBe(400);
      expect(response.json<{ error: string }>().error).toBeTruthy();
    }
    expect((await activityOf(cookie)).seenUpTo).toBeNull();
  });

  it("marks only the caller's own list: another user's unread stays", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const ticket = (
      await t.call('POST', '/api/support/tickets', {
        cookie: b.cookie,
        body: { subject: 'Mine', message: 'Hi' },
      })
    ).json<Ticket>();
    await t.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      cookie: admin,
      body: { message: 'Answer' },
    });
    await markSeen(a.cookie, t.clock.now().toISOString());
    expect((await activityOf(b.cookie)).unread).toBe(1);
  });
});
