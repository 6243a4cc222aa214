import type { Plugin } from 'vite';
import { runnerImport } from 'vite';
import type { AdminRouteTable } from '@sabad/contract/admin';

const VIRTUAL_ID = 'virtual:admin-route-paths';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Method and path of every admin route, without its schemas. */
export async function readAdminRoutePaths(): Promise<Record<string, { method: string; path: string }>> {
  // The route table is read from the contract's source in Node (as the API reads it), so the app's bundle
  // gets the addresses alone: the schema files load zod and register every schema when imported (ADR 0032).
  const { module } = await runnerImport<{ adminRoutes: AdminRouteTable; ADMIN_API_BASE_PATH: string }>(
    '@sabad/contract/admin',
    {
      configFile: false,
      logLevel: 'error',
      environments: { inline: { resolve: { conditions: ['source'], noExternal: true } } },
    },
  );
  return Object.fromEntries(
    Object.entries(module.adminRoutes).map(([name, route]) => [
      name,
      { method: route.method, path: `${module.ADMIN_API_BASE_PATH}${route.path}` },
    ]),
  );
}

/**
 * `virtual:admin-route-paths`: the admin route table's addresses, taken from the contract when the app is
 * built, served or tested, so a route another area adds to the contract needs no second list here.
 */
export function adminRoutePaths(): Plugin {
  return {
    name: 'sabad-admin-route-paths',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      return `export const adminRoutePaths = ${JSON.stringify(await readAdminRoutePaths())};`;
    },
    configureServer(server) {
      // A route added to the contract while the dev server runs reaches the app on its next reload.
      server.watcher.add(new URL('../../../packages/contract/src/admin', import.meta.url).pathname);
      server.watcher.on('change', (file) => {
        if (!file.includes('/packages/contract/src/admin/')) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
