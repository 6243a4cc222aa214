/**
 * The build writes a Brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every
 * compressible file it emits, and the API's static files plugin sends them as they are (`preCompressed`,
 * apps/api/src/plugins/static.ts): compressed per request instead, every shopper's first load would cost
 * the server the same work again, at a lower quality than a build can afford.
 *
 * Only what the bundle emits is compressed (scripts, style sheets, index.html, SVG): the PWA plugin writes
 * its service worker and manifest after this step, and those few small files are compressed on the fly.
 * Source maps are left alone (read by developers' tools, rarely).
 */
import { promisify } from 'node:util';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, a compressed copy saves too little to be worth a file (the server's own threshold is 1 KB too). */
export const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `fileNames` (paths under `outDir`). */
export async function precompressFiles(outDir: string, fileNames: string[]): Promise<number> {
  let written = 0;
  await Promise.all(
    fileNames
      .filter((name) => COMPRESSIBLE.test(name))
      .map(async (name) => {
        const file = path.join(outDir, name);
        const body = await fs.readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
          }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        written += 1;
      }),
  );
  return written;
}

/** The Vite plugin: production builds only, after the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sabad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await precompressFiles(outDir, Object.keys(bundle));
    },
  };
}
