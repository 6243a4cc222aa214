/** The search module's public entry: the Persian search index and its queries. */
export {
  addSynonym,
  closestCategories,
  correctSpelling,
  listSynonyms,
  planSearch,
  removeSynonym,
  reindexAll,
  reindexProduct,
  searchProductIds,
  searchProductMatches,
  suggest,
  type ProductMatches,
  type SynonymChange,
} from './search.service.js';
