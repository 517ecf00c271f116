import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
            { target: './web/src/features/auth', from: './web/src/features', except: ['./auth'] },
            {
              target: './web/src/features/landing',
              from: './web/src/features',
              except: ['./landing'],
            },
            { target: './web/src/features/misc', from: './web/src/features', except: ['./misc'] },
            {
              target: './web/src/features/members',
              from: './web/src/features',
              except: ['./members'],
            },
            { target: './web/src/features/chat', from: './web/src/features', except: ['./chat'] },
            {
              target: './web/src/features/profile',
              from: './web/src/features',
              except: ['./profile'],
            },
            {
              target: './web/src/features/moments',
              from: './web/src/features',
              except: ['./moments'],
            },
            {
              target: './web/src/features/reports',
              from: './web/src/features',
              except: ['./reports'],
            },
            {
              target: './web/src/features/settings',
              from: './web/src/features',
              except: ['./settings'],
            },
            { target: './web/src/features', from: './web/src/app' },
            {
              target: [
                './web/src/components',
                './web/src/hooks',
                './web/src/lib',
                './web/src/config',
                './web/src/stores',
                './web/src/utils',
              ],
              from: ['./web/src/features', './web/src/app'],
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
