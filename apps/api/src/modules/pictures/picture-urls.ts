/**
 * The one builder of picture links. Pictures are served resized and re-encoded as WebP at a few
 * fixed sizes; the file name is only for readable links (the id decides the picture).
 */
export const pictureSizes = {
  thumb: 240,
  medium: 600,
  full: 1200,
} as const;

export type PictureSize = keyof typeof pictureSizes;

export interface PictureRef {
  id: number;
  seoFilename: string;
}

export function pictureUrl(picture: PictureRef, size: PictureSize): string {
  const name = encodeURIComponent(picture.seoFilename.trim() || 'picture');
  return `/images/${picture.id}/${size}/${name}.webp`;
}

/** For rows that may have no picture (left joins). */
export function optionalPictureUrl(
  id: number | null | undefined,
  seoFilename: string | null | undefined,
  size: PictureSize,
): string | null {
  return id ? pictureUrl({ id, seoFilename: seoFilename ?? '' }, size) : null;
}
