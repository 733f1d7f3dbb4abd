import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveries } from '@/server/db/schema/photos';
import { createPhotoAs, fixturePhoto, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * ARCHITECTURE §2.1: the hidden text and the PDF reach only the creator and discoverers.
 * This reads the raw bytes of every reply another user (or nobody) can get, and looks for them.
 */
const HIDDEN_TEXT = 'ZEBRA-HIDDEN-TEXT-7431';
const PDF_MARKER = 'OKAPI-PDF-CONTENT-5519';
const PDF_NAME = 'narwhal-secret-name.pdf';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Underprint</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('secrecy of hidden content', () => {
  it('no list, detail, share page or file reply to others contains the hidden text or the PDF', async () => {
    const creator = await signedInUser(t);
    const other = await signedInUser(t);
    const place = { latitude: 51.5007, longitude: -0.1246 };
    const pdf = Buffer.from(`%PDF-1.4\n% ${PDF_MARKER}\n%%EOF\n`, 'latin1');
    const text = await createPhotoAs(t, creator.cookie, {
      ...place,
      hiddenMessage: HIDDEN_TEXT,
      publicDescription: 'Look at the plaque',
    });
    const doc = await createPhotoAs(t, creator.cookie, {
      ...place,
      messageType: 'pdf',
      hiddenMessage: '',
      pdfData: pdf.toString('base64'),
      pdfFileName: PDF_NAME,
    });
    const { body, contentType } = (await import('../support/multipart')).multipartBody(
      { hiddenMessage: `${HIDDEN_TEXT}-global`, messageType: 'text' },
      {
        field: 'image',
        bytes: await fixturePhoto('a003'),
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      },
    );
    const global = await t.call('POST', '/api/photos/global', {
      body,
      cookie: creator.cookie,
      headers: { 'content-type': contentType },
    });
    expect(global.statusCode).toBe(201);
    const globalId = global.json<{ photo: { id: number } }>().photo.id;

    const ids = [text.id, doc.id, globalId];
    // Someone else found all three: the replies that differ for finders (nearby, 'Discovered
    // by me', the statistics) must still give nothing to the others.
    const finder = await signedInUser(t);
    await t.database.db
      .insert(discoveries)
      .values(ids.map((photoId) => ({ photoId, userId: finder.user.id })));
    const requests: Array<[string, string | undefined]> = [
      [`/api/photos/nearby?lat=${place.latitude}&lng=${place.longitude}`, other.cookie],
      ['/api/photos/discovered', other.cookie],
      ['/api/photos/discovered', creator.cookie],
      ['/api/photos/discovered', undefined],
      ['/api/photos/user/stats', other.cookie],
      ['/api/photos/global', other.cookie],
      ['/api/photos/user', other.cookie],
      ['/api/users/search?q=' + creator.user.nickname.slice(0, 6), other.cookie],
      ['/api/platform/stats', undefined],
      ...ids.flatMap((id): Array<[string, string | undefined]> => [
        [`/api/photos/shared/${id}`, undefined],
        [`/api/photos/shared/${id}`, other.cookie],
        [`/shared/${id}`, undefined],
        [`/api/photos/${id}/pdf`, other.cookie],
        [`/api/photos/${id}/pdf`, undefined],
        [`/api/photos/${id}/image`, undefined],
        [`/api/photos/${id}/thumbnail`, other.cookie],
      ]),
    ];
    const pdfBase64 = pdf.toString('base64');
    let checked = 0;
    for (const [url, cookie] of requests) {
      const response = await t.call('GET', url, { cookie });
      const raw = response.rawPayload;
      for (const secret of [HIDDEN_TEXT, PDF_MARKER, PDF_NAME, pdfBase64, pdfBase64.slice(8, 40)]) {
        expect(raw.includes(Buffer.from(secret)), `${url} leaks ${secret}`).toBe(false);
      }
      checked++;
    }
    expect(checked).toBe(requests.length);

    // And the creator does get them: the search above looks in the right places.
    const own = await t.call('GET', '/api/photos/user', { cookie: creator.cookie });
    expect(own.body).toContain(HIDDEN_TEXT);
    expect(own.body).toContain(PDF_NAME);
    const download = await t.call('GET', `/api/photos/${doc.id}/pdf`, { cookie: creator.cookie });
    expect(download.rawPayload.includes(Buffer.from(PDF_MARKER))).toBe(true);
    // So does the finder, in 'Discovered by me' and on Home's card.
    const found = await t.call('GET', '/api/photos/discovered', { cookie: finder.cookie });
    expect(found.body).toContain(HIDDEN_TEXT);
    expect(found.body).toContain(PDF_NAME);
    const near = `/api/photos/nearby?lat=${place.latitude}&lng=${place.longitude}`;
    expect((await t.call('GET', near, { cookie: finder.cookie })).body).toContain(HIDDEN_TEXT);
    const fetched = await t.call('GET', `/api/photos/${doc.id}/pdf`, { cookie: finder.cookie });
    expect(fetched.rawPayload.includes(Buffer.from(PDF_MARKER))).toBe(true);
  });
});
