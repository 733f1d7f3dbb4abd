import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The module ladder (STYLE.md habit 10, docs/architecture.md, docs/decisions/007): the modules
 * each server module may import. Anything else under src/server/modules is forbidden to it,
 * including modules that are not on the ladder yet: place a new module here first.
 */
const below = ['users', 'audit', 'auth', 'wallet', 'payments', 'photos', 'scan', 'hunts'];
const ladder = {
  users: [],
  // The record of admin actions: written inside the transaction of the action it records.
  audit: ['users'],
  auth: ['users'],
  wallet: ['users'],
  payments: ['users', 'wallet'],
  photos: ['users', 'wallet'],
  scan: ['users', 'wallet', 'photos'],
  hunts: ['users', 'wallet', 'photos', 'scan'],
  // The top: pages, stats and tools composed of the modules below. Support opens tickets that
  // the office's moderation decisions need, and an account's deletion removes them, so the
  // office and account sit one step above it.
  share: below,
  platform: below,
  support: below,
  // Deleting an account takes its support tickets and Web Push subscriptions along, and the
  // export holds them (decisions 021, 032).
  account: [...below, 'support', 'push'],
  office: [...below, 'support'],
  // A user's activity: what happened to them, as each module below reports it (decision 028).
  activity: [...below, 'support'],
  // Web Push sends each user's activity (decision 032).
  push: ['users', 'activity'],
  debug: below,
};

const serverPatterns = {
  usersTable: {
    group: ['@/server/db/schema/users', '@/server/db/schema/users.ts'],
    allowTypeImports: true,
    message:
      'Only the users module reads the users table: call the users service, or join through users/user-joins.ts.',
  },
  repository: {
    group: ['@/server/modules/*/*.repository', '@/server/modules/*/*.repository.ts'],
    message: "Call another module's service, not its repository.",
  },
  relative: {
    regex: '^\\.\\./',
    message: 'Import another module through @/server/modules/..., where the ladder rule sees it.',
  },
  modules: (allowed, message) => ({
    regex: `^[@#]/server/modules/(?!(?:${allowed.join('|') || '(?!)'})(?:/|$))`,
    message,
  }),
};

function restrict(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/** Which way server code may import: the module ladder, and who may touch the users table. */
function serverBoundaries() {
  const { usersTable, repository, relative, modules } = serverPatterns;
  const moduleBlocks = Object.entries(ladder).map(([name, allowed]) => ({
    files: [`src/server/modules/${name}/**/*.ts`],
    rules: restrict(
      ...(name === 'users' ? [] : [usersTable]),
      repository,
      relative,
      modules(
        [name, ...allowed],
        allowed.length === 0
          ? `The ${name} module sits at the bottom of the ladder: it imports no other module.`
          : `The ${name} module may import only ${allowed.join(', ')} (the ladder in eslint.config.js).`,
      ),
    ),
  }));
  return [
    { files: ['src/server/**/*.ts'], rules: restrict(usersTable) },
    {
      files: ['src/server/{providers,lib}/**/*.ts'],
      rules: restrict(usersTable, modules([], 'Providers and lib sit below every module.')),
    },
    {
      files: ['src/server/db/**/*.ts'],
      rules: restrict(modules([], 'The database layer sits below every module.')),
    },
    {
      // Sessions resolve through auth; the Origin check exempts the payments webhook.
      files: ['src/server/plugins/**/*.ts'],
      rules: restrict(
        usersTable,
        modules(['auth', 'payments'], 'Plugins know auth and payments only.'),
      ),
    },
    {
      files: ['src/server/modules/**/*.ts'],
      rules: restrict(
        usersTable,
        repository,
        relative,
        modules([], 'Place this module on the ladder in eslint.config.js first.'),
      ),
    },
    ...moduleBlocks,
  ];
}

/** Every screen of the web app: a folder under src/web/screens, linted as its own island. */
const webScreens = readdirSync(new URL('./src/web/screens', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web's import rule, with the bans every web file shares (server code, and relative paths
 * that would step around the folder rules below) plus those of one folder. A later block's
 * rule replaces an earlier one's for the same file, hence one function for all of them.
 */
function webImports(...patterns) {
  return [
    'error',
    {
      patterns: [
        { group: ['@/server/*'], message: 'The web app may not import server code.' },
        { group: ['../*', './*'], message: 'Import through the @/ alias.' },
        {
          regex: '^@/shared/contract/(?!endpoints/|endpoint$)',
          allowTypeImports: true,
          message:
            'The web takes routes from @/shared/contract/endpoints/*: the schemas beside them would bring zod to every screen.',
        },
        ...patterns,
      ],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      '.tmp',
      'src/server/db/migrations',
      'src/shared/i18n/paraglide',
      'src/shared/i18n/paraglide-server',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Fastify plugins and hooks are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': webImports(),
    },
  },
  // The web's two tiers: domain features never know the screens that compose them, and a
  // screen never reaches into another screen (what two screens share belongs in a feature).
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports({
        group: ['@/web/screens/*', '@/web/app/*'],
        message: 'A feature may not import the screens or the app that compose it.',
      }),
    },
  },
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports({
        group: ['@/web/features/*', '@/web/screens/*', '@/web/app/*'],
        message: 'ui primitives and lib sit below every feature and screen.',
      }),
    },
  },
  ...webScreens.map((screen) => ({
    files: [`src/web/screens/${screen}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': webImports(
        {
          group: ['@/web/screens/*', `!@/web/screens/${screen}`],
          message:
            'A screen may import features, never another screen: move what both need into a feature.',
        },
        {
          group: ['@/web/app/*'],
          message: 'The app composes the screens, not the other way round.',
        },
      ),
    },
  })),

  {
    // Test doubles (recorded OCR, docs/decisions/009) live in tests/ and only tests start them:
    // the app itself can never reach one.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/(^|\\/)tests\\//], ImportExpression[source.value=/(^|\\/)tests\\//]',
          message: 'The app never imports from tests/.',
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '@/web/*', 'node:*'],
              message: 'shared/ is for server and web.',
            },
          ],
        },
      ],
    },
  },
  ...serverBoundaries(),
  {
    // Asymmetric matchers (expect.any, expect.stringMatching) are typed any.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
