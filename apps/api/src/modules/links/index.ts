/** The links module's public entry: shared page heads, the sitemap, robots.txt and SKU lookup. */
export { originOf, registerLinksRoutes, renderHeadTags } from './links.routes.js';
export { createLinksService, type LinksService } from './links.service.js';
