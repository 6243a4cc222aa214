/**
 * The house rules in eslint.config.js must keep firing: each case lints a small file that breaks one
 * rule, at the place in the tree the rule guards, and expects that rule's error. A rule that silently
 * stops matching (a renamed folder, a glob typo, a plugin upgrade) fails here instead of letting
 * the boundaries erode. The files are linted as text under their would-be path; the imported
 * files are real, so the import resolver sees what it would see in the tree.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The rules under test need no type information, and the TypeScript project service refuses files
// that exist only as text: lint without it.
const withoutTypes = [
  { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] },
  { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: null } } },
];
const eslint = new ESLint({ cwd: root, overrideConfig: withoutTypes });

async function ruleIdsFor(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const cases = [
  {
    name: 'an API module imports another module’s repository',
    file: 'apps/api/src/modules/cart/lint-fixture.ts',
    code: "import { findProductOverviews } from '../catalog/catalog.repository.js';\nexport const x = findProductOverviews;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an API module imports another module’s file other than its public entry',
    file: 'apps/api/src/modules/cart/lint-fixture.ts',
    code: "import * as settings from '../settings/settings.service.js';\nexport const x = settings;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the composition root reaches into a module past its public entry',
    file: 'apps/api/src/lint-fixture.ts',
    code: "import * as catalog from './modules/catalog/catalog.service.js';\nexport const x = catalog;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'routes import a repository',
    file: 'apps/api/src/modules/catalog/lint-fixture.routes.ts',
    code: "import * as repository from './catalog.repository.js';\nexport const x = repository;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a repository imports a service',
    file: 'apps/api/src/modules/catalog/lint-fixture.repository.ts',
    code: "import * as service from './catalog.service.js';\nexport const x = service;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'lib imports a plugin',
    file: 'apps/api/src/lib/lint-fixture.ts',
    code: "import * as errors from '../plugins/errors.js';\nexport const x = errors;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a module’s public entry re-exports a repository function',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: "export { findProductOverviews } from './catalog.repository.js';\n",
    rule: 'sabad/no-repository-in-entry',
  },
  {
    name: 'a module’s public entry re-exports a repository’s type',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: "export type { ProductOverviewRow } from './catalog.repository.js';\n",
    rule: 'sabad/no-repository-in-entry',
  },
  {
    name: 'a module’s public entry re-exports a whole repository',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: "export * from './category-listing.repository.js';\n",
    rule: 'sabad/no-repository-in-entry',
  },
  {
    name: 'a module’s public entry imports a repository function to export it under its own name',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: "import { findProductOverviews } from './catalog.repository.js';\nexport const overviews = findProductOverviews;\n",
    rule: 'sabad/no-repository-in-entry',
  },
  {
    name: 'a module’s public entry re-exports a free function another module would call',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: "export { stockOfQuantity } from './stock.js';\n",
    rule: 'sabad/services-only-in-entry',
  },
  {
    name: 'a module’s public entry declares a value of its own',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: 'export const pageSize = 20;\n',
    rule: 'sabad/services-only-in-entry',
  },
  {
    name: 'a module’s public entry re-exports everything a file has',
    file: 'apps/api/src/modules/catalog/index.ts',
    code: "export * from './stock.js';\n",
    rule: 'sabad/services-only-in-entry',
  },
  {
    name: 'API code reads process.env outside config/env.ts',
    file: 'apps/api/src/modules/cart/lint-fixture.ts',
    code: 'export const port = process.env.PORT;\n',
    rule: 'no-restricted-properties',
  },
  {
    name: 'product code uses a non-null assertion',
    file: 'apps/api/src/modules/cart/lint-fixture.ts',
    code: 'export const first = (items: number[]): number => items[0]!;\n',
    rule: '@typescript-eslint/no-non-null-assertion',
  },
  {
    name: 'a storefront feature imports another feature',
    file: 'apps/storefront/src/features/cart/lint-fixture.ts',
    code: "import * as catalog from '../catalog/api/get-product-details';\nexport const x = catalog;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a storefront feature imports another feature through the @/ alias',
    file: 'apps/storefront/src/features/cart/lint-fixture.ts',
    code: "import * as catalog from '@/features/catalog/api/get-product-details';\nexport const x = catalog;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'storefront code climbs out of its folder with ../ instead of @/',
    file: 'apps/storefront/src/features/cart/lint-fixture.ts',
    code: "import { formatToman } from '../../lib/format';\nexport const x = formatToman;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'storefront lib imports a feature',
    file: 'apps/storefront/src/lib/lint-fixture.ts',
    code: "import * as cart from '../features/cart/api/get-cart-items';\nexport const x = cart;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a shared component imports the shell',
    file: 'apps/storefront/src/components/lint-fixture.tsx',
    code: "import * as router from '../app/router';\nexport const x = router;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a feature imports a page',
    file: 'apps/storefront/src/features/cart/lint-fixture.ts',
    code: "import * as page from '../../pages/cart-page';\nexport const x = page;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'storefront code reads import.meta.env outside config/',
    file: 'apps/storefront/src/lib/lint-fixture.ts',
    code: 'export const production = import.meta.env.PROD;\n',
    rule: 'no-restricted-syntax',
  },
  {
    name: 'the storefront imports the API',
    file: 'apps/storefront/src/lib/lint-fixture.ts',
    code: "import * as api from '../../../api/src/app';\nexport const x = api;\n",
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the storefront takes a value from a schema file of the contract (ADR 0032)',
    file: 'apps/storefront/src/lib/lint-fixture.ts',
    code: "import { MAX_LINE_QUANTITY } from '@sabad/contract';\nexport const x = MAX_LINE_QUANTITY;\n",
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    name: 'the API imports the storefront',
    file: 'apps/api/src/lint-fixture.ts',
    code: "import * as format from '../../storefront/src/lib/format';\nexport const x = format;\n",
    rule: 'import-x/no-restricted-paths',
  },
];

// no-cycle reads every file the linted one reaches, so the first case of a run walks the API's whole
// import graph; on a busy machine that takes longer than vitest's default five seconds.
const LINT_TIMEOUT = 120_000;

// The fixtures are ignored by the repository's lint run (they break the rules on purpose).
const unignored = new ESLint({ cwd: root, ignore: false, overrideConfig: withoutTypes });

describe('eslint.config.js still enforces every house rule', () => {
  it.each(cases)(
    '$name → $rule',
    async ({ file, code, rule }) => {
      expect(await ruleIdsFor(file, code)).toContain(rule);
    },
    LINT_TIMEOUT,
  );

  it(
    'an import cycle → import-x/no-cycle',
    async () => {
      const [result] = await unignored.lintFiles([path.join(root, 'scripts/lint-rules/fixtures/cycle-a.mjs')]);
      expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    },
    LINT_TIMEOUT,
  );

  it(
    'an import cycle through two modules’ public entries → import-x/no-cycle',
    async () => {
      // customers/account.service → affiliates/index → affiliates.service → customers/index → back.
      const [result] = await unignored.lintFiles([
        path.join(root, 'scripts/lint-rules/fixtures/modules/customers/account.service.ts'),
      ]);
      expect(result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`)).toEqual([
        'import-x/no-cycle',
      ]);
    },
    LINT_TIMEOUT,
  );

  it(
    'the same files without the violation pass, so the cases above fail for their rule alone',
    async () => {
      expect(
        await ruleIdsFor(
          'apps/api/src/modules/cart/lint-fixture.ts',
          "import { createSettingsService } from '../settings/index.js';\nexport const x = createSettingsService;\n",
        ),
      ).toEqual([]);
      expect(
        await ruleIdsFor(
          'apps/api/src/modules/catalog/index.ts',
          "export { createCatalogService, type CatalogService } from './catalog.service.js';\nexport { registerCatalogRoutes } from './catalog.routes.js';\nexport { InventoryError } from './inventory.service.js';\nexport type { StockState } from './stock.js';\n",
        ),
      ).toEqual([]);
      expect(
        await ruleIdsFor(
          'apps/storefront/src/features/cart/lint-fixture.ts',
          "import { formatToman } from '@/lib/format';\nexport const x = formatToman;\n",
        ),
      ).toEqual([]);
      expect(
        await ruleIdsFor(
          'apps/storefront/src/lib/lint-fixture.ts',
          "import { toLatinDigits, type CartItem } from '@sabad/contract';\nimport { MAX_LINE_QUANTITY } from '@sabad/contract/constants';\nexport const x: [number, string, CartItem | null] = [MAX_LINE_QUANTITY, toLatinDigits('۱'), null];\n",
        ),
      ).toEqual([]);
    },
    LINT_TIMEOUT,
  );
});
