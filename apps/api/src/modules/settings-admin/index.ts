export { registerSettingsAdminRoutes } from './settings-admin.routes.js';
export { createSettingsAdminService, type SettingsAdminService } from './settings-admin.service.js';
export { createSettingsChanges, listenForSettingsChanges, SETTINGS_CHANGES_CHANNEL } from './settings-changes.js';
