export { registerContentRoutes } from './content.routes.js';
export { createContentService, type ContentService } from './content.service.js';
