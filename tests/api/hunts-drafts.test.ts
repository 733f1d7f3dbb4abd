import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HuntDraft, HuntDraftSummary } from '@/shared/contract/hunts';
import { huntDrafts } from '@/server/db/schema/hunts';
import { signedInUser } from '../factories';
import { dataUrlOf, newArea, waypoint } from '../support/hunts';
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
    expect(draft).toMatchObject({ title: 'Half done', totalSteps: 2 });
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
      title: 'Nearly done',
      waypoints: [{ ...loaded.waypointsData[0], photo: await dataUrlOf('a004') }],
    });
    expect(again.json<{ draft: HuntDraftSummary }>().draft).toMatchObject({
      id: draft.id,
      title: 'Nearly done',
      totalSteps: 1,
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
    const hijack = await save(other.cookie, { id: draft.id, title: 'Theirs', waypoints: [] });
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
