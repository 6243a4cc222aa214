/**
 * The boxes the server's first screen draws before the app's JavaScript has run, and the app draws in
 * their place once it has: the API's first-screen module writes its HTML with these sizes and the
 * storefront's header, tab bar, product card, category tile, product gallery and list row take theirs
 * from here, so neither side can change one alone (`@sabad/contract/first-screen-layout`, zod-free like
 * `constants.ts`). CSS pixels.
 */

const productCard = { inlineSize: 150, padding: 8, border: 1 } as const;

export const firstScreenLayout = {
  /** A page's title bar (and home's search bar under it). */
  header: { blockSize: 56 },
  /** The search box inside home's search bar. */
  searchBox: { blockSize: 40, marginInline: 12 },
  tabBar: { blockSize: 56 },
  productCard: {
    ...productCard,
    /** The square picture fills the card inside its padding and border. */
    pictureSize: productCard.inlineSize - 2 * (productCard.padding + productCard.border),
  },
  /** A row of cards that scrolls sideways: how many a phone shows (two whole, the third in part). */
  productRow: { gap: 12, paddingInline: 16, shown: 3 },
  /** Home's category shortcuts: how many a phone shows before scrolling sideways. */
  categoryTile: { inlineSize: 84, pictureSize: 72, shown: 5 },
  /** The product page's pictures: the phone's full width, never wider than this. */
  productGallery: { slideMaxInlineSize: 480 },
  /** The bar under a product list's title (filter, sort, count). */
  listBar: { blockSize: 48 },
  /**
   * The categories tab: a section a top category (its head with a picture), its sub-categories in a grid
   * of tiles at least this wide; the first screen draws the first `shown` sections.
   */
  categorySections: { gap: 12, headPictureSize: 48, tilePictureSize: 72, tileMinInlineSize: 96, shown: 3 },
  /** The blog's posts as cards in a grid of columns at least this wide; the first screen draws the first `shown`. */
  blogList: { cardMinInlineSize: 280, gap: 16, shown: 2 },
  /** A category's product list in rows: how many rows the first screen holds. */
  productListRow: { pictureSize: 96, shown: 6 },
} as const;

export type FirstScreenLayout = typeof firstScreenLayout;
