import path from 'node:path';
import { count, eq, inArray, lt } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { deletedAccountNickname } from '@/shared/rules/account';
import { authAttempts } from '@/server/db/schema/auth-attempts';
import { ledgerTransfers } from '@/server/db/schema/ledger';
import { scanPositions } from '@/server/db/schema/scan-guards';
import { sessions } from '@/server/db/schema/sessions';
import { supportMessages, supportReads, supportTickets } from '@/server/db/schema/support';
import { users } from '@/server/db/schema/users';
import { forfeitBalances } from '@/server/modules/wallet/account-closing';
import { photoUploads } from '@/server/db/schema/photo-uploads';
import { minimalPdf } from '../support/images';
import { multipartBody } from '../support/multipart';
import { buildUser, createPhotoAs, fixturePhoto, fundWallet, signedInUser } from '../factories';
import { createHunt, newArea, scanAt, stepPlace, waypoint } from '../support/hunts';
import { withAnalysisToken } from '../support/scan-tokens';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';
import { blobFiles } from '../support/blob-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const SECRET = 'the-key-is-under-the-blue-stone';

/** A user with one text message (its secret) and one PDF message, signed in twice. */
async function userWithMessages(walletEuros = 0) {
  const { user, cookie } = await signedInUser(t, {
    walletEuros: 10,
    email: `${Date.now()}@ex.org`,
  });
  const text = await createPhotoAs(t, cookie, { hiddenMessage: SECRET });
  const pdf = await createPhotoAs(t, cookie, {
    messageType: 'pdf',
    hiddenMessage: '',
    pdfData: minimalPdf('pdf-export-marker').toString('base64'),
    pdfFileName: 'map.pdf',
  });
  // Leave exactly what the test wants in the wallet: give the rest up, then fund it.
  await t.database.db.transaction((tx) => forfeitBalances(tx, user.id));
  await fundWallet(t, user.id, walletEuros);
  const second = await t.call('POST', '/api/auth/login', {
    body: { nickname: user.nickname, password: user.password },
  });
  return { user, cookie, other: sessionCookieOf(second), text, pdf };
}

const TICKET_MARKER = 'my-lost-treasure-ticket-marker';

/** A ticket of the user's with a reply from support, so it holds both sides. */
async function ticketWithReply(cookie: string, marker = TICKET_MARKER) {
  const created = await t.call('POST', '/api/support/tickets', {
    cookie,
    body: { subject: `Help ${marker}`, category: 'general', message: 'My first words' },
  });
  expect(created.statusCode).toBe(201);
  const ticket = created.json<{ id: number }>();
  const reply = await t.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
    cookie: await adminCookie(),
    body: { message: `Support answers ${marker}` },
  });
  expect(reply.statusCode).toBe(201);
  return ticket;
}

async function adminCookie() {
  const login = await t.call('POST', '/api/auth/login', {
    body: { nickname: 'admin', password: ADMIN_PASSWORD },
  });
  return sessionCookieOf(login);
}

describe('Download my data', () => {
  it('answers a zip of the account as JSON with its photos and PDFs', async () => {
    const { user, cookie, text, pdf } = await userWithMessages();
    const response = await t.call('GET', '/api/account/export', { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="underprint-data-/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(json('account.json')).toMatchObject({
      id: user.id,
      nickname: user.nickname,
      email: user.email,
    });
    const messages = json('messages.json') as Photo[];
    expect(messages.map((m) => m.id).sort()).toEqual([text.id, pdf.id].sort());
    expect(messages.find((m) => m.id === text.id)?.hiddenMessage).toBe(SECRET);
    const image = await t.call('GET', `/api/photos/${text.id}/image`, { cookie });
    expect(Buffer.from(files[`photos/${text.id}.jpg`]!)).toEqual(image.rawPayload);
    expect(strFromU8(files[`pdfs/${pdf.id}-map.pdf`]!)).toContain('pdf-export-marker');
    for (const name of [
      'wallet.json',
      'transactions.json',
      'treasure-hunts.json',
      'hunt-drafts.json',
    ]) {
      expect(files[name]).toBeDefined();
    }
    // Nothing of another account's tickets (see below: the account's own are there).
    expect(json('support-tickets.json')).toEqual([]);
    // Nothing of the password or the recovery code.
    expect(strFromU8(files['account.json']!)).not.toMatch(/argon2|passwordHash|recovery/i);
  });

  it('holds the photos uploaded for a message never published; deleting the account removes them and their files', async () => {
    const { user, cookie } = await signedInUser(t, { walletEuros: 0 });
    const { body, contentType } = multipartBody(
      { latitude: 37.9838, longitude: 23.7275 },
      {
        field: 'image',
        bytes: await fixturePhoto('a001'),
        filename: 'p.jpg',
        contentType: 'image/jpeg',
      },
    );
    const uploaded = await t.call('POST', '/api/uploads', {
      body,
      cookie,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json<{ id: number }>();

    const response = await t.call('GET', '/api/account/export', { cookie });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const listed = JSON.parse(strFromU8(files['uploads.json']!)) as Array<Record<string, unknown>>;
    expect(listed).toEqual([
      expect.objectContaining({ id, latitude: 37.9838, longitude: 23.7275 }),
    ]);
    expect(listed[0]!.text).toMatch(/Bicycle repair station/);
    const image = await t.call('GET', `/api/uploads/${id}/image`, { cookie });
    expect(Buffer.from(files[`uploads/${id}.jpg`]!)).toEqual(image.rawPayload);

    const [row] = await t.database.db.select().from(photoUploads).where(eq(photoUploads.id, id));
    const deleted = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password, giveUpBalance: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.database.db.select().from(photoUploads).where(eq(photoUploads.userId, user.id)),
    ).toEqual([]);
    await t.app.purge();
    const left = await blobFiles(t.dataDir);
    for (const key of [row!.imageKey, row!.thumbnailKey, row!.publicImageKey]) {
      expect(left.some((file) => key !== null && file.endsWith(path.basename(key)))).toBe(false);
    }
  });

  it("holds the account's support tickets with both sides of their conversations", async () => {
    const { cookie } = await signedInUser(t);
    const ticket = await ticketWithReply(cookie);
    // Someone else's ticket stays out of this export.
    await ticketWithReply((await signedInUser(t)).cookie);
    const response = await t.call('GET', '/api/account/export', { cookie });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const tickets = JSON.parse(strFromU8(files['support-tickets.json']!)) as Array<{
      id: number;
      subject: string;
      messages: Array<{ message: string; isAdminReply: boolean }>;
    }>;
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ id: ticket.id, subject: `Help ${TICKET_MARKER}` });
    expect(tickets[0]!.messages.map((m) => [m.message, m.isAdminReply])).toEqual([
      ['My first words', false],
      [`Support answers ${TICKET_MARKER}`, true],
    ]);
  });

  it('lists the messages discovered, the hunts played, the reports filed and the signed-in devices', async () => {
    const area = newArea();
    const owner = await signedInUser(t, { walletEuros: 30 });
    const hunt = await createHunt(t, owner.cookie, {
      title: 'Export trail',
      hintCostPercent: 25,
      waypoints: [
        await waypoint(area, 1, {
          maxScans: 10,
          hasRewards: true,
          rewardAmount: 10,
          hints: ['First hint', 'Unseen hint one'],
        }),
        await waypoint(area, 2, { maxScans: 10, hints: ['Second step hint', 'Unseen hint two'] }),
      ],
    });
    const reported = await createPhotoAs(t, owner.cookie, {
      publicDescription: 'A sign by the river',
    });
    const player = await signedInUser(t, { walletEuros: 0 });
    const reveal = (step: number) =>
      t.call('POST', `/api/treasure-hunts/${hunt.id}/steps/${step}/hints`, {
        cookie: player.cookie,
      });
    expect((await reveal(1)).statusCode).toBe(200);
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect((await reveal(2)).statusCode).toBe(200);
    const report = await t.call('POST', `/api/photos/${reported.id}/report`, {
      cookie: player.cookie,
      body: { reason: 'spam', comment: 'Looks like an advert' },
    });
    expect(report.statusCode).toBeLessThan(300);
    const phone = await t.call('POST', '/api/auth/login', {
      body: { nickname: player.user.nickname, password: player.user.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    expect(phone.statusCode).toBe(200);
    // Someone else's play stays out of this export.
    const stranger = await signedInUser(t, { walletEuros: 0 });
    await t.call('POST', `/api/treasure-hunts/${hunt.id}/steps/1/hints`, {
      cookie: stranger.cookie,
    });

    const response = await t.call('GET', '/api/account/export', { cookie: player.cookie });
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

    const [step1, step2] = hunt.waypoints.map((step) => step.photo!);
    expect(json('discoveries.json')).toEqual([
      {
        discoveredAt: expect.any(String),
        // €1 a find, less the quarter the revealed hint withheld.
        reward: 0.75,
        message: expect.objectContaining({ id: step1!.id, hiddenMessage: step1!.hiddenMessage }),
      },
    ]);
    expect(json('hunt-progress.json')).toEqual([
      {
        huntId: hunt.id,
        title: 'Export trail',
        createdBy: owner.user.nickname,
        totalSteps: 2,
        requiredSteps: 2,
        stepsFound: [{ step: 1, foundAt: expect.any(String) }],
        hintsRevealed: [
          { step: 1, hints: 1 },
          { step: 2, hints: 1 },
        ],
        finishedAt: null,
      },
    ]);
    expect(json('reports.json')).toEqual([
      {
        messageId: reported.id,
        messageDescription: 'A sign by the river',
        reason: 'spam',
        comment: 'Looks like an advert',
        reportedAt: expect.any(String),
        state: 'waiting for review',
        reviewedAt: null,
      },
    ]);
    const devices = json('devices.json') as Array<{ device: string; current: boolean }>;
    expect(devices).toHaveLength(2);
    expect(devices[0]).toMatchObject({ current: true, createdAt: expect.any(String) });
    expect(devices[1]).toMatchObject({
      current: false,
      device: 'Safari on iOS',
      lastSeenAt: expect.any(String),
    });
    // Nothing the player never saw: the unrevealed hints, the unfound step's secret, the
    // stranger's play, anyone's session token.
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const hidden of ['Unseen hint one', 'Unseen hint two', step2!.hiddenMessage!]) {
      expect(everything).not.toContain(hidden);
    }
    expect(everything).not.toContain(stranger.user.nickname);
    expect(everything).not.toMatch(/tokenHash|token_hash/);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/account/export')).statusCode).toBe(401);
  });
});

describe('Delete my account', () => {
  it('refuses a wrong or missing password, and a balance not given up, changing nothing', async () => {
    const { user, cookie, text } = await userWithMessages(5);
    const wrong = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: 'not it', giveUpBalance: true },
    });
    expect(wrong.statusCode).toBe(403);
    const missing = await t.call('POST', '/api/account/delete', { cookie, body: {} });
    expect(missing.statusCode).toBe(403);
    const balance = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password },
    });
    expect(balance.statusCode).toBe(409);
    expect(balance.json<{ error: string }>().error).toMatch(/still holds €5\.00/);
    expect((await t.call('GET', `/api/photos/${text.id}/image`, { cookie })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/account/delete', { body: {} })).statusCode).toBe(401);
  });

  it('signs out everywhere, removes every message at once, keeps payment records without the name, and the purge leaves no file', async () => {
    const { user, cookie, other, text, pdf } = await userWithMessages(5);
    const viewer = await signedInUser(t, { walletEuros: 0 });
    const filesBefore = await blobFiles(t.dataDir);
    const transfersBefore = await t.database.db.select({ n: count() }).from(ledgerTransfers);

    const response = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password, giveUpBalance: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'underprint_session')?.value).toBe('');

    // Every session ended; the password no longer signs in.
    for (const session of [cookie, other]) {
      expect((await t.call('GET', '/api/auth/user', { cookie: session })).statusCode).toBe(401);
    }
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: user.nickname, password: user.password },
    });
    expect(login.statusCode).toBe(401);

    // Gone from every list and every reply at once.
    for (const id of [text.id, pdf.id]) {
      expect(
        (await t.call('GET', `/api/photos/${id}/image`, { cookie: viewer.cookie })).statusCode,
      ).toBe(404);
      expect((await t.call('GET', `/api/photos/shared/${id}`)).statusCode).toBe(404);
    }
    const lists = [
      await t.call('GET', '/api/photos/nearby?lat=37.9838&lng=23.7275', { cookie: viewer.cookie }),
      await t.call('GET', '/api/photos/global', { cookie: viewer.cookie }),
      await t.call('GET', `/api/users/search?q=${user.nickname}`, { cookie: viewer.cookie }),
    ];
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(SECRET);
      expect(list.body).not.toContain(user.nickname);
    }

    // Payment records stay (7 years), pointing at a row that no longer names the person.
    const row = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row[0]).toMatchObject({
      nickname: deletedAccountNickname(user.id),
      email: null,
      passwordHash: null,
      deviceId: null,
      recoveryCodeHash: null,
    });
    expect(row[0]!.deletedAt).toBeInstanceOf(Date);
    const transfersAfter = await t.database.db.select({ n: count() }).from(ledgerTransfers);
    expect(transfersAfter[0]!.n).toBeGreaterThan(transfersBefore[0]!.n);

    // After the purge: not one of the account's files on disk.
    expect(await t.app.purge()).toMatchObject({ accounts: expect.any(Number) });
    const filesAfter = await blobFiles(t.dataDir);
    const removed = filesBefore.filter((file) => !filesAfter.includes(file));
    expect(removed.length).toBeGreaterThanOrEqual(5); // 2 photos + 2 thumbnails + 1 PDF
    const purged = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(purged[0]!.purgedAt).toBeInstanceOf(Date);
    // The freed device may register again.
    expect(row[0]!.deviceId).toBeNull();
  });

  it('takes its support tickets out of the support desk and every reply at once; the purge leaves none', async () => {
    const { user, cookie } = await signedInUser(t);
    const marker = `ticket-of-a-leaving-account-${user.id}`;
    const ticket = await ticketWithReply(cookie, marker);
    const admin = await adminCookie();
    const openBefore = (await t.call('GET', '/api/office/counts', { cookie: admin })).json<{
      openTickets: number;
    }>().openTickets;
    const deleted = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password, giveUpBalance: true },
    });
    expect(deleted.statusCode).toBe(200);

    const desk = await t.call('GET', '/api/office/support', { cookie: admin });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).not.toContain(marker);
    expect(desk.json<Array<{ id: number }>>().map((row) => row.id)).not.toContain(ticket.id);
    const stats = await t.call('GET', '/api/office/counts', { cookie: admin });
    expect(stats.json<{ openTickets: number }>().openTickets).toBe(openBefore - 1);
    const read = await t.call('GET', `/api/support/tickets/${ticket.id}`, { cookie: admin });
    expect(read.statusCode).toBe(404);
    const reply = await t.call('POST', `/api/support/tickets/${ticket.id}/messages`, {
      cookie: admin,
      body: { message: 'Anyone there?' },
    });
    expect(reply.statusCode).toBe(404);
    const status = await t.call('PATCH', `/api/support/tickets/${ticket.id}/status`, {
      cookie: admin,
      body: { status: 'closed' },
    });
    expect(status.statusCode).toBe(404);

    // A ticket the office opened for the account after it was deleted: the purge removes it.
    const late = await t.database.db
      .insert(supportTickets)
      .values({ userId: user.id, subject: 'Late ticket', category: 'general' })
      .returning({ id: supportTickets.id });
    await t.database.db
      .insert(supportMessages)
      .values({ ticketId: late[0]!.id, senderId: null, message: 'late', isAdminReply: true });
    await t.app.purge();
    for (const table of [supportTickets, supportReads]) {
      const left = await t.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.userId, user.id));
      expect(left[0]!.n).toBe(0);
    }
    const messagesLeft = await t.database.db
      .select({ n: count() })
      .from(supportMessages)
      .where(inArray(supportMessages.ticketId, [ticket.id, late[0]!.id]));
    expect(messagesLeft[0]!.n).toBe(0);
  });

  it('cannot delete the administrator', async () => {
    const admin = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: 'admin-test-password' },
    });
    const response = await t.call('POST', '/api/account/delete', {
      cookie: sessionCookieOf(admin),
      body: { password: 'admin-test-password' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the daily purge', () => {
  it("forgets a deleted account's last scan position (decision 011)", async () => {
    const { user, cookie } = await signedInUser(t, { walletEuros: 0 });
    const scanned = await t.call('POST', '/api/scan', {
      cookie,
      body: await withAnalysisToken(t, cookie, {
        text: 'Opening hours of the town library',
        userLatitude: 12.5,
        userLongitude: -70,
        userAccuracy: 15,
      }),
    });
    expect(scanned.statusCode).toBe(200);
    const positionOf = () =>
      t.database.db.select().from(scanPositions).where(eq(scanPositions.userId, user.id));
    expect(await positionOf()).toHaveLength(1);
    const deleted = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    await t.app.purge();
    expect(await positionOf()).toEqual([]);
  });

  it('drops sign-in attempts older than 12 months and expired sessions, keeps recent ones', async () => {
    const user = await buildUser(t.database.db);
    const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(authAttempts).values([
      { bucket: 'login:ip:203.0.113.9', createdAt: old },
      { bucket: 'login:ip:203.0.113.9', createdAt: recent },
    ]);
    await t.database.db.insert(sessions).values({
      tokenHash: `expired-${user.id}`,
      userId: user.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await t.app.purge();
    const attempts = await t.database.db
      .select({ createdAt: authAttempts.createdAt })
      .from(authAttempts)
      .where(eq(authAttempts.bucket, 'login:ip:203.0.113.9'));
    expect(attempts.map((a) => a.createdAt.getTime())).toEqual([recent.getTime()]);
    const expired = await t.database.db
      .select({ n: count() })
      .from(sessions)
      .where(lt(sessions.expiresAt, new Date()));
    expect(expired[0]!.n).toBe(0);
  });
});
