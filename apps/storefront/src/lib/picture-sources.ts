// The picture route serves three fixed sizes; a link to one names the others, so an <img> can offer all as a srcset.
const pictureSizes = { thumb: 240, medium: 600, full: 1200 } as const;
const pictureRoute = /^(.*\/images\/\d+\/)(thumb|medium|full)(\/[^/?#]+)$/;

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

/** `high` is for the first screen's largest picture (what Lighthouse times as LCP). */
export type PicturePriority = 'lazy' | 'eager' | 'high';

export function pictureLoading(priority: PicturePriority) {
  return {
    loading: priority === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: priority === 'high' ? 'high' : undefined,
    decoding: 'async',
  } as const;
}

export function firstScreenPriority(index: number, shownAtOnce: number): PicturePriority {
  if (index >= shownAtOnce) return 'lazy';
  return index === 0 ? 'high' : 'eager';
}

/** Decorative: the link or heading beside it names the product or category. */
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
