import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { blogPostsQueryOptions, blogTagOf, blogTagsQueryOptions } from '@/features/blog/api/get-blog-posts';
import { cartItemsQueryOptions } from '@/features/cart/api/get-cart-items';
import { orderTotalsQueryOptions } from '@/features/cart/api/get-order-totals';
import { shoppingCartSettingsQueryOptions } from '@/features/cart/api/get-shopping-cart-settings';
import { catalogSettingsQueryOptions } from '@/features/catalog/api/get-catalog-settings';
import { categoryTreeQueryOptions } from '@/features/catalog/api/get-category-tree';
import { orderIdParam, orderQueryOptions } from '@/features/checkout/api/get-order';

type Params = Record<string, string | undefined>;
type PageData = (client: QueryClient, params: Params, search: URLSearchParams) => Array<Promise<void>>;

/**
 * What each page that the server draws no first screen for reads on its first render, with the same
 * query options its own hooks use, so a request asked for at start is the one the page's hook finds.
 */
const pagesData: Array<[pattern: string, data: PageData]> = [
  [
    paths.categories.pattern,
    (client) => [client.prefetchQuery(categoryTreeQueryOptions()), client.prefetchQuery(catalogSettingsQueryOptions())],
  ],
  [
    paths.cart.pattern,
    (client) => [
      client.prefetchQuery(cartItemsQueryOptions()),
      client.prefetchQuery(orderTotalsQueryOptions()),
      client.prefetchQuery(shoppingCartSettingsQueryOptions()),
    ],
  ],
  [
    paths.orderDetails.pattern,
    (client, { id }) => {
      const orderId = orderIdParam(id);
      return orderId === null ? [] : [client.prefetchQuery(orderQueryOptions(orderId))];
    },
  ],
  [
    paths.blog.pattern,
    (client, _params, search) => [
      client.prefetchInfiniteQuery(blogPostsQueryOptions(blogTagOf(search))),
      client.prefetchQuery(blogTagsQueryOptions()),
    ],
  ],
];

/**
 * Asks for the data of the page the app opens on while its chunk and the shell load, instead of after
 * the page has mounted (render-as-you-fetch): the page's first render then finds it in the cache.
 * Needs the session loaded, for the requests' guest id and sign-in.
 */
export function prefetchPageData(client: QueryClient, pathname: string, search: string): Promise<void> {
  for (const [pattern, data] of pagesData) {
    const match = matchPath(pattern, pathname);
    if (match) return Promise.all(data(client, match.params, new URLSearchParams(search))).then(() => undefined);
  }
  return Promise.resolve();
}
