import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// API tests run once on PGlite and, when DATABASE_URL is set, once more on PostgreSQL.
const apiProjects = [
  {
    resolve: { alias },
    test: {
      name: 'api',
      include: ['tests/api/**/*.test.ts', 'src/server/**/*.test.ts'],
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.DATABASE_URL
    ? [
        {
          resolve: { alias },
          test: {
            name: 'api-postgres',
            include: ['tests/api/**/*.test.ts', 'src/server/**/*.test.ts'],
            env: { TEST_DB: 'postgres' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/shared/**/*.test.ts'] },
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
