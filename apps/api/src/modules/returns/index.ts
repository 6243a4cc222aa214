/** The returns module's public entry: the shopper's return requests and the store's side of them. */
export { registerReturnRoutes, registerReturnUploadRoute } from './returns.routes.js';
export { createReturnsService, type ReturnsService } from './returns.service.js';
export {
  createReturnAdminService,
  parseReturnRequestStatus,
  ReturnAdminError,
  type ReturnAdminService,
} from './return-admin.service.js';
