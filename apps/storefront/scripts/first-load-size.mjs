// Prints the gzip size of what the home page loads first from a production build (dist/): the
// scripts and styles index.html references, plus the app's start (boot, imported after the first
// paint), the home page chunk and their static imports.
// Ionic's few tiny runtime imports (under 3 KB together) come on top; a browser run counts them too.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Home's first-load budget, JavaScript gzip (KB = 1024 bytes). */
export const FIRST_LOAD_JS_BUDGET_KB = 200;

/** The files home loads first from the build in `dist` (a folder path ending in /), with their gzip sizes. */
export function homeFirstLoad(dist) {
  const html = readFileSync(`${dist}index.html`, 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    ),
  );
  const homeChunk = readdirSync(`${dist}assets`).find((name) => /^home-page-.*\.js$/.test(name));
  if (!homeChunk) throw new Error('No home page chunk in dist/assets: run `vite build` first');

  const bootChunk = readdirSync(`${dist}assets`).find((name) => /^boot-.*\.js$/.test(name));
  const queue = [`assets/${homeChunk}`, ...(bootChunk ? [`assets/${bootChunk}`] : [])];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file) && !file.startsWith('assets/home-page-') && !file.startsWith('assets/boot-')) continue;
    files.add(file);
    for (const match of readFileSync(`${dist}${file}`, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      const dependency = `assets/${match[1]}`;
      if (!files.has(dependency)) queue.push(dependency);
    }
  }

  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
    if (file.endsWith('.js')) js += size;
    else css += size;
  }
  return { files: [...files], jsGzipBytes: js, cssGzipBytes: css };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, jsGzipBytes, cssGzipBytes } = homeFirstLoad(
    process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)),
  );
  console.log(
    JSON.stringify({
      files: files.length,
      jsGzipKB: Number((jsGzipBytes / 1024).toFixed(1)),
      cssGzipKB: Number((cssGzipBytes / 1024).toFixed(1)),
      limitKB: FIRST_LOAD_JS_BUDGET_KB,
    }),
  );
  if (jsGzipBytes > FIRST_LOAD_JS_BUDGET_KB * 1024) process.exitCode = 1;
}
