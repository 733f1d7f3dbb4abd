import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/server';

// The build the browser tests run against (`npm run test:e2e` builds first). The web calls the
// API through the schema-free route tables (src/shared/contract/endpoints), so no chunk, eager
// or lazy, may carry zod: its every object has a `_zod` member, which minifiers keep.
const ASSETS = path.join(REPO_ROOT, 'dist/web/assets');

async function scripts(): Promise<Array<{ name: string; text: string }>> {
  const names = (await readdir(ASSETS)).filter((name) => name.endsWith('.js'));
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(ASSETS, name), 'utf8') })),
  );
}

describe('the web bundle', () => {
  it('carries no zod in any chunk', async () => {
    const chunks = await scripts();
    expect(chunks.length).toBeGreaterThan(0);
    const withZod = chunks.filter(({ text }) => /\b_zod\b|\$ZodType/.test(text));
    expect(withZod.map(({ name }) => name)).toEqual([]);
  });

  // A worker's Content-Security-Policy is the one its script arrives with, and the server takes
  // the document headers off every script but sw.js (src/server/plugins/web-app.ts).
  it('starts no worker but the service worker, whose script keeps the page headers', async () => {
    const chunks = await scripts();
    const starting = chunks.filter(({ text }) => /\bnew (Shared)?Worker\(/.test(text));
    expect(starting.map(({ name }) => name)).toEqual([]);
  });
});
