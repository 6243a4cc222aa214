/**
 * Issue 14 (first load ≤ 160 KB gzip): the storefront's source is React, but what renders it is Preact through
 * `preact/compat` (home's first load 195.4 → 138.2 KB gzip). These aliases send every import of React's packages,
 * the app's own and the libraries' (@ionic/react, @lit/react, react-router, TanStack Query, Testing Library), to
 * Preact's. The build (vite.config.ts) and the unit tests (vitest.config.ts) both use
 * them, so the tests exercise what ships. Removing them from both configs goes back to react-dom.
 *
 * Each `find` is anchored: a bare 'react' key would also rewrite 'react-router' or 'react/jsx-runtime'.
 */
import type { Alias } from 'vite';

export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // @testing-library/react takes `act` from here, since preact/compat's React has none.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  // The JSX that @vitejs/plugin-react compiles imports these (its `jsxImportSource` stays 'react', so the
  // TypeScript JSX types stay React's); compat's hooks on every vnode apply to them as to createElement.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The packages outside the app that import React: vitest loads an external dependency with Node itself,
 * where the aliases above do not apply, so these are inlined (run through Vite) for the tests; otherwise
 * they would load react-dom beside Preact and hooks would break across the two.
 */
export const reactImportingPackages = [
  /\/node_modules\/@testing-library\/react\//,
  /\/node_modules\/@tanstack\/react-query\//,
  /\/node_modules\/react-router(-dom)?\//,
  /\/node_modules\/@lit\/react\//,
  /\/node_modules\/@stencil\/react-output-target\//,
];
