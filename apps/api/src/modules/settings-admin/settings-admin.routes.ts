import type { FastifyInstance } from 'fastify';
import { addAdminRoute } from '../../plugins/admin-routes.js';
import type { SettingsAdminService } from './settings-admin.service.js';

export function registerSettingsAdminRoutes(app: FastifyInstance, deps: { settingsAdmin: SettingsAdminService }): void {
  const { settingsAdmin } = deps;
  addAdminRoute(app, 'adminListSettingsGroups', () => Promise.resolve(settingsAdmin.groups('settings')));
  addAdminRoute(app, 'adminGetSettingsGroup', ({ params }) => settingsAdmin.group(params.group, 'settings'));
  addAdminRoute(app, 'adminChangeSettingsGroup', ({ params, body, actor }) =>
    settingsAdmin.changeGroup(params.group, 'settings', body, actor),
  );
  addAdminRoute(app, 'adminListShippingMethods', () => settingsAdmin.shippingMethods());
  addAdminRoute(app, 'adminChangeShippingMethod', ({ params, body, actor }) =>
    settingsAdmin.changeShippingMethod(params.id, body, actor),
  );
  addAdminRoute(app, 'adminListDeliveryTimeRanges', () => settingsAdmin.timeRanges());
  addAdminRoute(app, 'adminCreateDeliveryTimeRange', ({ body, actor }) => settingsAdmin.createTimeRange(body, actor));
  addAdminRoute(app, 'adminChangeDeliveryTimeRange', ({ params, body, actor }) =>
    settingsAdmin.changeTimeRange(params.id, body, actor),
  );
  // The contact details are a settings group of the content area (issue 36 lists them under content).
  addAdminRoute(app, 'adminGetContactDetails', () => settingsAdmin.group('contact', 'content'));
  addAdminRoute(app, 'adminChangeContactDetails', ({ body, actor }) =>
    settingsAdmin.changeGroup('contact', 'content', body, actor),
  );
}
