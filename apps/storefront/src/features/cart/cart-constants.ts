/** docs/product.md §9: "Cart item update delay: 700 ms" — a quantity edit is sent once the shopper pauses this long. */
export const CART_ITEM_UPDATE_DELAY_MS = 700;
