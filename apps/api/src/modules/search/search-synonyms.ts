// Synonyms are read at every search, so one added or removed counts at once without reindexing.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import {
  deleteSynonyms,
  deleteUnusedSynonymTypoKeys,
  insertSynonymPair,
  insertSynonymTypoKeys,
  listSynonymPairs,
} from './search.repository.js';
import { isTypoEligible, queryWords, typoKeys } from './search-text.js';

export type SynonymChange =
  | { kind: 'unfoldable'; text: string }
  | { kind: 'same'; term: string }
  | { kind: 'changed'; term: string; synonym: string | null; rows: number };

// Joined, as the index holds adjacent name words ("ال‌جی" → "الجی"), so a synonym meets a split name too.
export function synonymTerm(text: string): string {
  return queryWords(text).join('');
}

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

export async function listSynonyms(db: Kysely<Database>): Promise<Array<{ term: string; synonym: string }>> {
  return listSynonymPairs(db);
}
