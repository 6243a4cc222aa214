// Terms are already folded as the index holds them; search-synonyms.test.ts checks it.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

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
