import type { Kysely } from 'kysely';
import type { AttributeChangeRequest, AttributeChangeResponse } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { MoneyFormatter } from '../../lib/money.js';
import { createPictureUrls } from '../pictures/index.js';
import { readAttributeChoices } from './attribute-choice.js';
import { catalogMessages } from './catalog.messages.js';
import {
  countOrderableCombinations,
  findAttributeCombination,
  listProductAttributeMappings,
  listProductAttributeValues,
  type ProductDetailsRow,
} from './catalog.repository.js';
import { productStock, stockOfQuantity } from './stock.js';

const pictureUrls = createPictureUrls();

/** The price, stock, SKU and picture of what the shopper has chosen so far on a product page. */
export async function changeAttributes(
  db: Kysely<Database>,
  product: ProductDetailsRow,
  request: AttributeChangeRequest,
  readMoney: () => Promise<MoneyFormatter>,
): Promise<AttributeChangeResponse> {
  const productId = request.productId;
  const [mappings, values, money] = await Promise.all([
    listProductAttributeMappings(db, productId),
    listProductAttributeValues(db, productId),
    readMoney(),
  ]);
  const chosen = readAttributeChoices(request.attrValues ?? [], mappings, values);
  const combination = chosen.combinationKey
    ? await findAttributeCombination(db, productId, chosen.combinationKey)
    : undefined;

  const price = combination?.overridden_price ?? product.price + chosen.priceAdjustment;
  let stock;
  if (product.manage_inventory_method !== 'combinations') {
    stock = productStock(product, 0);
  } else if (combination) {
    stock = stockOfQuantity(combination.stock_quantity, combination.allow_out_of_stock_orders === 1);
  } else if (chosen.missingRequired.length > 0) {
    // Nothing complete is chosen yet: tell whether any choice can be bought.
    stock = productStock(product, await countOrderableCombinations(db, productId));
  } else {
    stock = { inStock: false, text: catalogMessages.combinationUnavailable };
  }

  let pictureUrlOfChoice: string | null = null;
  if (request.loadPicture) {
    const valueWithPicture = chosen.values.find((value) => value.picture_id != null);
    pictureUrlOfChoice =
      pictureUrls.optional(combination?.picture_id, combination?.picture_seo_filename, 'full') ??
      pictureUrls.optional(valueWithPicture?.picture_id, valueWithPicture?.picture_seo_filename, 'full');
  }

  return {
    Success: chosen.missingRequired.length === 0,
    Price: money.format(price),
    PriceValue: price,
    StockAvailability: stock.text,
    InStock: stock.inStock,
    Sku: combination?.sku || product.sku,
    PictureUrl: pictureUrlOfChoice,
    Errors: chosen.missingRequired,
  };
}
