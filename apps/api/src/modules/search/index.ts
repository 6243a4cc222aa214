export { createSearchIndex, type ProductMatches, type SearchIndex, type SynonymChange } from './search.service.js';
