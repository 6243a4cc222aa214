// Walks up to apps/api's package.json, not a fixed `..` count: this runs from src/, bundle chunks and test bundles.
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

export const apiRoot = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

export const repoRoot = path.resolve(apiRoot, '..', '..');
