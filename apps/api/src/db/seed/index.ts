// Seeds only an empty catalogue, with the same rows and picture bytes on every run and both databases.
import os from 'node:os';
import type { Kysely, Transaction } from 'kysely';
import { createInventoryService, createProductRules } from '../../modules/catalog/index.js';
import { createSearchIndex } from '../../modules/search/index.js';
import { systemClock } from '../../lib/clock.js';
import { entryOf, itemAt, present } from '../../lib/lookup.js';
import type { Database } from '../schema.js';
import {
  brandSvg,
  categorySvg,
  encodePng,
  encodeProductGallery,
  encodeWebp,
  logoSvg,
  mapLimited,
  productSvg,
  type EncodedPicture,
} from './artwork.js';
import { PRODUCT_ATTRIBUTES } from './attributes.js';
import { seedDownloadableProducts } from './downloadable-products.js';
import { seedSubscriptionProducts } from './subscription-products.js';
import { BRANDS } from './brands.js';
import { TOPICS } from './content.js';
import { seedBlogPosts } from './blog-posts.js';
import { isoDaysBefore, planDemoStore, type DemoStorePlan } from './plan.js';
import { createSeededRandom, type SeededRandom } from './random.js';
import { REVIEWERS } from './reviews.js';

const searchIndex = createSearchIndex();

const productRules = createProductRules();

export interface SeedDemoStoreOptions {
  log?: (line: string) => void;
}

interface PictureToStore extends EncodedPicture {
  seoFilename: string;
  altText: string;
}

interface RenderedPictures {
  logo: PictureToStore;
  categories: PictureToStore[];
  brands: PictureToStore[];
  products: PictureToStore[][];
}

const STORE_NAME = 'سبد';
const INSERT_CHUNK = 200;
const PICTURE_CHUNK = 25;
const PRODUCT_CHUNK = 50;

export const DEMO_GIFT_CARD = { code: 'SABAD-HEDIEH-1405', amountRial: 2_000_000 } as const;

export const DEMO_DISCOUNT = {
  code: 'SABAD10',
  name: 'ده درصد تخفیف سبد',
  percent: 10,
  maximumRial: 5_000_000,
  minimumSubtotalRial: 10_000_000,
} as const;

export async function seedDemoStore(
  db: Kysely<Database>,
  options: SeedDemoStoreOptions = {},
): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  if (await hasProducts(db)) {
    log('demo store: the catalogue already has products; nothing seeded');
    return { seeded: false };
  }

  const started = performance.now();
  const plan = planDemoStore();
  const pictures = await renderPictures(plan);
  const rendered = performance.now();

  const seeded = await db.transaction().execute(async (trx) => {
    if (await hasProducts(trx)) return false;
    await insertDemoStore(trx, plan, pictures);
    await seedDownloadableProducts(trx);
    await seedSubscriptionProducts(trx);
    await seedBlogPosts(trx);
    await searchIndex.reindexAll(trx);
    await createInventoryService({ db: trx, clock: systemClock }).refreshCategoryListing();
    return true;
  });
  const finished = performance.now();

  if (seeded) {
    const pictureCount = 1 + pictures.categories.length + pictures.brands.length + pictures.products.flat().length;
    log(
      `demo store: ${plan.categories.length} categories, ${BRANDS.length} brands, ${plan.products.length} products, ` +
        `${pictureCount} pictures (drawn in ${Math.round(rendered - started)} ms, stored and indexed in ${Math.round(finished - rendered)} ms)`,
    );
  } else {
    log('demo store: products appeared while seeding; nothing seeded');
  }
  return { seeded };
}

async function hasProducts(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('product').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function renderPictures(plan: DemoStorePlan): Promise<RenderedPictures> {
  const parallel = Math.max(2, Math.min(4, os.availableParallelism()));
  const named = (picture: EncodedPicture, seoFilename: string, altText: string): PictureToStore => ({
    ...picture,
    seoFilename,
    altText,
  });

  const logo = named(await encodePng(logoSvg()), 'sabad-logo', `لوگوی ${STORE_NAME}`);
  const categories = await mapLimited(plan.categories, parallel, async (category, index) =>
    named(await encodeWebp(categorySvg(category.icon, category.hue)), `category-${index + 1}`, category.name),
  );
  const brands = await mapLimited(BRANDS, parallel, async (brand, index) =>
    named(await encodeWebp(brandSvg(index, brand.hue)), `brand-${brand.key}`, brand.name),
  );
  const products = await mapLimited(plan.products, parallel, async (product, index) => {
    const random = createSeededRandom(product.picture.artSeed);
    const gallery = await encodeProductGallery(
      productSvg({ icon: product.picture.icon, hue: product.picture.hue, random }),
      product.picture.count,
    );
    return gallery.map((picture, n) => named(picture, `product-${index + 1}-${n + 1}`, product.name));
  });
  return { logo, categories, brands, products };
}

const flag = (value: boolean): number => (value ? 1 : 0);

// Rows are matched back by a unique column: a multi-row insert's returned order is not guaranteed.
async function insertAll<Row, Key extends string | number>(
  rows: Row[],
  batchSize: number,
  keyOf: (row: Row) => Key,
  insert: (batch: Row[]) => Promise<Array<{ id: number; key: Key }>>,
): Promise<number[]> {
  const ids = new Map<Key, number>();
  for (let start = 0; start < rows.length; start += batchSize) {
    for (const { id, key } of await insert(rows.slice(start, start + batchSize))) ids.set(key, id);
  }
  return rows.map((row) => {
    const id = ids.get(keyOf(row));
    if (id === undefined) throw new Error(`no id returned for ${String(keyOf(row))}`);
    return id;
  });
}

async function insertRows<Row>(rows: Row[], insert: (batch: Row[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

async function insertDemoStore(
  trx: Transaction<Database>,
  plan: DemoStorePlan,
  pictures: RenderedPictures,
): Promise<void> {
  const storeOpened = isoDaysBefore(400);

  const pictureRows = [
    { picture: pictures.logo, createdAt: storeOpened },
    ...pictures.categories.map((picture) => ({ picture, createdAt: storeOpened })),
    ...pictures.brands.map((picture) => ({ picture, createdAt: storeOpened })),
    ...plan.products.flatMap((product, index) =>
      itemAt(pictures.products, index).map((picture) => ({ picture, createdAt: product.createdAt })),
    ),
  ];
  const pictureIdList = await insertAll(
    pictureRows,
    PICTURE_CHUNK,
    (row) => row.picture.seoFilename,
    async (batch) =>
      (
        await trx
          .insertInto('picture')
          .values(
            batch.map(({ picture, createdAt }) => ({
              mime_type: picture.mimeType,
              seo_filename: picture.seoFilename,
              alt_text: picture.altText,
              width: picture.width,
              height: picture.height,
              data: picture.data,
              created_at: createdAt,
            })),
          )
          .returning(['id', 'seo_filename'])
          .execute()
      ).map((row) => ({ id: row.id, key: row.seo_filename })),
  );
  const pictureId = new Map(pictureRows.map((row, index) => [row.picture.seoFilename, itemAt(pictureIdList, index)]));
  const pictureIdOf = (picture: PictureToStore) => entryOf(pictureId, picture.seoFilename);

  await trx
    .insertInto('setting')
    .values([
      { name: 'StoreName', value: STORE_NAME },
      { name: 'LogoPictureId', value: String(pictureIdOf(pictures.logo)) },
    ])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  await trx
    .insertInto('gift_card')
    .values({ code: DEMO_GIFT_CARD.code, amount: DEMO_GIFT_CARD.amountRial, is_active: 1, created_at: storeOpened })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('discount')
    .values({
      name: DEMO_DISCOUNT.name,
      coupon_code: DEMO_DISCOUNT.code,
      use_percentage: 1,
      percentage: DEMO_DISCOUNT.percent,
      maximum_amount: DEMO_DISCOUNT.maximumRial,
      minimum_subtotal: DEMO_DISCOUNT.minimumSubtotalRial,
      is_active: 1,
      created_at: storeOpened,
    })
    .onConflict((oc) => oc.column('coupon_code').doNothing())
    .execute();

  const categoryIds: number[] = [];
  for (const level of [null, 'sub'] as const) {
    const rows = plan.categories
      .map((category, index) => ({ category, index }))
      .filter(({ category }) => (level === null) === (category.parentIndex === null));
    const ids = await insertAll(
      rows,
      INSERT_CHUNK,
      ({ index }) => pictureIdOf(itemAt(pictures.categories, index)),
      async (batch) =>
        (
          await trx
            .insertInto('category')
            .values(
              batch.map(({ category, index }) => ({
                name: category.name,
                description: category.description,
                parent_category_id: category.parentIndex === null ? 0 : itemAt(categoryIds, category.parentIndex),
                picture_id: pictureIdOf(itemAt(pictures.categories, index)),
                display_order: category.displayOrder,
                published: 1,
                show_on_home_page: flag(category.showOnHomePage),
                created_at: storeOpened,
                updated_at: storeOpened,
              })),
            )
            .returning(['id', 'picture_id'])
            .execute()
        ).map((row) => ({ id: row.id, key: present(row.picture_id, 'picture_id') })),
    );
    rows.forEach(({ index }, n) => (categoryIds[index] = itemAt(ids, n)));
  }

  const brandIdList = await insertAll(
    BRANDS.map((brand, index) => ({ brand, index })),
    INSERT_CHUNK,
    ({ index }) => pictureIdOf(itemAt(pictures.brands, index)),
    async (batch) =>
      (
        await trx
          .insertInto('manufacturer')
          .values(
            batch.map(({ brand, index }) => ({
              name: brand.name,
              description: brand.description,
              picture_id: pictureIdOf(itemAt(pictures.brands, index)),
              display_order: index + 1,
              published: 1,
            })),
          )
          .returning(['id', 'picture_id'])
          .execute()
      ).map((row) => ({ id: row.id, key: present(row.picture_id, 'picture_id') })),
  );
  const brandIds = new Map(BRANDS.map((brand, index) => [brand.key, itemAt(brandIdList, index)]));

  const productAttributeIdList = await insertAll(
    PRODUCT_ATTRIBUTES,
    INSERT_CHUNK,
    (attribute) => attribute.name,
    async (batch) =>
      (await trx.insertInto('product_attribute').values(batch).returning(['id', 'name']).execute()).map((row) => ({
        id: row.id,
        key: row.name,
      })),
  );
  const productAttributeIds = new Map(
    PRODUCT_ATTRIBUTES.map((a, index) => [a.name, itemAt(productAttributeIdList, index)]),
  );

  const specificationIds = await insertAll(
    plan.specificationAttributes,
    INSERT_CHUNK,
    (attribute) => attribute.name,
    async (batch) =>
      (
        await trx
          .insertInto('specification_attribute')
          .values(
            batch.map((attribute) => ({
              name: attribute.name,
              display_order: plan.specificationAttributes.indexOf(attribute) + 1,
            })),
          )
          .returning(['id', 'name'])
          .execute()
      ).map((row) => ({ id: row.id, key: row.name })),
  );
  const optionRows = plan.specificationAttributes.flatMap((attribute, index) =>
    attribute.options.map((option, optionIndex) => ({
      key: `${attribute.name}\u0000${option.name}`,
      row: {
        specification_attribute_id: itemAt(specificationIds, index),
        name: option.name,
        color_rgb: option.colorRgb,
        display_order: optionIndex + 1,
      },
    })),
  );
  const optionIdList = await insertAll(
    optionRows,
    INSERT_CHUNK,
    (option) => `${option.row.specification_attribute_id}\u0000${option.row.name}`,
    async (batch) =>
      (
        await trx
          .insertInto('specification_attribute_option')
          .values(batch.map((option) => option.row))
          .returning(['id', 'specification_attribute_id', 'name'])
          .execute()
      ).map((row) => ({ id: row.id, key: `${row.specification_attribute_id}\u0000${row.name}` })),
  );
  const specificationOptionIds = new Map(optionRows.map((option, index) => [option.key, itemAt(optionIdList, index)]));

  const productIds = await insertAll(
    plan.products,
    PRODUCT_CHUNK,
    (product) => product.sku,
    async (batch) =>
      (
        await trx
          .insertInto('product')
          .values(
            batch.map((product) => ({
              name: product.name,
              short_description: product.shortDescription,
              full_description: product.fullDescription,
              sku: product.sku,
              price: product.price,
              old_price: product.oldPrice,
              manufacturer_id: product.brandKey ? entryOf(brandIds, product.brandKey) : null,
              manage_inventory_method: product.manageInventoryMethod,
              stock_quantity: product.stockQuantity,
              backorder_mode: product.backorderMode,
              order_minimum_quantity: product.orderMinimumQuantity,
              order_maximum_quantity: product.orderMaximumQuantity,
              allowed_quantities: product.allowedQuantities,
              disable_buy_button: 0,
              disable_wishlist_button: 0,
              published: 1,
              deleted: 0,
              show_on_home_page: flag(product.showOnHomePage),
              mark_as_new: flag(product.markAsNew),
              is_free_shipping: flag(product.isFreeShipping),
              weight: product.weight,
              approved_rating_sum: 0,
              approved_total_reviews: 0,
              sold_count: product.soldCount,
              display_order: product.displayOrder,
              search_name: product.searchName,
              search_description: product.searchDescription,
              created_at: product.createdAt,
              updated_at: product.createdAt,
            })),
          )
          .returning(['id', 'sku'])
          .execute()
      ).map((row) => ({ id: row.id, key: row.sku })),
  );

  const mappingRows = plan.products.flatMap((product, index) =>
    product.attributes.map((attribute, n) => ({
      product_id: itemAt(productIds, index),
      product_attribute_id: entryOf(productAttributeIds, attribute.attributeName),
      text_prompt: attribute.textPrompt,
      is_required: flag(attribute.isRequired),
      control_type: attribute.controlType,
      display_order: n + 1,
    })),
  );
  const mappingIdList = await insertAll(
    mappingRows,
    INSERT_CHUNK,
    (row) => `${row.product_id}:${row.display_order}`,
    async (batch) =>
      (
        await trx
          .insertInto('product_attribute_mapping')
          .values(batch)
          .returning(['id', 'product_id', 'display_order'])
          .execute()
      ).map((row) => ({ id: row.id, key: `${row.product_id}:${row.display_order}` })),
  );
  let nextMapping = 0;
  const mappingIds = plan.products.map((product) => product.attributes.map(() => itemAt(mappingIdList, nextMapping++)));

  const valueRows = plan.products.flatMap((product, index) =>
    product.attributes.flatMap((attribute, a) =>
      attribute.values.map((value, v) => ({
        mapping_id: itemAt(itemAt(mappingIds, index), a),
        name: value.name,
        color_squares_rgb: value.colorSquaresRgb,
        price_adjustment: value.priceAdjustment,
        is_pre_selected: flag(value.isPreSelected),
        display_order: v + 1,
        picture_id: null,
      })),
    ),
  );
  const valueIdList = await insertAll(
    valueRows,
    INSERT_CHUNK,
    (row) => `${row.mapping_id}:${row.display_order}`,
    async (batch) =>
      (
        await trx
          .insertInto('product_attribute_value')
          .values(batch)
          .returning(['id', 'mapping_id', 'display_order'])
          .execute()
      ).map((row) => ({ id: row.id, key: `${row.mapping_id}:${row.display_order}` })),
  );
  let nextValue = 0;
  const valueIds = plan.products.map((product) =>
    product.attributes.map((attribute) => attribute.values.map(() => itemAt(valueIdList, nextValue++))),
  );

  const productCategories = plan.products.flatMap((product, index) =>
    product.categories.map((category) => ({
      product_id: itemAt(productIds, index),
      category_id: itemAt(categoryIds, category.categoryIndex),
      display_order: category.displayOrder,
    })),
  );
  const productPictures = plan.products.flatMap((_, index) =>
    itemAt(pictures.products, index).map((picture, n) => ({
      product_id: itemAt(productIds, index),
      picture_id: pictureIdOf(picture),
      display_order: n + 1,
    })),
  );
  const productSpecifications = plan.products.flatMap((product, index) =>
    product.specifications.map((specification, n) => ({
      product_id: itemAt(productIds, index),
      specification_attribute_option_id: entryOf(
        specificationOptionIds,
        `${specification.attribute}\u0000${specification.option}`,
      ),
      custom_value: specification.customValue,
      allow_filtering: flag(specification.allowFiltering),
      show_on_product_page: 1,
      display_order: n + 1,
    })),
  );
  const combinations = plan.products.flatMap((product, index) =>
    product.combinations.map((combination) => ({
      product_id: itemAt(productIds, index),
      attributes_key: productRules.attributesKey(
        combination.choice.map(([attributeIndex, valueIndex]) => ({
          mappingId: itemAt(itemAt(mappingIds, index), attributeIndex),
          valueIds: [itemAt(itemAt(itemAt(valueIds, index), attributeIndex), valueIndex)],
        })),
      ),
      sku: combination.sku,
      stock_quantity: combination.stockQuantity,
      allow_out_of_stock_orders: 0,
      overridden_price: combination.overriddenPrice,
      picture_id: null,
    })),
  );
  const related = plan.products.flatMap((product, index) =>
    product.relatedIndexes.map((relatedIndex, n) => ({
      product_id: itemAt(productIds, index),
      related_product_id: itemAt(productIds, relatedIndex),
      display_order: n + 1,
    })),
  );

  await insertRows(productCategories, (batch) => trx.insertInto('product_category').values(batch).execute());
  await insertRows(productPictures, (batch) => trx.insertInto('product_picture').values(batch).execute());
  await insertRows(productSpecifications, (batch) =>
    trx.insertInto('product_specification_attribute').values(batch).execute(),
  );
  await insertRows(combinations, (batch) => trx.insertInto('product_attribute_combination').values(batch).execute());
  await insertRows(related, (batch) => trx.insertInto('related_product').values(batch).execute());
  await insertReviews(trx, plan, productIds, storeOpened);

  await trx
    .insertInto('topic')
    .values(
      TOPICS.map((topic, index) => ({
        system_name: topic.systemName,
        title: topic.title,
        body: topic.body,
        meta_description: topic.metaDescription,
        include_in_side_menu: flag(topic.includeInSideMenu),
        accessible_when_store_closed: flag(topic.accessibleWhenStoreClosed),
        published: 1,
        display_order: index + 1,
      })),
    )
    .onConflict((oc) => oc.column('system_name').doNothing())
    .execute();
}

const REVIEW_APPROVAL_DELAY_MS = 2 * 60 * 60 * 1000;

function seededUuid(random: SeededRandom): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  const variant = (8 + random.int(0, 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

// Ratings are counted from the stored reviews by the reviews module's own step, so none lacks its reviews.
async function insertReviews(
  trx: Transaction<Database>,
  plan: DemoStorePlan,
  productIds: number[],
  storeOpened: string,
): Promise<void> {
  const random = createSeededRandom(14050101);
  const reviewerRows = REVIEWERS.map((reviewer) => ({
    customer_guid: seededUuid(random),
    email: null,
    mobile: null,
    first_name: reviewer.firstName,
    last_name: reviewer.lastName,
    password_hash: null,
    is_guest: 0,
    active: 1,
    deleted: 0,
    avatar_picture_id: null,
    created_at: storeOpened,
    last_activity_at: storeOpened,
  }));
  const reviewerIds = await insertAll(
    reviewerRows,
    INSERT_CHUNK,
    (row) => row.customer_guid,
    async (batch) =>
      (await trx.insertInto('customer').values(batch).returning(['id', 'customer_guid']).execute()).map((row) => ({
        id: row.id,
        key: row.customer_guid,
      })),
  );
  const registered = await trx
    .selectFrom('customer_role')
    .select('id')
    .where('system_name', '=', 'Registered')
    .executeTakeFirst();
  if (registered) {
    await insertRows(
      reviewerIds.map((id) => ({ customer_id: id, customer_role_id: registered.id })),
      (batch) => trx.insertInto('customer_role_mapping').values(batch).execute(),
    );
  }

  const reviewRows = plan.reviews.map((review) => {
    const createdAt = isoDaysBefore(review.daysAgo, review.minutes);
    return {
      product_id: itemAt(productIds, review.productIndex),
      customer_id: itemAt(reviewerIds, review.reviewerIndex),
      title: review.title,
      review_text: review.text,
      rating: review.rating,
      is_approved: 1,
      created_at: createdAt,
      approved_at: new Date(Date.parse(createdAt) + REVIEW_APPROVAL_DELAY_MS).toISOString(),
    };
  });
  const reviewIds = await insertAll(
    reviewRows,
    INSERT_CHUNK,
    (row) => `${row.product_id}:${row.customer_id}`,
    async (batch) =>
      (
        await trx.insertInto('product_review').values(batch).returning(['id', 'product_id', 'customer_id']).execute()
      ).map((row) => ({ id: row.id, key: `${row.product_id}:${row.customer_id}` })),
  );
  const votes = plan.reviews.flatMap((review, n) =>
    review.votes.map((vote) => ({
      product_review_id: itemAt(reviewIds, n),
      customer_id: itemAt(reviewerIds, vote.voterIndex),
      was_helpful: flag(vote.wasHelpful),
      created_at: isoDaysBefore(vote.daysAgo),
      updated_at: isoDaysBefore(vote.daysAgo),
    })),
  );
  await insertRows(votes, (batch) => trx.insertInto('product_review_helpfulness').values(batch).execute());

  const ratings = await trx
    .selectFrom('product_review')
    .select((eb) => [
      'product_id',
      eb.fn.sum<number | string>('rating').as('sum'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('is_approved', '=', 1)
    .groupBy('product_id')
    .execute();
  for (const rating of ratings) {
    await trx
      .updateTable('product')
      .set({ approved_rating_sum: Number(rating.sum), approved_total_reviews: Number(rating.count) })
      .where('id', '=', rating.product_id)
      .execute();
  }
}
