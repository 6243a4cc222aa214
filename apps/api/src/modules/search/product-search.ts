// docs/adr/0007-persian-search.md; the same queries run on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { SortOrder } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { itemAt } from '../../lib/lookup.js';
import {
  everyWordMatchesExactly,
  findSynonyms,
  findSynonymTermsByTypoKeys,
  findTypoNeighbours,
  listMatchedProductNames,
  listMatchedProductPage,
  listWordCompletions,
  productMatches,
  type ProductFilters,
  type ProductMatches,
  type SearchPlan,
} from './search.repository.js';
import { isTypoEligible, letterCount, queryWords, typoKeys, withinOneEdit } from './search-text.js';

export const TYPO_THRESHOLD = 10;
const MAX_TYPO_NEIGHBOURS = 20;

export function planSearch(text: string): SearchPlan | null {
  const words = queryWords(text);
  return words.length > 0 ? { words } : null;
}

// A word joined with its neighbour ("ال جی" → "الجی" → "lg") brings synonyms that stand in for both words.
// Read at every search, so a synonym added or removed counts at once without reindexing.
export async function planWithSynonyms(db: Kysely<Database>, plan: SearchPlan): Promise<SearchPlan> {
  const { words } = plan;
  const pairs = words.slice(1).map((word, index) => itemAt(words, index) + word);
  const found = await findSynonyms(db, [...new Set([...words, ...pairs])]);
  if (found.size === 0) return plan;
  const synonyms = words.map((word, index) => {
    const before = index > 0 ? found.get(itemAt(pairs, index - 1)) : undefined;
    const after = index < pairs.length ? found.get(itemAt(pairs, index)) : undefined;
    const own = found.get(word);
    return [...new Set([...(own ?? []), ...(before ?? []), ...(after ?? [])])];
  });
  return { ...plan, synonyms };
}

// Synonym terms one typo away count too, so "samsng" finds what "samsung" finds through its synonyms.
export async function planWithTypos(db: Kysely<Database>, plan: SearchPlan): Promise<SearchPlan | null> {
  const typos = await Promise.all(
    plan.words.map(async (word) => {
      if (!isTypoEligible(word)) return [];
      const [neighbours, synonymTerms] = await Promise.all([
        findTypoNeighbours(db, word, MAX_TYPO_NEIGHBOURS * 4),
        findSynonymTermsByTypoKeys(db, typoKeys(word)),
      ]);
      const near = (term: string) => term !== word && withinOneEdit(word, term);
      const nearSynonymTerms = synonymTerms.filter(near);
      const synonyms = await findSynonyms(db, nearSynonymTerms);
      const throughSynonyms = nearSynonymTerms.flatMap((term) => [term, ...(synonyms.get(term) ?? [])]);
      const vocabulary = neighbours.filter(near).slice(0, MAX_TYPO_NEIGHBOURS);
      return [...new Set([...vocabulary, ...throughSynonyms])];
    }),
  );
  return typos.some((list) => list.length > 0) ? { ...plan, typos } : null;
}

export interface ProductSearchOptions extends ProductFilters {
  words: string;
  sort: SortOrder;
  limit: number;
  offset: number;
  /** Typos are looked for when exact and prefix matches find fewer products than this. */
  typoThreshold?: number;
}

export interface ProductSearchResult {
  ids: number[];
  totalCount: number;
}

export interface ProductSearchMatches extends ProductSearchResult {
  /** The matches the page was drawn from (exact, or with typos), for the list's filter counts; null when none. */
  matches: ProductMatches | null;
}

// Typo neighbours are tried only when exact and prefix matches are few, and rank after every exact match.
export async function searchProductIds(
  db: Kysely<Database>,
  options: ProductSearchOptions,
): Promise<ProductSearchResult> {
  const { ids, totalCount } = await searchProductMatches(db, options);
  return { ids, totalCount };
}

export async function searchProductMatches(
  db: Kysely<Database>,
  options: ProductSearchOptions,
): Promise<ProductSearchMatches> {
  const typed = planSearch(options.words);
  if (!typed) return { ids: [], totalCount: 0, matches: null };
  const plan = await planWithSynonyms(db, typed);
  const { productIds, categoryIds, manufacturerIds, brandIds, minPrice, maxPrice, specificationOptionGroups } = options;
  const filters = { productIds, categoryIds, manufacturerIds, brandIds, minPrice, maxPrice, specificationOptionGroups };
  const page = { filters, sort: options.sort, limit: options.limit, offset: options.offset };
  const exactMatches = (await everyWordMatchesExactly(db, plan)) ? productMatches(db, plan) : null;
  const exact = exactMatches
    ? { ...(await listMatchedProductPage(db, exactMatches, page)), matches: exactMatches }
    : { ids: [], totalCount: 0, matches: null };
  if (exact.totalCount >= (options.typoThreshold ?? TYPO_THRESHOLD)) return exact;
  const tolerant = await planWithTypos(db, plan);
  if (!tolerant) return exact;
  const tolerantMatches = productMatches(db, tolerant);
  return { ...(await listMatchedProductPage(db, tolerantMatches, page)), matches: tolerantMatches };
}

export interface SearchSuggestion {
  text: string;
  productId: number | null;
}

export async function suggest(db: Kysely<Database>, prefix: string, limit: number): Promise<SearchSuggestion[]> {
  const typedPlan = planSearch(prefix);
  const last = typedPlan?.words.at(-1);
  if (!typedPlan || last === undefined || limit <= 0) return [];
  const plan = await planWithSynonyms(db, typedPlan);
  const typed = plan.words.slice(0, -1);
  const [completions, products] = await Promise.all([
    listWordCompletions(db, last, limit),
    letterCount(last) >= 2 || typed.length > 0
      ? listMatchedProductNames(db, productMatches(db, plan, { nameOnly: true }), limit)
      : Promise.resolve([]),
  ]);
  const terms: SearchSuggestion[] = completions.map((word) => ({ text: [...typed, word].join(' '), productId: null }));
  const named: SearchSuggestion[] = products.map((product) => ({ text: product.name, productId: product.id }));
  const termShare = named.length > 0 ? Math.ceil(limit / 2) : limit;
  const chosen = [...terms.slice(0, termShare), ...named];
  const rest = terms.slice(termShare);
  return [...chosen, ...rest].slice(0, limit);
}
