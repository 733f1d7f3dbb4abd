// One call per test file wires the hooks: the real server and Chromium start once in beforeAll,
// every user context a test opens is closed after it, and the test fails if any of them saw a
// console error nobody declared, a page error or an outside request.
import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  launchBrowser,
  newUserContext,
  type LaunchOptions,
  type NewUserContextOptions,
  type UserContext,
} from './browser';
import { startServer, type StartServerOptions, type TestServer } from './server';

export type E2E = {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly baseURL: string;
  /** A fresh browser context (a new device) with one page, closed and checked after the test. */
  newUserContext: (options?: E2EUserOptions) => Promise<UserContext>;
  /** A plain HTTP client on the server (no browser), disposed after the test. */
  newRequestContext: () => Promise<APIRequestContext>;
};

export type E2EUserOptions = NewUserContextOptions & {
  /**
   * The browser to open the context in, when not the file's own: the fake camera is set per
   * launch, so a user whose camera shows another photo needs a browser of its own.
   */
  browser?: Browser;
};

export type UseE2EOptions = { launch?: LaunchOptions; server?: StartServerOptions };

export function useE2E(options: UseE2EOptions = {}): E2E {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let users: UserContext[] = [];
  let requests: APIRequestContext[] = [];
  let outputMark = 0;

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e ${what} is not started (beforeAll failed?)`);
    return value;
  };

  beforeAll(async () => {
    const [serverResult, browserResult] = await Promise.allSettled([
      startServer(options.server),
      launchBrowser(options.launch),
    ]);
    if (serverResult.status === 'fulfilled') server = serverResult.value;
    if (browserResult.status === 'fulfilled') browser = browserResult.value;
    if (serverResult.status === 'rejected') throw serverResult.reason;
    if (browserResult.status === 'rejected') throw browserResult.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  beforeEach(() => {
    outputMark = server?.output().length ?? 0;
  });

  afterEach(async (context) => {
    const opened = users;
    users = [];
    const problems = opened.flatMap((user) => user.problems());
    await Promise.all(opened.map((user) => user.close()));
    await Promise.all(requests.map((client) => client.dispose()));
    requests = [];
    if (context.task.result?.state === 'fail' && server) {
      const output = server.output().slice(outputMark);
      if (output) console.log(`--- server output during "${context.task.name}" ---\n${output}`);
    }
    if (problems.length > 0) {
      throw new Error(`Unexpected browser activity:\n- ${problems.join('\n- ')}`);
    }
  });

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    get baseURL() {
      return started(server, 'server').baseURL;
    },
    newUserContext: async (contextOptions) => {
      const user = await newUserContext(
        contextOptions?.browser ?? started(browser, 'browser'),
        started(server, 'server').baseURL,
        contextOptions,
      );
      users.push(user);
      return user;
    },
    newRequestContext: async () => {
      const client = await request.newContext({ baseURL: started(server, 'server').baseURL });
      requests.push(client);
      return client;
    },
  };
}
