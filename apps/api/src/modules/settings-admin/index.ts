export { registerSettingsAdminRoutes } from './settings-admin.routes.js';
export { createSettingsAdminService, type SettingsAdminService } from './settings-admin.service.js';
export { createSettingsChanges, createSettingsChangesListener } from './settings-changes.js';
