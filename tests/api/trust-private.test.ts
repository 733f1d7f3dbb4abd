import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 10, point 7: a private message's share reply, share page and image answered 200 with
 * its place, creator and photo to anyone, signed out included. Now everyone but its creator and
 * its target gets exactly what a missing message gets.
 */
let t: TestApp;
let webRoot: string;
let creator: { cookie: string };
let target: { cookie: string; user: { nickname: string } };
let stranger: { cookie: string };
let privatePhoto: Photo;
let publicPhoto: Photo;
const MISSING = 2_000_000_000;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Underprint</title></head><body></body></html>',
  );
  t = await createTestApp({ webRoot });
  creator = await signedInUser(t);
  target = await signedInUser(t);
  stranger = await signedInUser(t);
  privatePhoto = await createPhotoAs(t, creator.cookie, {
    isPrivate: true,
    targetUsername: target.user.nickname,
  });
  publicPhoto = await createPhotoAs(t, creator.cookie);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const urls = (id: number) => [
  `/api/photos/shared/${id}`,
  `/api/photos/${id}/image`,
  `/api/photos/${id}/thumbnail`,
  `/shared/${id}`,
];

describe('private stays private', () => {
  it('answers a private message exactly like a missing one to strangers and the signed-out', async () => {
    for (const cookie of [undefined, stranger.cookie]) {
      for (const [hidden, missing] of urls(privatePhoto.id).map(
        (url, i) => [url, urls(MISSING)[i]!] as const,
      )) {
        const a = await t.call('GET', hidden, { cookie });
        const b = await t.call('GET', missing, { cookie });
        expect(a.statusCode, hidden).toBe(404);
        expect(a.body, hidden).toBe(b.body);
        expect(a.headers['content-type']).toBe(b.headers['content-type']);
      }
    }
  });

  it('shows it to its creator and its target', async () => {
    for (const cookie of [creator.cookie, target.cookie]) {
      for (const url of urls(privatePhoto.id)) {
        expect((await t.call('GET', url, { cookie })).statusCode, url).toBe(200);
      }
    }
  });

  it('still shows a public message to everyone, signed out included', async () => {
    for (const url of urls(publicPhoto.id)) {
      expect((await t.call('GET', url)).statusCode, url).toBe(200);
    }
  });
});
