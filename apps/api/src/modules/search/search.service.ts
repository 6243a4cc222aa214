/**
 * Persian product search over the search index (docs/adr/0007-persian-search.md): keeping the
 * index in step with products, finding a ranked page of product ids, and suggestions as the
 * shopper types. The same queries run on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import type { SortOrder } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { itemAt } from '../../lib/lookup.js';
import {
  addVocabularyWords,
  analyzeSearchIndex,
  clearSearchIndex,
  deleteSynonyms,
  deleteTermsOfProduct,
  deleteUnusedSynonymTypoKeys,
  findSynonymTermsByTypoKeys,
  findVocabularyByTypoKeys,
  insertSynonymTypoKeys,
  listCategoriesOfMatches,
  everyWordMatchesExactly,
  findProductText,
  findSynonyms,
  findTypoNeighbours,
  insertSynonymPair,
  insertTerms,
  insertVocabulary,
  listMatchedProductNames,
  listMatchedProductPage,
  listProductTextAfter,
  listSynonymPairs,
  listWordCompletions,
  listWordsOfProduct,
  productMatches,
  removeVocabularyWords,
  type ProductFilters,
  type ProductMatches,
  type SearchPlan,
  type TermRow,
} from './search.repository.js';
import {
  editDistance,
  isTypoEligible,
  letterCount,
  twoTypoKeys,
  typoKeys,
  productSearchTerms,
  queryWords,
  withinOneEdit,
  type ProductText,
} from './search-text.js';

export { productMatches, type ProductFilters, type ProductMatches, type SearchPlan } from './search.repository.js';

/** Typos are looked for only when exact and prefix matches find fewer products than this. */
export const TYPO_THRESHOLD = 10;
/** At most this many one-typo neighbours stand in for one word. */
const MAX_TYPO_NEIGHBOURS = 20;
const REINDEX_BATCH = 500;

function termRows(productId: number, product: ProductText): TermRow[] {
  return [...productSearchTerms(product)].map(([term, occurrence]) => ({
    term,
    product_id: productId,
    in_name: occurrence.ofBrand ? 2 : occurrence.inName ? 1 : 0,
    is_word: occurrence.isWord ? 1 : 0,
  }));
}

function textOf(row: {
  name: string;
  sku: string;
  short_description: string;
  full_description: string;
  brand: string;
}): ProductText {
  return {
    name: row.name,
    sku: row.sku,
    shortDescription: row.short_description,
    fullDescription: row.full_description,
    brand: row.brand,
  };
}

/**
 * Brings one product's search terms in step with its name, SKU and descriptions (none when it is
 * deleted or gone). Call it whenever any of them changes.
 */
export async function reindexProduct(db: Kysely<Database>, productId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const [product, previous] = await Promise.all([
      findProductText(trx, productId),
      listWordsOfProduct(trx, productId),
    ]);
    const rows = product && product.deleted === 0 ? termRows(productId, textOf(product)) : [];
    await deleteTermsOfProduct(trx, productId);
    await insertTerms(trx, rows);
    const before = new Set(previous.map((row) => row.term));
    const after = new Set(rows.filter((row) => row.is_word === 1).map((row) => row.term));
    await removeVocabularyWords(
      trx,
      [...before].filter((word) => !after.has(word)),
    );
    await addVocabularyWords(
      trx,
      [...after].filter((word) => !before.has(word)),
      isTypoEligible,
    );
  });
}

/** Rebuilds the whole search index from the products, in one transaction; returns what it indexed. */
export async function reindexAll(db: Kysely<Database>): Promise<{ products: number; terms: number; words: number }> {
  const totals = await inTransaction(db, async (trx) => {
    await clearSearchIndex(trx);
    const vocabulary = new Map<string, number>();
    let products = 0;
    let terms = 0;
    let afterId = 0;
    for (;;) {
      const batch = await listProductTextAfter(trx, afterId, REINDEX_BATCH);
      const lastInBatch = batch.at(-1);
      if (lastInBatch === undefined) break;
      const rows = batch.flatMap((product) => termRows(product.id, textOf(product)));
      await insertTerms(trx, rows);
      for (const row of rows) if (row.is_word === 1) vocabulary.set(row.term, (vocabulary.get(row.term) ?? 0) + 1);
      products += batch.length;
      terms += rows.length;
      afterId = lastInBatch.id;
    }
    await insertVocabulary(trx, vocabulary, isTypoEligible);
    return { products, terms, words: vocabulary.size };
  });
  await analyzeSearchIndex(db);
  return totals;
}

/** The plan of a search text: its folded words, or null when it has none. */
export function planSearch(text: string): SearchPlan | null {
  const words = queryWords(text);
  return words.length > 0 ? { words } : null;
}

/**
 * The plan with each word's synonyms from search_synonym: those of the word itself, and those of
 * the word joined with a neighbour ("ال جی" → "الجی" → "lg"), which stand in for both words of the
 * pair as a joined form does. One primary-key lookup, read at every search, so a synonym added or
 * removed with the CLI counts at once and the index never needs rebuilding for it.
 */
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

/**
 * The plan with each word's one-typo neighbours added, or null when no word has any: words of the
 * index vocabulary, and the synonyms of synonym terms one typo away, so a Latin brand or English
 * word with a typo ("samsng", "laptpo") finds what the word itself finds through its synonyms.
 */
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
  /** What the shopper typed. */
  words: string;
  sort: SortOrder;
  limit: number;
  offset: number;
  /** Typos are looked for when exact and prefix matches find fewer products than this. */
  typoThreshold?: number;
}

export interface ProductSearchResult {
  /** The page of published product ids, most relevant first. */
  ids: number[];
  /** How many published products match in all (for paging). */
  totalCount: number;
}

export interface ProductSearchMatches extends ProductSearchResult {
  /** The matches the page was drawn from (exact, or with typos), for the list's filter counts; null when none. */
  matches: ProductMatches | null;
}

/**
 * A ranked page of published products matching every word of `words` (whole or as a prefix),
 * within the filters. When that finds fewer than `typoThreshold` products, words of 4+ letters
 * also match their one-typo neighbours, ranked after every exact match.
 */
export async function searchProductIds(
  db: Kysely<Database>,
  options: ProductSearchOptions,
): Promise<ProductSearchResult> {
  const { ids, totalCount } = await searchProductMatches(db, options);
  return { ids, totalCount };
}

/** searchProductIds, and the matches it chose (the list's filter sheet counts over the same products). */
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
  /** What to show and, when chosen, to search for. */
  text: string;
  /** Set when the suggestion is a product: open its details. */
  productId: number | null;
}

/**
 * Suggestions while the shopper types `prefix`: completions of the word being typed (from the
 * index vocabulary, most common first), then names of products whose name matches what was typed.
 */
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

/** What adding or removing a synonym did, for the CLI to report. */
export type SynonymChange =
  | { kind: 'unfoldable'; text: string }
  | { kind: 'same'; term: string }
  | { kind: 'changed'; term: string; synonym: string | null; rows: number };

/**
 * The folded form a synonym is stored and looked up in: the text's search words joined, the form
 * the index holds for adjacent name words ("ال‌جی" → "الجی", "Galaxy" → "galaxy"); '' when the
 * text has no letters or digits.
 */
export function synonymTerm(text: string): string {
  return queryWords(text).join('');
}

/** Makes `text` and `other` find each other in search (both directions; already known is no change). */
export async function addSynonym(db: Kysely<Database>, text: string, other: string): Promise<SynonymChange> {
  const term = synonymTerm(text);
  const synonym = synonymTerm(other);
  if (term === '') return { kind: 'unfoldable', text };
  if (synonym === '') return { kind: 'unfoldable', text: other };
  if (term === synonym) return { kind: 'same', term };
  return inTransaction(db, async (trx) => {
    const rows = await insertSynonymPair(trx, term, synonym);
    await insertSynonymTypoKeys(
      trx,
      [term, synonym]
        .filter(isTypoEligible)
        .flatMap((word) => typoKeys(word).map((typo_key) => ({ typo_key, term: word }))),
    );
    return { kind: 'changed' as const, term, synonym, rows };
  });
}

/** Stops `text` and `other` finding each other, or, when `other` is null, every synonym of `text`. */
export async function removeSynonym(db: Kysely<Database>, text: string, other: string | null): Promise<SynonymChange> {
  const term = synonymTerm(text);
  const synonym = other === null ? null : synonymTerm(other);
  if (term === '') return { kind: 'unfoldable', text };
  if (other !== null && synonym === '') return { kind: 'unfoldable', text: other };
  return inTransaction(db, async (trx) => {
    const rows = await deleteSynonyms(trx, term, synonym);
    await deleteUnusedSynonymTypoKeys(trx, synonym === null ? [term] : [term, synonym]);
    return { kind: 'changed' as const, term, synonym, rows };
  });
}

/** Every synonym pair once, in folded form. */
export async function listSynonyms(db: Kysely<Database>): Promise<Array<{ term: string; synonym: string }>> {
  return listSynonymPairs(db);
}

/** At most this many categories are offered when a search finds nothing. */
const ALTERNATIVE_CATEGORIES = 4;
/** A spelling correction is at most this many edits from each typed word. */
const MAX_CORRECTION_EDITS = 2;

/**
 * The text with each word the index and the synonyms do not know replaced by the closest word
 * they know (fewest edits, then most products), or null when no word changes or the corrected text
 * finds nothing either. Candidates come through the stored symmetric-delete keys from the typed
 * word with up to two letters removed, so a word with a letter or two too many, or one too many
 * and another typo, is corrected; words under 4 letters or with digits are kept as typed.
 */
export async function correctSpelling(db: Kysely<Database>, text: string): Promise<string | null> {
  const plan = planSearch(text);
  if (!plan) return null;
  const corrected = await Promise.all(
    plan.words.map(async (word) => {
      if (!isTypoEligible(word)) return word;
      const keys = twoTypoKeys(word);
      const [vocabulary, synonymTerms] = await Promise.all([
        findVocabularyByTypoKeys(db, keys),
        findSynonymTermsByTypoKeys(db, keys),
      ]);
      const candidates = [
        ...vocabulary.map((row) => ({ term: row.term, products: row.product_count })),
        ...synonymTerms.map((term) => ({ term, products: 0 })),
      ];
      if (candidates.some((candidate) => candidate.term === word)) return word;
      const ranked = candidates
        .map((candidate) => ({ ...candidate, edits: editDistance(word, candidate.term) }))
        .filter((candidate) => candidate.edits <= MAX_CORRECTION_EDITS)
        .sort((a, b) => a.edits - b.edits || b.products - a.products || (a.term < b.term ? -1 : 1));
      return ranked[0]?.term ?? word;
    }),
  );
  if (corrected.every((word, index) => word === plan.words[index])) return null;
  const correction = corrected.join(' ');
  const found = await searchProductIds(db, { words: correction, sort: 'position', limit: 1, offset: 0 });
  return found.totalCount > 0 ? correction : null;
}

/**
 * Where a search that found nothing may look instead: the published categories holding most of the
 * products that match any one of its words (with synonyms and typos), most first.
 */
export async function closestCategories(
  db: Kysely<Database>,
  text: string,
): Promise<Array<{ id: number; name: string }>> {
  const typed = planSearch(text);
  if (!typed) return [];
  const plan = await planWithSynonyms(db, typed);
  const tolerant = (await planWithTypos(db, plan)) ?? plan;
  const perWord = await Promise.all(
    tolerant.words.map((word, index) =>
      listCategoriesOfMatches(
        db,
        productMatches(db, {
          words: [word],
          synonyms: [tolerant.synonyms?.[index] ?? []],
          typos: [tolerant.typos?.[index] ?? []],
        }),
        ALTERNATIVE_CATEGORIES,
      ),
    ),
  );
  const counts = new Map<number, { id: number; name: string; products: number }>();
  for (const row of perWord.flat()) {
    const seen = counts.get(row.id);
    counts.set(row.id, { id: row.id, name: row.name, products: (seen?.products ?? 0) + Number(row.products) });
  }
  return [...counts.values()]
    .sort((a, b) => b.products - a.products || a.id - b.id)
    .slice(0, ALTERNATIVE_CATEGORIES)
    .map(({ id, name }) => ({ id, name }));
}
