// Slugs for what has an address (categories, brands, products, posts): given by staff, or made from the name;
// unique per table.
import { toLatinDigits } from '@sabad/contract';

const MAX_MADE_SLUG = 180;

/**
 * Letters (with their marks: a title written with its vowels stays one word) and digits of any script, Persian's
 * half-space kept inside a word, the rest a single hyphen.
 */
export function slugOf(name: string, fallback: string): string {
  const slug = toLatinDigits(name)
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\u200c]+/gu, '-')
    .replace(/\u200c*-\u200c*/g, '-')
    .replace(/^[-\u200c]+|[-\u200c]+$/g, '')
    .slice(0, MAX_MADE_SLUG)
    .replace(/[-\u200c]+$/, '');
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`… the first not among `taken`. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
