/**
 * How the build cuts the app into files: the first load's libraries in one chunk (`vendor`), the app's own
 * start in another (`boot`), and the first pages a shopper opens one chunk each with what they load
 * (page-chunks.ts). Everything else is left to the bundler's splitting, so each lazy page and each far part
 * of a page is a chunk of its own.
 */
import type { Rolldown } from 'vite';
import { pageChunkOwner } from './page-chunks.ts';

const styleSheet = /\.css($|\?)/;
const libraryModule = /\/node_modules\//;
const appStartModule = /\/(apps\/storefront|packages\/contract)\/src\//;
/** What index.html's own script runs before the first paint: kept out of the boot chunk. */
const beforeFirstPaint = /\/src\/(main\.tsx|app\/startup\/first-picture\.ts)$/;
const sideEffectFreeModule =
  /node_modules\/(@ionic\/(core|react|react-router)|ionicons)\/.*\.js$|packages\/contract\/src\/.*\.ts$/;

type CodeSplitting = NonNullable<Rolldown.OutputOptions['codeSplitting']>;

/**
 * Whether a module is loaded only on demand: the app imports it with import() (a rare overlay), or
 * everything that imports it is such a module. A library's index may still import it statically, which is
 * why the bundler's `$initial` tag alone counts it in the first load.
 */
function loadedOnDemand(id: string, ctx: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  const module = ctx.getModuleInfo(id);
  if (!module || seen.has(id)) return false;
  seen.add(id);
  if (module.isEntry) return false;
  if (module.dynamicImporters.length > 0) return true;
  return module.importers.length > 0 && module.importers.every((importer) => loadedOnDemand(importer, ctx, seen));
}

export const codeSplitting: CodeSplitting = {
  groups: [
    {
      // Style sheets stay with the entry that imports them: Ionic's, in index.html's own, must not make
      // its script import this chunk before the first paint. Every initial library module is here, so no
      // chunk cycle can form around the group.
      name: (id, ctx) => (loadedOnDemand(id, ctx) ? null : 'vendor'),
      test: (id) => libraryModule.test(id) && !styleSheet.test(id),
      tags: ['$initial'],
      includeDependenciesRecursively: false,
    },
    {
      // Split between the start entry and the pages, the app's start-up modules would come as a dozen
      // small files, each compressed on its own.
      name: 'boot',
      test: (id) => appStartModule.test(id) && !beforeFirstPaint.test(id) && !styleSheet.test(id),
      tags: ['$initial'],
      includeDependenciesRecursively: false,
    },
    {
      // Last, so the first load's groups keep their modules.
      name: pageChunkOwner(),
      includeDependenciesRecursively: false,
    },
  ],
};

/**
 * Ionic's, Ionicons' and the contract's modules only define things; without this hint every Ionic
 * component and every zod schema would land in the first load.
 */
export const moduleSideEffects = (id: string): false | undefined => (sideEffectFreeModule.test(id) ? false : undefined);

export const treeshake = {
  moduleSideEffects,
  // @ionic/react makes a few wrappers (IonNav, IonPage) with calls it does not mark pure: an unused one
  // would otherwise keep its web component.
  manualPureFunctions: ['createReactComponent', 'createForwardRef'],
} satisfies Rolldown.InputOptions['treeshake'];
