// Flat ESLint config for every workspace: type-checked rules where they catch real bugs
// (floating promises, misused promises), consistent type imports, React hooks rules.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/dev-dist/**',
      'e2e/.build/**',
      'data/**',
      'bench/results/**',
      'e2e/screenshots/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/storefront/**/*.{ts,tsx}'],
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
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The apps never import each other; the storefront reaches the API only over HTTP.
    files: ['apps/storefront/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@sabad/api'] }] },
  },
  {
    files: ['apps/api/**/*.ts', 'packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/storefront/**', '@sabad/storefront'] }] },
  },
);
