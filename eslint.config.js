import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';

// Every module and feature folder, so a new one is covered the day it is created.
const foldersOf = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const API_MODULES = foldersOf('./api/src/modules/');
const WEB_FEATURES = foldersOf('./web/src/features/');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data/**',
      'coverage',
      'e2e/artifacts',
      'bench/results',
      'web/src/route-tree.gen.ts',
      'api/src/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'scripts/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'check-file': checkFile },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'interface'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{api,web,contract,e2e,bench}/src/**/': 'KEBAB_CASE' },
      ],
    },
  },
  { files: ['**/*.{js,mjs}', 'web/src/routes/**'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.{js,mjs}'], rules: { '@typescript-eslint/no-floating-promises': 'off' } },
  // TanStack file routes use their own names ($param, {-$salon}, __root).
  {
    files: ['web/src/routes/**'],
    rules: { 'check-file/filename-naming-convention': 'off', 'check-file/folder-naming-convention': 'off' },
  },
  // API modules: another module is reached only through its index.ts (architecture §4), by a
  // sibling path or a deeper one (`../../modules/x/…`).
  ...API_MODULES.map((m) => ({
    files: [`api/src/modules/${m}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!${m}/)[a-z-]+/(?!index\\.ts$).+`,
              message: 'Import another module only through its index.ts.',
            },
            {
              regex: `/modules/(?!${m}/)[a-z-]+/(?!index\\.ts$).+`,
              message: 'Import another module only through its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  // The platform is domain-free: it never imports a module.
  {
    files: ['api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/', message: 'platform/ must not import a module.' }] },
      ],
    },
  },
  // Web features never import another feature (bulletproof's import zones), whether the path
  // names `features/` or climbs out of the feature folder (`../other/…` at any depth).
  ...WEB_FEATURES.flatMap((f) =>
    [1, 2, 3].map((depth) => ({
      files: [`web/src/features/${f}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: `features/(?!${f}/)`, message: 'A web feature must not import another feature.' },
              {
                regex: `^(\\.\\./){${depth}}(?!\\.\\./)(?!${f}/)[^/]+/`,
                message:
                  'A web feature must not import another feature (shared code goes to lib/ or components/).',
              },
            ],
          },
        ],
      },
    })),
  ),
  // The browser calls the api through the contract's routes (`@passerelle/contract/lite`): an endpoint taken
  // from the barrel brings zod and every schema into the page that imports it (issue 10 §2).
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@passerelle/contract'] > ImportSpecifier[imported.name=/Api$/]",
          message: "Import endpoints from '@passerelle/contract/lite' (routes without schemas).",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
);
