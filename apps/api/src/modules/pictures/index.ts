/** The pictures module's public entry: the only writer of pictures, and the one builder of their links. */
export { optionalPictureUrl, pictureUrl, type PictureSize } from './picture-urls.js';
export { loadSharp } from './load-sharp.js';
// Transitional: returns.service.ts stores its pictures with this until it takes PicturesService.store.
// eslint-disable-next-line sabad/no-repository-in-entry
export { insertPicture } from './pictures.repository.js';
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
