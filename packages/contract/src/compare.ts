import { z } from 'zod';
import { ProductOverview } from './catalog.js';
import { CustomProperties } from './common.js';

/** One product as the compare page lines it up: the overview fields (but the short description), its brand and its specifications. */
export const CompareProduct = ProductOverview.omit({ ShortDescription: true, CustomProperties: true })
  .extend({
    TotalReviews: z.number().int(),
    Brand: z.string().nullable(),
    /** Specification name → the product's value (several values of one specification joined by "، "). */
    Specifications: z.record(z.string(), z.string()),
    CustomProperties,
  })
  .meta({ id: 'CompareProduct' });
export type CompareProduct = z.infer<typeof CompareProduct>;

/**
 * The shopper's compare list (`GET /catalog/compare` and every change to it), oldest first. It is
 * kept on the server per shopper (guest id or customer), so it survives restarts of the app and of
 * the server, and a guest's list moves to the account on login.
 */
export const CompareList = z
  .object({
    Items: z.array(CompareProduct),
    /** Every specification any listed product has, in the store's display order: the rows of the table. */
    SpecificationNames: z.array(z.string()),
    /** How many products the list holds at most (the store's CompareProductsMaximum, 4 by default). */
    MaximumProducts: z.number().int(),
    /**
     * Set when the last change did something the shopper should be told about: adding to a full list
     * drops the oldest product (as nopCommerce does) and this names it.
     */
    Message: z.string().nullable(),
    CustomProperties,
  })
  .meta({ id: 'CompareList' });
export type CompareList = z.infer<typeof CompareList>;
