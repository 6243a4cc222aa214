/**
 * docs/adr/0044: the pages a shopper opens first (home, a product, a category's list) each come as one
 * chunk with what they load, instead of the page's own chunk and a dozen small ones holding modules it
 * shares with other pages. Every request costs the browser, its network service and the server CPU time,
 * and on a phone's few cores that time is taken from the page's own start (issue 14: the product page
 * asked for 39 scripts and 10 style sheets).
 *
 * A module outside the first load goes to the chunk of the first page in `pageOrder` that imports it
 * (statically, directly or through other modules); a later page in the order loads that earlier page's
 * chunk too, so a module is never in two chunks. A module none of these pages import is left to the
 * bundler's own splitting.
 */
import type { Rolldown } from 'vite';
import { escapeName, wholeName } from './code-text.ts';

export interface PageChunk {
  /** The chunk's name (the file is `<name>-<hash>.js`). */
  name: string;
  /** The modules loaded with a dynamic import whose static imports this chunk carries. */
  roots: RegExp;
}

/** In the order a shopper usually meets them: a module several of them import goes with the first. */
export const pageOrder: readonly PageChunk[] = [
  { name: 'home-page', roots: /\/src\/pages\/home-page\.tsx$/ },
  { name: 'product-details-page', roots: /\/src\/pages\/product-details-page\.tsx$/ },
  { name: 'product-list-page', roots: /\/src\/pages\/product-list-page\.tsx$/ },
  // The product page's parts drawn after its first paint (docs/adr/0034), one chunk for the three.
  {
    name: 'product-details-later',
    roots:
      /\/src\/features\/(catalog\/components\/(compare-button|product-details-more)|scanner\/components\/product-qr-code)\.tsx$/,
  },
];

const identifier = /^[A-Za-z_$][\w$]*$/;
const namespaceImport = /import\s*\*\s*as\s+([\w$]+)\s+from/g;
const starExport = /export\s*\*\s*from/;

/**
 * Whether an importer's code takes `name` from a module it imports: in an import or export list, or as
 * a member of a namespace import (`fa.cart`). A text search, so it may say yes for a module the importer
 * does not use; that only puts the module in an earlier chunk than it needs.
 */
function takes(code: string, name: string): boolean {
  if (name === 'default' || starExport.test(code)) return true;
  if (!identifier.test(name)) return false;
  if (new RegExp(`(?:import|export)\\s*\\{[^}]*${wholeName(name)}[^}]*\\}`).test(code)) return true;
  for (const [, alias = ''] of code.matchAll(namespaceImport)) {
    if (new RegExp(`${wholeName(alias)}\\s*\\??\\.\\s*${escapeName(name)}(?![\\w$])`).test(code)) return true;
  }
  return false;
}

/** Whether an importer hands `name` on to its own importers (an index) instead of using it itself. */
const passesOn = (code: string, name: string) =>
  starExport.test(code) || new RegExp(`export\\s*\\{[^}]*${wholeName(name)}[^}]*\\}`).test(code);

/**
 * The chunk-name function of a code-splitting group: for one module, the name of the page chunk it
 * belongs to, or null when the first load has it or none of the pages in `order` imports it.
 *
 * Static importers are followed up to the modules loaded by a dynamic import (the roots); reaching an
 * entry means the first load has the module. An import is followed only when the importer takes one of
 * the module's exports: an index (the Persian dictionary, a library's index) is imported by the first
 * load and by most pages, but each of them uses only some of its parts, and the bundler leaves the
 * others out of their chunks. Through an index, the names followed are those it passes on; past any
 * other module, that module's own exports.
 */
export function pageChunkOwner(order: readonly PageChunk[] = pageOrder) {
  return (id: string, ctx: Rolldown.ChunkingContext): string | null => {
    const start = ctx.getModuleInfo(id);
    if (!start) return null;
    const roots: string[] = [];
    const seen = new Set<string>();
    const queue = [{ module: start, names: start.exports }];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const { module, names } = next;
      if (module.isEntry) return null;
      if (module.dynamicImporters.length > 0) roots.push(module.id);
      for (const importerId of module.importers) {
        const importer = ctx.getModuleInfo(importerId);
        if (!importer) continue;
        const code = importer.code ?? '';
        // A module that exports nothing is imported for what it does when it runs.
        const taken = names.length === 0 ? [] : names.filter((name) => takes(code, name));
        if (names.length > 0 && taken.length === 0) continue;
        const passedOn = taken.filter((name) => passesOn(code, name));
        const onward = passedOn.length > 0 ? passedOn : importer.exports;
        const key = `${importerId}\0${onward.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        queue.push({ module: importer, names: onward });
      }
    }
    return order.find((page) => roots.some((root) => page.roots.test(root)))?.name ?? null;
  };
}
