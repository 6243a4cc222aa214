// Typo keys let a mistyped Latin word ("samsng") reach its Persian synonym.
// Frozen in time: uses Kysely<any> and imports nothing from src/.
import { type Kysely, PostgresAdapter, sql } from 'kysely';

type Db = Kysely<any>;

const ADDED_PAIRS: Array<[string, string]> = [
  ['jbl', 'جیبی'],
  ['oralb', 'اورالبی'],
  ['jeanswest', 'جینوست'],
  ['lcw', 'وایکیکی'],
  ['lcwaikiki', 'وایکیکی'],
  ['waikiki', 'وایکیکی'],
  ['parskhazar', 'پارسخزر'],
  ['charmmashhad', 'چرممشهد'],
  ['cinere', 'سینره'],
  ['ghoghnoos', 'ققنوس'],
  ['ghoghnous', 'ققنوس'],
  ['cheshmeh', 'چشمه'],
  ['fabercastell', 'فابرکاستل'],
  ['faber', 'فابر'],
  ['panter', 'پنتر'],
  ['stabilo', 'استابیلو'],
  ['mikasa', 'میکاسا'],
  ['snowhawk', 'اسنوهاک'],
  ['coleman', 'کلمن'],
  ['hasbro', 'هاسبرو'],
  ['fekravaran', 'فکراوران'],
  ['mybaby', 'مایبیبی'],
  ['phone', 'گوشی'],
  ['phones', 'گوشی'],
  ['mobile', 'موبایل'],
  ['smartphone', 'گوشی'],
  ['tablet', 'تبلت'],
  ['laptop', 'لپتاپ'],
  ['laptops', 'لپتاپ'],
  ['notebook', 'لپتاپ'],
  ['computer', 'کامپیوتر'],
  ['monitor', 'مانیتور'],
  ['mouse', 'ماوس'],
  ['keyboard', 'کیبورد'],
  ['headphone', 'هدفون'],
  ['headphones', 'هدفون'],
  ['headset', 'هدفون'],
  ['earbuds', 'هندزفری'],
  ['handsfree', 'هندزفری'],
  ['watch', 'ساعت'],
  ['smartwatch', 'ساعت'],
  ['speaker', 'اسپیکر'],
  ['charger', 'شارژر'],
  ['powerbank', 'پاوربانک'],
  ['fridge', 'یخچال'],
  ['refrigerator', 'یخچال'],
  ['washer', 'لباسشویی'],
  ['vacuum', 'جاروبرقی'],
  ['shoe', 'کفش'],
  ['shoes', 'کفش'],
  ['sneaker', 'کفش'],
  ['sneakers', 'کفش'],
  ['bag', 'کیف'],
  ['wallet', 'کیف'],
  ['shirt', 'پیراهن'],
  ['tshirt', 'تیشرت'],
  ['book', 'کتاب'],
  ['books', 'کتاب'],
  ['novel', 'رمان'],
  ['pen', 'خودکار'],
  ['pencil', 'مداد'],
  ['toy', 'اسباببازی'],
  ['toys', 'اسباببازی'],
  ['puzzle', 'پازل'],
  ['ball', 'توپ'],
  ['tent', 'چادر'],
  ['perfume', 'عطر'],
  ['lipstick', 'رژلب'],
  ['cream', 'کرم'],
  ['shampoo', 'شامپو'],
  ['shaver', 'ریشتراش'],
  ['toothbrush', 'مسواک'],
];

/** Typos are forgiven in words of 4+ letters without digits (search-text.ts, frozen here). */
function typoKeys(word: string): string[] {
  const letters = Array.from(word);
  if (letters.length < 4 || /\p{N}/u.test(word)) return [];
  const keys = new Set([word]);
  letters.forEach((_, index) => keys.add([...letters.slice(0, index), ...letters.slice(index + 1)].join('')));
  return [...keys];
}

export async function up(db: Db): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const term = isPg ? sql`varchar(100) collate "C"` : sql`varchar(100)`;
  await db.schema
    .createTable('search_synonym_typo_key')
    .addColumn('typo_key', term, (c) => c.notNull())
    .addColumn('term', term, (c) => c.notNull())
    .addPrimaryKeyConstraint('search_synonym_typo_key_pk', ['typo_key', 'term'])
    .modifyEnd(isPg ? sql`` : sql`without rowid`)
    .execute();
  await db
    .insertInto('search_synonym')
    .values(
      ADDED_PAIRS.flatMap(([a, b]) => [
        { term: a, synonym: b },
        { term: b, synonym: a },
      ]),
    )
    .onConflict((conflict) => conflict.columns(['term', 'synonym']).doNothing())
    .execute();
  const terms: Array<{ term: string }> = await db.selectFrom('search_synonym').select('term').distinct().execute();
  const keys = terms.flatMap((row) => typoKeys(row.term).map((typo_key) => ({ typo_key, term: row.term })));
  for (let start = 0; start < keys.length; start += 500)
    await db
      .insertInto('search_synonym_typo_key')
      .values(keys.slice(start, start + 500))
      .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('search_synonym_typo_key').execute();
  await db
    .deleteFrom('search_synonym')
    .where((eb) =>
      eb.or(
        ADDED_PAIRS.flatMap(([a, b]) => [
          eb.and([eb('term', '=', a), eb('synonym', '=', b)]),
          eb.and([eb('term', '=', b), eb('synonym', '=', a)]),
        ]),
      ),
    )
    .execute();
}
