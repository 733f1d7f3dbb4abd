import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedPhoto } from '@/shared/contract/photos';
import { photos } from '@/server/db/schema/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { createHunt, newArea, waypoint } from '../support/hunts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let webRoot: string;
let cookie: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-'));
  // The app's real index.html: its description tag spans several lines.
  await copyFile(path.resolve('src/web/index.html'), path.join(webRoot, 'index.html'));
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://underprint.example' } });
  ({ cookie } = await signedInUser(t));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the shared page', () => {
  it('GET /api/photos/shared/:id answers the public fields to anyone', async () => {
    const photo = await createPhotoAs(t, cookie, {
      publicDescription: 'By the fountain',
      hasRewards: true,
      rewardAmount: '2',
      maxScans: 4,
    });
    const response = await t.call('GET', `/api/photos/shared/${photo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<SharedPhoto>()).toEqual({
      id: photo.id,
      imageUrl: `/api/photos/${photo.id}/image`,
      messageType: 'text',
      publicDescription: 'By the fountain',
      hasRewards: true,
      rewardPerScan: 0.5,
      locationLabel: photo.locationLabel,
      isGlobal: false,
      user: { nickname: photo.user!.nickname },
    });
    expect((await t.call('GET', '/api/photos/shared/999999')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/photos/shared/abc')).statusCode).toBe(400);
  });

  it('serves /shared/:id with its title and social tags in the HTML', async () => {
    const photo = await createPhotoAs(t, cookie, {
      publicDescription: 'Under the "old" clock <b>',
    });
    const response = await t.call('GET', `/shared/${photo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Hidden Message on Underprint - Secret Text</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Hidden Message on Underprint - Secret Text" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Under the &quot;old&quot; clock &lt;b&gt;" />',
    );
    expect(html).toContain(
      `<meta property="og:image" content="https://underprint.example/api/photos/${photo.id}/image" />`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="https://underprint.example/shared/${photo.id}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<div id="root">');
  });

  it('titles a PDF message as a secret document and falls back to a default description', async () => {
    const photo = await createPhotoAs(t, cookie, {
      messageType: 'pdf',
      hiddenMessage: '',
      pdfData: Buffer.from('%PDF-1.4').toString('base64'),
    });
    const html = (await t.call('GET', `/shared/${photo.id}`)).body;
    expect(html).toContain('<title>Hidden Message on Underprint - Secret Document</title>');
    expect(html).toMatch(
      /<meta property="og:description" content="A secret is hidden at this spot/,
    );
  });

  it('answers an unknown id with the app and a 404 status, and /share/:id redirects', async () => {
    const missing = await t.call('GET', '/shared/424242');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).not.toContain('og:title');
    const redirect = await t.call('GET', '/share/17');
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/shared/17');
  });

  it('advertises no reward per scan once every scan is taken', async () => {
    const photo = await createPhotoAs(t, cookie, {
      hasRewards: true,
      rewardAmount: '2',
      maxScans: 2,
    });
    const before = await t.call('GET', `/api/photos/shared/${photo.id}`);
    expect(before.json<SharedPhoto>()).toMatchObject({ hasRewards: true, rewardPerScan: 1 });

    await t.database.db.update(photos).set({ currentScans: 2 }).where(eq(photos.id, photo.id));
    const after = await t.call('GET', `/api/photos/shared/${photo.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json<SharedPhoto>()).toMatchObject({ hasRewards: false, rewardPerScan: 0 });
  });

  it("carries exactly one description tag, the page's own, on a message and on a hunt", async () => {
    const photo = await createPhotoAs(t, cookie, { publicDescription: 'By the fountain' });
    const hunt = await createHunt(t, cookie, {
      title: 'Harbour walk',
      description: 'Three signs by the sea',
      waypoints: [await waypoint(newArea(), 1)],
    });
    for (const [url, description] of [
      [`/shared/${photo.id}`, 'By the fountain'],
      [`/hunt/${hunt.id}`, 'Three signs by the sea'],
    ] as const) {
      const html = (await t.call('GET', url)).body;
      const tags = html.match(/<meta\s[^>]*name="description"[^>]*>/g);
      expect(tags).toEqual([`<meta name="description" content="${description}" />`]);
      expect(html).not.toContain('Hide messages in the places around you');
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it("writes `$` patterns and markup in a creator's words literally, escaped, into the tags", async () => {
    const words = "Dollar $' back $` amp $& one $1 </title><script>alert(1)</script>";
    const escaped =
      'Dollar $&#39; back $` amp $&amp; one $1 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;';
    const photo = await createPhotoAs(t, cookie, { publicDescription: words });
    const hunt = await createHunt(t, cookie, {
      title: words,
      description: words,
      waypoints: [await waypoint(newArea(), 1)],
    });
    for (const url of [`/shared/${photo.id}`, `/hunt/${hunt.id}`]) {
      const html = (await t.call('GET', url)).body;
      expect(html).toContain(`<meta property="og:description" content="${escaped}" />`);
      expect(html).toContain(`<meta name="twitter:description" content="${escaped}" />`);
      // One head, one body, one script: nothing of the page was copied into a tag.
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('<script>alert');
    }
    const huntHtml = (await t.call('GET', `/hunt/${hunt.id}`)).body;
    expect(huntHtml).toContain(`<title>Treasure Hunt on Underprint - ${escaped}</title>`);
    expect(huntHtml).toContain(
      `<meta property="og:title" content="Treasure Hunt on Underprint - ${escaped}" />`,
    );
  });
});
