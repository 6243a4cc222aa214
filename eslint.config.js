// Flat ESLint config for every workspace. Besides the type-checked rules, it enforces the house's
// boundaries (docs/adr/0018-module-boundaries.md, 0051-module-doors-services-and-no-circles.md): what
// may import what, in the API and the storefront, and who may read the environment.
// scripts/lint-rules/ checks that each rule still fires.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { sabadPlugin } from './scripts/lint-rules/no-repository-in-entry.mjs';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const apiModules = foldersIn('apps/api/src/modules');
const storefrontFeatures = foldersIn('apps/storefront/src/features');

const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'];

/** The contract's zod-free helpers (persian.ts, jalali.ts, app-version.ts) the storefront may import as values (ADR 0032). */
const zodFreeContractHelpers = [
  'toPersianDigits',
  'toLatinDigits',
  'orderNumberInText',
  'foldForSearch',
  'searchWords',
  'formatPersianNumber',
  'jalaliMonthLength',
  'jalaliToGregorian',
  'gregorianToJalali',
  'parseJalaliInput',
  'toJalaliInput',
  'JALALI_DATE_OPTIONS',
  'JALALI_DATE_TIME_OPTIONS',
  'androidVersionNumber',
];

/** The apps never import each other (the storefront reaches the API only over HTTP); the contract imports neither. */
const appZones = [
  {
    target: './apps/storefront',
    from: './apps/api',
    message: 'The storefront reaches the API only over HTTP, through the contract.',
  },
  {
    target: ['./apps/api', './packages/contract'],
    from: './apps/storefront',
    message: 'The API and the contract never import the storefront.',
  },
  {
    target: './apps/admin',
    from: ['./apps/api', './apps/storefront'],
    message:
      'The back office reaches the API only over HTTP, through the contract; it shares no code with the storefront.',
  },
  {
    target: ['./apps/api', './apps/storefront', './packages/contract'],
    from: './apps/admin',
    message: 'Nothing imports the back office.',
  },
  {
    target: './packages/contract',
    from: './apps/api',
    message: 'The contract is below both apps: it imports neither.',
  },
];

/**
 * API: a module is reached from outside only through its `index.ts` (its services, route
 * registration and types; never a repository, ADR 0051); inside a module, routes → service →
 * repository. The composition root (app.ts, cli.ts, server.ts), the seed and the test helpers obey
 * the same public entries.
 */
const apiZones = [
  ...apiModules.flatMap((module) => [
    {
      target: `./apps/api/src/!(modules)/**`,
      from: `./apps/api/src/modules/${module}`,
      except: ['./index.ts'],
      message: `Reach the ${module} module through its public entry, modules/${module}/index.ts.`,
    },
    {
      target: `./apps/api/src/*.ts`,
      from: `./apps/api/src/modules/${module}`,
      except: ['./index.ts'],
      message: `Reach the ${module} module through its public entry, modules/${module}/index.ts.`,
    },
    ...apiModules
      .filter((other) => other !== module)
      .map((other) => ({
        target: `./apps/api/src/modules/${module}`,
        from: `./apps/api/src/modules/${other}`,
        except: ['./index.ts'],
        message: `A module uses another only through its public entry: import modules/${other}/index.ts, never its files.`,
      })),
  ]),
  {
    target: './apps/api/src/modules/*/*.repository.ts',
    from: ['./apps/api/src/modules/*/*.service.ts', './apps/api/src/modules/*/*.routes.ts'],
    message: 'A repository is queries only: it does not call services or routes.',
  },
  {
    target: './apps/api/src/modules/*/*.routes.ts',
    from: './apps/api/src/modules/*/*.repository.ts',
    message: 'Routes map HTTP to a service call; the service reaches the repository.',
  },
  {
    target: './apps/api/src/modules/*/*.service.ts',
    from: './apps/api/src/modules/*/*.routes.ts',
    message: 'A service does not depend on HTTP routes.',
  },
  {
    target: ['./apps/api/src/lib', './apps/api/src/db/!(seed)/**', './apps/api/src/db/*.ts'],
    from: ['./apps/api/src/modules', './apps/api/src/plugins', './apps/api/src/app.ts'],
    message: 'lib/ and db/ sit below the modules: they import no module, plugin or app wiring.',
  },
];

/**
 * Storefront (bulletproof-react): lib, config and components → features → pages and app. No
 * feature imports another; pages and the shell compose them.
 */
const storefrontZones = [
  {
    target: [
      './apps/storefront/src/lib',
      './apps/storefront/src/config',
      './apps/storefront/src/components',
      './apps/storefront/src/strings',
    ],
    from: ['./apps/storefront/src/features', './apps/storefront/src/pages', './apps/storefront/src/app'],
    message: 'lib, config, components and strings are shared by every feature: they import no feature, page or shell.',
  },
  {
    target: './apps/storefront/src/features',
    from: ['./apps/storefront/src/pages', './apps/storefront/src/app'],
    message: 'Features are composed by pages and the shell, not the other way round.',
  },
  ...storefrontFeatures.map((feature) => ({
    target: `./apps/storefront/src/features/${feature}`,
    from: './apps/storefront/src/features',
    except: [`./${feature}`],
    message: `No feature imports another: compose ${feature} with the other feature in a page or the shell.`,
  })),
];

const processEnvRestriction = {
  object: 'process',
  property: 'env',
  message: 'Only config/env.ts reads the environment (testing/test-env.ts in tests): take the value from there.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/dev-dist/**',
      'e2e/.build/**',
      'apps/api/.test-bundles/**',
      'data/**',
      'bench/results/**',
      'e2e/screenshots/**',
      // Files that break the rules on purpose; scripts/lint-rules/lint-rules.test.mjs lints them itself.
      'scripts/lint-rules/fixtures/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Application code gets the whole type-checked recommended set; tests keep the lighter one.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: testFiles,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions, import-x reads no .ts file's imports, and no-cycle finds no circle through one.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        // One file that references every workspace's tsconfig: the resolver finds each file's project through it
        // instead of trying every project in turn for every import.
        createTypeScriptImportResolver({ project: 'tsconfig.projects.json' }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...apiZones, ...storefrontZones] }],
    },
  },
  {
    // A module's public entry is its services, route registrars and types; never a repository (ADR 0051).
    files: ['apps/api/src/modules/*/index.ts'],
    plugins: { sabad: sabadPlugin },
    rules: { 'sabad/no-repository-in-entry': 'error' },
  },
  {
    // A module's public entry hands out service factories, route registrars, errors and types: a function
    // another module calls is a service method (ADR 0051).
    files: ['apps/api/src/modules/*/index.ts'],
    plugins: { sabad: sabadPlugin },
    rules: { 'sabad/services-only-in-entry': 'error' },
  },
  {
    // ADR 0032: a value imported from one of the contract's schema files brings zod and every schema of that
    // file into the page. The app takes types from '@sabad/contract', values from its zod-free entries
    // ('@sabad/contract/constants', '@sabad/contract/route-paths') and the Persian, Jalali and version helpers.
    files: ['apps/storefront/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sabad/contract',
              allowTypeImports: true,
              allowImportNames: zodFreeContractHelpers,
              message:
                "Only types and the Persian, Jalali and version helpers come from '@sabad/contract' in the app: take values from '@sabad/contract/constants' (ADR 0032).",
            },
          ],
          patterns: [
            { regex: '^\\.\\./', message: "Reach another folder of src through '@/…', not '../' (ADR 0063)." },
          ],
        },
      ],
    },
  },
  {
    // The back office, as the storefront: types and the zod-free helpers from '@sabad/contract'; from
    // '@sabad/contract/admin' the schemas its forms validate with (in pages loaded on demand), never the route
    // table, whose addresses come from 'virtual:admin-route-paths' (apps/admin/build/route-paths.ts).
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sabad/contract',
              allowTypeImports: true,
              allowImportNames: zodFreeContractHelpers,
              message:
                "Only types and the Persian and Jalali helpers come from '@sabad/contract' in the back office (ADR 0032).",
            },
            {
              name: '@sabad/contract/admin',
              importNames: ['adminRoutes'],
              allowTypeImports: true,
              message:
                "The route table brings every admin schema: the client takes addresses from 'virtual:admin-route-paths'.",
            },
          ],
          patterns: [
            { regex: '^\\.\\./', message: "Reach another folder of src through '@/…', not '../' (ADR 0063)." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Build and test configs sit outside the workspaces' tsconfig: lint them without type information.
    files: ['**/*.config.ts', '**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Migrations are frozen in time and typed against Kysely<any> on purpose (STYLE.md rule 5).
    files: ['apps/api/src/db/migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The environment is read in one place per app, so every setting is parsed, defaulted and documented once.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['apps/api/src/config/env.ts', 'apps/api/src/testing/test-env.ts', 'apps/storefront/src/config/**'],
    rules: {
      'no-restricted-properties': ['error', processEnvRestriction],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: "Only the storefront's config/ reads import.meta.env: take the value from there.",
        },
      ],
    },
  },
);
