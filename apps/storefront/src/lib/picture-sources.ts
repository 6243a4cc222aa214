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

/**
 * How soon a picture loads: `lazy` when the browser gets to it, `eager` for one on the first screen, `high`
 * for the first screen's largest (what Lighthouse times as LCP).
 */
export type PicturePriority = 'lazy' | 'eager' | 'high';

/** How an `<img>` of that priority loads. */
export function pictureLoading(priority: PicturePriority) {
  return {
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: priority === 'high' ? 'high' : undefined,
    decoding: 'async',
  } as const;
}

/**
 * The priority of the `index`th picture of a list whose first `shownAtOnce` are on the first screen: the
 * first of them first, the others at once, the rest when the browser gets to them.
 */
export function firstScreenPriority(index: number, shownAtOnce: number): PicturePriority {
  if (index >= shownAtOnce) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}

/**
 * An `<img>`'s attributes for a square picture drawn in a `box` × `box` CSS-pixel box: every size of it
 * the browser may take for that box, the box's size (so the layout does not wait for the file), and how
 * soon it loads. Decorative: the link or heading beside it names the product or category.
 */
export function squarePicture(url: string, box: number, priority: PicturePriority) {
  return {
    src: url,
    srcSet: pictureSrcSet(url),
    sizes: `${box}px`,
    width: box,
    height: box,
    alt: '',
    ...pictureLoading(priority),
  };
}
