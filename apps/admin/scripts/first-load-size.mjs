// Prints the gzip size of what a visitor of the back office loads first from a production build (dist/):
// the scripts and styles index.html references and the sign-in page's chunk with their static imports.
// Every other page is loaded on demand, when its route is opened (issue 35: ≤ 250 KB gzip).
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The back office's first-load budget, JavaScript gzip (KB = 1024 bytes). */
export const ADMIN_FIRST_LOAD_JS_BUDGET_KB = 250;

/** The files the sign-in page loads first from the build in `dist` (a folder path ending in /), with gzip sizes. */
export function adminFirstLoad(dist, page = 'sign-in-page') {
  const html = readFileSync(`${dist}index.html`, 'utf8');
  const files = new Set(
    [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.(?:js|css))"/g)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    ),
  );
  const pageChunk = readdirSync(`${dist}assets`).find((name) => name.startsWith(`${page}-`) && name.endsWith('.js'));
  if (!pageChunk) throw new Error(`No ${page} chunk in dist/assets: run \`vite build\` first`);
  const queue = [...files].filter((file) => file.endsWith('.js')).concat(`assets/${pageChunk}`);
  files.add(`assets/${pageChunk}`);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const match of readFileSync(`${dist}${file}`, 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      const dependency = `assets/${match[1]}`;
      if (files.has(dependency)) continue;
      files.add(dependency);
      queue.push(dependency);
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
  const { files, jsGzipBytes, cssGzipBytes } = adminFirstLoad(
    process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url)),
  );
  console.log(
    JSON.stringify({
      files: files.length,
      jsGzipKB: Number((jsGzipBytes / 1024).toFixed(1)),
      cssGzipKB: Number((cssGzipBytes / 1024).toFixed(1)),
      limitKB: ADMIN_FIRST_LOAD_JS_BUDGET_KB,
    }),
  );
  if (jsGzipBytes > ADMIN_FIRST_LOAD_JS_BUDGET_KB * 1024) process.exitCode = 1;
}
