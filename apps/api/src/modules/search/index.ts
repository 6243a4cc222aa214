/** The search module's public entry: the Persian search index and its queries. */
export {
  planSearch,
  reindexAll,
  reindexProduct,
  searchProductIds,
  searchProductMatches,
  suggest,
  type ProductMatches,
} from './search.service.js';
