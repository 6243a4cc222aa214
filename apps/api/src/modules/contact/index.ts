/** The contact module's public entry: the contact-us form and the store's contact details. */
export { registerContactRoutes } from './contact.routes.js';
export {
  contactMessageLines,
  createContactService,
  DEFAULT_CONTACT_RATE_LIMITS,
  type ContactRateLimit,
  type ContactService,
} from './contact.service.js';
