// Setup file of the API projects: a test fails when anything calls console.error during it or
// the file's setup before it, as a browser test fails on a console error
// (tests/e2e/support/harness.ts). The server logs through pino, not the console, so a
// console.error is something nobody meant to happen: an unrecorded OCR picture
// (recorded-ocr.ts), a library's warning, a stray debug line. A test that expects one says so
// with allowConsoleErrors.
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

let seen: string[] = [];
let allowed: RegExp[] = [];
// API files share a worker (isolate: false) and this file runs again before each of them: wrap
// the console's own error once, not the previous file's wrapper.
const globals = globalThis as { underprintConsoleError?: typeof console.error };
globals.underprintConsoleError ??= console.error.bind(console);
const original = globals.underprintConsoleError;

console.error = (...args: unknown[]) => {
  const line = format(...args);
  if (!allowed.some((pattern) => pattern.test(line))) seen.push(line);
  original(...args);
};

function assertNoneSeen(when: string) {
  const unexpected = seen;
  seen = [];
  if (unexpected.length > 0) {
    throw new Error(`console.error ${when}:\n- ${unexpected.join('\n- ')}`);
  }
}

beforeEach(() => {
  allowed = [];
});

afterEach(() => {
  assertNoneSeen('during the test (or the setup before it)');
});

afterAll(() => {
  assertNoneSeen("in the file's setup or teardown");
});

/** Lets the current test print errors matching `patterns` without failing. */
export function allowConsoleErrors(...patterns: RegExp[]) {
  allowed.push(...patterns);
}
