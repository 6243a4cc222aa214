import { fileURLToPath } from 'node:url';

/** `@/…` is `src/…`, for the build and the tests alike (tsconfig.json's `paths` says the same to TypeScript). */
export const sourceAlias = { '@': fileURLToPath(new URL('../src', import.meta.url)) };
