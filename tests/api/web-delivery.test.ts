import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A build as `vite build` lays it out (vite.config.ts): each text file beside its .br and .gz
// copies, and source maps that no file links to. The copies differ from a fresh compression of
// the original on purpose, so a test can tell the build's copy from one made per request.
const SCRIPT = `console.log(${JSON.stringify('underprint '.repeat(300))});`;
const PAGE = `<!doctype html><html><head><title>Underprint</title></head><body>${'<p>x</p>'.repeat(200)}</body></html>`;

let webRoot: string;
let t: TestApp;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-root-'));
  await mkdir(path.join(webRoot, 'assets'));
  const files: Array<[string, string]> = [
    ['index.html', PAGE],
    ['assets/app-1a2b3c.js', SCRIPT],
  ];
  for (const [name, text] of files) {
    await writeFile(path.join(webRoot, name), text);
    await writeFile(path.join(webRoot, `${name}.br`), brotliCompressSync(`${text}/*br*/`));
    await writeFile(path.join(webRoot, `${name}.gz`), gzipSync(`${text}/*gz*/`));
  }
  await writeFile(path.join(webRoot, 'assets/app-1a2b3c.js.map'), '{"version":3,"sources":[]}');
  await writeFile(path.join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  await writeFile(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(webRoot, 'assets/style-4d5e6f.css'), 'body{color:red}');
  await writeFile(path.join(webRoot, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the web app is sent compressed', () => {
  it("sends the build's brotli copy of a script when the browser takes brotli, cached for a year", async () => {
    const response = await t.call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}/*br*/`);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await t.call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${SCRIPT}/*gz*/`);
    const plain = await t.call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the compressed page for the app and for any screen it draws, never cached', async () => {
    for (const url of ['/', '/my-space', '/p/123']) {
      const response = await t.call('GET', url, { headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('Underprint');
    }
  });

  it('keeps source maps to itself, and answers a missing asset with 404 instead of the page', async () => {
    for (const url of ['/assets/app-1a2b3c.js.map', '/assets/gone-000000.js', '/index.js.map']) {
      const response = await t.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<html');
    }
  });

  it('has a real robots.txt', async () => {
    const response = await t.call('GET', '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
  });
});

// Headers a browser reads only on a document (and on a worker's script).
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers fit what is sent', () => {
  it('sends a script, a style or an image with nosniff and its resource policy, and no document headers', async () => {
    const urls = ['/assets/app-1a2b3c.js', '/assets/style-4d5e6f.css', '/logo.svg', '/robots.txt'];
    for (const url of urls) {
      for (const encoding of ['br', 'identity']) {
        const response = await t.call('GET', url, { headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
        expect(response.headers['content-type'], url).toBeTruthy();
        expect(response.headers.etag, url).toBeTruthy();
        expect(response.headers['cache-control'], url).toBeTruthy();
        for (const name of [...DOCUMENT_HEADERS, 'last-modified', 'accept-ranges']) {
          expect(response.headers[name], `${url} ${encoding} ${name}`).toBeUndefined();
        }
      }
    }
  });

  it('keeps every header on the page, on the service worker, on API replies and on 404s', async () => {
    const urls = ['/', '/my-space', '/index.html', '/sw.js', '/api/health', '/assets/gone-0.js'];
    for (const url of urls) {
      for (const encoding of ['br', 'identity']) {
        const response = await t.call('GET', url, { headers: { 'accept-encoding': encoding } });
        expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
        for (const name of DOCUMENT_HEADERS) {
          expect(response.headers[name], `${url} ${encoding} ${name}`).toBeDefined();
        }
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
    }
  });

  it('sends the slimmer headers on a revalidated asset too', async () => {
    const first = await t.call('GET', '/assets/app-1a2b3c.js');
    const again = await t.call('GET', '/assets/app-1a2b3c.js', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('JSON replies are compressed above 1 KB', () => {
  it('compresses a long list and leaves a short reply alone', async () => {
    const { user, cookie } = await signedInUser(t);
    const short = await t.call('GET', '/api/auth/session', {
      cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toMatchObject({ user: { id: user.id } });

    // Twenty signed-in browsers make a device list well above 1 KB.
    for (let i = 0; i < 20; i += 1) {
      await t.call('POST', '/api/auth/login', {
        body: { nickname: user.nickname, password: user.password },
        headers: { 'user-agent': `Mozilla/5.0 (Linux; Android 15; Pixel ${i}) Chrome/140.0` },
      });
    }
    const long = await t.call('GET', '/api/auth/sessions', {
      cookie,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(long.statusCode).toBe(200);
    expect(long.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(long.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(long.rawPayload.length).toBeLessThan(json.length / 2);
    expect(JSON.parse(json)).toBeTruthy();
  });
});
