import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../plugins/contract-routes.js';
import type { SettingsService } from './settings.service.js';

export function registerSettingsRoutes(app: FastifyInstance, deps: { settings: SettingsService }): void {
  const { settings } = deps;
  addRoute(app, 'getLogo', () => settings.logo());
  addRoute(app, 'isStoreClosed', () => settings.storeClosed());
  addRoute(app, 'getCustomerSettings', () => settings.customerSettings());
  addRoute(app, 'getCatalogSettings', () => settings.catalogSettings());
  addRoute(app, 'getAppConfig', () => settings.appConfig());
  addRoute(app, 'getCartSettings', () => settings.cartSettings());
  addRoute(app, 'getShoppingCartSettings', () => settings.cartSettings());
  addRoute(app, 'getOrderSettings', () => settings.orderSettings());
  addRoute(app, 'getAppVersions', async ({ reply }) => {
    reply.header('cache-control', 'no-cache');
    return settings.appVersions();
  });
}
