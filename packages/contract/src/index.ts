export * from './common.js';
export * from './persian.js';
export * from './settings.js';
export * from './content.js';
export * from './catalog.js';
export * from './account.js';
export * from './customer.js';
export * from './routes.js';
