import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// Node-side code reads the messages compiled one module per locale, as tsconfig.json's paths
// send the server (scripts/compile-i18n.ts says why); the web's tests read the web's.
const serverAlias = {
  '@/shared/i18n/paraglide': fileURLToPath(
    new URL('./src/shared/i18n/paraglide-server', import.meta.url),
  ),
  ...alias,
};

// API tests run once on PGlite and, when DATABASE_URL is set, once more on PostgreSQL. The
// database is migrated once per project and copied per file (tests/support/migrated-template.ts);
// a console.error fails the test (tests/support/fail-on-console-error.ts). Files share their
// worker's modules (isolate: false): every file builds its own app on its own database, and
// importing the server's module graph once per worker instead of once per file took the API
// phase from 404 s to 273 s on one worker (decision 009).
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  resolve: { alias: serverAlias },
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['tests/support/migrated-template.ts'],
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
const apiProjects = [
  apiProject('api', 'pglite'),
  ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: serverAlias },
        // No database: pure rules, the OCR engine and its pool, the matcher.
        test: {
          name: 'unit',
          include: [
            'tests/unit/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
          ],
          testTimeout: 30_000,
        },
      },
      {
        // The web app's pure parts (form rules, payloads, the scanner's state machine).
        resolve: { alias },
        test: { name: 'web', include: ['src/web/**/*.test.ts'], environment: 'node' },
      },
      ...apiProjects,
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/migrated-data-dir.ts'],
          // Long walks (the hunt to its leaderboard, the 320 px walk) take up to 1.5× longer in a
          // busy CI than alone (decision 015, session 11). An action still fails after 10 s.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
