export { registerContactRoutes } from './contact.routes.js';
export { createContactService, type ContactRateLimit, type ContactService } from './contact.service.js';
