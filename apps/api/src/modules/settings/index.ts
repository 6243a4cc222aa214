export { registerSettingsRoutes } from './settings.routes.js';
export { createSettingsService, readStoreSettings, SettingError, type SettingsService } from './settings.service.js';
export { parseStoreSettings, storeSettingNames, type StoreSettings } from './store-settings.js';
