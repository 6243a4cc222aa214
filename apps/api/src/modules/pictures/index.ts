export { createPictureUrls, type PictureRef, type PictureSize, type PictureUrls } from './picture-urls.js';
export { registerPictureRoutes } from './pictures.routes.js';
export {
  createPicturesService,
  type EncodedPicture,
  type NewPicture,
  type PicturesService,
} from './pictures.service.js';
export { createDatabasePictureStorage, type PictureStorage } from './picture-storage.js';
export { createS3PictureStorage, type S3PictureStorageConfig } from './s3-picture-storage.js';
export { createPictureStorage, type PictureStorageSettings } from './picture-storage-settings.js';
export {
  createUploadedPictures,
  type UploadedPicture,
  type UploadedPictureRefusal,
  type UploadedPictures,
} from './uploaded-picture.js';
