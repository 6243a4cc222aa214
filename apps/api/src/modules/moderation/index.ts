export { createModerationService, type ModerationService } from './moderation.service.js';
export { registerModerationRoutes } from './moderation.routes.js';
