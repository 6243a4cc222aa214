export { optionalPictureUrl, pictureUrl, type PictureSize } from './picture-urls.js';
export { loadSharp } from './load-sharp.js';
export { registerPictureRoutes } from './pictures.routes.js';
export {
  createPicturesService,
  type EncodedPicture,
  type NewPicture,
  type PicturesService,
} from './pictures.service.js';
export {
  checkUploadedPicture,
  normalizeUploadedPicture,
  UPLOADED_PICTURE_INPUT,
  type UploadedPictureRefusal,
} from './uploaded-picture.js';
