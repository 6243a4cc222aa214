/**
 * The Persian demo store: categories, brands, products with pictures, attributes and
 * combinations, specifications, topics, blog posts and the store's name and logo.
 * Seeds only an empty catalogue, in one transaction, with the same rows and picture bytes on
 * every run and on both databases.
 */
import os from 'node:os';
import type { Kysely, Transaction } from 'kysely';
import { buildAttributesKey } from '../../modules/catalog/attributes-key.js';
import type { Database } from '../schema.js';
import {
  blogSvg,
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
import { BRANDS } from './brands.js';
import { BLOG_POSTS, TOPICS } from './content.js';
import { isoDaysBefore, planDemoStore, type DemoStorePlan } from './plan.js';
import { createSeededRandom } from './random.js';

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
  /** Per product, its gallery in display order. */
  products: PictureToStore[][];
  blogPosts: PictureToStore[];
}

const STORE_NAME = 'سبد';
const INSERT_CHUNK = 200;

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
    return true;
  });
  const finished = performance.now();

  if (seeded) {
    const pictureCount =
      1 +
      pictures.categories.length +
      pictures.brands.length +
      pictures.products.flat().length +
      pictures.blogPosts.length;
    log(
      `demo store: ${plan.categories.length} categories, ${BRANDS.length} brands, ${plan.products.length} products, ` +
        `${pictureCount} pictures (drawn in ${Math.round(rendered - started)} ms, stored in ${Math.round(finished - rendered)} ms)`,
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
  const blogPosts = await mapLimited(BLOG_POSTS, parallel, async (post, index) =>
    named(
      await encodeWebp(blogSvg(post.icon, post.hue, createSeededRandom(500 + index))),
      `blog-${index + 1}`,
      post.title,
    ),
  );
  return { logo, categories, brands, products, blogPosts };
}

const flag = (value: boolean): number => (value ? 1 : 0);

async function insertPicture(trx: Transaction<Database>, picture: PictureToStore, createdAt: string): Promise<number> {
  const row = await trx
    .insertInto('picture')
    .values({
      mime_type: picture.mimeType,
      seo_filename: picture.seoFilename,
      alt_text: picture.altText,
      width: picture.width,
      height: picture.height,
      data: picture.data,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) await insert(rows.slice(start, start + INSERT_CHUNK));
}

async function insertDemoStore(
  trx: Transaction<Database>,
  plan: DemoStorePlan,
  pictures: RenderedPictures,
): Promise<void> {
  const storeOpened = isoDaysBefore(400);

  const logoId = await insertPicture(trx, pictures.logo, storeOpened);
  await trx
    .insertInto('setting')
    .values([
      { name: 'StoreName', value: STORE_NAME },
      { name: 'LogoPictureId', value: String(logoId) },
    ])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();

  const categoryIds: number[] = [];
  for (const [index, category] of plan.categories.entries()) {
    const pictureId = await insertPicture(trx, pictures.categories[index]!, storeOpened);
    const parentId = category.parentIndex === null ? 0 : categoryIds[category.parentIndex]!;
    const row = await trx
      .insertInto('category')
      .values({
        name: category.name,
        description: category.description,
        parent_category_id: parentId,
        picture_id: pictureId,
        display_order: category.displayOrder,
        published: 1,
        show_on_home_page: flag(category.showOnHomePage),
        created_at: storeOpened,
        updated_at: storeOpened,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }

  const brandIds = new Map<string, number>();
  for (const [index, brand] of BRANDS.entries()) {
    const pictureId = await insertPicture(trx, pictures.brands[index]!, storeOpened);
    const row = await trx
      .insertInto('manufacturer')
      .values({
        name: brand.name,
        description: brand.description,
        picture_id: pictureId,
        display_order: index + 1,
        published: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    brandIds.set(brand.key, row.id);
  }

  const productAttributeIds = new Map<string, number>();
  for (const attribute of PRODUCT_ATTRIBUTES) {
    const row = await trx.insertInto('product_attribute').values(attribute).returning('id').executeTakeFirstOrThrow();
    productAttributeIds.set(attribute.name, row.id);
  }

  const specificationOptionIds = new Map<string, number>();
  for (const [index, attribute] of plan.specificationAttributes.entries()) {
    const row = await trx
      .insertInto('specification_attribute')
      .values({ name: attribute.name, display_order: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [optionIndex, option] of attribute.options.entries()) {
      const optionRow = await trx
        .insertInto('specification_attribute_option')
        .values({
          specification_attribute_id: row.id,
          name: option.name,
          color_rgb: option.colorRgb,
          display_order: optionIndex + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      specificationOptionIds.set(`${attribute.name}\u0000${option.name}`, optionRow.id);
    }
  }

  const productIds: number[] = [];
  const productCategories: Database['product_category'][] = [];
  const productPictures: Array<{ product_id: number; picture_id: number; display_order: number }> = [];
  const productSpecifications: Array<Omit<Database['product_specification_attribute'], 'id'>> = [];
  const combinations: Array<Omit<Database['product_attribute_combination'], 'id'>> = [];

  for (const [index, product] of plan.products.entries()) {
    const row = await trx
      .insertInto('product')
      .values({
        name: product.name,
        short_description: product.shortDescription,
        full_description: product.fullDescription,
        sku: product.sku,
        price: product.price,
        old_price: product.oldPrice,
        manufacturer_id: product.brandKey ? brandIds.get(product.brandKey)! : null,
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
        approved_rating_sum: product.approvedRatingSum,
        approved_total_reviews: product.approvedTotalReviews,
        sold_count: product.soldCount,
        display_order: product.displayOrder,
        search_name: product.searchName,
        search_description: product.searchDescription,
        created_at: product.createdAt,
        updated_at: product.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const productId = row.id;
    productIds.push(productId);

    for (const category of product.categories) {
      productCategories.push({
        product_id: productId,
        category_id: categoryIds[category.categoryIndex]!,
        display_order: category.displayOrder,
      });
    }
    for (const [n, picture] of pictures.products[index]!.entries()) {
      productPictures.push({
        product_id: productId,
        picture_id: await insertPicture(trx, picture, product.createdAt),
        display_order: n + 1,
      });
    }
    for (const [n, specification] of product.specifications.entries()) {
      productSpecifications.push({
        product_id: productId,
        specification_attribute_option_id: specificationOptionIds.get(
          `${specification.attribute}\u0000${specification.option}`,
        )!,
        custom_value: specification.customValue,
        allow_filtering: flag(specification.allowFiltering),
        show_on_product_page: 1,
        display_order: n + 1,
      });
    }

    const mappingIds: number[] = [];
    const valueIds: number[][] = [];
    for (const [n, attribute] of product.attributes.entries()) {
      const mapping = await trx
        .insertInto('product_attribute_mapping')
        .values({
          product_id: productId,
          product_attribute_id: productAttributeIds.get(attribute.attributeName)!,
          text_prompt: attribute.textPrompt,
          is_required: flag(attribute.isRequired),
          control_type: attribute.controlType,
          display_order: n + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      mappingIds.push(mapping.id);
      const ids: number[] = [];
      for (const [v, value] of attribute.values.entries()) {
        const valueRow = await trx
          .insertInto('product_attribute_value')
          .values({
            mapping_id: mapping.id,
            name: value.name,
            color_squares_rgb: value.colorSquaresRgb,
            price_adjustment: value.priceAdjustment,
            is_pre_selected: flag(value.isPreSelected),
            display_order: v + 1,
            picture_id: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(valueRow.id);
      }
      valueIds.push(ids);
    }
    for (const combination of product.combinations) {
      combinations.push({
        product_id: productId,
        attributes_key: buildAttributesKey(
          combination.choice.map(([attributeIndex, valueIndex]) => ({
            mappingId: mappingIds[attributeIndex]!,
            valueIds: [valueIds[attributeIndex]![valueIndex]!],
          })),
        ),
        sku: combination.sku,
        stock_quantity: combination.stockQuantity,
        allow_out_of_stock_orders: 0,
        overridden_price: combination.overriddenPrice,
        picture_id: null,
      });
    }
  }

  const related = plan.products.flatMap((product, index) =>
    product.relatedIndexes.map((relatedIndex, n) => ({
      product_id: productIds[index]!,
      related_product_id: productIds[relatedIndex]!,
      display_order: n + 1,
    })),
  );

  await inChunks(productCategories, (chunk) => trx.insertInto('product_category').values(chunk).execute());
  await inChunks(productPictures, (chunk) => trx.insertInto('product_picture').values(chunk).execute());
  await inChunks(productSpecifications, (chunk) =>
    trx.insertInto('product_specification_attribute').values(chunk).execute(),
  );
  await inChunks(combinations, (chunk) => trx.insertInto('product_attribute_combination').values(chunk).execute());
  await inChunks(related, (chunk) => trx.insertInto('related_product').values(chunk).execute());

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

  for (const [index, post] of BLOG_POSTS.entries()) {
    const pictureId = await insertPicture(trx, pictures.blogPosts[index]!, post.publishedAt);
    await trx
      .insertInto('blog_post')
      .values({
        title: post.title,
        body_overview: post.overview,
        body: post.body,
        tags: post.tags,
        picture_id: pictureId,
        allow_comments: 1,
        published_at: post.publishedAt,
      })
      .execute();
  }
}
