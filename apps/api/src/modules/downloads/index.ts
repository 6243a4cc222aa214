export {
  createDownloadAdmin,
  createDownloadsService,
  DownloadAdminError,
  type DownloadAdmin,
  type DownloadsService,
} from './downloads.service.js';
export { registerDownloadsRoutes } from './downloads.routes.js';
