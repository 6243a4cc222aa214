// The first pages each come as one chunk with what they load: on a phone every request takes CPU from the page.
import type { Rolldown } from 'vite';
import { escapeName, wholeName } from './code-text.ts';

export interface PageChunk {
  name: string;
  roots: RegExp;
  /**
   * Takes only modules that no page outside it loads: for a part loaded after its page, so that another page
   * sharing a small module with it (a dictionary's part) does not load the whole part to reach it.
   */
  ownModulesOnly?: boolean;
}

export const pageOrder: readonly PageChunk[] = [
  { name: 'home-page', roots: /\/src\/pages\/home-page\.tsx$/ },
  { name: 'product-details-page', roots: /\/src\/pages\/product-details-page\.tsx$/ },
  { name: 'product-list-page', roots: /\/src\/pages\/product-list-page\.tsx$/ },
  {
    name: 'product-details-later',
    roots:
      /\/src\/features\/(catalog\/components\/(compare-button|product-details-more)|scanner\/components\/product-qr-code)\.tsx$/,
    ownModulesOnly: true,
  },
];

const identifier = /^[A-Za-z_$][\w$]*$/;
const namespaceImport = /import\s*\*\s*as\s+([\w$]+)\s+from/g;
const starExport = /export\s*\*\s*from/;

function takes(code: string, name: string): boolean {
  if (name === 'default' || starExport.test(code)) return true;
  if (!identifier.test(name)) return false;
  if (new RegExp(`(?:import|export)\\s*\\{[^}]*${wholeName(name)}[^}]*\\}`).test(code)) return true;
  for (const [, alias = ''] of code.matchAll(namespaceImport)) {
    if (new RegExp(`${wholeName(alias)}\\s*\\??\\.\\s*${escapeName(name)}(?![\\w$])`).test(code)) return true;
  }
  return false;
}

const passesOn = (code: string, name: string) =>
  starExport.test(code) || new RegExp(`export\\s*\\{[^}]*${wholeName(name)}[^}]*\\}`).test(code);

/** An import is followed only when the importer takes one of the module's exports; through an index, what it passes on. */
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
    const reaches = (page: PageChunk) => roots.some((root) => page.roots.test(root));
    const holds = (page: PageChunk) =>
      reaches(page) && (!page.ownModulesOnly || roots.every((root) => page.roots.test(root)));
    return order.find(holds)?.name ?? null;
  };
}
