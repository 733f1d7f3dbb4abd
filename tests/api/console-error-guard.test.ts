import { describe, it } from 'vitest';
import { allowConsoleErrors } from '../support/fail-on-console-error';

// The guard itself (tests/support/fail-on-console-error.ts).
describe('console.error in API tests', () => {
  it('lets a test print an error it declared', () => {
    allowConsoleErrors(/expected by this test/);
    console.error('expected by this test');
  });

  // it.fails: this test passes only because the guard fails it.
  it.fails('fails a test that prints an error it did not declare', () => {
    console.error('an error nobody declared (printed on purpose by the guard test)');
  });
});
