import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHint, compileHints } from './compile-hints';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Where the string literal holding `text` is in the built `file`, mapped back to its source (line and file). */
function originalOf(file: string, text: string) {
  const code = fs.readFileSync(file, 'utf8');
  const offset = code.indexOf(text) - 1; // the literal's opening quote, which the minifier may have changed
  const before = code.slice(0, offset).split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
  const original = consumer.originalPositionFor({ line: before.length, column: before.at(-1)!.length });
  return { line: original.line, source: path.basename(original.source ?? '') };
}

describe('compile hints (docs/adr/0047)', () => {
  it('puts the hint on the first line once and moves the source map down by it', () => {
    const mapFile = { source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA' }) };
    const chunk = { code: 'export const a = 1;\nexport const b = 2;', map: { mappings: 'AAAA;AACA' } };

    addCompileHint(chunk, mapFile);
    addCompileHint(chunk, mapFile);

    expect(chunk.code).toBe(`${COMPILE_HINT}\nexport const a = 1;\nexport const b = 2;`);
    expect(chunk.map.mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(mapFile.source).mappings).toBe(';AAAA;AACA');
  });

  it('opens every script of a real build, above the preload map Vite writes, with source maps still right', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-compile-hints-'));
    dir = root;
    const write = (name: string, text: string) => fs.writeFileSync(path.join(root, name), text);
    write(
      'index.html',
      '<!doctype html><html lang="fa"><body><script type="module" src="./main.js"></script></body></html>',
    );
    write('main.js', "document.body.append('سبد');\nexport const open = () => import('./page.js');\nopen();\n");
    // A page with a style sheet and a module it shares with another page: Vite preloads those through a
    // `__vite__mapDeps` map that it puts at the top of the importing chunk.
    write(
      'page.js',
      "import './page.css';\nimport { label } from './shared.js';\n\nexport const title = label('کالا');\nimport('./other.js');\n",
    );
    write('other.js', "import { label } from './shared.js';\nexport const other = label('دیگر');\n");
    write('page.css', 'body { color: teal; }\n');
    write('shared.js', "export function label(text) {\n  return 'برچسب: ' + text;\n}\n");

    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [compileHints()],
      build: { outDir: path.join(root, 'dist'), sourcemap: true, minify: true },
    });

    const assets = path.join(root, 'dist', 'assets');
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const name of scripts)
      expect(fs.readFileSync(path.join(assets, name), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(scripts.some((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes('__vite__mapDeps'))).toBe(
      true,
    );

    const withLabel = scripts.find((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes('برچسب: '))!;
    expect(originalOf(path.join(assets, withLabel), 'برچسب: ')).toEqual({ line: 2, source: 'shared.js' });
  });
});
