/**
 * Pictures shoppers upload (an avatar, a return request's photo), made safe to keep and serve:
 * sharp reads the real format (the file name and declared type are ignored), refuses anything but
 * JPEG, PNG and WebP and oversized dimensions before decoding a pixel, then the picture is
 * re-encoded as WebP, which also drops EXIF data (GPS position, camera) and anything hidden in the
 * file (a script in a comment). The caller turns a refusal into its own Persian message.
 */
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * A small file can still declare enormous dimensions (a "decompression bomb": a 50 KB PNG of
 * 20,000 × 20,000 pixels); sharp refuses to open anything larger than this. An 8000 × 6000 photo fits.
 */
export const MAX_UPLOADED_PICTURE_PIXELS = 50_000_000;
/** sharp's input options for an uploaded picture: the pixel limit, and a corrupt file is an error. */
export const UPLOADED_PICTURE_INPUT = { limitInputPixels: MAX_UPLOADED_PICTURE_PIXELS, failOn: 'error' } as const;

export type UploadedPictureRefusal = 'not-a-picture' | 'wrong-type' | 'too-many-pixels';

export type UploadedPicture = { data: Buffer; width: number; height: number } | { refusal: UploadedPictureRefusal };

/** What an uploaded file is, from its header alone: an accepted picture's size, or why it is refused. */
export async function checkUploadedPicture(
  bytes: Buffer,
): Promise<{ width: number; height: number } | { refusal: UploadedPictureRefusal }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, UPLOADED_PICTURE_INPUT).metadata();
  } catch (error) {
    // sharp refuses a header declaring more than limitInputPixels ("Input image exceeds pixel
    // limit") before decoding; that is a bomb or a huge picture, not a broken file.
    const message = error instanceof Error ? error.message : '';
    return { refusal: /pixel limit/i.test(message) ? 'too-many-pixels' : 'not-a-picture' };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return { refusal: 'wrong-type' };
  const { width, height } = metadata;
  if (!width || !height) return { refusal: 'not-a-picture' };
  if (width * height > MAX_UPLOADED_PICTURE_PIXELS) return { refusal: 'too-many-pixels' };
  return { width, height };
}

/** A return request's photo: checked, then re-encoded as WebP within `maxEdge`. */
export async function normalizeUploadedPicture(bytes: Buffer, options: { maxEdge: number }): Promise<UploadedPicture> {
  const checked = await checkUploadedPicture(bytes);
  if ('refusal' in checked) return checked;
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(bytes, UPLOADED_PICTURE_INPUT)
      .rotate()
      .resize({ width: options.maxEdge, height: options.maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the pixel data is not (a truncated or corrupt file).
    return { refusal: 'not-a-picture' };
  }
}
