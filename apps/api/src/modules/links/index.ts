export { registerLinksRoutes } from './links.routes.js';
export { createLinksService, type LinksService } from './links.service.js';
