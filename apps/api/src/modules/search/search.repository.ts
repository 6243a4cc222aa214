import { PostgresAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { SortOrder } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { itemAt } from '../../lib/lookup.js';
import { productOrderTerms } from '../../lib/product-order.js';
import { MIN_PREFIX_LETTERS, letterCount, prefixEnd, typoKeys } from './search-text.js';

/**
 * Relevance of one matched word; a product's score is the sum over the query's words of the
 * best row each word matched. Any exact or prefix match outranks every typo match (TYPO_FREE
 * exceeds MAX_QUERY_WORDS × (2 × IN_NAME + WHOLE_WORD)), a word of the product's own brand
 * (in_name 2) outranks a name match (in_name 1), which outranks a description match, and a whole
 * word outranks a prefix.
 */
const TYPO_FREE = 10_000;
const IN_NAME = 100;
const WHOLE_WORD = 10;

export interface SearchPlan {
  words: string[];
  synonyms?: string[][];
  typos?: string[][];
}

export interface TermRow {
  term: string;
  product_id: number;
  /** 0 description, 1 name or SKU, 2 the product's brand name. */
  in_name: number;
  is_word: number;
}

export interface ProductFilters {
  productIds?: number[];
  categoryIds?: number[];
  manufacturerIds?: number[];
  brandIds?: number[];
  minPrice?: number | null;
  maxPrice?: number | null;
  /** Specification options ticked, one list per attribute: each list needs any of its options. */
  specificationOptionGroups?: number[][];
}

const INSERT_CHUNK = 1000;
const LIST_CHUNK = 500;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

export function findProductText(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('product as p')
    .leftJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .select(['p.id', 'p.name', 'p.sku', 'p.short_description', 'p.full_description', 'p.deleted'])
    .select((eb) => eb.fn.coalesce('m.name', eb.val('')).as('brand'))
    .where('p.id', '=', productId)
    .executeTakeFirst();
}

export function listProductTextAfter(db: Kysely<Database>, afterId: number, limit: number) {
  return db
    .selectFrom('product as p')
    .leftJoin('manufacturer as m', 'm.id', 'p.manufacturer_id')
    .select(['p.id', 'p.name', 'p.sku', 'p.short_description', 'p.full_description'])
    .select((eb) => eb.fn.coalesce('m.name', eb.val('')).as('brand'))
    .where('p.id', '>', afterId)
    .where('p.deleted', '=', 0)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export function listWordsOfProduct(db: Kysely<Database>, productId: number) {
  return db
    .selectFrom('search_term')
    .select('term')
    .where('product_id', '=', productId)
    .where('is_word', '=', 1)
    .execute();
}

export async function deleteTermsOfProduct(db: Kysely<Database>, productId: number): Promise<void> {
  await db.deleteFrom('search_term').where('product_id', '=', productId).execute();
}

const UNNEST_CHUNK = 20_000;

export async function insertTerms(db: Kysely<Database>, rows: TermRow[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Four array parameters per statement instead of four per row: a full reindex is bound by
    // statement parsing otherwise.
    for (const chunk of chunks(rows, UNNEST_CHUNK)) {
      await sql`insert into search_term (term, product_id, in_name, is_word)
        select * from unnest(${chunk.map((row) => row.term)}::text[], ${chunk.map((row) => row.product_id)}::int[],
          ${chunk.map((row) => row.in_name)}::int[], ${chunk.map((row) => row.is_word)}::int[])`.execute(db);
    }
    return;
  }
  for (const chunk of chunks(rows, INSERT_CHUNK)) await db.insertInto('search_term').values(chunk).execute();
}

export async function clearSearchIndex(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('search_typo_key').execute();
  await db.deleteFrom('search_vocabulary').execute();
  await db.deleteFrom('search_term').execute();
}

export async function insertVocabulary(
  db: Kysely<Database>,
  counts: Map<string, number>,
  typoEligible: (word: string) => boolean,
) {
  const entries = [...counts].map(([term, product_count]) => ({ term, product_count }));
  for (const chunk of chunks(entries, INSERT_CHUNK)) await db.insertInto('search_vocabulary').values(chunk).execute();
  const keys = entries
    .filter((entry) => typoEligible(entry.term))
    .flatMap((entry) => typoKeys(entry.term).map((typo_key) => ({ typo_key, term: entry.term })));
  for (const chunk of chunks(keys, INSERT_CHUNK)) {
    await db
      .insertInto('search_typo_key')
      .values(chunk)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

export async function addVocabularyWords(
  db: Kysely<Database>,
  words: string[],
  typoEligible: (word: string) => boolean,
) {
  for (const chunk of chunks(words, LIST_CHUNK)) {
    await db
      .insertInto('search_vocabulary')
      .values(chunk.map((term) => ({ term, product_count: 1 })))
      .onConflict((conflict) =>
        conflict.column('term').doUpdateSet((eb) => ({ product_count: eb('search_vocabulary.product_count', '+', 1) })),
      )
      .execute();
    const keys = chunk.filter(typoEligible).flatMap((term) => typoKeys(term).map((typo_key) => ({ typo_key, term })));
    for (const keyChunk of chunks(keys, INSERT_CHUNK)) {
      await db
        .insertInto('search_typo_key')
        .values(keyChunk)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  }
}

export async function removeVocabularyWords(db: Kysely<Database>, words: string[]) {
  for (const chunk of chunks(words, LIST_CHUNK)) {
    await db
      .updateTable('search_vocabulary')
      .set((eb) => ({ product_count: eb('product_count', '-', 1) }))
      .where('term', 'in', chunk)
      .execute();
    const unused = db
      .selectFrom('search_vocabulary')
      .select('term')
      .where('term', 'in', chunk)
      .where('product_count', '<=', 0);
    await db.deleteFrom('search_typo_key').where('term', 'in', unused).execute();
    await db.deleteFrom('search_vocabulary').where('term', 'in', chunk).where('product_count', '<=', 0).execute();
  }
}

export async function findTypoNeighbours(db: Kysely<Database>, word: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_typo_key as k')
    .innerJoin('search_vocabulary as v', 'v.term', 'k.term')
    .select(['k.term', 'v.product_count'])
    .distinct()
    .where('k.typo_key', 'in', typoKeys(word))
    .orderBy('v.product_count', 'desc')
    .orderBy('k.term')
    .limit(limit)
    .execute();
  return rows.map((row) => row.term);
}

export async function findSynonymTermsByTypoKeys(db: Kysely<Database>, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('search_synonym_typo_key')
    .select('term')
    .distinct()
    .where('typo_key', 'in', keys)
    .orderBy('term')
    .execute();
  return rows.map((row) => row.term);
}

export async function findVocabularyByTypoKeys(
  db: Kysely<Database>,
  keys: string[],
): Promise<Array<{ term: string; product_count: number }>> {
  if (keys.length === 0) return [];
  return db
    .selectFrom('search_typo_key as k')
    .innerJoin('search_vocabulary as v', 'v.term', 'k.term')
    .select(['k.term', 'v.product_count'])
    .distinct()
    .where('k.typo_key', 'in', keys)
    .execute();
}

export async function insertSynonymTypoKeys(db: Kysely<Database>, rows: Array<{ typo_key: string; term: string }>) {
  if (rows.length === 0) return;
  await db
    .insertInto('search_synonym_typo_key')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['typo_key', 'term']).doNothing())
    .execute();
}

export async function deleteUnusedSynonymTypoKeys(db: Kysely<Database>, terms: string[]) {
  if (terms.length === 0) return;
  await db
    .deleteFrom('search_synonym_typo_key')
    .where('term', 'in', terms)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('search_synonym as s').select('s.term').whereRef('s.term', '=', 'search_synonym_typo_key.term'),
        ),
      ),
    )
    .execute();
}

export function listCategoriesOfMatches(db: Kysely<Database>, matches: ProductMatches, limit: number) {
  return db
    .selectFrom(matches.as('m'))
    .innerJoin('product as p', 'p.id', 'm.product_id')
    .innerJoin('product_category as pc', 'pc.product_id', 'p.id')
    .innerJoin('category as c', 'c.id', 'pc.category_id')
    .select((eb) => ['c.id', 'c.name', eb.fn.countAll<number | string>().as('products')])
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0)
    .where('c.published', '=', 1)
    .groupBy(['c.id', 'c.name'])
    .orderBy('products', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}

export async function listWordCompletions(db: Kysely<Database>, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('search_vocabulary')
    .select('term')
    .where('term', '>=', prefix)
    .where('term', '<', prefixEnd(prefix))
    .orderBy('product_count', 'desc')
    .orderBy('term')
    .limit(limit)
    .execute();
  return rows.map((row) => row.term);
}

export async function analyzeSearchIndex(db: Kysely<Database>): Promise<void> {
  for (const table of ['search_term', 'search_vocabulary', 'search_typo_key'])
    await sql`analyze ${sql.table(table)}`.execute(db);
}

interface WordAlternatives {
  whole: string[];
  prefixes: string[];
}

/**
 * The word itself and joined with each neighbour match whole; the last word (the one being
 * typed) and the pair ending in it also match as a prefix (a lone word from 2 letters).
 */
function wordAlternatives(plan: SearchPlan, index: number): WordAlternatives {
  const { words } = plan;
  const word = itemAt(words, index);
  const last = words.length - 1;
  const previous = words[index - 1];
  const next = words[index + 1];
  const whole = [word];
  const prefixes: string[] = [];
  if (index === last && letterCount(word) >= MIN_PREFIX_LETTERS) prefixes.push(word);
  if (previous !== undefined) {
    whole.push(previous + word);
    if (index === last) prefixes.push(previous + word);
  }
  if (next !== undefined) {
    whole.push(word + next);
    if (index + 1 === last) prefixes.push(word + next);
  }
  for (const synonym of plan.synonyms?.[index] ?? []) if (!whole.includes(synonym)) whole.push(synonym);
  return { whole, prefixes };
}

// One index range per alternative of a word, so both databases read only the B-tree ranges they need.
export function productMatches(db: Kysely<Database>, plan: SearchPlan, options: { nameOnly?: boolean } = {}) {
  const branch = (wordIndex: number, base: number, where: (term: Expression<string>) => Expression<SqlBool>) => {
    let query = db
      .selectFrom('search_term as t')
      .select([
        't.product_id',
        sql<number>`${sql.lit(wordIndex)}`.as('word'),
        sql<number>`${sql.ref('t.in_name')} * ${sql.lit(IN_NAME)} + ${sql.lit(base)}`.as('score'),
      ])
      .where((eb) => where(eb.ref('t.term')));
    if (options.nameOnly) query = query.where('t.in_name', '>=', 1);
    return query;
  };

  const branches = plan.words.flatMap((_, index) => {
    const { whole, prefixes } = wordAlternatives(plan, index);
    const typos = plan.typos?.[index] ?? [];
    return [
      ...whole.map((value) => branch(index, TYPO_FREE + WHOLE_WORD, (term) => sql<SqlBool>`${term} = ${value}`)),
      ...prefixes.map((value) =>
        branch(index, TYPO_FREE, (term) => sql<SqlBool>`${term} > ${value} and ${term} < ${prefixEnd(value)}`),
      ),
      ...(typos.length > 0 ? [branch(index, 0, (term) => sql<SqlBool>`${term} in (${sql.join(typos)})`)] : []),
    ];
  });
  const [first, ...rest] = branches;
  if (!first) throw new Error('productMatches needs at least one word');
  const rows = rest.reduce((union, next) => union.unionAll(next), first);

  if (plan.words.length === 1) {
    return db
      .selectFrom(rows.as('r'))
      .select((eb) => ['r.product_id', eb.fn.max<number>('r.score').as('score')])
      .groupBy('r.product_id');
  }
  const perWord = db
    .selectFrom(rows.as('r'))
    .select((eb) => ['r.product_id', 'r.word', eb.fn.max<number>('r.score').as('best')])
    .groupBy(['r.product_id', 'r.word']);
  return db
    .selectFrom(perWord.as('w'))
    .select((eb) => ['w.product_id', eb.fn.sum<number>('w.best').as('score')])
    .groupBy('w.product_id')
    .having((eb) => eb.fn.countAll(), '=', plan.words.length);
}

export type ProductMatches = ReturnType<typeof productMatches>;

// One short index probe per word, so a search that cannot match exactly goes straight to typo tolerance.
export async function everyWordMatchesExactly(db: Kysely<Database>, plan: SearchPlan): Promise<boolean> {
  const found = await Promise.all(
    plan.words.map(async (_, index) => {
      const { whole, prefixes } = wordAlternatives(plan, index);
      const row = await db
        .selectFrom('search_term')
        .select('product_id')
        .where((eb) =>
          eb.or([
            eb('term', 'in', whole),
            ...prefixes.map((prefix) => eb.and([eb('term', '>', prefix), eb('term', '<', prefixEnd(prefix))])),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    }),
  );
  return found.every(Boolean);
}

export async function listMatchedProductPage(
  db: Kysely<Database>,
  matches: ProductMatches,
  options: { filters: ProductFilters; sort: SortOrder; limit: number; offset: number },
) {
  const { filters } = options;
  // A cross join keeps the matches as SQLite's outer loop (one product lookup per match) instead
  // of a scan of every published product; PostgreSQL plans it as the inner join it is.
  let query = db
    .selectFrom(matches.as('m'))
    .crossJoin('product as p')
    .whereRef('p.id', '=', 'm.product_id')
    .select((eb) => ['p.id', eb.fn.countAll<number | string>().over().as('total_count')])
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0);
  if (filters.productIds) {
    const productIds = filters.productIds;
    query = query.where((eb) => (productIds.length > 0 ? eb('p.id', 'in', productIds) : eb.lit(false)));
  }
  if (filters.categoryIds) {
    const categoryIds = filters.categoryIds;
    query = query.where((eb) =>
      categoryIds.length > 0
        ? eb.exists(
            eb
              .selectFrom('product_category as pc')
              .select('pc.product_id')
              .whereRef('pc.product_id', '=', 'p.id')
              .where('pc.category_id', 'in', categoryIds),
          )
        : eb.lit(false),
    );
  }
  if (filters.manufacturerIds) {
    const manufacturerIds = filters.manufacturerIds;
    query = query.where((eb) =>
      manufacturerIds.length > 0 ? eb('p.manufacturer_id', 'in', manufacturerIds) : eb.lit(false),
    );
  }
  if (filters.brandIds) {
    const brandIds = filters.brandIds;
    query = query.where((eb) => (brandIds.length > 0 ? eb('p.manufacturer_id', 'in', brandIds) : eb.lit(false)));
  }
  for (const optionIds of filters.specificationOptionGroups ?? []) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_specification_attribute as psa')
          .select('psa.product_id')
          .whereRef('psa.product_id', '=', 'p.id')
          .where('psa.specification_attribute_option_id', 'in', optionIds)
          .where('psa.allow_filtering', '=', 1),
      ),
    );
  }
  if (filters.minPrice != null) query = query.where('p.price', '>=', filters.minPrice);
  if (filters.maxPrice != null) query = query.where('p.price', '<=', filters.maxPrice);

  query = query.orderBy('m.score', 'desc');
  for (const [term, direction] of productOrderTerms(options.sort)) query = query.orderBy(term, direction);
  const rows = await query.limit(options.limit).offset(options.offset).execute();
  if (rows.length > 0 || options.offset === 0) {
    return { ids: rows.map((row) => row.id), totalCount: Number(rows[0]?.total_count ?? 0) };
  }
  const counted = await db
    .selectFrom(query.clearSelect().clearOrderBy().clearLimit().clearOffset().select('p.id').as('page'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return { ids: [], totalCount: Number(counted.count) };
}

export function listMatchedProductNames(db: Kysely<Database>, matches: ProductMatches, limit: number) {
  return db
    .selectFrom(matches.as('m'))
    .crossJoin('product as p')
    .whereRef('p.id', '=', 'm.product_id')
    .select(['p.id', 'p.name'])
    .where('p.published', '=', 1)
    .where('p.deleted', '=', 0)
    .orderBy('m.score', 'desc')
    .orderBy('p.sold_count', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export async function findSynonyms(db: Kysely<Database>, terms: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (terms.length === 0) return found;
  const rows = await db
    .selectFrom('search_synonym')
    .select(['term', 'synonym'])
    .where('term', 'in', terms)
    .orderBy('term')
    .orderBy('synonym')
    .execute();
  for (const row of rows) found.set(row.term, [...(found.get(row.term) ?? []), row.synonym]);
  return found;
}

/** Stores `a` and `b` as synonyms of each other; returns how many directions were new (0 when known). */
export async function insertSynonymPair(db: Kysely<Database>, a: string, b: string): Promise<number> {
  const result = await db
    .insertInto('search_synonym')
    .values([
      { term: a, synonym: b },
      { term: b, synonym: a },
    ])
    .onConflict((conflict) => conflict.columns(['term', 'synonym']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Removes the pair `term` / `other` (both directions), or every pair of `term` when `other` is null; returns rows removed. */
export async function deleteSynonyms(db: Kysely<Database>, term: string, other: string | null): Promise<number> {
  const result = await db
    .deleteFrom('search_synonym')
    .where((eb) =>
      other === null
        ? eb.or([eb('term', '=', term), eb('synonym', '=', term)])
        : eb.or([
            eb.and([eb('term', '=', term), eb('synonym', '=', other)]),
            eb.and([eb('term', '=', other), eb('synonym', '=', term)]),
          ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listSynonymPairs(db: Kysely<Database>) {
  return db
    .selectFrom('search_synonym')
    .select(['term', 'synonym'])
    .whereRef('term', '<', 'synonym')
    .orderBy('term')
    .orderBy('synonym')
    .execute();
}
