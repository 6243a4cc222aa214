import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');
const isAppCode = (file: string) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/test/');

function appFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? appFiles(full) : isAppCode(full) ? [full] : [];
  });
}

/** A line that is all comment: `//`, a block comment's lines, or JSX's `{/* … *\/}`. */
const commentLine = /^\s*(\/\/|\/\*|\*|\{\s*\/\*)/;

function commentLines() {
  const lines = appFiles(srcDir).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => ({ file: path.relative(srcDir, file), line: index + 1, text: line })),
  );
  return { all: lines.length, comments: lines.filter(({ text }) => commentLine.test(text)) };
}

describe("the storefront's comments", () => {
  it('are at most 5 % of its code lines', () => {
    const { all, comments } = commentLines();
    expect(comments.length / all).toBeLessThanOrEqual(0.05);
  });

  it('say why, without decision numbers or measured figures: those live in docs/adr and bench/README.md', () => {
    const figures = /\bADR\b|docs\/adr|\b\d+(\.\d+)?\s?(ms|KB|KiB|kB)\b/;
    const offending = commentLines().comments.filter(({ text }) => figures.test(text));
    expect(offending.map(({ file, line, text }) => `${file}:${line} ${text.trim()}`)).toEqual([]);
  });
});
