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

function pictureUrl(picture: PictureRef, size: PictureSize): string {
  const name = encodeURIComponent(picture.seoFilename.trim() || 'picture');
  return `/images/${picture.id}/${size}/${name}.webp`;
}

function optionalPictureUrl(
  id: number | null | undefined,
  seoFilename: string | null | undefined,
  size: PictureSize,
): string | null {
  return id ? pictureUrl({ id, seoFilename: seoFilename ?? '' }, size) : null;
}

export interface PictureUrls {
  of(picture: PictureRef, size: PictureSize): string;
  optional(id: number | null | undefined, seoFilename: string | null | undefined, size: PictureSize): string | null;
}

export function createPictureUrls(): PictureUrls {
  return { of: pictureUrl, optional: optionalPictureUrl };
}
