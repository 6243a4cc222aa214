// Keeps the search index in step with products: one product after an edit, or the whole index at once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import {
  addVocabularyWords,
  analyzeSearchIndex,
  clearSearchIndex,
  deleteTermsOfProduct,
  findProductText,
  insertTerms,
  insertVocabulary,
  listProductTextAfter,
  listWordsOfProduct,
  removeVocabularyWords,
  type TermRow,
} from './search.repository.js';
import { isTypoEligible, productSearchTerms, type ProductText } from './search-text.js';

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
