export { createPictureUrls, type PictureRef, type PictureSize, type PictureUrls } from './picture-urls.js';
export { registerPictureRoutes } from './pictures.routes.js';
export {
  createPicturesService,
  type EncodedPicture,
  type NewPicture,
  type PicturesService,
} from './pictures.service.js';
export {
  createUploadedPictures,
  type UploadedPicture,
  type UploadedPictureRefusal,
  type UploadedPictures,
} from './uploaded-picture.js';
