/**
 * What a phone downloads and how fast it paints: Login, signed-in Home and My Space, served by a
 * freshly started server (empty PGlite database, loopback only, nothing from the internet).
 *
 * Two passes per page, both in Debian's Chromium (/usr/bin/chromium):
 * - Playwright over the DevTools protocol counts what went over the wire (compressed bytes as
 *   sent, headers included) once the page is idle: all of it, and its JS, CSS and HTML alone.
 * - Lighthouse 13 with its default mobile settings (a mid-range phone, simulated slow 4G)
 *   scores performance and accessibility and reports FCP, LCP and TBT.
 * Signed-in pages load as on the phone the account was made on: its session cookie and the device
 * id the app keeps in local storage, with an empty HTTP cache (session 18; before, the cookie
 * alone, a state no phone is in, which kept the app from asking for the screen beside the session).
 *
 *   npm run bench:web                 # builds the web app first
 *   BENCH_WEB_LIGHTHOUSE=0 npm run bench:web   # bytes only, in seconds
 *   BENCH_WEB_RUNS=5 npm run bench:web         # Lighthouse's medians over 5 runs (default 3)
 *   BENCH_WEB_PAGES='Home,My Space' npm run bench:web   # those pages only
 *
 * Lighthouse's timings follow the machine's load: on a shared, busy machine they are worse than
 * on a quiet one, and the performance score with them. The bytes do not move.
 */
import { randomBytes } from 'node:crypto';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { startAppServer } from './support/app-server';
import { machineLine, percentile, printTable } from './support/stats';
import { solveChallenge, type Challenge } from '../tests/support/registration-proof';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WITH_LIGHTHOUSE = process.env.BENCH_WEB_LIGHTHOUSE !== '0';
/**
 * Lighthouse runs per page; the table gives each figure's median. One run's TBT moves by hundreds
 * of milliseconds on a shared machine, and the performance score with it.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
/** BENCH_WEB_DETAIL=1 lists each page's requests, largest first: what to split next. */
const DETAIL = process.env.BENCH_WEB_DETAIL === '1';
/** How long the network must stay quiet before a page counts as loaded. */
const QUIET_MS = 2000;
const ALL_PAGES = [
  { name: 'Login', path: '/login', signedIn: false },
  { name: 'Home', path: '/', signedIn: true },
  { name: 'My Space', path: '/my-space', signedIn: true },
] as const;
/** BENCH_WEB_PAGES=Home,My Space measures only those pages (names as in the table). */
const PAGES = process.env.BENCH_WEB_PAGES
  ? ALL_PAGES.filter(({ name }) => process.env.BENCH_WEB_PAGES?.split(',').includes(name))
  : ALL_PAGES;

type Bytes = { all: number; code: number; requests: number };
type Scores = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Lighthouse's measure of the machine's speed (higher is faster): what the timings stood on. */
  benchmarkIndex: number;
};

async function main() {
  const server = await startAppServer();
  try {
    const account = await registerUser(server.baseURL);
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    const rows: Array<Record<string, string | number>> = [];
    try {
      for (const page of PAGES) {
        const url = `${server.baseURL}${page.path}`;
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        if (page.signedIn) {
          await context.addCookies([{ ...account.cookie, url: server.baseURL }]);
          await context.addInitScript(keepDeviceId(account.deviceId));
        }
        const bytes = await transferred(context, url);
        await context.close();
        const scores = WITH_LIGHTHOUSE
          ? await medianScores(url, page.signedIn ? account : undefined)
          : undefined;
        rows.push({
          page: page.name,
          'KB all': kb(bytes.all),
          'KB JS+CSS+HTML': kb(bytes.code),
          requests: bytes.requests,
          ...(scores
            ? {
                performance: Math.round(scores.performance * 100),
                accessibility: Math.round(scores.accessibility * 100),
                'FCP s': (scores.fcp / 1000).toFixed(1),
                'LCP s': (scores.lcp / 1000).toFixed(1),
                'TBT ms': Math.round(scores.tbt),
                'bench index': Math.round(scores.benchmarkIndex),
                runs: `${scores.counted}/${RUNS}`,
              }
            : {}),
        });
      }
    } finally {
      await browser.close();
    }
    console.log(machineLine());
    if (WITH_LIGHTHOUSE) console.log(`Lighthouse: median of ${RUNS} run(s) per page`);
    printTable(rows);
  } finally {
    await server.stop();
  }
}

/** The browser's own id the app keeps once someone has signed up or in on it (device-id.ts). */
const DEVICE_ID_KEY = 'underprint-device-id';

type Account = { cookie: { name: string; value: string }; deviceId: string };

/** A new account through the API, as the sign-up screen makes one: its cookie and device id. */
async function registerUser(baseURL: string): Promise<Account> {
  const deviceId = randomBytes(24).toString('hex');
  // Registration asks for a proof of work (issue 22 point 9), solved as the browser does.
  const challenge = (await (
    await fetch(`${baseURL}/api/auth/register/challenge`)
  ).json()) as Challenge;
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({
      nickname: `bench_${randomBytes(3).toString('hex')}`,
      password: 'bench-web-password',
      deviceId,
      ageConfirmed: true,
      proof: await solveChallenge(challenge),
    }),
  });
  const setCookie = response.headers.getSetCookie()[0];
  const pair = setCookie?.split(';')[0];
  const at = pair?.indexOf('=') ?? -1;
  if (response.status !== 201 || !pair || at < 1) {
    throw new Error(`Registering failed: ${response.status} ${await response.text()}`);
  }
  return { cookie: { name: pair.slice(0, at), value: pair.slice(at + 1) }, deviceId };
}

/** The device id in the origin's storage, as on the phone the account was made on. */
const keepDeviceId = (deviceId: string) =>
  `localStorage.setItem(${JSON.stringify(DEVICE_ID_KEY)}, ${JSON.stringify(deviceId)})`;

/**
 * Bytes on the wire (encoded, headers included) once the screen has drawn its title and the
 * network has been quiet for a while. Playwright's 'networkidle' alone (500 ms without a
 * connection) fires too early on a busy machine: while the entry chunk is still being parsed,
 * before it asks for the screen's chunk, so a run could count 4 requests for Login and the next 16.
 */
async function transferred(context: BrowserContext, url: string): Promise<Bytes> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const types = new Map<string, string>();
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  const pending = new Set<string>();
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.add(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, event.type);
    urls.set(event.requestId, new URL(event.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength);
    pending.delete(event.requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    pending.delete(event.requestId);
    lastActivity = Date.now();
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() > deadline) throw new Error(`${url} never went quiet: ${pending.size} pending`);
    await page.waitForTimeout(100);
  }
  let all = 0;
  let code = 0;
  for (const [id, size] of sizes) {
    all += size;
    if (['Script', 'Stylesheet', 'Document'].includes(types.get(id) ?? '')) code += size;
  }
  await page.close();
  if (DETAIL) {
    console.log(`\n${url}`);
    const largest = [...sizes].sort((a, b) => b[1] - a[1]);
    for (const [id, size] of largest) console.log(`${kb(size).padStart(7)}  ${urls.get(id) ?? id}`);
  }
  return { all, code, requests: sizes.size };
}

/**
 * Each Lighthouse figure's median over RUNS runs, each in a fresh browser. A run Lighthouse could
 * not measure (its runtimeError, said on stderr) is left out, and the table says how many counted.
 */
async function medianScores(
  url: string,
  account: Account | undefined,
): Promise<Scores & { counted: number }> {
  const runs: Scores[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouseScores(url, account);
    if (run) runs.push(run);
  }
  const median = (key: keyof Scores) =>
    percentile(
      runs.map((run) => run[key]),
      50,
    );
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    fcp: median('fcp'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    benchmarkIndex: median('benchmarkIndex'),
    counted: runs.length,
  };
}

async function lighthouseScores(
  url: string,
  account: Account | undefined,
): Promise<Scores | undefined> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // A signed-in page is loaded by the phone the account lives on: its cookie, and the device id
    // the app keeps in local storage, which Lighthouse leaves (it clears caches, not storage).
    // Written from robots.txt, so no file of the app is in the cache Lighthouse then empties.
    if (account) await keepDeviceIdIn(chrome.port, new URL(url).origin, account.deviceId);
    const cookie = account?.cookie;
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: `${cookie.name}=${cookie.value}` } } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, finalDisplayedUrl, environment, runtimeError } = result.lhr;
    if (runtimeError) {
      console.error(
        `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`,
      );
      return undefined;
    }
    if (DETAIL) printMainThread(url, audits);
    // A session that did not take would measure the sign-in page under another name.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse asked for ${url} but ended on ${finalDisplayedUrl}`);
    }
    return {
      performance: categories.performance?.score ?? Number.NaN,
      accessibility: categories.accessibility?.score ?? Number.NaN,
      fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

async function keepDeviceIdIn(port: number, origin: string, deviceId: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(keepDeviceId(deviceId));
    await page.close();
  } finally {
    await browser.close();
  }
}

/** With BENCH_WEB_DETAIL=1: where the main thread's time went, by kind and by script. */
function printMainThread(url: string, audits: Record<string, { details?: unknown }>): void {
  type Items = { items?: Record<string, unknown>[] };
  const breakdown = (audits['mainthread-work-breakdown']?.details as Items | undefined)?.items;
  const bootup = (audits['bootup-time']?.details as Items | undefined)?.items;
  console.log(`main thread, ${url}:`);
  for (const item of breakdown ?? []) {
    console.log(`  ${String(item.groupLabel)}: ${Number(item.duration).toFixed(0)} ms`);
  }
  for (const item of (bootup ?? []).slice(0, 8)) {
    const { url: script, total, scripting, scriptParseCompile } = item;
    console.log(
      `  ${String(script)}: ${Number(total).toFixed(0)} ms (scripting ${Number(scripting).toFixed(0)}, parse ${Number(scriptParseCompile).toFixed(0)})`,
    );
  }
  // Where the largest paint's time went in the observed trace (LCP is a quarter of the score).
  const lcp = audits['lcp-breakdown-insight']?.details as Items | undefined;
  for (const part of lcp?.items ?? []) {
    for (const { label, duration } of (part as Items).items ?? []) {
      if (typeof label === 'string')
        console.log(`  LCP ${label}: ${Number(duration).toFixed(0)} ms`);
    }
  }
  // The tasks TBT counts, as Lighthouse simulated them (start and length on the slowed phone).
  const longTasks = (audits['long-tasks']?.details as Items | undefined)?.items;
  for (const item of longTasks ?? []) {
    const { url: script, startTime, duration } = item;
    console.log(
      `  long task at ${Number(startTime).toFixed(0)} ms: ${Number(duration).toFixed(0)} ms, ${String(script)}`,
    );
  }
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

await main();
