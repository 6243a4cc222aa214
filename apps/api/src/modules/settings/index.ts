export { registerSettingsRoutes } from './settings.routes.js';
export {
  createSettingsService,
  createStoreSettingsReader,
  SettingError,
  type SettingsService,
  type StoreSettingsReader,
} from './settings.service.js';
export type { StoreSettingName, StoreSettings } from './store-settings.js';
