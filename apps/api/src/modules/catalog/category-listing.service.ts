import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { refreshCategoryListing } from './category-listing.repository.js';

/**
 * The category pages' copy of each product (name, price, order, published), rebuilt by whoever changed what it
 * copies, inside their own transaction so a list never shows half a save.
 */
export interface CategoryListing {
  /** Every product's rows when `productIds` is left out. */
  refresh(db: Kysely<Database>, productIds?: readonly number[]): Promise<void>;
}

export function createCategoryListing(): CategoryListing {
  return { refresh: refreshCategoryListing };
}
