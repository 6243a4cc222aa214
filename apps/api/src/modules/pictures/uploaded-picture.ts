// Re-encoding as WebP drops EXIF (GPS position) and anything hidden in the file; the declared type is ignored.
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A small file can declare enormous dimensions (a decompression bomb); sharp refuses to open it before decoding. */
export const MAX_UPLOADED_PICTURE_PIXELS = 50_000_000;
export const UPLOADED_PICTURE_INPUT = { limitInputPixels: MAX_UPLOADED_PICTURE_PIXELS, failOn: 'error' } as const;

export type UploadedPictureRefusal = 'not-a-picture' | 'wrong-type' | 'too-many-pixels';

export type UploadedPicture = { data: Buffer; width: number; height: number } | { refusal: UploadedPictureRefusal };

async function checkUploadedPicture(
  bytes: Buffer,
): Promise<{ width: number; height: number } | { refusal: UploadedPictureRefusal }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, UPLOADED_PICTURE_INPUT).metadata();
  } catch (error) {
    // Over limitInputPixels is a bomb or a huge picture, not a broken file.
    const message = error instanceof Error ? error.message : '';
    return { refusal: /pixel limit/i.test(message) ? 'too-many-pixels' : 'not-a-picture' };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return { refusal: 'wrong-type' };
  const { width, height } = metadata;
  if (!width || !height) return { refusal: 'not-a-picture' };
  if (width * height > MAX_UPLOADED_PICTURE_PIXELS) return { refusal: 'too-many-pixels' };
  return { width, height };
}

async function normalizeUploadedPicture(
  bytes: Buffer,
  options: { maxEdge: number; square?: boolean },
): Promise<UploadedPicture> {
  const checked = await checkUploadedPicture(bytes);
  if ('refusal' in checked) return checked;
  const sharp = await loadSharp();
  const edge = Math.min(options.maxEdge, checked.width, checked.height);
  try {
    const { data, info } = await sharp(bytes, UPLOADED_PICTURE_INPUT)
      .rotate()
      .resize(
        options.square
          ? { width: edge, height: edge, fit: 'cover', position: 'centre' }
          : { width: options.maxEdge, height: options.maxEdge, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the pixel data is not (a truncated or corrupt file).
    return { refusal: 'not-a-picture' };
  }
}

export interface UploadedPictures {
  /** Within `maxEdge`, or cropped to a centred square when `square`. */
  normalize(bytes: Buffer, options: { maxEdge: number; square?: boolean }): Promise<UploadedPicture>;
}

export function createUploadedPictures(): UploadedPictures {
  return { normalize: normalizeUploadedPicture };
}
