import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const serverModuleZones = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./server/src/modules/${name}`,
    from: './server/src/modules',
    except: [...new Set([`./${name}`, './members'])],
  }));

// bulletproof-react: a feature imports shared code, never another feature.
const webFeatureZones = fs
  .readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // One naming rule for every file and folder: kebab-case (`message-writes.ts`, `conversation-list/`).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['.ci/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'web/tsconfig.json',
            'server/tsconfig.json',
            'contract/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': 'error',
      // Node's modules, then packages, then the app's own (`@/…`), then relative paths; A to Z.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Plain scripts served as they are (public/route-hints.js).
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react boundaries: app -> features -> shared, never feature -> feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // One zone per feature folder, read from disk: a new feature is guarded at once.
            ...webFeatureZones,
            { target: './web/src/features', from: './web/src/app' },
            // Entry points sit above app/: prerender/ (the server's renderers, decisions 030 and
            // 035) draws with the app and its features; main.tsx alone may import it.
            {
              target: ['./web/src/app', './web/src/features'],
              from: ['./web/src/prerender', './web/src/sw'],
            },
            // sw/ is the service worker: its own bundle, with no window, React or store.
            {
              target: './web/src/sw',
              from: [
                './web/src/app',
                './web/src/features',
                './web/src/prerender',
                './web/src/components',
                './web/src/hooks',
                './web/src/stores',
              ],
            },
            {
              target: [
                './web/src/components',
                './web/src/hooks',
                './web/src/lib',
                './web/src/config',
                './web/src/stores',
                './web/src/utils',
              ],
              from: ['./web/src/features', './web/src/app', './web/src/prerender', './web/src/sw'],
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Tooltip'],
              message:
                "Use '@/components/tooltip': it mounts Mantine's when first hovered (decision 068).",
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that wraps it.
    files: ['web/src/components/tooltip.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      // fastify/demo layers: infrastructure (plugins, db, lib) never reaches into a module.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./server/src/plugins', './server/src/db', './server/src/lib'],
              from: './server/src/modules',
            },
            // A module imports infrastructure and modules/members (the public member, existence,
            // blocks), never another module.
            ...serverModuleZones,
          ],
        },
      ],
    },
  },
  {
    // Decision 061: on Node 20 every property written after a leading spread ({ ...row, a, b })
    // costs about 2.5 us, 48 us for a conversation of the list (13 properties), where a literal
    // takes 0.1 us. Rows are built from literals, or Object.assign(fresh, { ... }). Held where
    // responses' rows are built; a one-off object elsewhere may spread.
    files: ['server/src/**/serialize.ts', 'server/src/**/*-serialize.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ObjectExpression > SpreadElement:first-child ~ Property',
          message:
            'Properties after a leading spread are slow on Node 20 (decision 061): write the literal, or Object.assign(fresh, { ... }).',
        },
      ],
    },
  },
  {
    // fastify/demo layers: a service holds rules and permissions; its SQL lives in queries.ts.
    files: ['server/src/modules/**/service.ts', 'server/src/modules/**/*-service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema/*'],
              message: "A service does not query: move the query to the module's queries.ts.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@chingu/server*', '@chingu/web*', '../../server/*', '../../web/*'] },
      ],
    },
  },
);
