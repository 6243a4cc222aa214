/**
 * `npm run bench:catalog`: a deterministic 100,000-product Persian catalogue generated straight into
 * a fresh SQLite file and a fresh PostgreSQL database (created and dropped here), indexed for search,
 * then the server-side latency of search, category listing and product details, measured around the
 * service calls (warm: every query runs once before the timed pass).
 * Options: --products=<n> (100000), --queries=<n per operation> (300), --only=listing (category
 * listings and details only: no search index, minutes faster), --keep (leave the SQLite file and the
 * PostgreSQL database in place and print where they are, to EXPLAIN queries against them).
 * PostgreSQL: BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres) names the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { withPostgresDatabase } from './lib/postgres.mjs';
import { numberArg, printMachine, printTable, writeResult } from './lib/report.mjs';
import { timeInputs } from './lib/timing.mjs';

const apiSource = (file) => new URL(`../apps/api/src/${file}`, import.meta.url).href;
const { openDatabase, migrateToLatest } = await import(apiSource('db/client.ts'));
const { createSeededRandom } = await import(apiSource('db/seed/random.ts'));
const { createSearchIndex } = await import(apiSource('modules/search/index.ts'));
const searchIndex = createSearchIndex();
const { createCatalogService, createInventoryService } = await import(apiSource('modules/catalog/index.ts'));
const { createSettingsService } = await import(apiSource('modules/settings/index.ts'));
const { systemClock } = await import(apiSource('lib/clock.ts'));
const { ProductQuery } = await import('@sabad/contract');

const productCount = numberArg('products', 100_000);
const queriesPerOperation = numberArg('queries', 300);
const P95_TARGET_MS = 50;
const postgresServer = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const listingOnly = process.argv.includes('--only=listing');
const keepDatabases = process.argv.includes('--keep');

/** mulberry32: the same catalogue and the same queries on every run. */

const groups = [
  {
    name: 'کالای دیجیتال',
    brands: [
      ['سامسونگ', 'Samsung'],
      ['اپل', 'Apple'],
      ['شیائومی', 'Xiaomi'],
      ['هواوی', 'Huawei'],
      ['نوکیا', 'Nokia'],
      ['ایسوس', 'Asus'],
      ['لنوو', 'Lenovo'],
      ['سونی', 'Sony'],
      ['انکر', 'Anker'],
      ['جی‌پلاس', 'GPlus'],
    ],
    traits: [
      'ظرفیت ۱۲۸ گیگابایت',
      'ظرفیت ۲۵۶ گیگابایت',
      'رم ۸ گیگابایت',
      'دو سیم‌کارت',
      'مشکی',
      'نقره‌ای',
      'آبی',
      'طلایی',
      'بی‌سیم',
      'نسخه جهانی',
    ],
    categories: [
      ['گوشی موبایل', ['گوشی موبایل', 'گوشی هوشمند']],
      ['لپ‌تاپ', ['لپ‌تاپ', 'نوت‌بوک', 'لپ تاپ گیمینگ']],
      ['تبلت', ['تبلت', 'تبلت کودک']],
      ['هدفون', ['هدفون', 'هندزفری بلوتوثی', 'ایرباد']],
      ['ساعت هوشمند', ['ساعت هوشمند', 'مچ‌بند هوشمند']],
      ['لوازم جانبی', ['قاب گوشی', 'شارژر دیواری', 'کابل شارژ', 'پاور بانک', 'ماوس', 'کیبورد', 'محافظ صفحه']],
    ],
  },
  {
    name: 'لوازم خانگی',
    brands: [
      ['اسنوا', 'Snowa'],
      ['بوش', 'Bosch'],
      ['ال‌جی', 'LG'],
      ['پارس خزر', 'Pars Khazar'],
      ['فیلیپس', 'Philips'],
      ['تفال', 'Tefal'],
      ['دلونگی', 'Delonghi'],
      ['پاناسونیک', 'Panasonic'],
      ['امرسان', 'Emersun'],
    ],
    traits: [
      'سفید',
      'استیل',
      'کم‌مصرف',
      'ظرفیت ۸ کیلوگرم',
      'اینورتر',
      'قدرت ۲۰۰۰ وات',
      'ضد زنگ',
      'دیجیتال',
      'مشکی',
      'گارانتی ۱۸ ماهه',
    ],
    categories: [
      ['یخچال و فریزر', ['یخچال فریزر', 'یخچال ساید بای ساید', 'فریزر']],
      ['شستشو', ['ماشین لباسشویی', 'ماشین ظرفشویی']],
      ['نظافت', ['جاروبرقی', 'جارو شارژی', 'بخارشوی']],
      ['آشپزخانه', ['مایکروویو', 'سرخ‌کن', 'چای‌ساز', 'قهوه‌ساز', 'همزن', 'آبمیوه‌گیری']],
      ['صوتی و تصویری', ['تلویزیون', 'ساندبار', 'گیرنده دیجیتال']],
      ['سرمایش و گرمایش', ['کولر گازی', 'بخاری برقی', 'پنکه', 'کولر آبی']],
    ],
  },
  {
    name: 'مد و پوشاک',
    brands: [
      ['ال‌سی‌من', 'LC Man'],
      ['جین‌وست', 'Jeanswest'],
      ['نایکی', 'Nike'],
      ['آدیداس', 'Adidas'],
      ['پوما', 'Puma'],
      ['کوتون', 'Koton'],
      ['شیفر', 'Shifer'],
      ['چرم مشهد', 'Charm Mashhad'],
    ],
    traits: [
      'مردانه',
      'زنانه',
      'بچگانه',
      'نخی',
      'چرم طبیعی',
      'سایز ۴۲',
      'سایز بزرگ',
      'مشکی',
      'سرمه‌ای',
      'قرمز',
      'طرح‌دار',
      'تابستانی',
      'زمستانی',
    ],
    categories: [
      ['پوشاک مردانه', ['پیراهن مردانه', 'شلوار جین', 'کاپشن', 'تی‌شرت', 'پلیور']],
      ['پوشاک زنانه', ['مانتو', 'شال', 'روسری', 'دامن', 'پیراهن زنانه']],
      ['کفش', ['کفش ورزشی', 'کفش رسمی', 'صندل', 'بوت', 'کتانی']],
      ['کیف', ['کیف دستی', 'کیف پول', 'کوله‌پشتی', 'کیف لپ‌تاپ']],
      ['اکسسوری', ['ساعت مچی', 'عینک آفتابی', 'کمربند', 'دستبند']],
    ],
  },
  {
    name: 'کتاب و لوازم تحریر',
    brands: [
      ['نشر چشمه', 'Cheshmeh'],
      ['نشر ققنوس', 'Qoqnoos'],
      ['نشر نی', 'Ney'],
      ['نشر مرکز', 'Markaz'],
      ['پارسیکار', 'Parsikar'],
      ['کنکو', 'Canco'],
      ['استدلر', 'Staedtler'],
      ['فابر کاستل', 'Faber Castell'],
    ],
    traits: [
      'جلد سخت',
      'جلد شومیز',
      'چاپ دوم',
      'ترجمه فارسی',
      'مصور',
      '۱۰۰ برگ',
      '۲۰۰ برگ',
      'بسته ۱۲ عددی',
      'رنگی',
      'آبی',
    ],
    categories: [
      ['کتاب', ['کتاب رمان', 'کتاب شعر', 'کتاب کودک', 'کتاب آموزشی', 'کتاب تاریخی']],
      ['لوازم تحریر', ['دفتر مشق', 'دفتر فنری', 'خودکار', 'مداد رنگی', 'ماژیک', 'جامدادی']],
    ],
  },
  {
    name: 'زیبایی و سلامت',
    brands: [
      ['لورآل', 'Loreal'],
      ['نیوآ', 'Nivea'],
      ['سینره', 'Cinere'],
      ['فیلیپس', 'Philips'],
      ['اورال بی', 'Oral-B'],
      ['شون', 'Schon'],
      ['بیول', 'Bioel'],
    ],
    traits: [
      'حجم ۱۰۰ میلی‌لیتر',
      'حجم ۵۰ میلی‌لیتر',
      'مناسب پوست خشک',
      'مناسب پوست چرب',
      'ضد حساسیت',
      'مردانه',
      'زنانه',
      'گیاهی',
      'ضد آب',
    ],
    categories: [
      ['عطر', ['عطر', 'ادکلن', 'اسپری بدن']],
      ['آرایشی', ['رژ لب', 'کرم پودر', 'ریمل', 'سایه چشم']],
      ['بهداشتی', ['شامپو', 'کرم دست', 'مسواک برقی', 'ریش‌تراش', 'ضد آفتاب']],
    ],
  },
  {
    name: 'خوراکی',
    brands: [
      ['گلستان', 'Golestan'],
      ['محسن', 'Mohsen'],
      ['طبیعت', 'Tabiat'],
      ['سحرخیز', 'Saharkhiz'],
      ['کامبیز', 'Kambiz'],
      ['مهرام', 'Mahram'],
    ],
    traits: ['۵۰۰ گرمی', '۱ کیلوگرمی', 'ارگانیک', 'درجه یک', 'بسته‌بندی خانواده', 'کیسه‌ای', 'اعلا', 'تازه'],
    categories: [
      ['نوشیدنی', ['چای سیاه', 'چای سبز', 'قهوه اسپرسو', 'دمنوش']],
      ['خشکبار', ['پسته', 'بادام', 'گردو', 'خرما', 'کشمش']],
      ['مواد غذایی', ['برنج ایرانی', 'زعفران', 'عسل', 'روغن زیتون', 'ماکارونی']],
    ],
  },
];

const descriptionWords = (
  'این محصول با کیفیت بالا و طراحی زیبا ساخته شده است و برای استفاده روزانه مناسب است ' +
  'بدنه مقاوم جنس مرغوب ضمانت اصالت کالا ارسال سریع به سراسر کشور امکان بازگشت تا هفت روز ' +
  'می‌توانید آن را به عنوان هدیه انتخاب کنید کاربران از عملکرد آن رضایت دارند قیمت مناسب ' +
  'پشتیبانی فنی باتری پرقدرت صفحه نمایش روشن صدای شفاف وزن سبک حمل آسان نگهداری ساده ' +
  'مصرف انرژی پایین استاندارد ملی ایران تولید داخلی وارداتی اصل درجه یک بسته‌بندی شکیل ' +
  'رنگ‌بندی متنوع دوام طولانی شستشوی آسان ایمنی کودکان گارانتی معتبر خدمات پس از فروش ' +
  'مناسب برای سفر محیط کار منزل دفتر فضای باز ورزش مهمانی تابستان زمستان طراحی‌شده توسط متخصصان'
).split(' ');

/**
 * Specification attributes for the list filters: three every product has (colour, country, and a
 * warranty on 70%), one per group drawn from the group's traits. Drawn from their own random
 * sequence, so the products and the search queries stay those of earlier runs.
 */
const sharedSpecifications = [
  ['رنگ', ['مشکی', 'سفید', 'آبی', 'قرمز', 'نقره‌ای', 'طلایی', 'سبز', 'خاکستری']],
  ['کشور سازنده', ['ایران', 'چین', 'کره جنوبی', 'ترکیه', 'آلمان', 'ویتنام']],
  ['گارانتی', ['۶ ماهه', '۱۲ ماهه', '۱۸ ماهه', '۲۴ ماهه']],
];

function buildSpecifications(groupsOfPlan) {
  const attributes = [];
  const options = [];
  const addAttribute = (name, optionNames) => {
    const attribute = { id: attributes.length + 1, name, options: [] };
    attributes.push(attribute);
    for (const optionName of optionNames) {
      const option = { id: options.length + 1, attributeId: attribute.id, name: optionName };
      options.push(option);
      attribute.options.push(option);
    }
    return attribute;
  };
  const shared = sharedSpecifications.map(([name, optionNames]) => addAttribute(name, optionNames));
  const perGroup = new Map(groupsOfPlan.map((group) => [group, addAttribute(`ویژگی ${group.name}`, group.traits)]));
  return { attributes, options, shared, perGroup };
}

function productSpecificationLinks(plan) {
  const rng = createSeededRandom(2718);
  const [colour, country, warranty] = plan.specifications.shared;
  const links = [];
  for (const product of plan.products) {
    const leaf = plan.leaves.find((candidate) => candidate.id === product.leafId);
    const chosen = [rng.pick(colour.options), rng.pick(country.options)];
    if (rng.chance(0.7)) chosen.push(rng.pick(warranty.options));
    const traits = plan.specifications.perGroup.get(leaf.group).options;
    chosen.push(rng.pick(traits));
    if (rng.chance(0.4)) chosen.push(rng.pick(traits));
    for (const option of new Set(chosen)) links.push({ productId: product.id, optionId: option.id });
  }
  return links;
}

function buildCatalogPlan() {
  const rng = createSeededRandom(1403);
  const categories = [];
  const brands = [];
  const leaves = [];
  let categoryId = 0;
  for (const group of groups) {
    const parentId = ++categoryId;
    categories.push({ id: parentId, name: group.name, parent: 0 });
    const groupBrands = group.brands.map(([fa, latin]) => {
      const existing = brands.find((brand) => brand.fa === fa);
      if (existing) return existing;
      const brand = { id: brands.length + 1, fa, latin };
      brands.push(brand);
      return brand;
    });
    for (const [name, types] of group.categories) {
      const id = ++categoryId;
      categories.push({ id, name, parent: parentId });
      leaves.push({ id, parentId, types, group, groupBrands });
    }
  }
  const products = [];
  for (let id = 1; id <= productCount; id += 1) {
    const leaf = rng.pick(leaves);
    const type = rng.pick(leaf.types);
    const brand = rng.pick(leaf.groupBrands);
    const model = `${rng.pick('ABCDEFGHKMNPRSTXZ'.split(''))}${rng.int(1, 999)}`;
    const traits = [rng.pick(leaf.group.traits), ...(rng.chance(0.5) ? [rng.pick(leaf.group.traits)] : [])];
    const name = `${type} ${brand.fa} ${rng.chance(0.3) ? brand.latin + ' ' : ''}مدل ${model} ${[...new Set(traits)].join(' ')}`;
    const sentence = (min, max) =>
      Array.from({ length: rng.int(min, max) }, () => rng.pick(descriptionWords)).join(' ');
    products.push({
      id,
      name,
      leafId: leaf.id,
      brandId: brand.id,
      shortDescription: `${type} ${brand.fa} ${sentence(8, 14)}`,
      fullDescription: `<p>${sentence(10, 18)}</p><ul><li>${rng.pick(leaf.group.traits)}</li></ul>`,
      price: rng.int(10, 50_000) * 10_000,
      displayOrder: rng.int(0, 1000),
      createdAt: new Date(Date.UTC(2025, 0, 1) + rng.int(0, 600) * 86_400_000 + id).toISOString(),
      soldCount: rng.int(0, 500),
      stock: rng.int(0, 50),
      words: { type, brand, model, traits },
    });
  }
  return { categories, brands, products, leaves, specifications: buildSpecifications(groups) };
}

function productRow(product) {
  return {
    id: product.id,
    name: product.name,
    short_description: product.shortDescription,
    full_description: product.fullDescription,
    sku: `BN-${product.id}`,
    price: product.price,
    old_price: product.id % 4 === 0 ? product.price + 500_000 : null,
    manufacturer_id: product.brandId,
    manage_inventory_method: 'product',
    stock_quantity: product.stock,
    backorder_mode: 'none',
    order_minimum_quantity: 1,
    order_maximum_quantity: 100,
    allowed_quantities: '',
    disable_buy_button: 0,
    disable_wishlist_button: 0,
    published: product.id % 50 === 0 ? 0 : 1,
    deleted: 0,
    show_on_home_page: 0,
    mark_as_new: 0,
    is_free_shipping: 0,
    weight: 500,
    approved_rating_sum: 0,
    approved_total_reviews: 0,
    sold_count: product.soldCount,
    display_order: product.displayOrder,
    search_name: '',
    search_description: '',
    created_at: product.createdAt,
    updated_at: product.createdAt,
  };
}

async function insertCatalog(db, dialect, plan) {
  const now = '2026-11-22T00:00:00.000Z';
  const chunk = (list, size) =>
    Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('category')
      .values(
        plan.categories.map((c) => ({
          id: c.id,
          name: c.name,
          description: '',
          parent_category_id: c.parent,
          picture_id: null,
          display_order: c.id,
          published: 1,
          show_on_home_page: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto('manufacturer')
      .values(
        plan.brands.map((b) => ({
          id: b.id,
          name: b.fa,
          description: '',
          picture_id: null,
          display_order: b.id,
          published: 1,
        })),
      )
      .execute();
    for (const part of chunk(plan.products, 500))
      await trx.insertInto('product').values(part.map(productRow)).execute();
    const links = plan.products.map((p) => ({ product_id: p.id, category_id: p.leafId, display_order: 0 }));
    for (const part of chunk(links, 2000)) await trx.insertInto('product_category').values(part).execute();
    await trx
      .insertInto('specification_attribute')
      .values(plan.specifications.attributes.map((a) => ({ id: a.id, name: a.name, display_order: a.id })))
      .execute();
    await trx
      .insertInto('specification_attribute_option')
      .values(
        plan.specifications.options.map((o) => ({
          id: o.id,
          specification_attribute_id: o.attributeId,
          name: o.name,
          color_rgb: null,
          display_order: o.id,
        })),
      )
      .execute();
    const specLinks = productSpecificationLinks(plan).map((link, index) => ({
      id: index + 1,
      product_id: link.productId,
      specification_attribute_option_id: link.optionId,
      custom_value: null,
      allow_filtering: 1,
      show_on_product_page: 1,
      display_order: 0,
    }));
    for (const part of chunk(specLinks, 2000))
      await trx.insertInto('product_specification_attribute').values(part).execute();
  });
  if (dialect === 'postgres') {
    for (const table of [
      'category',
      'manufacturer',
      'product',
      'specification_attribute',
      'specification_attribute_option',
      'product_specification_attribute',
    ]) {
      await pgExec(db, `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
  }
}

async function pgExec(db, text) {
  const { sql } = await import('kysely');
  await sql.raw(text).execute(db);
}

function typo(word, rng) {
  const letters = Array.from(word);
  const at = rng.int(1, letters.length - 2);
  switch (rng.int(0, 3)) {
    case 0:
      letters.splice(at, 1);
      break;
    case 1:
      letters.splice(at, 0, letters[at]);
      break;
    case 2:
      [letters[at], letters[at + 1]] = [letters[at + 1], letters[at]];
      break;
    default:
      letters[at] = letters[at] === 'ا' ? 'و' : 'ا';
  }
  return letters.join('');
}

const arabicForms = (text) => text.replace(/ی/g, 'ي').replace(/ک/g, 'ك');

/** Varied shopper queries drawn from the catalogue's own words: 1–3 words, prefixes, typos, Arabic letters. */
function buildSearchQueries(plan) {
  const rng = createSeededRandom(7);
  const queries = [];
  while (queries.length < queriesPerOperation) {
    const product = plan.products[rng.int(0, plan.products.length - 1)];
    const { type, brand, model, traits } = product.words;
    const typeWords = type.split(' ');
    const shapes = [
      () => [typeWords[0]],
      () => [brand.fa],
      () => [...typeWords],
      () => [typeWords[0], brand.fa],
      () => [...typeWords, brand.fa],
      () => [brand.latin.split(' ')[0].toLowerCase()],
      () => [typeWords[0], model.toLowerCase()],
      () => [typeWords[0], traits[0].split(' ')[0]],
    ];
    // Now and then a word every other description holds ("کیفیت", "مناسب"): the slowest kind.
    const commonWordQuery = () => [rng.pick(descriptionWords), typeWords[0]];
    let words = (rng.chance(0.04) ? commonWordQuery : rng.pick(shapes))().slice(0, 3);
    let kind = 'exact';
    const longIndex = words.findIndex((word) => Array.from(word).length >= 5 && !/\d/.test(word));
    if (rng.chance(0.2) && longIndex >= 0) {
      words[longIndex] = typo(words[longIndex], rng);
      kind = 'typo';
    } else if (rng.chance(0.25)) {
      const last = Array.from(words[words.length - 1]);
      if (last.length > 3) words[words.length - 1] = last.slice(0, rng.int(3, last.length - 1)).join('');
      kind = 'prefix';
    }
    let text = words.join(' ');
    if (rng.chance(0.15)) text = arabicForms(text);
    queries.push({ text, kind });
  }
  return queries;
}

/** This bench names the five slowest inputs of each operation. */
const measure = (inputs, call) => timeInputs(inputs, call, { slowest: 5 });

/**
 * Category listings with the list filters a shopper sets in the filter sheet: one or two of the
 * category's brands, a price range, and options of one or two specification attributes. Null while
 * the contract has no such filters (to time an older checkout with the same script).
 */
function buildFilteredListings(plan, sorts) {
  if (!('BrandIds' in ProductQuery.shape)) return null;
  const rng = createSeededRandom(13);
  return Array.from({ length: queriesPerOperation }, () => {
    const category = rng.pick(plan.categories);
    const leaves = plan.leaves.filter((leaf) => leaf.id === category.id || leaf.parentId === category.id);
    const leaf = rng.pick(leaves);
    const query = { CategoryId: category.id, Limit: 10, Offset: 10 * rng.int(0, 2), Sort: rng.pick(sorts) };
    if (rng.chance(0.6)) {
      query.BrandIds = [
        ...new Set([rng.pick(leaf.groupBrands).id, ...(rng.chance(0.4) ? [rng.pick(leaf.groupBrands).id] : [])]),
      ].join(',');
    }
    if (rng.chance(0.4)) {
      const low = rng.int(1, 200) * 100_000;
      query.Price = `${low}-${low + rng.int(10, 2000) * 100_000}`;
    }
    if (rng.chance(0.6) || !query.BrandIds) {
      const [colour, country] = plan.specifications.shared;
      const options = [rng.pick(colour.options).id, ...(rng.chance(0.5) ? [rng.pick(colour.options).id] : [])];
      if (rng.chance(0.5)) options.push(rng.pick(country.options).id);
      query.SpecificationOptionIds = [...new Set(options)].join(',');
    }
    return ProductQuery.parse(query);
  });
}

async function benchDatabase(label, url, plan, searchQueries) {
  const db = openDatabase(url, { poolSize: 4 });
  try {
    const t0 = performance.now();
    await migrateToLatest(db.kysely);
    await insertCatalog(db.kysely, db.dialect, plan);
    const t1 = performance.now();
    const indexed = listingOnly ? { terms: 0, words: 0 } : await searchIndex.reindexAll(db.kysely);
    const t2 = performance.now();
    // The category lists' own table, as the seed and every catalogue writer keep it (docs/adr/0017).
    await createInventoryService({ db: db.kysely, clock: systemClock }).refreshCategoryListing();
    const t3 = performance.now();
    if (db.dialect === 'postgres') await pgExec(db.kysely, 'vacuum analyze');
    console.log(
      `${label}: generated ${plan.products.length} products in ${((t1 - t0) / 1000).toFixed(1)} s; ` +
        `indexed ${indexed.terms} terms, ${indexed.words} words in ${((t2 - t1) / 1000).toFixed(1)} s; ` +
        `category listing filled in ${((t3 - t2) / 1000).toFixed(1)} s`,
    );
    if (keepDatabases) console.log(`${label}: kept at ${url}`);

    const settings = createSettingsService({ db: db.kysely, clock: systemClock });
    // No read cache: every call below reaches the database, which is what is being measured.
    const catalog = createCatalogService({ db: db.kysely, settings, clock: systemClock, cacheTtlMs: 0 });
    const rng = createSeededRandom(11);
    const sorts = ['position', 'name-asc', 'price-asc', 'price-desc', 'newest'];
    const listings = Array.from({ length: queriesPerOperation }, () => {
      const category = rng.pick(plan.categories);
      return ProductQuery.parse({
        CategoryId: category.id,
        Include: true,
        Limit: 10,
        Offset: 10 * rng.int(0, 4),
        Sort: rng.pick(sorts),
      });
    });
    const detailIds = Array.from({ length: queriesPerOperation }, () => rng.int(1, plan.products.length)).filter(
      (id) => id % 50 !== 0,
    );
    const searches = searchQueries.map((query, index) => ({
      ...query,
      sort: sorts[index % sorts.length],
      offset: index % 7 === 0 ? 10 : 0,
    }));
    const page = (query) =>
      searchIndex.searchProductIds(db.kysely, { words: query.text, sort: query.sort, limit: 10, offset: query.offset });
    const filteredListings = buildFilteredListings(plan, sorts);
    let found = 0;
    if (!listingOnly) for (const query of searches) if ((await page(query)).totalCount > 0) found += 1;

    const listingResults = {
      'category listing': await measure(listings, (query) => catalog.searchProducts(query)),
      ...(filteredListings
        ? { 'filtered listing': await measure(filteredListings, (query) => catalog.searchProducts(query)) }
        : {}),
      ...(catalog.productFilters
        ? {
            // GET /product/searchfilters: the filter sheet's facet counts, once per list (not per page).
            // A third of the inputs: each call reads every product of its list, and a full set takes
            // many minutes on the shared machine.
            'list filters': await measure(listings.slice(0, Math.ceil(listings.length / 3)), (query) =>
              catalog.productFilters(query),
            ),
            'list filters (ticked)': await measure(
              filteredListings.slice(0, Math.ceil(filteredListings.length / 3)),
              (query) => catalog.productFilters(query),
            ),
          }
        : {}),
      'product details': await measure(detailIds, (id) => catalog.productDetails(id)),
    };
    if (listingOnly) {
      return {
        generateSeconds: (t1 - t0) / 1000,
        indexSeconds: 0,
        indexed,
        searchesWithResults: 'skipped',
        results: listingResults,
      };
    }
    const results = {
      'search (ids)': await measure(searches, page),
      'search (page)': await measure(searches, (query) =>
        catalog.searchProducts(
          ProductQuery.parse({ SearchWords: query.text, Sort: query.sort, Limit: 10, Offset: query.offset }),
        ),
      ),
      'search typos only': await measure(
        searches.filter((query) => query.kind === 'typo'),
        page,
      ),
      suggest: await measure(
        searches.map((query) => query.text.slice(0, Math.max(2, query.text.length - 2))),
        (prefix) => searchIndex.suggest(db.kysely, prefix, 8),
      ),
      ...listingResults,
    };
    return {
      generateSeconds: (t1 - t0) / 1000,
      indexSeconds: (t2 - t1) / 1000,
      indexed,
      searchesWithResults: `${found}/${searches.length}`,
      results,
    };
  } finally {
    await db.close();
  }
}

/** A pooled connection released just before the pool ended lingers until its idle timeout (10 s). */
async function main() {
  const machine = printMachine();
  const plan = buildCatalogPlan();
  const searchQueries = buildSearchQueries(plan);
  console.log(
    `catalogue: ${plan.products.length} products, ${plan.categories.length} categories, ${plan.brands.length} brands; ${searchQueries.length} queries per operation`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-catalog-'));
  const databases = {};
  try {
    databases.sqlite = await benchDatabase('SQLite', path.join(dir, 'catalog.db'), plan, searchQueries);
  } finally {
    if (!keepDatabases) fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgres = await withPostgresDatabase(
    postgresServer,
    keepDatabases ? 'sabad_bench_catalog_kept' : `sabad_bench_catalog_${process.pid}`,
    (url) => benchDatabase('PostgreSQL', url, plan, searchQueries),
    { keep: keepDatabases },
  );
  if (postgres) databases.postgres = postgres;

  const names = Object.keys(databases);
  const operations = Object.keys(databases.sqlite.results);
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log('');
  printTable(
    ['operation', ...names.flatMap((name) => [`${name} p50`, `${name} p95`])],
    operations.map((operation) => [
      operation,
      ...names.flatMap((name) => [
        ms(databases[name].results[operation].p50),
        ms(databases[name].results[operation].p95),
      ]),
    ]),
  );
  for (const name of names) {
    const slowest = databases[name].results['category listing'].slowest.map(
      (entry) => `${entry.input.CategoryId}/${entry.input.Sort}/${entry.input.Offset} ${ms(entry.ms)}`,
    );
    console.log(`${name} slowest category listings (category/sort/offset): ${slowest.join(' · ')}`);
  }
  for (const name of listingOnly ? [] : names) {
    const slowest = databases[name].results['search (ids)'].slowest.map(
      (entry) => `${entry.input.text} ${ms(entry.ms)}`,
    );
    console.log(`${name} slowest searches: ${slowest.join(' · ')}`);
  }
  const misses = names.flatMap((name) =>
    operations
      .filter((operation) => databases[name].results[operation].p95 > P95_TARGET_MS)
      .map((operation) => `${name} ${operation}`),
  );
  console.log('');
  console.log(
    misses.length === 0
      ? `every p95 within ${P95_TARGET_MS} ms`
      : `p95 above ${P95_TARGET_MS} ms: ${misses.join(', ')}`,
  );
  const file = writeResult('catalog', { machine, products: productCount, queriesPerOperation, databases });
  console.log(`written to ${file}`);
}

await main();
