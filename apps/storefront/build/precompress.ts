// Compressed per request instead, every shopper's first load would cost the server the same work again.
import { promisify } from 'node:util';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

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
