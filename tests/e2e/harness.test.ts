// The harness's own promises: the real server answers, and a user context notices what a
// healthy app never does (undeclared console errors, page errors, outside requests).
import { describe, expect, it } from 'vitest';
import { failedResource, newUserContext, type UserContext } from './support/browser';
import { useE2E } from './support/harness';

// An empty DATA_DIR: the first start a new user makes (the other files copy a migrated one).
const e2e = useE2E({ server: { database: 'empty' } });

/** A context outside useE2E's bookkeeping, so its problems are inspected, not failed on. */
async function withBareContext(
  path: string | undefined,
  run: (user: UserContext) => Promise<void>,
): Promise<void> {
  const user = await newUserContext(e2e.browser, e2e.baseURL);
  try {
    if (path) await user.page.goto(path);
    await run(user);
  } finally {
    await user.close();
  }
}

async function settle(user: UserContext): Promise<void> {
  // Console and page-error events travel over the protocol after the page's own work.
  await user.page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
}

describe('e2e harness', () => {
  it('runs the real server on 127.0.0.1 with a health check', async () => {
    expect(e2e.baseURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const api = await e2e.newRequestContext();
    const response = await api.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('blocks and reports requests to other hosts', async () => {
    // On about:blank, where the server's Content Security Policy does not stop it first.
    await withBareContext(undefined, async (user) => {
      const outcome = await user.page.evaluate(() =>
        fetch('https://example.com/tracker').then(
          () => 'reached',
          () => 'blocked',
        ),
      );
      await settle(user);
      expect(outcome).toBe('blocked');
      expect(user.problems()).toEqual(['outside request: GET https://example.com/tracker']);
    });
  });

  it('reports console errors and page errors unless declared', async () => {
    await withBareContext('/api/health', async (user) => {
      user.allowConsoleErrors({ text: 'declared' }, failedResource(404, '/api/declared'));
      await user.page.evaluate(async () => {
        console.error('declared');
        console.error('undeclared');
        await fetch('/api/declared');
        await fetch('/api/undeclared');
        setTimeout(() => {
          throw new Error('uncaught');
        }, 0);
      });
      await settle(user);
      const problems = user.problems();
      expect(problems).toHaveLength(3);
      expect(problems[0]).toMatch(/^console\.error: undeclared/);
      expect(problems[1]).toMatch(/^console\.error: Failed to load resource: .* 404 .*undeclared/);
      expect(problems[2]).toMatch(/^page error: Error: uncaught/);
      expect(() => user.assertNoProblems()).toThrow(/Unexpected browser activity/);
    });
  });
});
