import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedHunt } from '@/shared/contract/hunts';
import { signedInUser } from '../factories';
import { createHunt, newArea, waypoint } from '../support/hunts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Underprint</title><meta name="description" content="app" /></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://underprint.example' } });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('a hunt share link', () => {
  it('serves social tags with the outline and no secret of any step', async () => {
    const creator = await signedInUser(t);
    const area = newArea();
    const step = await waypoint(area, 1, { hints: ['Secret hint'] });
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Harbour <walk>',
      description: 'Three signs by the sea',
      waypoints: [step],
    });
    expect(hunt.shareUrl).toBe(`https://underprint.example/hunt/${hunt.id}`);

    const page = await t.call('GET', `/hunt/${hunt.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(
      '<meta property="og:title" content="Treasure Hunt on Underprint - Harbour &lt;walk&gt;" />',
    );
    expect(page.body).toContain(
      '<meta property="og:description" content="Three signs by the sea" />',
    );
    expect(page.body).toContain(
      `<meta property="og:url" content="https://underprint.example/hunt/${hunt.id}" />`,
    );
    const shared = await t.call('GET', `/api/treasure-hunts/shared/${hunt.id}`);
    expect(shared.json<SharedHunt>()).toMatchObject({ title: 'Harbour <walk>', totalSteps: 1 });
    // The step's latitude as a number standing alone: a whole one ("18", when this worker's
    // earlier files used up the areas below it) is inside many a random nickname ("user_618cd1c4").
    const latitude = new RegExp(
      `(?<![\\w.])${String(step.latitude).replace('.', '\\.')}(?!\\w|\\.\\d)`,
    );
    for (const body of [page.body, shared.body]) {
      for (const secret of [
        step.hiddenMessage!,
        step.description!,
        'Secret hint',
        `/steps/1/image`,
      ]) {
        expect(body).not.toContain(secret);
      }
      expect(body).not.toMatch(latitude);
    }
  });

  it('answers the app with 404 for a hunt that does not exist', async () => {
    for (const url of ['/hunt/999999', '/hunt/abc', '/hunt/99999999999']) {
      const page = await t.call('GET', url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<div id="root">');
    }
    expect((await t.call('GET', '/api/treasure-hunts/shared/999999')).statusCode).toBe(404);
  });
});
