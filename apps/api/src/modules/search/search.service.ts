import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  planSearch,
  searchProductIds,
  searchProductMatches,
  suggest,
  type ProductSearchMatches,
  type ProductSearchOptions,
  type ProductSearchResult,
  type SearchSuggestion,
} from './product-search.js';
import { closestCategories, correctSpelling } from './search-alternatives.js';
import { reindexAll, reindexProduct } from './search-indexing.js';
import { addSynonym, listSynonyms, removeSynonym, type SynonymChange } from './search-synonyms.js';
import type { SearchPlan } from './search.repository.js';

export type { ProductMatches } from './search.repository.js';
export type { ProductSearchMatches, ProductSearchOptions, ProductSearchResult, SearchSuggestion, SynonymChange };

/** Stateless: every call takes the database or the caller's transaction first, as the seed indexes in its own. */
export interface SearchIndex {
  /** Call whenever a product's name, SKU or descriptions change; a deleted product leaves the index. */
  reindexProduct(db: Kysely<Database>, productId: number): Promise<void>;
  reindexAll(db: Kysely<Database>): Promise<{ products: number; terms: number; words: number }>;
  planSearch(text: string): SearchPlan | null;
  searchProductIds(db: Kysely<Database>, options: ProductSearchOptions): Promise<ProductSearchResult>;
  searchProductMatches(db: Kysely<Database>, options: ProductSearchOptions): Promise<ProductSearchMatches>;
  suggest(db: Kysely<Database>, prefix: string, limit: number): Promise<SearchSuggestion[]>;
  correctSpelling(db: Kysely<Database>, text: string): Promise<string | null>;
  closestCategories(db: Kysely<Database>, text: string): Promise<Array<{ id: number; name: string }>>;
  addSynonym(db: Kysely<Database>, text: string, other: string): Promise<SynonymChange>;
  removeSynonym(db: Kysely<Database>, text: string, other: string | null): Promise<SynonymChange>;
  listSynonyms(db: Kysely<Database>): Promise<Array<{ term: string; synonym: string }>>;
}

export function createSearchIndex(): SearchIndex {
  return {
    reindexProduct,
    reindexAll,
    planSearch,
    searchProductIds,
    searchProductMatches,
    suggest,
    correctSpelling,
    closestCategories,
    addSynonym,
    removeSynonym,
    listSynonyms,
  };
}
