/** The first screen the server writes into the storefront's HTML for home, a category's list and a product page. */
export { createFirstScreenService, type FirstScreenService } from './first-screen.service.js';
export type { FirstScreen } from './first-screen.html.js';
