// What the index stores and a query looks for, as plain functions of text (docs/adr/0007-persian-search.md).
import { searchWords } from '@sabad/contract';
import { itemAt } from '../../lib/lookup.js';

/** Longer terms are cut to this many letters (the column holds 100). */
export const MAX_TERM_LETTERS = 64;
export const MAX_QUERY_WORDS = 10;
export const MIN_TYPO_LETTERS = 4;
/** The word being typed matches as a prefix from this many letters: one letter would match most of the catalogue. */
export const MIN_PREFIX_LETTERS = 2;

export interface ProductText {
  name: string;
  sku: string;
  shortDescription: string;
  fullDescription: string;
  brand: string;
}

export interface TermOccurrence {
  inName: boolean;
  /** A word of the product's own brand name: a brand query ranks the brand's products above those that merely mention it. */
  ofBrand: boolean;
  /** False for a joined pair of adjacent words ("می" + "خواهم" → "میخواهم"). */
  isWord: boolean;
}

export function letterCount(word: string): number {
  let count = 0;
  for (const _ of word) count += 1;
  return count;
}

function clampTerm(term: string): string {
  return term.length <= MAX_TERM_LETTERS ? term : Array.from(term).slice(0, MAX_TERM_LETTERS).join('');
}

/**
 * Descriptions join a pair only around a short word or a common suffix, where Persian writers
 * hesitate between space, ZWNJ and no space ("می خواهم", "رایحه ای", "گوشی های", "بزرگ ترین").
 * Names join every pair ("لپ تاپ" / "لپتاپ").
 */
const SHORT_WORD_LETTERS = 3;
const JOINABLE_SUFFIXES = new Set(['ترین', 'هایی']);

function isJoinable(word: string): boolean {
  return letterCount(word) <= SHORT_WORD_LETTERS || JOINABLE_SUFFIXES.has(word);
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  zwnj: '\u200c',
  zwj: '\u200d',
};

export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

// Adjacent words are joined too, so a shopper who types "میخواهم" finds "می‌خواهم" / "می خواهم".
export function productSearchTerms(product: ProductText): Map<string, TermOccurrence> {
  const terms = new Map<string, TermOccurrence>();
  const add = (term: string, inName: boolean, ofBrand: boolean, isWord: boolean) => {
    const key = clampTerm(term);
    const seen = terms.get(key);
    if (seen) {
      seen.inName ||= inName;
      seen.ofBrand ||= ofBrand;
      seen.isWord ||= isWord;
    } else {
      terms.set(key, { inName, ofBrand, isWord });
    }
  };
  const addText = (text: string, place: 'name' | 'brand' | 'description') => {
    const words = searchWords(text);
    const joinEveryPair = place !== 'description';
    words.forEach((word, index) => {
      add(word, place === 'name', place === 'brand', true);
      const next = words[index + 1];
      if (next !== undefined && (joinEveryPair || isJoinable(word) || isJoinable(next)))
        add(word + next, place === 'name', place === 'brand', false);
    });
  };
  addText(product.name, 'name');
  addText(product.sku, 'name');
  addText(product.brand, 'brand');
  addText(`${product.shortDescription} ${htmlToText(product.fullDescription)}`, 'description');
  return terms;
}

export function queryWords(text: string): string[] {
  return searchWords(text).slice(0, MAX_QUERY_WORDS).map(clampTerm);
}

/** The smallest text greater than every text that starts with `prefix` (code-point order). */
export function prefixEnd(prefix: string): string {
  const letters = Array.from(prefix);
  const last = letters.pop()?.codePointAt(0);
  if (last === undefined) throw new Error('prefixEnd needs a non-empty prefix');
  return letters.join('') + String.fromCodePoint(last + 1);
}

export function isTypoEligible(word: string): boolean {
  return letterCount(word) >= MIN_TYPO_LETTERS && !/\p{N}/u.test(word);
}

export function typoKeys(word: string): string[] {
  const letters = Array.from(word);
  const keys = new Set([word]);
  letters.forEach((_, index) => keys.add([...letters.slice(0, index), ...letters.slice(index + 1)].join('')));
  return [...keys];
}

export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start += 1;
  const rest = (s: string[], from: number) => s.slice(from).join('');
  if (x.length === y.length) {
    if (rest(x, start + 1) === rest(y, start + 1)) return true;
    return x[start] === y[start + 1] && x[start + 1] === y[start] && rest(x, start + 2) === rest(y, start + 2);
  }
  return x.length > y.length ? rest(x, start + 1) === rest(y, start) : rest(x, start) === rest(y, start + 1);
}

export function twoTypoKeys(word: string): string[] {
  return [...new Set(typoKeys(word).flatMap((key) => (key === word ? [key] : typoKeys(key))))];
}

/** The optimal-string-alignment distance (substitutions, insertions, deletions, swaps of neighbours). */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const rows = x.map(() => new Array<number>(y.length + 1).fill(0));
  const d = [Array.from({ length: y.length + 1 }, (_, j) => j), ...rows];
  const at = (i: number, j: number) => itemAt(itemAt(d, i), j);
  for (let i = 1; i <= x.length; i += 1) {
    const row = itemAt(d, i);
    row[0] = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  return at(x.length, y.length);
}
