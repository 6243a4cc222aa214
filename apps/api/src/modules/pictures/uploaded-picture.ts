/**
 * A picture a shopper uploads (a return request's photo), made safe to keep and serve: sharp reads
 * the real format (the file name and declared type are ignored), refuses anything but JPEG, PNG and
 * WebP and oversized dimensions, then re-encodes it as WebP within `maxEdge`, which also drops EXIF
 * data (GPS position, camera). The caller turns a refusal into its own Persian message.
 */
import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A small file can still declare enormous dimensions (a "decompression bomb"); an 8000 × 6000 photo fits. */
const MAX_INPUT_PIXELS = 50_000_000;

export type UploadedPictureRefusal = 'not-a-picture' | 'wrong-type' | 'too-many-pixels';

export type UploadedPicture = { data: Buffer; width: number; height: number } | { refusal: UploadedPictureRefusal };

export async function normalizeUploadedPicture(bytes: Buffer, options: { maxEdge: number }): Promise<UploadedPicture> {
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, input).metadata();
  } catch {
    return { refusal: 'not-a-picture' };
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) return { refusal: 'wrong-type' };
  const { width, height } = metadata;
  if (!width || !height) return { refusal: 'not-a-picture' };
  if (width * height > MAX_INPUT_PIXELS) return { refusal: 'too-many-pixels' };
  try {
    const { data, info } = await sharp(bytes, input)
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
