/**
 * Cart and wishlist (docs/product.md §7 "Cart" and "Wishlist"; DESIGN §2a). The spec's paths and field
 * names are kept exactly; what it leaves unshown follows nopCommerce's shopping cart models.
 */
import { MAX_LINE_QUANTITY } from './constants.js';
import { z } from 'zod';
import { AttributeChoice } from './catalog.js';
import { CustomProperties, MoneyValue } from './common.js';

export { MAX_LINE_QUANTITY };

/** A quantity as the shopper sends it: a whole number from 1 to {@link MAX_LINE_QUANTITY}. */
export const LineQuantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

/** `POST cart/add` and `POST /Wishlist/WishlistAdd` (docs/product.md §3: ProductId, Quantity, Attributes). */
export const AddToCartRequest = z
  .object({
    ProductId: z.number().int().positive(),
    Quantity: LineQuantity.default(1),
    Attributes: z.array(AttributeChoice).max(50).default([]),
  })
  .meta({ id: 'AddToCartRequest' });
export type AddToCartRequest = z.input<typeof AddToCartRequest>;

/**
 * The answer of an add, a quantity change, a delete or a move. `Success` false comes with a
 * 4xx status and the Persian reason in `Message` (and each reason in `Errors`).
 */
export const CartActionResponse = z
  .object({
    Success: z.boolean(),
    Message: z.string().optional(),
    Errors: z.array(z.string()).default([]),
  })
  .meta({ id: 'CartActionResponse' });
export type CartActionResponse = z.output<typeof CartActionResponse>;

/** `PUT cart/updatequantity` (docs/product.md §7: Id, ProductId, Quantity). */
export const UpdateCartQuantityRequest = z
  .object({
    Id: z.number().int().positive(),
    ProductId: z.number().int().positive(),
    Quantity: LineQuantity,
  })
  .meta({ id: 'UpdateCartQuantityRequest' });
export type UpdateCartQuantityRequest = z.input<typeof UpdateCartQuantityRequest>;

/** One line of the cart or the wishlist. Prices are always computed by the server from the database. */
export const CartItem = z
  .object({
    Id: z.number().int(),
    ProductId: z.number().int(),
    ProductName: z.string(),
    Sku: z.string(),
    Quantity: z.number().int(),
    PictureUrl: z.string().nullable(),
    /** The chosen attributes as text, one "name: value" per line. */
    AttributeInfo: z.string(),
    /** The chosen attributes as they were sent (to edit the line on the product page). */
    Attributes: z.array(AttributeChoice),
    UnitPrice: z.string(),
    UnitPriceValue: MoneyValue,
    SubTotal: z.string(),
    SubTotalValue: MoneyValue,
    /** Why this line cannot be bought as it is (stock, quantity rules, product gone); empty when it can. */
    Warnings: z.array(z.string()),
    /**
     * Whether the product (with the chosen combination) can be bought now at all: false when it is sold out,
     * so a wishlist line offers back-in-stock instead of a move to the cart that would only be refused.
     */
    InStock: z.boolean(),
    OrderMinimumQuantity: z.number().int(),
    OrderMaximumQuantity: z.number().int(),
    /** The only quantities allowed; empty for any. */
    AllowedQuantities: z.array(z.number().int()),
    CustomProperties,
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof CartItem>;

/** `GET cart/getitems`. */
export const CartItemList = z
  .object({
    Items: z.array(CartItem),
    /** Warnings about the cart as a whole (e.g. below the minimum order subtotal). */
    Warnings: z.array(z.string()),
    CustomProperties,
  })
  .meta({ id: 'CartItemList' });
export type CartItemList = z.infer<typeof CartItemList>;

/** A gift card applied to the cart, with what it takes off this cart's total. */
export const AppliedGiftCard = z
  .object({
    Id: z.number().int(),
    CouponCode: z.string(),
    /** What the card takes off this order. */
    Amount: z.string(),
    AmountValue: MoneyValue,
    /** What would be left on the card after this order. */
    Remaining: z.string(),
    RemainingValue: MoneyValue,
  })
  .meta({ id: 'AppliedGiftCard' });
export type AppliedGiftCard = z.infer<typeof AppliedGiftCard>;

/** A tax rate and the tax it accounts for (prices include tax, as Iranian shops show them). */
export const TaxRateLine = z
  .object({
    Rate: z.string(),
    RateValue: z.number(),
    Value: z.string(),
    ValueValue: MoneyValue,
  })
  .meta({ id: 'TaxRateLine' });
export type TaxRateLine = z.infer<typeof TaxRateLine>;

/** `GET cart/ordertotals` (docs/product.md §3: OrderTotal, OrderTotalDiscount, SubTotal, SubTotalDiscount, gift cards, tax rates). */
export const OrderTotals = z
  .object({
    SubTotal: z.string(),
    SubTotalValue: MoneyValue,
    SubTotalDiscount: z.string(),
    SubTotalDiscountValue: MoneyValue,
    /** Null until a shipping method is chosen at checkout. */
    Shipping: z.string().nullable(),
    ShippingValue: MoneyValue.nullable(),
    /** The tax included in the prices. */
    Tax: z.string(),
    TaxValue: MoneyValue,
    TaxRates: z.array(TaxRateLine),
    GiftCards: z.array(AppliedGiftCard),
    OrderTotalDiscount: z.string(),
    OrderTotalDiscountValue: MoneyValue,
    OrderTotal: z.string(),
    OrderTotalValue: MoneyValue,
    /** Checkout (DESIGN §2b): an online payment step follows placement (false for a zero total or offline methods). */
    IsPaymentWorkflowRequired: z.boolean(),
    /** The chosen shipping method's name; null until one is chosen. */
    SelectedShippingMethod: z.string().nullable(),
    /** The chosen payment method's name; null until one is chosen. */
    PaymentMethod: z.string().nullable(),
    PaymentMethodAdditionalFee: z.string().nullable(),
    PaymentMethodAdditionalFeeValue: MoneyValue.nullable(),
    /** Applied discount codes (their total is SubTotalDiscount). */
    AppliedDiscounts: z.array(z.object({ Id: z.number().int(), CouponCode: z.string(), Amount: z.string() })),
    RedeemedRewardPoints: z.number().int(),
    RedeemedRewardPointsAmount: z.string(),
    RedeemedRewardPointsAmountValue: MoneyValue,
    WillEarnRewardPoints: z.number().int(),
    CustomProperties,
  })
  .meta({ id: 'OrderTotals' });
export type OrderTotals = z.infer<typeof OrderTotals>;

/** `POST /cart/applygiftcard`. */
export const ApplyGiftCardRequest = z
  .object({ GiftCardCode: z.string().trim().min(1).max(100) })
  .meta({ id: 'ApplyGiftCardRequest' });
export type ApplyGiftCardRequest = z.input<typeof ApplyGiftCardRequest>;

/** `GET /Wishlist/Get` (docs/product.md §3: Success and Result.Items). */
export const WishlistResponse = z
  .object({
    Success: z.boolean(),
    Result: z.object({ Items: z.array(CartItem) }),
  })
  .meta({ id: 'WishlistResponse' });
export type WishlistResponse = z.infer<typeof WishlistResponse>;

/** A wishlist write (`WishlistAdd`, `Wishlist/Delete/{id}`, `Wishlist/AddToCart/{id}`): the spec reads every wishlist answer as Success and Result.Items. */
export const WishlistActionResponse = CartActionResponse.extend({
  Result: z.object({ Items: z.array(CartItem) }),
}).meta({ id: 'WishlistActionResponse' });
export type WishlistActionResponse = z.output<typeof WishlistActionResponse>;

/** `GET wishlist/isinwishlist/{id}`. */
export const IsInWishlistResponse = z
  .object({ Success: z.boolean(), Result: z.boolean() })
  .meta({ id: 'IsInWishlistResponse' });
export type IsInWishlistResponse = z.infer<typeof IsInWishlistResponse>;
