/**
 * docs/adr/0033: @ionic/react ships every React wrapper of Ionic's components in one module, and each
 * wrapper imports its web component. Whatever wrapper the app uses anywhere (the profile's toggle, the
 * side menu's avatar) is therefore referenced by that one module, which the first load carries, so its
 * web component came with the first load too. This build step (production builds only; tests and the
 * dev server use @ionic/react as published) moves each plain wrapper into a module of its own,
 * `virtual:ionic-react/<Name>`, and points the app's imports of it there: a component then loads with
 * the pages that use it.
 *
 * It also marks Ionic's two unannotated wrapper calls pure, so IonNav (unused) is dropped.
 *
 * @ionic/react is pinned to an exact version (package.json); if its file no longer has the shape read
 * here, the build fails rather than ship the old first load silently.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { escapeName, mentions } from './code-text.ts';

const VIRTUAL_PREFIX = 'virtual:ionic-react/';
const RESOLVED_PREFIX = '\0ionic-react/';
const indexModule = /\/node_modules\/@ionic\/react\/dist\/index\.js$/;
const appModule = /\/apps\/storefront\/src\/.*\.tsx?$/;
/** The private name under which the index hands its routing-wrapper factory to the split modules. */
const ROUTING_FACTORY = '__sabadCreateRoutingComponent';

/** A resolved module id of one split wrapper (starts with \0: a virtual module no other plugin reads). */
export const isSplitWrapperModule = (id: string) => id.startsWith(RESOLVED_PREFIX);

interface Split {
  /** The index as rewritten: without the moved wrappers and the imports only they used. */
  index: string;
  /** Wrapper name → its module's source. */
  wrappers: Map<string, string>;
}

const componentImport =
  /^import \{ (Ion\w+) as (Ion\w+\$1), defineCustomElement as (defineCustomElement\$\w+) \} from '(@ionic\/core\/components\/ion-[\w-]+\.js)';\n/gm;
const plainWrapper = /^const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{\n([\s\S]*?)\n\}\);\n/gm;
const routingWrapper = /^const (Ion\w+) = \/\*@__PURE__\*\/ createRoutingComponent\('([\w-]+)', (Ion\w+\$1)\);\n/gm;
const routingImport = (elementClass: string) =>
  new RegExp(
    `^import \\{ (Ion\\w+) as ${escapeName(elementClass)} \\} from '(@ionic\\/core\\/components\\/ion-[\\w-]+\\.js)';\\n`,
    'm',
  );
const wrapperShape = (elementClass: string, define: string) =>
  new RegExp(
    `^\\s*tagName: '[\\w-]+',\\s*elementClass: ${escapeName(elementClass)},\\s*react: React,\\s*events: \\{[^}]*\\},\\s*defineCustomElement: ${escapeName(define)}\\s*$`,
  );
const exportList = /^export \{ ([^}]*) \};\n?$/m;
const unannotatedWrapperCall = /^(const \w+ = )((?:createReactComponent|createForwardRef)\()/gm;

function fail(message: string): never {
  throw new Error(`ionic-react-split (docs/adr/0033): ${message}; @ionic/react's dist/index.js changed shape`);
}

/** The text of a capturing group that always takes part in its match. */
const part = (match: RegExpMatchArray, group: number): string => match[group] ?? fail(`group ${group} unmatched`);

/** Reads @ionic/react's index and works out which wrappers can live in modules of their own. */
export function splitIonicReact(source: string): Split {
  const imports = new Map<string, { line: string; elementClass: string; define: string }>();
  for (const match of source.matchAll(componentImport)) {
    const elementClass = part(match, 2);
    imports.set(elementClass, { line: part(match, 0), elementClass, define: part(match, 3) });
  }
  const moved: Array<{ name: string; block: string; module: string; importLine: string }> = [];
  for (const match of source.matchAll(plainWrapper)) {
    const [block, name, body] = [part(match, 0), part(match, 1), part(match, 2)];
    const elementClass = /elementClass: (Ion\w+\$1),/.exec(body)?.[1];
    const imported = elementClass ? imports.get(elementClass) : undefined;
    // Only wrappers built from nothing but their own element class, its definer, React and event names move.
    if (!imported || !wrapperShape(imported.elementClass, imported.define).test(body.replace(/\/\/.*$/gm, '')))
      continue;
    moved.push({
      name,
      block,
      importLine: imported.line,
      module: [
        "import React from 'react';",
        "import { createComponent } from '@stencil/react-output-target/runtime';",
        imported.line.trimEnd(),
        `export const ${name} = /*@__PURE__*/ createComponent({\n${body}\n});`,
        '',
      ].join('\n'),
    });
  }
  for (const match of source.matchAll(routingWrapper)) {
    const [block, name, elementClass] = [part(match, 0), part(match, 1), part(match, 3)];
    const line = routingImport(elementClass).exec(source)?.[0];
    if (!line) continue;
    moved.push({
      name,
      block,
      importLine: line,
      module: [
        `import { ${ROUTING_FACTORY} } from '@ionic/react';`,
        line.trimEnd(),
        block.replace('createRoutingComponent(', `${ROUTING_FACTORY}(`).replace(/^const /, 'export const '),
      ].join('\n'),
    });
  }

  // A wrapper the index uses itself (IonTabs renders IonTab) stays in it.
  let others = source.replace(exportList, '').replace(/^import .*$/gm, '');
  for (const { block } of moved) others = others.replace(block, '');
  const movable = moved.filter(({ name }) => !mentions(others, name));

  let index = source;
  const wrappers = new Map<string, string>();
  for (const { name, block, module } of movable) {
    index = index.replace(block, '');
    wrappers.set(name, module);
  }
  for (const { importLine } of movable) {
    // The element class's import goes too unless something left in the index still uses it.
    const withoutLine = index.replace(importLine, '');
    const importedNames = [...importLine.matchAll(/as (\w+\$\w+)/g)].map((match) => part(match, 1));
    if (importedNames.every((imported) => !mentions(withoutLine, imported))) index = withoutLine;
  }
  if (wrappers.size < 60) fail(`only ${wrappers.size} wrappers could move`);
  const list = exportList.exec(index);
  if (!list) fail('no export list');
  const kept = part(list, 1)
    .split(', ')
    .filter((name) => !wrappers.has(name));
  index = index.replace(
    exportList,
    `export { ${kept.join(', ')} };\nexport { createRoutingComponent as ${ROUTING_FACTORY} };\n`,
  );
  index = index.replace(unannotatedWrapperCall, '$1/*@__PURE__*/ $2');
  return { index, wrappers };
}

/** Rewrites an app module's `import { … } from '@ionic/react'` so split wrappers come from their own modules. */
export function pointImportsAtWrappers(code: string, wrappers: ReadonlySet<string>): string {
  return code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])@ionic\/react\2;?/g, (statement, list: string) => {
    const kept: string[] = [];
    const own: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const imported = /^(?:type\s+)?(\w+)/.exec(specifier)?.[1] ?? '';
      if (!specifier.startsWith('type ') && wrappers.has(imported))
        own.push(`import { ${specifier} } from '${VIRTUAL_PREFIX}${imported}';`);
      else kept.push(specifier);
    }
    if (own.length === 0) return statement;
    return [...(kept.length > 0 ? [`import { ${kept.join(', ')} } from '@ionic/react';`] : []), ...own].join(' ');
  });
}

export function ionicReactSplit(): Plugin {
  let split: Split | undefined;
  let names = new Set<string>();
  return {
    name: 'sabad:ionic-react-split',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const resolved = await this.resolve('@ionic/react', undefined, { skipSelf: true });
      if (!resolved || !indexModule.test(resolved.id)) fail(`@ionic/react resolved to ${resolved?.id ?? 'nothing'}`);
      split = splitIonicReact(readFileSync(resolved.id, 'utf8'));
      names = new Set(split.wrappers.keys());
    },
    resolveId(id) {
      if (id.startsWith(VIRTUAL_PREFIX)) return `${RESOLVED_PREFIX}${id.slice(VIRTUAL_PREFIX.length)}`;
      return undefined;
    },
    load(id) {
      if (!isSplitWrapperModule(id)) return undefined;
      const module = split?.wrappers.get(id.slice(RESOLVED_PREFIX.length));
      if (!module) fail(`no wrapper for ${id}`);
      return { code: module, moduleSideEffects: false };
    },
    transform(code, id) {
      if (!split) return undefined;
      if (indexModule.test(id)) return { code: split.index, map: null };
      if (appModule.test(id) && code.includes('@ionic/react')) {
        const rewritten = pointImportsAtWrappers(code, names);
        return rewritten === code ? undefined : { code: rewritten, map: null };
      }
      return undefined;
    },
  };
}
