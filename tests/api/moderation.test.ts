import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, ModerationItem } from '@/shared/contract/office';
import type { Photo } from '@/shared/contract/photos';
import type { ScanResponse } from '@/shared/contract/scan';
import type { Ticket, TicketSummary } from '@/shared/contract/support';
import type { Wallet } from '@/shared/contract/wallet';
import { photos } from '@/server/db/schema/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';
import { withAnalysisToken } from '../support/scan-tokens';
import type { ActivityList } from '@/shared/contract/activity';

const SIGN_SCAN = ocrTextOf('a000-p2.jpg'); // another photo of the sign in a000.jpg

// Each test hides its message at its own spot, far from the others.
let spot = 0;
const newSpot = () => ({ latitude: 50 + spot++ * 0.1, longitude: 10 });

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
let reporters: Array<Awaited<ReturnType<typeof signedInUser>>>;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  creator = await signedInUser(t);
  reporters = [];
  for (let i = 0; i < 4; i++) reporters.push(await signedInUser(t, { walletEuros: 0 }));
  admin = sessionCookieOf(
    await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    }),
  );
});
afterAll(() => t.close());

const report = (cookie: string, photoId: number, body: object = { reason: 'offensive' }) =>
  t.call('POST', `/api/photos/${photoId}/report`, { cookie, body });
const nearbyIds = async (cookie: string, place: { latitude: number; longitude: number }) =>
  (
    await t.call('GET', `/api/photos/nearby?lat=${place.latitude}&lng=${place.longitude}`, {
      cookie,
    })
  )
    .json<Photo[]>()
    .map((photo) => photo.id);
const scanAt = async (cookie: string, place: { latitude: number; longitude: number }) =>
  t.call('POST', '/api/scan', {
    cookie,
    body: await withAnalysisToken(t, cookie, {
      text: SIGN_SCAN,
      userLatitude: place.latitude,
      userLongitude: place.longitude,
      userAccuracy: 10,
    }),
  });
const queue = async () =>
  (await t.call('GET', '/api/office/moderation', { cookie: admin })).json<ModerationItem[]>();
const decide = (photoId: number, decision: string, cookie = admin) =>
  t.call('POST', `/api/office/moderation/${photoId}/decision`, { cookie, body: { decision } });
const stateOf = (photoId: number) =>
  t.database.db
    .select({ moderation: photos.moderation })
    .from(photos)
    .where(eq(photos.id, photoId))
    .then((rows) => rows[0]!.moderation);

describe('reporting a message', () => {
  it('takes one report per user, with a reason, and refuses bad ones', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 3 });
    const [first] = reporters;
    expect((await report(first!.cookie, photo.id, { reason: 'gossip' })).statusCode).toBe(400);
    expect((await report(first!.cookie, photo.id, {})).statusCode).toBe(400);
    expect(
      (await report(first!.cookie, photo.id, { reason: 'spam', comment: 'x'.repeat(501) }))
        .statusCode,
    ).toBe(400);
    const ok = await report(first!.cookie, photo.id, { reason: 'spam', comment: ' ads ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ withheld: false });
    const again = await report(first!.cookie, photo.id, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });

    expect((await report(creator.cookie, photo.id)).statusCode).toBe(400);
    expect((await report(first!.cookie, 999999)).statusCode).toBe(404);
    expect(
      (await t.call('POST', `/api/photos/${photo.id}/report`, { body: { reason: 'spam' } }))
        .statusCode,
    ).toBe(401);

    // Queued for review but still listed: one report hides nothing.
    expect(await stateOf(photo.id)).toBe('flagged');
    expect(await nearbyIds(reporters[3]!.cookie, place)).toContain(photo.id);
    const item = (await queue()).find((entry) => entry.photoId === photo.id)!;
    expect(item.reports).toEqual([
      {
        reason: 'spam',
        comment: 'ads',
        reporter: first!.user.nickname,
        createdAt: expect.any(String),
      },
    ]);
    expect(item).not.toHaveProperty('hiddenMessage');
    expect(JSON.stringify(await queue())).not.toContain(photo.hiddenMessage!);
  });

  it('answers 404 for a private message the reporter may not see', async () => {
    const target = reporters[0]!;
    const photo = await createPhotoAs(t, creator.cookie, {
      ...newSpot(),
      isPrivate: true,
      targetUsername: target.user.nickname,
    });
    expect((await report(reporters[1]!.cookie, photo.id)).statusCode).toBe(404);
    expect((await report(target.cookie, photo.id)).statusCode).toBe(201);
  });

  it('withdraws a message reported by 3 different users from nearby and discovery at once; the admin restores it', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const watcher = reporters[3]!;
    for (const [i, reporter] of reporters.slice(0, 3).entries()) {
      const response = await report(reporter.cookie, photo.id, { reason: 'unsafe' });
      expect(response.json()).toEqual({ withheld: i === 2 });
    }
    expect(await nearbyIds(watcher.cookie, place)).not.toContain(photo.id);
    expect((await scanAt(watcher.cookie, place)).json<ScanResponse>().matches).toBe(0);
    expect((await t.call('GET', `/api/photos/shared/${photo.id}`)).statusCode).toBe(404);
    // Its creator still sees it among their own.
    const own = (await t.call('GET', '/api/photos/user', { cookie: creator.cookie })).json<
      Photo[]
    >();
    expect(own.map((p) => p.id)).toContain(photo.id);
    expect((await t.call('GET', '/api/office/counts', { cookie: admin })).json()).toMatchObject({
      pendingReports: expect.any(Number),
    });

    expect((await decide(photo.id, 'restore', reporters[0]!.cookie)).statusCode).toBe(403);
    const restored = await decide(photo.id, 'restore');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ photoId: photo.id, state: 'clear', reports: [] });
    expect(await nearbyIds(watcher.cookie, place)).toContain(photo.id);
    const found = (await scanAt(watcher.cookie, place)).json<ScanResponse>();
    expect(found.photos.map((p) => p.id)).toEqual([photo.id]);
    // A restored message is not restored again, nor hidden from a clear state.
    expect((await decide(photo.id, 'restore')).statusCode).toBe(409);
    expect((await decide(photo.id, 'hide')).statusCode).toBe(409);
  });

  it('counts concurrent reports one by one: three at once withhold it, a twin report is refused', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 2 });
    const twins = await Promise.all([
      report(reporters[0]!.cookie, photo.id),
      report(reporters[0]!.cookie, photo.id),
    ]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const others = await Promise.all(
      reporters.slice(1, 3).map((reporter) => report(reporter.cookie, photo.id)),
    );
    expect(others.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await stateOf(photo.id)).toBe('held');
    expect(await nearbyIds(reporters[3]!.cookie, place)).not.toContain(photo.id);
  });

  it('lets the admin read a reported secret, and logs the reading', async () => {
    const photo = await createPhotoAs(t, creator.cookie, {
      ...newSpot(),
      hiddenMessage: 'Under the bench',
    });
    expect(
      (await t.call('POST', `/api/office/moderation/${photo.id}/reveal`, { cookie: admin }))
        .statusCode,
    ).toBe(404);
    await report(reporters[0]!.cookie, photo.id);
    expect(
      (
        await t.call('POST', `/api/office/moderation/${photo.id}/reveal`, {
          cookie: reporters[1]!.cookie,
        })
      ).statusCode,
    ).toBe(403);
    const secret = await t.call('POST', `/api/office/moderation/${photo.id}/reveal`, {
      cookie: admin,
    });
    expect(secret.json()).toEqual({
      photoId: photo.id,
      messageType: 'text',
      hiddenMessage: 'Under the bench',
      pdfFileName: null,
    });
    const audit = (await t.call('GET', '/api/office/audit', { cookie: admin })).json<
      AuditEntry[]
    >();
    expect(audit[0]).toMatchObject({
      actor: 'admin',
      action: 'moderation.read_secret',
      targetType: 'photo',
      targetId: photo.id,
    });
    expect((await decide(photo.id, 'dismiss')).json()).toMatchObject({ state: 'clear' });
    expect(await stateOf(photo.id)).toBe('clear');
  });

  it('hides a message: refunds its unpaid escrow and tells its creator in a ticket', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 3,
      publicDescription: 'Bench hint',
    });
    const wallet = async () =>
      (await t.call('GET', '/api/wallet', { cookie: creator.cookie })).json<Wallet>();
    const before = await wallet();
    await report(reporters[0]!.cookie, photo.id, { reason: 'other', comment: 'rude' });
    expect((await decide(photo.id, 'hide')).json()).toMatchObject({ state: 'hidden' });
    expect((await wallet()).balance).toBeCloseTo(before.balance + 3, 2);
    expect(await nearbyIds(reporters[3]!.cookie, place)).not.toContain(photo.id);

    const tickets = (await t.call('GET', '/api/support/tickets', { cookie: creator.cookie })).json<
      TicketSummary[]
    >();
    const notice = tickets.find((ticket) => ticket.subject.includes(`#${photo.id}`))!;
    expect(notice).toMatchObject({ status: 'open', unreadCount: 1 });
    const opened = (
      await t.call('GET', `/api/support/tickets/${notice.id}`, { cookie: creator.cookie })
    ).json<Ticket>();
    expect(opened.messages[0]).toMatchObject({ isAdminReply: true });
    expect(opened.messages[0]!.message).toContain('€3.00');
    // Stored in English as before, with its kind and parameters for the web (decision 031).
    expect(notice.notice).toEqual({
      kind: 'message_hidden',
      params: { photoId: photo.id, description: 'Bench hint', refundedCents: 300 },
    });
    expect(notice.subject).toBe(`Your hidden message #${photo.id} was hidden`);
    expect(opened.messages[0]!.message).toBe(
      `Your hidden message #${photo.id} ("Bench hint") was reported and, after review, hidden: ` +
        'it no longer appears nearby and cannot be discovered. Its unpaid rewards, €3.00, have ' +
        'been returned to your wallet. If you think this was a mistake, reply to this ticket.',
    );
    // The activity list's answer carries the notice too, for the web to word its subject.
    const activity = (
      await t.call('GET', '/api/activity', { cookie: creator.cookie })
    ).json<ActivityList>();
    expect(activity.items.find((item) => item.ticketId === notice.id)).toMatchObject({
      kind: 'ticket_answered',
      notice: notice.notice,
    });
    const own = await t.call('POST', '/api/support/tickets', {
      cookie: creator.cookie,
      body: { subject: 'Hello', category: 'general', message: 'Why?' },
    });
    expect(own.statusCode).toBe(201);
    expect(own.json<Ticket>().notice).toBeNull();

    // Hidden stays hidden until restored; a second hide is refused and refunds nothing more.
    expect((await decide(photo.id, 'hide')).statusCode).toBe(409);
    expect((await wallet()).balance).toBeCloseTo(before.balance + 3, 2);
    const audit = (await t.call('GET', '/api/office/audit', { cookie: admin })).json<
      AuditEntry[]
    >();
    expect(audit[0]).toMatchObject({
      action: 'moderation.hide',
      targetId: photo.id,
      detail: { from: 'flagged', refundedCents: 300, ticketId: notice.id },
    });
    expect((await decide(photo.id, 'restore')).json()).toMatchObject({ state: 'clear' });
    expect(await nearbyIds(reporters[3]!.cookie, place)).toContain(photo.id);
  });

  it('queues, never refuses, a message the offline word screen flags', async () => {
    const photo = await createPhotoAs(t, creator.cookie, {
      ...newSpot(),
      publicDescription: 'Near Penistone station',
      hiddenMessage: 'plain words',
    });
    expect(await stateOf(photo.id)).toBe('flagged');
    const item = (await queue()).find((entry) => entry.photoId === photo.id)!;
    expect(item).toMatchObject({ screenFlagged: true, reports: [] });
    expect((await decide(photo.id, 'dismiss')).json()).toMatchObject({
      state: 'clear',
      screenFlagged: false,
    });
    // An edit that brings such words queues it again.
    const edited = await t.call('PUT', `/api/photos/${photo.id}/edit`, {
      cookie: creator.cookie,
      body: { hiddenMessage: 'what the fuck', publicDescription: 'Park' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await stateOf(photo.id)).toBe('flagged');
  });

  it('answers 403 to users on the moderation routes and 400 to bad decisions', async () => {
    const user = reporters[0]!.cookie;
    expect((await t.call('GET', '/api/office/moderation', { cookie: user })).statusCode).toBe(403);
    expect((await decide(1, 'dismiss', user)).statusCode).toBe(403);
    expect((await decide(1, 'delete')).statusCode).toBe(400);
    expect((await decide(999999, 'dismiss')).statusCode).toBe(404);
  });
});
