/**
 * Which pages get a first screen written by the server, and from which reads: the same catalogue
 * answers the app fetches for them, kept in the page cache (`first-screen:…`) for the catalogue's TTL.
 */
import type { Kysely } from 'kysely';
import { firstScreenLayout } from '@sabad/contract/first-screen-layout';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ReadCache } from '../../lib/read-cache.js';
import type { BlogService } from '../blog/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { SettingsService } from '../settings/index.js';
import {
  blogFirstScreen,
  categoriesFirstScreen,
  categoryFirstScreen,
  homeFirstScreen,
  productFirstScreen,
  type FirstScreen,
} from './first-screen.html.js';
import { findPublishedCategoryName } from './first-screen.repository.js';

const MAX_ID = 2_147_483_647;
/** Where the app shows home: the start address and the home tab's own (the app sends '/' there). */
const HOME_PATHS = /^\/(tabs\/home|home)?\/?$/i;
const CATEGORIES_PATH = /^\/tabs\/categories\/?$/i;
const BLOG_PATH = /^\/blog\/?$/i;

export interface FirstScreenService {
  /**
   * The first screen of home, the categories tab, a category's own list, a product page or the blog; null for other pages, a list
   * with a search, sort or filter, and a product or category that does not exist (the app says so).
   */
  forPage(pathname: string, query: URLSearchParams): Promise<FirstScreen | null>;
}

const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
};

export function createFirstScreenService(deps: {
  db: Kysely<Database>;
  settings: SettingsService;
  cache: ReadCache;
  catalog: Pick<CatalogService, 'categoryTree' | 'homePage' | 'productDetails' | 'searchProducts'>;
  blog: Pick<BlogService, 'list' | 'tags'>;
}): FirstScreenService {
  const { db, settings, cache, catalog, blog } = deps;

  function product(id: number) {
    return cache.get(`first-screen:product:${id}`, async () => {
      try {
        return productFirstScreen(await catalog.productDetails(id));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    });
  }

  function home() {
    return cache.get('first-screen:home', async () => {
      const [page, { StoreName, CircleCategoryStyleEnabled }] = await Promise.all([catalog.homePage(), settings.get()]);
      return homeFirstScreen(page, { storeName: StoreName, circleTiles: CircleCategoryStyleEnabled });
    });
  }

  function categories() {
    return cache.get('first-screen:categories', async () => {
      const [tree, { SubCategoryWithPicture }] = await Promise.all([catalog.categoryTree(), settings.get()]);
      return categoriesFirstScreen(tree.Items, { subCategoriesWithPicture: SubCategoryWithPicture });
    });
  }

  function blogPosts() {
    return cache.get('first-screen:blog', async () => {
      const [posts, tags] = await Promise.all([
        blog.list({ limit: firstScreenLayout.blogList.shown, offset: 0, tag: null }),
        blog.tags(),
      ]);
      return blogFirstScreen(posts.Items, tags.Items);
    });
  }

  function category(id: number) {
    return cache.get(`first-screen:category:${id}`, async () => {
      const name = await findPublishedCategoryName(db, id);
      if (name === undefined) return null;
      const list = await catalog.searchProducts({
        CategoryId: id,
        Include: true,
        Limit: firstScreenLayout.productListRow.shown,
        Offset: 0,
        Sort: 'position',
      });
      return categoryFirstScreen({ id, name }, list.Items);
    });
  }

  return {
    forPage(pathname, query) {
      const productPart = /^\/product-details\/([^/]+)\/?$/i.exec(pathname)?.[1];
      if (productPart !== undefined) {
        const id = positiveId(productPart);
        return id === null ? Promise.resolve(null) : product(id);
      }
      if (HOME_PATHS.test(pathname)) return home();
      if (CATEGORIES_PATH.test(pathname)) return categories();
      // The blog's own first page: a tag's posts are drawn by the app alone.
      if (BLOG_PATH.test(pathname)) return [...query.keys()].length === 0 ? blogPosts() : Promise.resolve(null);
      // Only a category's own list: a sort, filter or search is drawn by the app alone.
      const categoryId = positiveId(query.get('CategoryId'));
      if (!/^\/product\/?$/i.test(pathname) || categoryId === null || [...query.keys()].length !== 1) {
        return Promise.resolve(null);
      }
      return category(categoryId);
    },
  };
}
