import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HuntDraft, HuntDraftSummary } from '@/shared/contract/hunts';
import { huntDrafts } from '@/server/db/schema/hunts';
import { signedInUser } from '../factories';
import { dataUrlOf, newArea, waypoint } from '../support/hunts';
import { noiseJpeg } from '../support/images';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n% a tiny test document\n%%EOF').toString('base64')}`;

const save = (cookie: string, body: object) =>
  t.call('POST', '/api/treasure-hunt/draft', { cookie, body });

async function draftFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'blobs');
  const found: string[] = [];
  for (const folder of ['draft-images', 'draft-pdfs']) {
    const files = await readdir(path.join(root, folder)).catch(() => []);
    found.push(...files.map((file) => `${folder}/${file}`));
  }
  return found.sort();
}

describe('hunt drafts', () => {
  it('saves, lists, loads and saves again, keeping photos as files, not in the row', async () => {
    const owner = await signedInUser(t);
    const area = newArea();
    const before = await draftFiles();
    const first = await save(owner.cookie, {
      title: 'Half done',
      stepOrder: 'some',
      requiredSteps: 1,
      hintCostPercent: 40,
      waypoints: [
        await waypoint(area, 1, { hints: ['Up high'] }),
        // An unfinished step: no photo, no place, a PDF instead of text.
        { stepNumber: 2, messageType: 'pdf', pdfData: PDF, pdfFileName: 'map.pdf', maxScans: 3 },
      ],
    });
    expect(first.statusCode).toBe(200);
    const { draft } = first.json<{ draft: HuntDraftSummary }>();
    expect(draft).toMatchObject({ title: 'Half done', totalSteps: 2, version: 1 });
    expect((await draftFiles()).length).toBe(before.length + 2);

    const [row] = await t.database.db.select().from(huntDrafts).where(eq(huntDrafts.id, draft.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('base64');
    expect(stored.length).toBeLessThan(2000);

    const list = (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: owner.cookie })).json<
      HuntDraftSummary[]
    >();
    expect(list).toEqual([draft]);

    const loaded = (
      await t.call('GET', `/api/treasure-hunt/drafts/${draft.id}`, { cookie: owner.cookie })
    ).json<HuntDraft>();
    expect(loaded).toMatchObject({
      id: draft.id,
      title: 'Half done',
      stepOrder: 'some',
      requiredSteps: 1,
      hintCostPercent: 40,
    });
    expect(loaded.waypointsData).toHaveLength(2);
    expect(loaded.waypointsData[0]).toMatchObject({
      stepNumber: 1,
      latitude: area.latitude,
      hints: ['Up high'],
      pdfData: null,
    });
    expect(loaded.waypointsData[0]!.photo).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(loaded.waypointsData[1]).toMatchObject({
      stepNumber: 2,
      photo: null,
      latitude: null,
      messageType: 'pdf',
      pdfData: PDF,
      pdfFileName: 'map.pdf',
      maxScans: 3,
    });

    // Saving again under the same id replaces the draft and its files.
    const again = await save(owner.cookie, {
      id: draft.id,
      version: loaded.version,
      title: 'Nearly done',
      waypoints: [{ ...loaded.waypointsData[0], photo: await dataUrlOf('a004') }],
    });
    expect(again.json<{ draft: HuntDraftSummary }>().draft).toMatchObject({
      id: draft.id,
      title: 'Nearly done',
      totalSteps: 1,
      version: 2,
    });
    expect((await draftFiles()).length).toBe(before.length + 1);
  });

  it('answers 404 to anyone but the owner and changes nothing', async () => {
    const [owner, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const { draft } = (
      await save(owner.cookie, { title: 'Mine', waypoints: [{ stepNumber: 1, maxScans: 1 }] })
    ).json<{ draft: HuntDraftSummary }>();
    const url = `/api/treasure-hunt/drafts/${draft.id}`;
    expect((await t.call('GET', url, { cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.call('DELETE', url, { cookie: other.cookie })).statusCode).toBe(404);
    const hijack = await save(other.cookie, {
      id: draft.id,
      version: draft.version,
      title: 'Theirs',
      waypoints: [],
    });
    expect(hijack.statusCode).toBe(404);
    expect(
      (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: other.cookie })).json(),
    ).toEqual([]);
    expect((await t.call('GET', url, { cookie: owner.cookie })).json<HuntDraft>().title).toBe(
      'Mine',
    );
    expect((await t.call('GET', url)).statusCode).toBe(401);
  });

  it('deletes a draft and its files', async () => {
    const owner = await signedInUser(t);
    const before = await draftFiles();
    const { draft } = (
      await save(owner.cookie, {
        title: 'Short-lived',
        waypoints: [await waypoint(newArea(), 1)],
      })
    ).json<{ draft: HuntDraftSummary }>();
    expect((await draftFiles()).length).toBe(before.length + 1);
    const url = `/api/treasure-hunt/drafts/${draft.id}`;
    expect((await t.call('DELETE', url, { cookie: owner.cookie })).statusCode).toBe(200);
    expect(await draftFiles()).toEqual(before);
    expect((await t.call('GET', url, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await t.call('DELETE', url, { cookie: owner.cookie })).statusCode).toBe(404);
  });

  it('refuses bad drafts with a clear 400, storing no file', async () => {
    const owner = await signedInUser(t);
    const before = await draftFiles();
    const cases: Array<[object, string | RegExp]> = [
      [
        {
          title: 'Huge',
          waypoints: Array.from({ length: 51 }, (_, i) => ({ stepNumber: i + 1 })),
        },
        'A treasure hunt has at most 50 waypoints',
      ],
      [
        {
          title: 'Bad photo',
          waypoints: [
            { stepNumber: 1, photo: await dataUrlOf('a000') },
            { stepNumber: 2, photo: 'data:image/png;base64,iVBORw0KGgo=' },
          ],
        },
        /^Step 2: /,
      ],
      [{ title: 'Bad PDF', waypoints: [{ stepNumber: 1, pdfData: 'bm9wZQ==' }] }, /^Step 1: /],
      [{ title: 'x'.repeat(121), waypoints: [] }, /at most 120/],
    ];
    for (const [body, error] of cases) {
      const response = await save(owner.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string }>().error).toMatch(error);
    }
    expect(await draftFiles()).toEqual(before);
    expect(
      (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: owner.cookie })).json(),
    ).toEqual([]);
  });
});

describe('hunt draft versions (issue 19, point 1)', () => {
  it('refuses to save over a draft with a stale version: 409, nothing changed', async () => {
    const owner = await signedInUser(t);
    const area = newArea();
    const { draft } = (
      await save(owner.cookie, {
        title: 'Saved with a photo',
        waypoints: [await waypoint(area, 1, { hiddenMessage: 'Under the bench' })],
      })
    ).json<{ draft: HuntDraftSummary }>();
    const url = `/api/treasure-hunt/drafts/${draft.id}`;
    // Another tab saves first: the draft is at version 2.
    const second = await save(owner.cookie, {
      id: draft.id,
      version: 1,
      title: 'Saved with a photo',
      waypoints: [await waypoint(area, 1, { hiddenMessage: 'Under the bench' })],
    });
    expect(second.json<{ draft: HuntDraftSummary }>().draft.version).toBe(2);
    const before = await draftFiles();
    const kept = (await t.call('GET', url, { cookie: owner.cookie })).json<HuntDraft>();

    // The stale editor (an empty 'Untitled Hunt' still bound to the id) saves: refused.
    const stale = await save(owner.cookie, {
      id: draft.id,
      version: 1,
      title: '',
      waypoints: [{ stepNumber: 1 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: string }>().error).toBe(
      'This draft was saved elsewhere since you opened it (version 2, yours is 1). Nothing was saved: open it again from My Space to continue from the saved version.',
    );
    // Without any version it is refused too: a save over a draft must say what it continues.
    const blind = await save(owner.cookie, { id: draft.id, title: '', waypoints: [] });
    expect(blind.statusCode).toBe(400);
    expect(blind.json<{ error: string }>().error).toMatch(/needs the version/);

    expect(await draftFiles()).toEqual(before);
    const after = (await t.call('GET', url, { cookie: owner.cookie })).json<HuntDraft>();
    expect(after).toEqual(kept);
    expect(after.waypointsData[0]!.hiddenMessage).toBe('Under the bench');
    expect(after.waypointsData[0]!.photo).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('lets one of two saves of the same version through, the other gets 409', async () => {
    const owner = await signedInUser(t);
    const { draft } = (
      await save(owner.cookie, { title: 'Raced', waypoints: [{ stepNumber: 1 }] })
    ).json<{ draft: HuntDraftSummary }>();
    const results = await Promise.all(
      ['Tab A', 'Tab B'].map((title) =>
        save(owner.cookie, { id: draft.id, version: 1, title, waypoints: [{ stepNumber: 1 }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loaded = (
      await t.call('GET', `/api/treasure-hunt/drafts/${draft.id}`, { cookie: owner.cookie })
    ).json<HuntDraft>();
    expect(loaded.version).toBe(2);
  });
});

describe('hunt draft limits (issue 19, point 6)', () => {
  it('refuses a draft over 24 MB of photos before reading any, storing nothing', async () => {
    const owner = await signedInUser(t);
    const before = await draftFiles();
    // Ten 2.6 MB "photos": 26 MB in all. Nothing is decoded, so they need not be images.
    const big = `data:image/jpeg;base64,${randomBytes(2.6 * 1024 * 1024).toString('base64')}`;
    const started = Date.now();
    const response = await save(owner.cookie, {
      title: 'Too big',
      waypoints: Array.from({ length: 10 }, (_, i) => ({ stepNumber: i + 1, photo: big })),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toBe(
      "A draft holds at most 24.0 MB of photos and PDFs; this one has 26.0 MB. Remove a step's photo or PDF, or publish part of the hunt first.",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await draftFiles()).toEqual(before);
    expect(
      (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: owner.cookie })).json(),
    ).toEqual([]);
  });

  it('refuses dates outside 1970-9999 with 400 naming the field, storing nothing', async () => {
    const owner = await signedInUser(t);
    const cases = [
      {
        startsAt: '0000-01-01T00:00:00Z',
        says: 'startsAt must be an ISO date and time between 1970 and 9999',
      },
      // Year 10000 once in UTC: PostgreSQL's zone arithmetic overflows on it.
      {
        endsAt: '9999-12-31T23:59:59-14:00',
        says: 'endsAt must be an ISO date and time between 1970 and 9999',
      },
    ];
    for (const { says, ...dates } of cases) {
      const refused = await save(owner.cookie, {
        title: 'Out of time',
        waypoints: [await waypoint(newArea(), 1)],
        ...dates,
      });
      expect(refused.statusCode, says).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe(says);
    }
    const list = (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: owner.cookie })).json<
      HuntDraftSummary[]
    >();
    expect(list).toEqual([]);
  });

  it('keeps at most 20 drafts per account: the 21st is refused, storing nothing', async () => {
    const owner = await signedInUser(t);
    // Twenty drafts, written straight to the table (twenty saves would pass fair use's minute).
    await t.database.db.insert(huntDrafts).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: owner.user.id,
        title: `Draft ${i + 1}`,
        settings: {
          description: null,
          stepOrder: 'linear' as const,
          requiredSteps: null,
          hintCostPercent: 25,
          startsAt: null,
          endsAt: null,
        },
        waypoints: [],
      })),
    );
    const before = await draftFiles();
    const refused = await save(owner.cookie, {
      title: 'One too many',
      waypoints: [await waypoint(newArea(), 1)],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe(
      'You have 20 drafts, the most one account keeps. Publish or delete one in My Space to save a new one.',
    );
    expect(await draftFiles()).toEqual(before);
    const list = (await t.call('GET', '/api/treasure-hunt/drafts', { cookie: owner.cookie })).json<
      HuntDraftSummary[]
    >();
    expect(list).toHaveLength(20);
  });

  it('scales a photo down once, at upload: saving it again keeps the stored file as it is', async () => {
    const owner = await signedInUser(t);
    const large = await noiseJpeg(3000, 2000);
    const photo = `data:image/jpeg;base64,${large.toString('base64')}`;
    const { draft } = (
      await save(owner.cookie, { title: 'Large photo', waypoints: [{ stepNumber: 1, photo }] })
    ).json<{ draft: HuntDraftSummary }>();
    const url = `/api/treasure-hunt/drafts/${draft.id}`;
    const loaded = (await t.call('GET', url, { cookie: owner.cookie })).json<HuntDraft>();
    const stored = Buffer.from(loaded.waypointsData[0]!.photo!.split(',')[1]!, 'base64');
    const size = await sharp(stored).metadata();
    expect(Math.max(size.width, size.height)).toBe(2048);
    const files = await draftFiles();

    // The editor sends the loaded photo back with the next save: not decoded and re-encoded.
    const again = await save(owner.cookie, {
      id: draft.id,
      version: loaded.version,
      title: 'Large photo, renamed',
      waypoints: [{ stepNumber: 1, photo: loaded.waypointsData[0]!.photo }],
    });
    expect(again.statusCode).toBe(200);
    expect(await draftFiles()).toEqual(files);
    const reloaded = (await t.call('GET', url, { cookie: owner.cookie })).json<HuntDraft>();
    expect(reloaded.waypointsData[0]!.photo).toBe(loaded.waypointsData[0]!.photo);
  });
});

describe('hunt draft fair use (issue 19, point 6)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { AUTH_RATE_LIMIT: '1000', DRAFT_SAVES_PER_MINUTE: '3' },
    });
  });
  afterAll(() => limited.close());

  it('counts draft saves: past the limit, 429 with Retry-After and nothing stored', async () => {
    const owner = await signedInUser(limited);
    const call = (body: object) =>
      limited.call('POST', '/api/treasure-hunt/draft', { cookie: owner.cookie, body });
    const first = (await call({ title: 'Counted', waypoints: [] })).json<{
      draft: HuntDraftSummary;
    }>().draft;
    for (const version of [1, 2]) {
      const response = await call({ id: first.id, version, title: 'Counted', waypoints: [] });
      expect(response.statusCode).toBe(200);
    }
    const refused = await call({ id: first.id, version: 3, title: 'Fourth', waypoints: [] });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^You have saved hunt drafts 3 times in the last minute, the most one account may\./,
    );
    const other = await signedInUser(limited);
    const theirs = await limited.call('POST', '/api/treasure-hunt/draft', {
      cookie: other.cookie,
      body: { title: 'Not counted with theirs', waypoints: [] },
    });
    expect(theirs.statusCode).toBe(200);
    const loaded = (
      await limited.call('GET', `/api/treasure-hunt/drafts/${first.id}`, { cookie: owner.cookie })
    ).json<HuntDraft>();
    expect(loaded).toMatchObject({ title: 'Counted', version: 3 });
  });
});
