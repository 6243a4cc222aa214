/** `@sabad/contract/admin`: the back office's API, apart from the shop's so the storefront never loads it. */
export * from './permissions.js';
export * from './route-def.js';
export * from './routes.js';
export * from './common.js';
export * from './auth.js';
export * from './staff.js';
export * from './audit.js';
export * from './customers.js';
export * from './returns.js';
export * from './moderation.js';
export * from './orders.js';
export * from './dashboard.js';
export * from './content.js';
export * from './settings.js';
export * from './reports.js';
export * from './exports.js';
export * from './promotions.js';
