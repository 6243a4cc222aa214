/**
 * One product added to the demo catalogue beside the generated plan (the downloadable products, the
 * subscription): the product row with the plan's defaults, its category and a picture drawn like
 * the others'. The search index and category lists are refreshed once by the seed afterwards.
 */
import type { Insertable, Kysely } from 'kysely';
import { foldForSearch } from '@sabad/contract';
import type { Database, ProductTable } from '../schema.js';
import { encodeProductGallery, productSvg, type Icon } from './artwork.js';
import { stripTags } from './plan.js';
import { createSeededRandom } from './random.js';

export interface ExtraProduct {
  name: string;
  sku: string;
  /** Rial. */
  price: number;
  shortDescription: string;
  fullDescription: string;
  categoryId: number;
  displayOrder: number;
  createdAt: string;
  picture: { icon: Icon; hue: number; randomSeed: number };
  /** Columns that differ from a plain, published, untracked product (stock, downloads, cycles…). */
  columns?: Partial<Insertable<ProductTable>>;
}

export async function insertExtraProduct(trx: Kysely<Database>, product: ExtraProduct): Promise<number> {
  const inserted = await trx
    .insertInto('product')
    .values({
      name: product.name,
      short_description: product.shortDescription,
      full_description: product.fullDescription,
      sku: product.sku,
      price: product.price,
      old_price: null,
      manufacturer_id: null,
      manage_inventory_method: 'none',
      stock_quantity: 0,
      backorder_mode: 'none',
      order_minimum_quantity: 1,
      order_maximum_quantity: 10,
      allowed_quantities: '',
      disable_buy_button: 0,
      disable_wishlist_button: 0,
      published: 1,
      deleted: 0,
      show_on_home_page: 0,
      mark_as_new: 1,
      is_free_shipping: 0,
      weight: 0,
      approved_rating_sum: 0,
      approved_total_reviews: 0,
      sold_count: 0,
      display_order: product.displayOrder,
      search_name: foldForSearch(`${product.name} ${product.sku}`),
      search_description: foldForSearch(`${product.shortDescription} ${stripTags(product.fullDescription)}`),
      created_at: product.createdAt,
      updated_at: product.createdAt,
      ...product.columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('product_category')
    .values({ product_id: inserted.id, category_id: product.categoryId, display_order: product.displayOrder })
    .execute();
  const { icon, hue, randomSeed } = product.picture;
  const [picture] = await encodeProductGallery(productSvg({ icon, hue, random: createSeededRandom(randomSeed) }), 1);
  if (!picture) throw new Error(`no picture drawn for ${product.sku}`);
  const pictureRow = await trx
    .insertInto('picture')
    .values({
      mime_type: picture.mimeType,
      seo_filename: `product-${product.sku.toLowerCase()}`,
      alt_text: product.name,
      width: picture.width,
      height: picture.height,
      data: picture.data,
      created_at: product.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('product_picture')
    .values({ product_id: inserted.id, picture_id: pictureRow.id, display_order: 1 })
    .execute();
  return inserted.id;
}
