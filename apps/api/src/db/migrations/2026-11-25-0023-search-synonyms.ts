/**
 * Search synonyms (issue 13, defect 6; docs/adr/0007-persian-search.md): pairs of folded terms that
 * find each other, so a brand or model word typed in either script ("samsung" / "سامسونگ",
 * "گلکسی" / "galaxy") finds the products named in the other. Each pair is stored in both
 * directions; the query looks a typed word up by `term` and also matches its synonyms whole.
 * Terms are already folded (foldForSearch, the words of a phrase joined: "ال‌جی" → "الجی", the
 * form the index holds for two adjacent name words); search-synonyms.test.ts checks that they are.
 * Frozen in time: uses Kysely<any> and imports nothing from src/ (docs/adr/0002).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

/** Latin ↔ Persian brands of the demo store, their product lines and common model words. */
const SEEDED_PAIRS: Array<[string, string]> = [
  ['samsung', 'سامسونگ'],
  ['galaxy', 'گلکسی'],
  ['apple', 'اپل'],
  ['iphone', 'ایفون'],
  ['ipad', 'ایپد'],
  ['macbook', 'مکبوک'],
  ['airpods', 'ایرپادز'],
  ['watch', 'واچ'],
  ['xiaomi', 'شیایومی'],
  ['redmi', 'ردمی'],
  ['poco', 'پوکو'],
  ['huawei', 'هواوی'],
  ['lg', 'الجی'],
  ['sony', 'سونی'],
  ['asus', 'ایسوس'],
  ['lenovo', 'لنوو'],
  ['hp', 'اچپی'],
  ['logitech', 'لاجیتک'],
  ['anker', 'انکر'],
  ['bosch', 'بوش'],
  ['philips', 'فیلیپس'],
  ['braun', 'براون'],
  ['adidas', 'ادیداس'],
  ['nike', 'نایکی'],
  ['puma', 'پوما'],
  ['lego', 'لگو'],
  ['snowa', 'اسنوا'],
  ['loreal', 'لورال'],
  ['nivea', 'نیوا'],
  ['chicco', 'چیکو'],
  ['parker', 'پارکر'],
  ['buds', 'بادز'],
  ['note', 'نوت'],
  ['pro', 'پرو'],
  ['ultra', 'اولترا'],
];

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  // The same code-point order as search_term (see 2026-11-22-0010-product-search).
  const term = isPg ? sql`varchar(100) collate "C"` : sql`varchar(100)`;
  await db.schema
    .createTable('search_synonym')
    .addColumn('term', term, (c) => c.notNull())
    .addColumn('synonym', term, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonym_pk', ['term', 'synonym'])
    .modifyEnd(isPg ? sql`` : sql`without rowid`)
    .execute();
  await db
    .insertInto('search_synonym')
    .values(
      SEEDED_PAIRS.flatMap(([a, b]) => [
        { term: a, synonym: b },
        { term: b, synonym: a },
      ]),
    )
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_synonym').execute();
}
