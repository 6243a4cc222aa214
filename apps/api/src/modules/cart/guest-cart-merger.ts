import type { Kysely } from 'kysely';
import { MAX_LINE_QUANTITY, type AttributeChoice } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { isAppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createProductLines } from '../catalog/index.js';
import type { GuestDataMerger } from '../customers/index.js';
import * as repo from './cart.repository.js';

const productLines = createProductLines();

/** Never throws for a line: a login must not fail because of the cart. */
export function createGuestCartMerger(deps: { clock: Clock }): GuestDataMerger {
  return {
    async mergeGuestInto(trx, guestId, customerId) {
      const now = deps.clock.now().toISOString();
      await repo.lockShopper(trx, customerId);
      for (const listType of ['cart', 'wishlist'] as const) {
        for (const line of await repo.listLines(trx, guestId, listType)) {
          const existing = await repo.findLineByIdentity(trx, {
            customerId,
            listType,
            productId: line.product_id,
            attributesHash: line.attributes_hash,
          });
          const wanted = (existing?.quantity ?? 0) + line.quantity;
          const quantity = await clampedQuantity(trx, line, wanted, existing?.quantity ?? line.quantity);
          if (existing) {
            await repo.setLineQuantity(trx, existing.id, quantity, now);
            await repo.deleteLine(trx, line.id);
          } else {
            await repo.moveLine(trx, line.id, customerId, quantity, now);
          }
        }
      }
      await repo.moveAppliedGiftCards(trx, guestId, customerId);
    },
  };
}

/** With nothing in stock the line keeps `fallback` and shows its out-of-stock warning, rather than vanishing. */
async function clampedQuantity(
  trx: Kysely<Database>,
  line: repo.CartLineRow,
  wanted: number,
  fallback: number,
): Promise<number> {
  let cap = MAX_LINE_QUANTITY;
  try {
    const quote = await productLines.quote(trx, line.product_id, JSON.parse(line.attributes_json) as AttributeChoice[]);
    if (quote) {
      if (quote.product.allowedQuantities.length === 0) cap = Math.min(cap, quote.product.orderMaximumQuantity);
      if (line.list_type === 'cart' && quote.availableQuantity !== null) cap = Math.min(cap, quote.availableQuantity);
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
  }
  return cap >= 1 ? Math.min(wanted, cap) : Math.min(fallback, MAX_LINE_QUANTITY);
}
