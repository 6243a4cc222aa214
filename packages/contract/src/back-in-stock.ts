/**
 * Back-in-stock subscriptions (the spec's back-in-stock-subscriptions route; nopCommerce's
 * BackInStockSubscriptions): a registered customer asks to be told when an out-of-stock product
 * returns; the message goes by email (or SMS when the customer has no email) and the
 * subscription ends.
 */
import { z } from 'zod';
import { CustomProperties, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, queryInt } from './common.js';

export const BackInStockSubscription = z
  .object({
    Id: z.number().int(),
    ProductId: z.number().int(),
    ProductName: z.string(),
    PictureUrl: z.string().nullable(),
    /** ISO date-time. */
    CreatedOn: z.string(),
    CustomProperties,
  })
  .meta({ id: 'BackInStockSubscription' });
export type BackInStockSubscription = z.infer<typeof BackInStockSubscription>;

export const BackInStockSubscriptionsQuery = z.object({
  Limit: queryInt().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  Offset: queryInt().min(0).default(0),
});
export type BackInStockSubscriptionsQuery = z.input<typeof BackInStockSubscriptionsQuery>;

export const BackInStockSubscriptionList = z
  .object({ Items: z.array(BackInStockSubscription), TotalCount: z.number().int() })
  .meta({ id: 'BackInStockSubscriptionList' });
export type BackInStockSubscriptionList = z.infer<typeof BackInStockSubscriptionList>;

/** Whether the shopper is waiting for this product (product details' "notify me" button). */
export const BackInStockStatus = z
  .object({
    ProductId: z.number().int(),
    /** The product is out of stock now, so a subscription can be made. */
    CanSubscribe: z.boolean(),
    /** The subscription's Id when the logged-in customer has one; null otherwise (and for guests). */
    SubscriptionId: z.number().int().nullable(),
  })
  .meta({ id: 'BackInStockStatus' });
export type BackInStockStatus = z.infer<typeof BackInStockStatus>;

export const BackInStockSubscribeResponse = z
  .object({ Success: z.literal(true), Message: z.string(), Subscription: BackInStockSubscription })
  .meta({ id: 'BackInStockSubscribeResponse' });
export type BackInStockSubscribeResponse = z.infer<typeof BackInStockSubscribeResponse>;
