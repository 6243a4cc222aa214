/**
 * Where the API's folder and the repository root are on disk, for files found by path (the default
 * SQLite file and storefront folder, the demo store's downloadable files).
 *
 * Found by walking up from this module's own file to the folder whose package.json is the API's,
 * not by a fixed number of `..`: this code runs from `src/config/` (tsx, vitest) and from the
 * production bundle, where it sits in `dist/server.js` or one of its chunks (ADR 0036), and from a
 * test bundle in a folder of its own under apps/api. Read once, when the first module asks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_PACKAGE_NAME = '@sabad/api';

function isApiFolder(dir: string): boolean {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: unknown };
    return manifest.name === API_PACKAGE_NAME;
  } catch {
    return false;
  }
}

function findApiRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isApiFolder(dir)) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(
        `No folder above ${start} holds the package.json of ${API_PACKAGE_NAME}: run the server from the repository's apps/api.`,
      );
  }
}

/** apps/api (in the Docker image, /app/apps/api). */
export const apiRoot = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository root, two folders above apps/api. */
export const repoRoot = path.resolve(apiRoot, '..', '..');
