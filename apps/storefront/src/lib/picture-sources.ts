/**
 * The API's picture route, `/images/{id}/{size}/{name}.webp`, serves every picture at three fixed
 * sizes (the longest edge in pixels, apps/api/src/modules/pictures/picture-urls.ts). A link to one
 * size names the others, so a picture shown small can offer the browser every size as a `srcset`
 * and let it take the smallest that is sharp on the screen's pixel density.
 */
const pictureSizes = { thumb: 240, medium: 600, full: 1200 } as const;
const pictureRoute = /^(.*\/images\/\d+\/)(thumb|medium|full)(\/[^/?#]+)$/;

/** A `srcset` of every size of a picture-route link up to the one given; undefined for any other link. */
export function pictureSrcSet(url: string): string | undefined {
  const match = pictureRoute.exec(url);
  if (!match) return undefined;
  const [, prefix, size, name] = match;
  const largest = pictureSizes[size as keyof typeof pictureSizes];
  return Object.entries(pictureSizes)
    .filter(([, edge]) => edge <= largest)
    .map(([sizeName, edge]) => `${prefix}${sizeName}${name} ${edge}w`)
    .join(', ');
}
