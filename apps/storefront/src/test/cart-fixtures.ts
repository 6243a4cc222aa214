import { CartItem, CartSettings, OrderTotals } from '@sabad/contract';
import { formatToman } from '@/lib/format';
import type { RecordedRequest } from './fake-api';

/** Contract-shaped cart answers, parsed with the contract's schemas so they cannot drift. */
export function cartLine(id: number, productId: number, quantity: number, overrides: Partial<CartItem> = {}): CartItem {
  const unit = overrides.UnitPriceValue ?? 1_250_000;
  return CartItem.parse({
    Id: id,
    ProductId: productId,
    ProductName: `محصول ${productId}`,
    Sku: `SKU-${productId}`,
    Quantity: quantity,
    PictureUrl: `/images/${productId}/thumb/p.webp`,
    AttributeInfo: '',
    Attributes: [],
    UnitPrice: formatToman(unit),
    UnitPriceValue: unit,
    SubTotal: formatToman(unit * quantity),
    SubTotalValue: unit * quantity,
    Warnings: [],
    InStock: true,
    OrderMinimumQuantity: 1,
    OrderMaximumQuantity: 10,
    AllowedQuantities: [],
    CustomProperties: {},
    ...overrides,
  });
}

export const cartSettings = CartSettings.parse({
  ShowProductImagesOnShoppingCart: true,
  ShowProductImagesOnWishList: true,
  MaximumShoppingCartItems: 100,
  MaximumWishlistItems: 100,
  AllowCartItemEditing: true,
  ShowGiftCardBox: true,
  ShowDiscountBox: false,
  MinOrderSubtotalAmount: 0,
  CustomProperties: {},
});

export function totalsOf(lines: CartItem[]): OrderTotals {
  const sum = lines.reduce((total, line) => total + line.UnitPriceValue * line.Quantity, 0);
  return OrderTotals.parse({
    SubTotal: formatToman(sum),
    SubTotalValue: sum,
    SubTotalDiscount: formatToman(0),
    SubTotalDiscountValue: 0,
    Shipping: null,
    ShippingValue: null,
    Tax: formatToman(Math.round((sum * 10) / 110)),
    TaxValue: Math.round((sum * 10) / 110),
    TaxRates: [],
    GiftCards: [],
    OrderTotalDiscount: formatToman(0),
    OrderTotalDiscountValue: 0,
    OrderTotal: formatToman(sum),
    OrderTotalValue: sum,
    IsPaymentWorkflowRequired: sum > 0,
    SelectedShippingMethod: null,
    PaymentMethod: null,
    PaymentMethodAdditionalFee: null,
    PaymentMethodAdditionalFeeValue: null,
    AppliedDiscounts: [],
    RedeemedRewardPoints: 0,
    RedeemedRewardPointsAmount: formatToman(0),
    RedeemedRewardPointsAmountValue: 0,
    WillEarnRewardPoints: 0,
    CustomProperties: {},
  });
}

const ok = { Success: true, Errors: [] };
export const refused = (status: number, message: string) => ({
  status,
  body: { Success: false, Message: message, Errors: [message] },
});

/**
 * A cart and a wishlist kept in memory behind the fake API, answering the spec's cart and wishlist
 * calls the way the server does (prices recomputed, the line's quantity replaced, moves emptying the
 * wishlist line). Tests change `refuse` to make the next calls answer a refusal.
 */
export function fakeCartServer(initial: { cart?: CartItem[]; wishlist?: CartItem[] } = {}) {
  const state = { cart: [...(initial.cart ?? [])], wishlist: [...(initial.wishlist ?? [])], nextId: 100 };
  const reprice = (line: CartItem, quantity: number): CartItem => ({
    ...line,
    Quantity: quantity,
    SubTotal: formatToman(line.UnitPriceValue * quantity),
    SubTotalValue: line.UnitPriceValue * quantity,
  });
  const lineId = (request: RecordedRequest) => Number(request.url.pathname.split('/').pop());
  const routes = {
    'GET /api/v2/cart/getitems': () => ({ body: { Items: state.cart, Warnings: [], CustomProperties: {} } }),
    'GET /api/v2/cart/ordertotals': () => ({ body: totalsOf(state.cart) }),
    'GET /api/v2/cart/getshoppingcartsettings': cartSettings,
    'GET /api/v2/settings/cartsettings': cartSettings,
    'GET /api/v2/Wishlist/Get': () => ({ body: { Success: true, Result: { Items: state.wishlist } } }),
    'PUT /api/v2/cart/updatequantity': (request: RecordedRequest) => {
      const body = request.body as { Id: number; Quantity: number };
      state.cart = state.cart.map((line) => (line.Id === body.Id ? reprice(line, body.Quantity) : line));
      return { body: ok };
    },
    'POST /api/v2/cart/add': (request: RecordedRequest) => {
      const body = request.body as { ProductId: number; Quantity: number };
      const existing = state.cart.find((line) => line.ProductId === body.ProductId);
      if (existing)
        state.cart = state.cart.map((line) =>
          line === existing ? reprice(line, line.Quantity + body.Quantity) : line,
        );
      else state.cart = [...state.cart, cartLine(state.nextId++, body.ProductId, body.Quantity)];
      return { body: ok };
    },
    'POST /api/v2/Wishlist/WishlistAdd': (request: RecordedRequest) => {
      const body = request.body as { ProductId: number; Quantity: number };
      state.wishlist = [...state.wishlist, cartLine(state.nextId++, body.ProductId, body.Quantity)];
      return { body: ok };
    },
  } as Record<string, unknown>;
  for (const line of [...state.cart, ...state.wishlist, ...Array.from({ length: 20 }, (_, i) => ({ Id: 100 + i }))]) {
    routes[`DELETE /api/v2/cart/delete/${line.Id}`] = (request: RecordedRequest) => {
      state.cart = state.cart.filter((item) => item.Id !== lineId(request));
      return { body: ok };
    };
    routes[`DELETE /api/v2/Wishlist/Delete/${line.Id}`] = (request: RecordedRequest) => {
      state.wishlist = state.wishlist.filter((item) => item.Id !== lineId(request));
      return { body: ok };
    };
    routes[`POST /api/v2/Wishlist/AddToCart/${line.Id}`] = (request: RecordedRequest) => {
      const moved = state.wishlist.find((item) => item.Id === lineId(request));
      if (!moved) return undefined;
      state.wishlist = state.wishlist.filter((item) => item !== moved);
      state.cart = [...state.cart, { ...moved, Id: state.nextId++ }];
      return { body: ok };
    };
  }
  return { state, routes };
}
