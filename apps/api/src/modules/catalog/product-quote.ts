// Always priced from the database, never from what the client sent (DESIGN §3).
import type { Kysely } from 'kysely';
import { ATTRIBUTE_VALUE_SEPARATOR, type AttributeChoice } from '@sabad/contract';
import { fixedQuery } from '../../db/fixed-query.js';
import type { Database, ManageInventoryMethod } from '../../db/schema.js';
import { createPictureUrls } from '../pictures/index.js';
import { readAttributeChoices } from './attribute-choice.js';
import {
  attributeMappingsOfProduct,
  attributeValuesOfProduct,
  findAttributeCombination,
  firstPictureIdOfProduct,
  readAttributeMappings,
  readAttributeValues,
} from './catalog.repository.js';

const pictureUrls = createPictureUrls();

export interface QuotedProduct {
  id: number;
  name: string;
  onSale: boolean;
  disableBuyButton: boolean;
  disableWishlistButton: boolean;
  orderMinimumQuantity: number;
  orderMaximumQuantity: number;
  allowedQuantities: number[];
  manageInventoryMethod: ManageInventoryMethod;
  isShipEnabled: boolean;
}

export interface ProductQuote {
  product: QuotedProduct;
  unitPrice: number;
  sku: string;
  pictureUrl: string | null;
  canonicalChoices: AttributeChoice[];
  attributeInfo: string;
  missingRequired: string[];
  availableQuantity: number | null;
  combinationId: number | null;
  weightGrams: number;
}

type ProductRow = Awaited<ReturnType<typeof findQuotableProduct>>;

// Compiled once: every cart write and cart line read runs it. Attributes come in the same statement as JSON lists
// (ADR 0055): inside a transaction every statement is a round trip on PostgreSQL.
const quotableProduct = fixedQuery((db, id: number) =>
  db
    .selectFrom('product as p')
    .leftJoin('product_picture as pp', (join) => join.on((eb) => eb('pp.id', '=', firstPictureIdOfProduct())))
    .leftJoin('picture as pic', 'pic.id', 'pp.picture_id')
    .select(['pic.id as picture_id', 'pic.seo_filename as picture_seo_filename'])
    .select([
      'p.id',
      'p.name',
      'p.sku',
      'p.price',
      'p.published',
      'p.deleted',
      'p.disable_buy_button',
      'p.disable_wishlist_button',
      'p.order_minimum_quantity',
      'p.order_maximum_quantity',
      'p.allowed_quantities',
      'p.manage_inventory_method',
      'p.stock_quantity',
      'p.backorder_mode',
      'p.weight',
      'p.is_free_shipping',
      'p.is_ship_enabled',
    ])
    .select(attributeMappingsOfProduct(db, id))
    .select(attributeValuesOfProduct(db, id))
    .where('p.id', '=', id),
);

async function findQuotableProduct(db: Kysely<Database>, id: number) {
  return (await quotableProduct(db, id))[0];
}

export function parseAllowedQuantities(text: string): number[] {
  return text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((quantity) => Number.isInteger(quantity) && quantity > 0);
}

function describeProduct(row: NonNullable<ProductRow>): QuotedProduct {
  return {
    id: row.id,
    name: row.name,
    onSale: row.published === 1 && row.deleted === 0,
    disableBuyButton: row.disable_buy_button === 1,
    disableWishlistButton: row.disable_wishlist_button === 1,
    orderMinimumQuantity: row.order_minimum_quantity,
    orderMaximumQuantity: row.order_maximum_quantity,
    allowedQuantities: parseAllowedQuantities(row.allowed_quantities),
    manageInventoryMethod: row.manage_inventory_method,
    isShipEnabled: row.is_ship_enabled === 1,
  };
}

const MAX_ID = 2_147_483_647;

/** A deleted or unpublished product is quoted too (`onSale` false), so a cart line can still show what it was. */
export async function quoteProduct(
  db: Kysely<Database>,
  productId: number,
  choices: readonly AttributeChoice[],
): Promise<ProductQuote | undefined> {
  if (!Number.isInteger(productId) || productId <= 0 || productId > MAX_ID) return undefined;
  const row = await findQuotableProduct(db, productId);
  if (!row) return undefined;
  const mappings = readAttributeMappings(row.attribute_mappings);
  const values = readAttributeValues(row.attribute_values);
  const chosen = readAttributeChoices([...choices], mappings, values);
  const combination = chosen.combinationKey
    ? await findAttributeCombination(db, productId, chosen.combinationKey)
    : undefined;

  let availableQuantity: number | null;
  switch (row.manage_inventory_method) {
    case 'none':
      availableQuantity = null;
      break;
    case 'product':
      availableQuantity = row.backorder_mode === 'allow' ? null : Math.max(0, row.stock_quantity);
      break;
    case 'combinations':
      if (!combination) availableQuantity = 0;
      else
        availableQuantity =
          combination.allow_out_of_stock_orders === 1 ? null : Math.max(0, combination.stock_quantity);
      break;
  }

  const valueWithPicture = chosen.values.find((value) => value.picture_id != null);
  const canonicalChoices = chosen.byAttribute
    .slice()
    .sort((a, b) => a.mapping.id - b.mapping.id)
    .map(({ mapping, values: picked, text }) => ({
      Key: String(mapping.id),
      Value:
        text ??
        picked
          .map((value) => value.id)
          .sort((a, b) => a - b)
          .join(ATTRIBUTE_VALUE_SEPARATOR),
    }));

  return {
    product: describeProduct(row),
    unitPrice: combination?.overridden_price ?? row.price + chosen.priceAdjustment,
    sku: combination?.sku || row.sku,
    pictureUrl:
      pictureUrls.optional(combination?.picture_id, combination?.picture_seo_filename, 'thumb') ??
      pictureUrls.optional(valueWithPicture?.picture_id, valueWithPicture?.picture_seo_filename, 'thumb') ??
      pictureUrls.optional(row.picture_id, row.picture_seo_filename, 'thumb'),
    canonicalChoices,
    attributeInfo: chosen.byAttribute
      .map(
        ({ mapping, values: picked, text }) =>
          `${mapping.name}: ${text ?? picked.map((value) => value.name).join('، ')}`,
      )
      .join('\n'),
    missingRequired: chosen.missingRequired,
    availableQuantity,
    combinationId: combination?.id ?? null,
    weightGrams: row.is_free_shipping === 1 || row.is_ship_enabled === 0 ? 0 : row.weight,
  };
}
