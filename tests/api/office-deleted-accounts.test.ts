// The office's lists after accounts are deleted (decision 021 keeps an anonymised user row):
// the user search, Active Users, Total Users, the moderation queue and its count leave a
// deleted account out; a report made by one still counts but names nobody.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ModerationItem,
  OfficeCounts,
  OfficeStats,
  OfficeUser,
} from '@/shared/contract/office';
import { deletedAccountNickname } from '@/shared/rules/account';
import { users } from '@/server/db/schema/users';
import { createPhotoAs, signedInUser } from '../factories';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  admin = sessionCookieOf(
    await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    }),
  );
});
afterAll(() => t.close());

let spot = 0;
const newSpot = () => ({ latitude: -40 + spot++ * 0.1, longitude: 60 });

type Member = Awaited<ReturnType<typeof signedInUser>>;

const asAdmin = async <T>(url: string) => {
  const response = await t.call('GET', url, { cookie: admin });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
};
const search = async (text: string) =>
  (await asAdmin<OfficeUser[]>(`/api/office/users/search?q=${encodeURIComponent(text)}`)).map(
    (user) => user.id,
  );
const stats = () => asAdmin<OfficeStats>('/api/office/stats');
const queue = () => asAdmin<ModerationItem[]>('/api/office/moderation');
const counts = () => asAdmin<OfficeCounts>('/api/office/counts');
const report = async (member: Member, photoId: number, comment: string) => {
  const response = await t.call('POST', `/api/photos/${photoId}/report`, {
    cookie: member.cookie,
    body: { reason: 'spam', comment },
  });
  expect(response.statusCode).toBe(201);
};

async function deleteAccount(member: Member) {
  const response = await t.call('POST', '/api/account/delete', {
    cookie: member.cookie,
    body: { password: member.user.password, giveUpBalance: true },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('office lists and deleted accounts', () => {
  it('leave a deleted account out of the search, Active Users and Total Users; its report counts but names nobody', async () => {
    const leaving = await signedInUser(t, { email: `leaving-${Date.now()}@example.org` });
    const staying = await signedInUser(t);
    const reporter = await signedInUser(t, { walletEuros: 0 });
    const place = newSpot();
    await createPhotoAs(t, leaving.cookie, place);
    const reported = await createPhotoAs(t, staying.cookie, newSpot());
    await report(reporter, reported.id, 'Advertising, twice a day');

    // Before: each is found by nickname and by email, and the creator is an active user.
    expect(await search(leaving.user.nickname)).toEqual([leaving.user.id]);
    expect(await search(leaving.user.email!)).toEqual([leaving.user.id]);
    expect(await search(reporter.user.nickname)).toEqual([reporter.user.id]);
    const before = await stats();
    expect(before.activeUsersList.map((user) => user.id)).toContain(leaving.user.id);
    const reportsBefore = (await queue()).find((item) => item.photoId === reported.id)!.reports;
    expect(reportsBefore).toEqual([
      expect.objectContaining({
        reporter: reporter.user.nickname,
        comment: 'Advertising, twice a day',
      }),
    ]);

    await deleteAccount(leaving);
    await deleteAccount(reporter);

    for (const text of [
      leaving.user.nickname,
      leaving.user.email!,
      deletedAccountNickname(leaving.user.id),
      reporter.user.nickname,
      deletedAccountNickname(reporter.user.id),
      'Deleted account',
      'deleted',
    ]) {
      expect(await search(text), text).toEqual([]);
    }
    // The newest accounts (an empty search): the deleted ones are not among them, the rest are.
    const newest = await search('');
    expect(newest).toContain(staying.user.id);
    expect(newest).not.toContain(leaving.user.id);
    expect(newest).not.toContain(reporter.user.id);

    const after = await stats();
    expect(after.totalUsers).toBe(before.totalUsers - 2);
    expect(after.activeUsersList.map((user) => user.id)).not.toContain(leaving.user.id);
    expect(after.activeUsers).toBe(after.activeUsersList.length);
    expect(after.activeUsersList.map((user) => user.id)).toContain(staying.user.id);

    // The report was about the message, so it stays for the decision, without a name.
    const item = (await queue()).find((each) => each.photoId === reported.id)!;
    expect(item.reports).toEqual([
      expect.objectContaining({ reporter: null, comment: 'Advertising, twice a day' }),
    ]);
    expect(JSON.stringify(await queue())).not.toContain(deletedAccountNickname(reporter.user.id));
  });

  it('leaves out of the moderation queue and its count the messages of an account whose deletion stopped half-way', async () => {
    const creator = await signedInUser(t);
    const reporter = await signedInUser(t, { walletEuros: 0 });
    const photo = await createPhotoAs(t, creator.cookie, newSpot());
    await report(reporter, photo.id, 'Not nice');
    const pending = (await counts()).pendingReports;
    expect((await queue()).map((item) => item.photoId)).toContain(photo.id);
    expect((await stats()).activeUsersList.map((user) => user.id)).toContain(creator.user.id);

    // What a deletion that stopped after marking the row leaves: the messages are still
    // there until the daily purge removes them (decision 021).
    await t.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, creator.user.id));

    expect((await queue()).map((item) => item.photoId)).not.toContain(photo.id);
    expect((await counts()).pendingReports).toBe(pending - 1);
    expect((await stats()).activeUsersList.map((user) => user.id)).not.toContain(creator.user.id);
    expect(await search(creator.user.nickname)).toEqual([]);
  });
});
