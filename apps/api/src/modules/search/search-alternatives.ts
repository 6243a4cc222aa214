// What a search that found nothing offers instead: a corrected spelling and the closest categories.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  findSynonymTermsByTypoKeys,
  findVocabularyByTypoKeys,
  listCategoriesOfMatches,
  productMatches,
} from './search.repository.js';
import { editDistance, isTypoEligible, twoTypoKeys } from './search-text.js';
import { planSearch, planWithSynonyms, planWithTypos, searchProductIds } from './product-search.js';

const ALTERNATIVE_CATEGORIES = 4;
const MAX_CORRECTION_EDITS = 2;

// Candidates come through the stored symmetric-delete keys of the word with up to two letters removed, so a
// letter or two too many, or one too many and another typo, is corrected. A correction that finds nothing is none.
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
