/**
 * The storefront's Persian dictionary: every user-facing string, one module per screen area.
 * The spec's Persian strings are kept verbatim (docs/product.md §2 "Side menu", §8 "The error catalogue").
 *
 * Import it as a namespace, `import * as fa from '…/strings/fa'`, and read `fa.area.key`: the
 * bundler then puts each area's strings in the chunk of the screens that read them, so the home
 * page's first load carries only the shell's strings (ADR 0016). Importing an area by name works
 * the same; never spread or iterate `fa`, which would pull every area into the first load.
 * The `.js` endings let the end-to-end tests (Node's module resolution) read the dictionary too.
 */
export { appName } from './app-name.js';
export { menu } from './menu.js';
export { tabs } from './tabs.js';
export { update } from './update.js';
export { push } from './push.js';
export { exitHint } from './exit-hint.js';
export { common } from './common.js';
export { home } from './home.js';
export { categories } from './categories.js';
export { productList } from './product-list.js';
export { productFilters } from './product-filters.js';
export { search } from './search.js';
export { product } from './product.js';
export { topic } from './topic.js';
export { appInfo } from './app-info.js';
export { intro } from './intro.js';
export { connectionError } from './connection-error.js';
export { storeClosed } from './store-closed.js';
export { paymentResult } from './payment-result.js';
export { checkout } from './checkout.js';
export { account } from './account.js';
export { profile } from './profile.js';
export { avatar } from './avatar.js';
export { address } from './address.js';
export { map } from './map.js';
export { validation } from './validation.js';
export { compare } from './compare.js';
export { scanner } from './scanner.js';
export { reviews } from './reviews.js';
export { backInStock } from './back-in-stock.js';
export { cart } from './cart.js';
export { wishlist } from './wishlist.js';
export { purchase } from './purchase.js';
export { pages } from './pages.js';
export { downloads } from './downloads.js';
export { orders } from './orders.js';
export { returns } from './returns.js';
export { recurring } from './recurring.js';
export { rewards } from './rewards.js';
export { contact } from './contact.js';
export { blog } from './blog.js';
