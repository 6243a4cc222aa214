import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Native code, packages that read files beside themselves via `__dirname`, and lazily loaded ones. */
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
  // exceljs's zip writer (archiver, glob) finds files by their own path.
  'exceljs',
  // graphile-worker loads its configuration through cosmiconfig (import-fresh, typescript), by their own path.
  'graphile-worker',
] as const;

/** Their `__dirname` use never runs here (swagger's is in a try; pino transports are unused). */
const PATH_USES_ALLOWED = [
  'node_modules/@fastify/swagger/lib/util/read-package-json.js',
  'node_modules/pino/lib/transport.js',
  'node_modules/thread-stream/index.js',
];
const PATH_USE = /\b__dirname\b|\b__filename\b|\bimport\.meta\.(url|dirname|filename)\b/;

function pathUsesInBundle(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter(
    (input) =>
      input.includes('node_modules/') &&
      !PATH_USES_ALLOWED.some((allowed) => input.endsWith(allowed)) &&
      PATH_USE.test(fs.readFileSync(path.resolve(apiRoot, input), 'utf8')),
  );
}

export interface BundleResult {
  outputs: string[];
  inputCount: number;
}

/** `outdir` must sit inside apps/api: externals and the package.json are found by walking up from it. */
export async function bundleApi(outdir: string): Promise<BundleResult> {
  // A missing external would fail only at first import, possibly at a customer's request.
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
    conditions: ['source'],
    external: [...EXTERNAL_PACKAGES],
    banner: {
      js: "import { createRequire as sabadCreateRequire } from 'node:module'; const require = sabadCreateRequire(import.meta.url);",
    },
    minifyWhitespace: true,
    minifySyntax: true,
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
