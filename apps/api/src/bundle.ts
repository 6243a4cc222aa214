/**
 * The API's production build (ADR 0036): `src/server.ts` and `src/cli.ts` bundled by esbuild, with
 * their pure-JavaScript dependencies, into `dist/server.js` and `dist/cli.js` (code they share and
 * what is imported lazily sit in `dist/chunks/`). Node then reads a handful of files at start
 * instead of some 550 (issue 15's cold start: median ~1,000 → ~560 ms in the first measurement).
 *
 * `npm run build -w apps/api` type-checks with tsc, then runs this file (through tsx). The fault
 * tests bundle the same way into a folder of their own (`faults/server-process.ts`), so what they
 * kill and restart is what production runs.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages loaded from node_modules at run time, not bundled:
 * - native code: better-sqlite3 and sharp load a compiled `.node` file found from their own folder;
 * - packages that serve or read files next to their own code through `__dirname`, which a bundle
 *   does not have: @fastify/swagger-ui (the docs page's files) and @fastify/static, which it uses
 *   (bundling our copy too would load it twice), ioredis (reads its package.json);
 * - yaml: swagger-ui loads it from node_modules, so a bundled copy for @fastify/swagger would be a
 *   second one to compile at every start (about 40 ms of CPU of ~600, measured);
 * - what is loaded only on first use (ADR 0029's addendum; server-start.test.ts checks it stays so):
 *   sanitize-html, web-push, nodemailer and node-pg through `createRequire`, sharp and ioredis
 *   through `import()`. Kept outside, they are not read at all until a request needs them.
 */
export const EXTERNAL_PACKAGES = [
  'better-sqlite3',
  'sharp',
  '@fastify/static',
  '@fastify/swagger-ui',
  'yaml',
  'ioredis',
  'sanitize-html',
  'web-push',
  'nodemailer',
  'pg',
] as const;

/**
 * Bundled files that may mention `__dirname`, `__filename` or `import.meta` (which in a bundle
 * would name the bundle's folder, or nothing) because that code never runs in this server or
 * copes with its absence: @fastify/swagger reads its own package.json inside a try (only for a
 * default version, which `registerOpenApi` gives); pino's transport.js and thread-stream start
 * worker threads only for pino's `transport` option, which the server does not use (it logs to
 * stdout). Any other bundled file that does is a build error: leave its package external.
 */
const PATH_USES_ALLOWED = [
  'node_modules/@fastify/swagger/lib/util/read-package-json.js',
  'node_modules/pino/lib/transport.js',
  'node_modules/thread-stream/index.js',
];
const PATH_USE = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(url|dirname|filename)\b/;

/** Bundled files from node_modules that find files by their own path, other than the allowed ones. */
function pathUsesInBundle(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter(
    (input) =>
      input.includes('node_modules/') &&
      !PATH_USES_ALLOWED.some((allowed) => input.endsWith(allowed)) &&
      PATH_USE.test(fs.readFileSync(path.resolve(apiRoot, input), 'utf8')),
  );
}

export interface BundleResult {
  /** The files written, relative to `outdir`. */
  outputs: string[];
  /** The source files bundled (ours and packages'). */
  inputCount: number;
}

/**
 * Bundles the server and the CLI into `outdir` (`server.js`, `cli.js`, `chunks/`). The folder must
 * sit inside apps/api (as `dist/` does): externals are found from there through node_modules, and
 * `config/paths.ts` finds the API's folder by walking up to its package.json.
 */
export async function bundleApi(outdir: string): Promise<BundleResult> {
  // An external the bundle cannot find from apps/api would only fail when first imported (for the
  // lazy ones, at a customer's request): refuse to build instead. yaml is @fastify/swagger's and
  // swagger-ui's, installed at the top of node_modules by the lockfile.
  const requireFromApi = createRequire(path.join(apiRoot, 'package.json'));
  const missing = EXTERNAL_PACKAGES.filter((name) => {
    try {
      requireFromApi.resolve(name);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    throw new Error(`External packages not installed where the bundle looks: ${missing.join(', ')}`);
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The contract is bundled from its sources, as tsx and the tests run it (ADR 0006): no
    // dependence on a separately built packages/contract/dist.
    conditions: ['source'],
    external: [...EXTERNAL_PACKAGES],
    // Bundled CommonJS packages (fastify, pino…) call `require` for Node's own modules, which an
    // ES module lacks.
    banner: {
      js: "import { createRequire as sabadCreateRequire } from 'node:module'; const require = sabadCreateRequire(import.meta.url);",
    },
    // Whitespace and syntax minified, names kept (stack traces still name functions): the server's
    // resident memory was ~6 MiB lower at rest and ~15 MiB lower at its peak under list and
    // details load, CPU per answer the same within the noise (bench/README.md, 2026-11-27).
    minifyWhitespace: true,
    minifySyntax: true,
    // Stack traces point into dist/; `node --enable-source-maps` maps them to src/.
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
  });
  const unsafe = pathUsesInBundle(result.metafile);
  if (unsafe.length > 0)
    throw new Error(
      `These bundled files find files by their own path, which breaks in a bundle; add their packages to EXTERNAL_PACKAGES in src/bundle.ts:\n${unsafe.join('\n')}`,
    );
  return {
    outputs: Object.keys(result.metafile.outputs).map((output) => path.relative(outdir, path.resolve(apiRoot, output))),
    inputCount: Object.keys(result.metafile.inputs).length,
  };
}

// `tsx src/bundle.ts`: the production build into dist/, emptied first so nothing of an older build
// (or of the former per-file tsc output) is left to be imported.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = path.join(apiRoot, 'dist');
  fs.rmSync(dist, { recursive: true, force: true });
  const started = Date.now();
  const { outputs, inputCount } = await bundleApi(dist);
  const scripts = outputs.filter((output) => output.endsWith('.js'));
  const bytes = scripts.reduce((sum, output) => sum + fs.statSync(path.join(dist, output)).size, 0);
  console.log(
    `bundled ${inputCount} files into ${scripts.length} in apps/api/dist (${(bytes / 1024 / 1024).toFixed(1)} MiB) in ${Date.now() - started} ms`,
  );
}
