import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SortOrder } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createSearchIndex } from './search.service.js';

const searchIndex = createSearchIndex();

let database: TestDatabase;
const ids: Record<string, number> = {};
const categories: Record<string, number> = {};
const nameOf = new Map<number, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const fixture = catalogFixture(database.kysely);
  for (const key of ['mobiles', 'accessories', 'books', 'laptops', 'home'])
    categories[key] = await fixture.category({ name: key });
  const samsung = await fixture.manufacturer({ name: 'سامسونگ' });
  const products: Array<[key: string, spec: Parameters<typeof fixture.product>[0]]> = [
    [
      'galaxy',
      {
        name: 'گوشی موبایل سامسونگ Galaxy A54 ظرفیت ۱۲۸ گیگابایت',
        shortDescription: 'گوشی هوشمند با دوربین ۵۰ مگاپیکسل',
        price: 150_000_000,
        categoryIds: [categories.mobiles!],
        manufacturerId: samsung,
      },
    ],
    [
      'iphone',
      {
        name: 'گوشی موبایل اپل iPhone 13',
        shortDescription: 'نمایشگر ۶٫۱ اینچ',
        price: 400_000_000,
        categoryIds: [categories.mobiles!],
      },
    ],
    [
      'caseSamsung',
      {
        name: 'قاب گوشی‌های سامسونگ',
        shortDescription: 'محافظ سیلیکونی',
        price: 2_000_000,
        categoryIds: [categories.accessories!],
      },
    ],
    [
      'headphone',
      {
        name: 'هدفون بلوتوثی سونی',
        fullDescription: '<p>مناسب برای <b>گوشی</b> سامسونگ و اپل</p>',
        price: 30_000_000,
        categoryIds: [categories.accessories!],
      },
    ],
    [
      'buds',
      {
        name: 'Samsung Galaxy Buds 2',
        shortDescription: 'هدفون بی‌سیم',
        price: 50_000_000,
        categoryIds: [categories.accessories!],
      },
    ],
    [
      'bookZwnj',
      {
        name: 'کتاب می‌خواهم زندگی کنم',
        shortDescription: 'رمان فارسی',
        price: 1_500_000,
        categoryIds: [categories.books!],
      },
    ],
    ['bookJoined', { name: 'کتاب ميخواهم بدانم', price: 1_200_000, categoryIds: [categories.books!] }],
    ['bookQuran', { name: 'کتاب قُرآنِ کریم', price: 3_000_000, categoryIds: [categories.books!] }],
    [
      'bookcase',
      {
        name: 'کتابخانه چوبی',
        shortDescription: 'قفسه کتاب پنج طبقه',
        price: 25_000_000,
        categoryIds: [categories.home!],
      },
    ],
    ['wallet', { name: 'كيف پول چرمي مردانه', price: 4_000_000, categoryIds: [categories.accessories!] }],
    ['notebook', { name: 'دفتر مشق ۱۰۰ برگ', price: 300_000, categoryIds: [categories.books!] }],
    ['laptopSpaced', { name: 'لپ تاپ ایسوس VivoBook 15', price: 350_000_000, categoryIds: [categories.laptops!] }],
    ['laptopJoined', { name: 'لپتاپ لنوو ThinkPad', price: 420_000_000, categoryIds: [categories.laptops!] }],
    ['fridge', { name: 'یخچال فریزر اسنوا', price: 600_000_000, categoryIds: [categories.home!] }],
    ['keyboardFull', { name: 'کیبورد گیمینگ', price: 9_000_000, categoryIds: [categories.accessories!] }],
    ['keyboardShort', { name: 'کیبرد فارسی', price: 5_000_000, categoryIds: [categories.accessories!] }],
    ['tea', { name: 'چای سبز', price: 800_000, categoryIds: [categories.home!] }],
    [
      'perfume',
      {
        name: 'عطر مردانه',
        shortDescription: 'رایحه‌ای گرم و ماندگار',
        price: 70_000_000,
        categoryIds: [categories.accessories!],
      },
    ],
    ['hidden', { name: 'گوشی موبایل مخفی', price: 1_000, published: false, categoryIds: [categories.mobiles!] }],
  ];
  for (const [key, spec] of products) {
    ids[key] = await fixture.product(spec);
    nameOf.set(ids[key]!, spec.name);
  }
  await searchIndex.reindexAll(database.kysely);
});

afterAll(async () => {
  await database?.close();
});

async function search(
  words: string,
  options: { sort?: SortOrder; limit?: number; offset?: number; typoThreshold?: number; categoryIds?: number[] } = {},
) {
  return searchIndex.searchProductIds(database.kysely, {
    words,
    sort: options.sort ?? 'position',
    limit: options.limit ?? 20,
    offset: options.offset ?? 0,
    ...options,
  });
}

function keysOf(found: number[]): string[] {
  return found.map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? `#${id}`);
}

describe('Persian product search', () => {
  const table: Array<[rule: string, query: string, expected: string[]]> = [
    ['Arabic ك and ي find Persian-typed and Arabic-typed text', 'كيف چرمي', ['wallet']],
    ['Persian ک and ی find a name typed with Arabic letters', 'کیف پول', ['wallet']],
    ['Persian digits', '۱۰۰ برگ', ['notebook']],
    ['Arabic-Indic digits', 'دفتر ١٠٠', ['notebook']],
    ['Latin digits find Persian digits', 'دفتر 100', ['notebook']],
    ['a model code typed with Persian digits', 'A۵۴', ['galaxy']],
    ['zero-width non-joiner form finds spaced and joined names', 'می‌خواهم', ['bookZwnj', 'bookJoined']],
    ['joined form finds the ZWNJ name', 'میخواهم', ['bookZwnj', 'bookJoined']],
    ['spaced form finds the joined name', 'می خواهم', ['bookZwnj', 'bookJoined']],
    ['plural with ZWNJ', 'گوشی‌های سامسونگ', ['caseSamsung']],
    ['plural with a space', 'گوشی های سامسونگ', ['caseSamsung']],
    ['plural joined without a space', 'گوشیهای سامسونگ', ['caseSamsung']],
    ['joined words in a description', 'رایحهای', ['perfume']],
    ['diacritics in the query are ignored', 'قُرآن', ['bookQuran']],
    ['diacritics in the name are ignored, آ matches ا', 'قران کریم', ['bookQuran']],
    ['typo of a 4+ letter word: substitution', 'یخجال', ['fridge']],
    ['typo: deletion', 'یخچل', ['fridge']],
    ['typo: insertion', 'یخچاال', ['fridge']],
    ['typo: swap of neighbours', 'یچخال', ['fridge']],
    ['typo in one word of two, name before description', 'گوشی سامسنگ', ['galaxy', 'caseSamsung', 'headphone']],
    ['no typo tolerance for 3-letter words', 'جای', []],
    ['a 3-letter word still matches exactly, Arabic ي folded', 'چاي', ['tea']],
    ['every word must match', 'گوشی اپل', ['iphone', 'headphone']],
    ['no product holds both words', 'گوشی لنوو', []],
    ['prefix of the word being typed', 'یخچ', ['fridge']],
    ['prefix after a whole word', 'گوشی سامس', ['galaxy', 'caseSamsung', 'headphone']],
    ['only the word being typed (the last) matches as a prefix', 'کتا فارسی', []],
    ['the last word as a prefix, the first whole in the description', 'فارسی کتا', ['bookZwnj']],
    [
      'name matches before description matches (and the Latin synonym)',
      'سامسونگ',
      ['galaxy', 'caseSamsung', 'buds', 'headphone'],
    ],
    ['whole word before prefix', 'کتاب', ['bookZwnj', 'bookJoined', 'bookQuran', 'bookcase']],
    ['Latin brand names, any case, and their Persian synonyms', 'SAMSUNG galaxy', ['galaxy', 'buds']],
    ['Latin word in two names', 'Galaxy', ['galaxy', 'buds']],
    ['two words typed joined', 'لپتاپ', ['laptopSpaced', 'laptopJoined']],
    ['one word typed spaced', 'لپ تاپ', ['laptopSpaced', 'laptopJoined']],
    ['exact match first, typo neighbour after it', 'کیبورد', ['keyboardFull', 'keyboardShort']],
    ['unpublished products are never found', 'مخفی', []],
    ['punctuation only', '«؟!»', []],
  ];

  it.each(table)('%s: %s', async (_rule, query, expected) => {
    const result = await search(query);
    expect(keysOf(result.ids)).toEqual(expected);
    expect(result.totalCount).toBe(expected.length);
  });

  it('looks for typos only when exact and prefix matches find too little', async () => {
    expect(keysOf((await search('کیبورد', { typoThreshold: 1 })).ids)).toEqual(['keyboardFull']);
    expect(keysOf((await search('کیبورد', { typoThreshold: 2 })).ids)).toEqual(['keyboardFull', 'keyboardShort']);
  });

  it('keeps relevance first, then the requested sort', async () => {
    expect(keysOf((await search('گوشی موبایل', { sort: 'price-desc' })).ids)).toEqual(['iphone', 'galaxy']);
    expect(keysOf((await search('گوشی موبایل', { sort: 'price-asc' })).ids)).toEqual(['galaxy', 'iphone']);
    expect(keysOf((await search('گوشی', { sort: 'price-asc' })).ids)).toEqual([
      'caseSamsung',
      'galaxy',
      'iphone',
      'headphone',
    ]);
  });

  it('filters by category inside the same query, with the right total', async () => {
    const result = await search('سامسونگ', { categoryIds: [categories.accessories!] });
    expect(keysOf(result.ids)).toEqual(['caseSamsung', 'buds', 'headphone']);
    expect(result.totalCount).toBe(3);
    expect(await search('سامسونگ', { categoryIds: [] })).toEqual({ ids: [], totalCount: 0 });
  });

  it('pages with Limit and Offset and counts every match on every page', async () => {
    const first = await search('کتاب', { limit: 2, offset: 0 });
    const second = await search('کتاب', { limit: 2, offset: 2 });
    const beyond = await search('کتاب', { limit: 2, offset: 10 });
    expect(keysOf(first.ids)).toEqual(['bookZwnj', 'bookJoined']);
    expect(keysOf(second.ids)).toEqual(['bookQuran', 'bookcase']);
    expect(beyond).toEqual({ ids: [], totalCount: 4 });
    expect([first.totalCount, second.totalCount]).toEqual([4, 4]);
  });
});

describe('search suggestions', () => {
  it('completes the word being typed and offers matching product names', async () => {
    expect(await searchIndex.suggest(database.kysely, 'سامس', 4)).toEqual([
      { text: 'سامسونگ', productId: null },
      { text: nameOf.get(ids.galaxy!), productId: ids.galaxy },
      { text: nameOf.get(ids.caseSamsung!), productId: ids.caseSamsung },
    ]);
  });

  it('keeps the words already typed in a completion and matches names only', async () => {
    const suggestions = await searchIndex.suggest(database.kysely, 'گوشی سام', 5);
    expect(suggestions.map((s) => s.text)).toEqual([
      'گوشی سامسونگ',
      nameOf.get(ids.galaxy!),
      nameOf.get(ids.caseSamsung!),
    ]);
  });

  it('offers word completions for a single letter and nothing for an empty prefix', async () => {
    const suggestions = await searchIndex.suggest(database.kysely, 'ی', 3);
    expect(suggestions).toEqual([{ text: 'یخچال', productId: null }]);
    expect(await searchIndex.suggest(database.kysely, '  ', 3)).toEqual([]);
  });
});

describe('keeping the index in step with products', () => {
  it('finds a renamed product by its new name only, and forgets words no product holds', async () => {
    const fixture = catalogFixture(database.kysely);
    const id = await fixture.product({ name: 'پنکه رومیزی', price: 1_000_000 });
    await searchIndex.reindexProduct(database.kysely, id);
    expect((await search('پنکه')).ids).toEqual([id]);
    expect((await search('پنکع')).ids).toEqual([id]);

    await database.kysely.updateTable('product').set({ name: 'بخاری برقی' }).where('id', '=', id).execute();
    await searchIndex.reindexProduct(database.kysely, id);
    expect((await search('پنکه')).ids).toEqual([]);
    expect((await search('پنکع')).ids).toEqual([]);
    expect((await search('بخاری')).ids).toEqual([id]);
    expect(await searchIndex.suggest(database.kysely, 'پنک', 3)).toEqual([]);

    await database.kysely.updateTable('product').set({ deleted: 1 }).where('id', '=', id).execute();
    await searchIndex.reindexProduct(database.kysely, id);
    expect((await search('بخاری')).ids).toEqual([]);
    const left = await database.kysely.selectFrom('search_term').select('term').where('product_id', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('counts a shared word once per product and keeps it while another product holds it', async () => {
    const fixture = catalogFixture(database.kysely);
    const first = await fixture.product({ name: 'گلدان سرامیکی', price: 1_000_000 });
    const second = await fixture.product({ name: 'گلدان شیشه‌ای گلدان', price: 1_000_000 });
    await searchIndex.reindexProduct(database.kysely, first);
    await searchIndex.reindexProduct(database.kysely, second);
    const count = () =>
      database.kysely
        .selectFrom('search_vocabulary')
        .select('product_count')
        .where('term', '=', 'گلدان')
        .executeTakeFirst();
    expect(await count()).toEqual({ product_count: 2 });
    await database.kysely.deleteFrom('product').where('id', '=', first).execute();
    await searchIndex.reindexProduct(database.kysely, first);
    expect(await count()).toEqual({ product_count: 1 });
    expect((await search('گلدن')).ids).toEqual([second]);
  });
});
