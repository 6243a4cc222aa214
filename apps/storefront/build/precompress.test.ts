import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFiles } from './precompress';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompress (docs/adr/0042)', () => {
  it('writes a Brotli and a gzip copy of each compressible file that decompress to the file itself', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const names = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `سبد ${i}`))};\n`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-Ab12.js'), script);
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="fa">${'<p>سبد</p>'.repeat(200)}</html>`);

    expect(await precompressFiles(dir, ['assets/app-Ab12.js', 'index.html'])).toBe(2);

    const original = fs.readFileSync(path.join(dir, 'assets', 'app-Ab12.js'));
    const br = fs.readFileSync(path.join(dir, 'assets', 'app-Ab12.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets', 'app-Ab12.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'index.html.br'))).toString()).toContain('سبد');
  });

  it('leaves small files, source maps, fonts and pictures without copies', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-precompress-'));
    const big = 'x'.repeat(MIN_BYTES * 4);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'export {};');
    fs.writeFileSync(path.join(dir, 'app.js.map'), big);
    fs.writeFileSync(path.join(dir, 'font.woff2'), big);
    fs.writeFileSync(path.join(dir, 'photo.png'), big);

    expect(await precompressFiles(dir, ['tiny.js', 'app.js.map', 'font.woff2', 'photo.png'])).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['app.js.map', 'font.woff2', 'photo.png', 'tiny.js']);
  });
});
