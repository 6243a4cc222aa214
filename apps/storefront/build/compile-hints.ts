/**
 * docs/adr/0047: every script the build emits opens with V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; other engines ignore it). With it V8 compiles all of
 * the file's functions on the thread that streams the script while it downloads, instead of each function on
 * the main thread the first time it is called: on home's start-up that lazy compiling was about 80 ms of the
 * main thread's time (issue 14).
 *
 * Every chunk gets it: each is loaded when its code is about to run (the first load, a page when it opens, a
 * page's later part when it comes near), so most of its functions are called.
 *
 * Written last (generateBundle, order 'post'), not as the bundler's banner: Vite puts its preload map
 * (`const __vite__mapDeps=…`) at the top of a chunk after the banner, and V8 only hints the functions that
 * come after the comment. The comment is a line of its own, so the source map moves down one line.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

interface ScriptChunk {
  code: string;
  map?: { mappings: string } | null;
}

/** Moves a source map's mappings down one generated line: in `mappings` each `;` starts the next line. */
export function shiftSourceMap(mappings: string): string {
  return `;${mappings}`;
}

/**
 * Puts the hint on the first line of `chunk` (once) and moves its source map down by that line: the map in
 * the chunk and, when the bundler has already written it out, the `.map` file's text (`mapFile`).
 */
export function addCompileHint(chunk: ScriptChunk, mapFile?: { source: string | Uint8Array }): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return;
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = shiftSourceMap(chunk.map.mappings);
  if (mapFile) {
    const map = JSON.parse(
      typeof mapFile.source === 'string' ? mapFile.source : new TextDecoder().decode(mapFile.source),
    );
    map.mappings = shiftSourceMap(map.mappings);
    mapFile.source = JSON.stringify(map);
  }
}

/** The Vite plugin: production builds only, every emitted script. */
export function compileHints(): Plugin {
  return {
    name: 'sabad-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const mapFile = bundle[`${output.fileName}.map`];
          addCompileHint(output, mapFile?.type === 'asset' ? mapFile : undefined);
        }
      },
    },
  };
}
