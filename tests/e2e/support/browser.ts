// Debian's Chromium (its headless shell, unless a file asks for the full browser) driven by
// playwright-core: one browser per test file, one fresh context (= one fresh device: cookies and
// localStorage) per simulated user. Every context records what must never happen in a healthy
// app: console errors nobody declared, uncaught page errors and requests to any host but the
// test server.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';
import sharp from 'sharp';

/** Debian's Chromium, the browser people run. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell): the same Blink,
 * V8 and network stack without the browser's own layer, and what Playwright runs headless by
 * default. A new context and its first page cost it about 40 % of the CPU the full browser
 * spends (decision 015, session 23), on a CI whose two cores the browser phase keeps busy. A
 * file that needs the browser's own layer (its PDF viewer, say), or walks the app in the browser
 * people carry (walk-320.test.ts), asks for `fullBrowser`.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** A phone: the app is mobile-first. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

const ACTION_TIMEOUT_MS = 10_000;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const BROWSER_PROTOCOLS = new Set(['data:', 'blob:', 'chrome:', 'chrome-extension:']);

export type LaunchOptions = {
  /**
   * A .y4m or .mjpeg file Chromium's fake camera plays instead of its test pattern
   * (`--use-file-for-fake-video-capture`). See `fakeCameraFileFromJpeg` for photos.
   */
  fakeVideoFile?: string;
  /** Chromium itself rather than its headless shell, for what only the full browser has. */
  fullBrowser?: boolean;
};

/**
 * The headless shell unless a file needs the full browser, the machine lacks the shell, or
 * E2E_BROWSER=chromium asks for Chromium throughout.
 */
function executableFor(options: LaunchOptions): string {
  const full = options.fullBrowser || process.env.E2E_BROWSER === 'chromium';
  return full || !existsSync(HEADLESS_SHELL_PATH) ? CHROMIUM_PATH : HEADLESS_SHELL_PATH;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    // Nothing may leave the machine: every host but the test server's fails to resolve. The
    // contexts see such a request in their 'request' event and report it (newUserContext).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ];
  if (options.fakeVideoFile) {
    args.push(`--use-file-for-fake-video-capture=${options.fakeVideoFile}`);
  }
  return chromium.launch({ executablePath: executableFor(options), headless: true, args });
}

/**
 * Turns a JPEG photo (of printed text, say) into a one-frame .y4m that Chromium's fake camera
 * plays in a loop, and returns its path, to be passed as `fakeVideoFile`. Y4M is raw I420, which
 * Chromium reads without any decoder, so what the page captures is exactly this picture. The
 * photo is letterboxed into `width`x`height`, by default the 1280x720 the app asks a desktop
 * camera for (even numbers: 4:2:0 halves both). The file goes to
 * the system temp folder and is reused while the source photo is unchanged.
 */
export async function fakeCameraFileFromJpeg(
  jpegPath: string,
  { width = 1280, height = 720 }: { width?: number; height?: number } = {},
): Promise<string> {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('Y4M 4:2:0 needs even dimensions');
  const source = await stat(jpegPath);
  const key = createHash('sha256')
    .update(`${resolve(jpegPath)}:${source.size}:${source.mtimeMs}:${width}x${height}:5fps`)
    .digest('hex')
    .slice(0, 16);
  const target = join(tmpdir(), `underprint-fake-camera-${key}.y4m`);
  if (existsSync(target)) return target;

  const rgb = await sharp(jpegPath)
    .rotate()
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0 } })
    .removeAlpha()
    .raw()
    .toBuffer();
  // 5 frames a second, not a camera's 30: the picture never changes, and at 30 a live preview
  // cost Chromium 30 % of a core (8 % at 5), on a CI machine whose two cores every test shares.
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const file = Buffer.concat([header, rgbToI420(rgb, width, height)]);
  // Written aside and renamed, so a parallel run never reads half a file.
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, file);
  await rename(partial, target);
  return target;
}

/** Full-range BT.601 (JPEG's own) RGB to planar Y, then U and V averaged over 2x2 blocks. */
function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const lumaSize = width * height;
  const chromaWidth = width / 2;
  const out = Buffer.alloc(lumaSize + 2 * (lumaSize / 4));
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      out[y * width + x] = clamp(0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + (x + dx)) * 3;
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = (y / 2) * chromaWidth + x / 2;
      out[lumaSize + c] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      out[lumaSize + lumaSize / 4 + c] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return out;
}

/**
 * A console error a test provokes on purpose. `text` matches the console text, `url` the URL
 * Chromium attributes it to (for "Failed to load resource", the resource's URL).
 */
export type ExpectedConsoleError = {
  text: string | RegExp;
  url?: string | RegExp;
};

/**
 * The console error Chromium logs for a fetch answered with `status`, e.g. a login refused with
 * 401: "Failed to load resource: the server responded with a status of 401 (Unauthorized)".
 * `path` is the request's path without the query (a string matches exactly).
 */
export function failedResource(status: number, path: string | RegExp): ExpectedConsoleError {
  const exactPath =
    typeof path === 'string' ? new RegExp(`^https?://[^/]+${escapeRegExp(path)}(\\?.*)?$`) : path;
  return {
    text: new RegExp(
      `^Failed to load resource: the server responded with a status of ${status}( \\(.*\\))?$`,
    ),
    url: exactPath,
  };
}

export type Geolocation = { latitude: number; longitude: number; accuracy?: number };

export type NewUserContextOptions = {
  /** Grants geolocation and camera and places the device there. */
  geolocation?: Geolocation;
  /** Console errors this user's pages may log, besides the signed-out probe. */
  expectedConsoleErrors?: ExpectedConsoleError[];
  /** The browser's language, 'en-US' unless a test speaks another (issue 21, Greek). */
  locale?: string;
};

export type UserContext = {
  context: BrowserContext;
  /** The context's first page. */
  page: Page;
  /** Declares console errors the test provokes on purpose (e.g. a refused login's 401). */
  allowConsoleErrors: (...expected: ExpectedConsoleError[]) => void;
  /** Everything unexpected so far: console errors, page errors, outside requests. */
  problems: () => string[];
  /** Throws if anything unexpected happened so far. */
  assertNoProblems: () => void;
  close: () => Promise<void>;
};

export async function newUserContext(
  browser: Browser,
  baseURL: string,
  options: NewUserContextOptions = {},
): Promise<UserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    locale: options.locale ?? 'en-US',
    timezoneId: 'UTC',
    ...(options.geolocation
      ? { permissions: ['geolocation', 'camera'], geolocation: options.geolocation }
      : {}),
  });
  // Well inside vitest's 60 s test timeout, so a missing element fails with Playwright's message.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  // Nothing is allowed by default: a signed-out visit asks /api/auth/session, which answers
  // 200, so a 401 in the console is a real failure (issue 21: it used to be logged every visit).
  const allowed: ExpectedConsoleError[] = [...(options.expectedConsoleErrors ?? [])];
  const problems: string[] = [];

  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowed.some((expected) => matchesConsole(expected, message))) return;
    problems.push(`console.error: ${message.text()} (at ${message.location().url})`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    problems.push(`page error: ${error.stack ?? error.message}`);
  });
  // The app must make no outside calls: the browser resolves no other host (launchBrowser), and
  // any request for one is reported here. Listening, not routing: a routed context has no HTTP
  // cache and sends every request through this process, which made every page load pay for
  // every asset again. The browser's own pages (its PDF viewer, say) load from chrome: and
  // chrome-extension: URLs, which never leave the machine.
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (LOCAL_HOSTS.has(url.hostname) || BROWSER_PROTOCOLS.has(url.protocol)) return;
    problems.push(`outside request: ${request.method()} ${request.url()}`);
    // The failed request's own console error is part of the same problem.
    allowed.push({
      text: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED/,
      url: request.url(),
    });
  });

  const page = await context.newPage();
  let closed = false;
  return {
    context,
    page,
    allowConsoleErrors: (...expected) => {
      allowed.push(...expected);
    },
    problems: () => [...problems],
    assertNoProblems: () => {
      if (problems.length > 0) {
        throw new Error(`Unexpected browser activity:\n- ${problems.join('\n- ')}`);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await context.close();
    },
  };
}

function matchesConsole(expected: ExpectedConsoleError, message: ConsoleMessage): boolean {
  if (!matches(expected.text, message.text())) return false;
  return expected.url === undefined || matches(expected.url, message.location().url);
}

function matches(pattern: string | RegExp, value: string): boolean {
  return typeof pattern === 'string' ? pattern === value : pattern.test(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
