import type { Rolldown } from 'vite';
import { pageChunkOwner } from './page-chunks.ts';

const styleSheet = /\.css($|\?)/;
const libraryModule = /\/node_modules\//;
const appStartModule = /\/(apps\/storefront|packages\/contract)\/src\//;
const beforeFirstPaint = /\/src\/(main\.tsx|app\/startup\/first-picture\.ts)$/;
const sideEffectFreeModule =
  /node_modules\/(@ionic\/(core|react|react-router)|ionicons)\/.*\.js$|packages\/contract\/src\/.*\.ts$/;

type CodeSplitting = NonNullable<Rolldown.OutputOptions['codeSplitting']>;

/** A library's index may import it statically, so the bundler's `$initial` tag alone would count it as first load. */
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
      // Style sheets stay with their importing entry: Ionic's must not make index.html's script import this chunk early.
      name: (id, ctx) => (loadedOnDemand(id, ctx) ? null : 'vendor'),
      test: (id) => libraryModule.test(id) && !styleSheet.test(id),
      tags: ['$initial'],
      includeDependenciesRecursively: false,
    },
    {
      name: 'boot',
      test: (id) => appStartModule.test(id) && !beforeFirstPaint.test(id) && !styleSheet.test(id),
      tags: ['$initial'],
      includeDependenciesRecursively: false,
    },
    {
      name: pageChunkOwner(),
      includeDependenciesRecursively: false,
    },
  ],
};

/** Ionic, Ionicons and the contract only define things: without this hint all of them land in the first load. */
export const moduleSideEffects = (id: string): false | undefined => (sideEffectFreeModule.test(id) ? false : undefined);

export const treeshake = {
  moduleSideEffects,
  // @ionic/react does not mark these calls pure: an unused wrapper would otherwise keep its web component.
  manualPureFunctions: ['createReactComponent', 'createForwardRef'],
} satisfies Rolldown.InputOptions['treeshake'];
