/** The content module's public entry: information pages (topics). */
export { registerContentRoutes } from './content.routes.js';
export { createContentService, type ContentService } from './content.service.js';
