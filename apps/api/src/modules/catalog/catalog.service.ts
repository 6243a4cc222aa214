import type { Kysely } from 'kysely';
import {
  ROOT_CATEGORY_ID,
  type AttributeChangeRequest,
  type AttributeChangeResponse,
  type CategoryTree,
  type HomePage,
  type ManufacturerList,
  type ProductDetails,
  type ProductFilterQuery,
  type ProductList,
  type ProductListFilters,
  type ProductOverview,
  type ProductQuery,
  type SearchSuggestionList,
  type SearchSuggestionQuery,
} from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { LruCache } from '../../lib/lru-cache.js';
import { messagesFa } from '../../lib/messages-fa.js';
import type { MoneyFormatter } from '../../lib/money.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { createPictureUrls } from '../pictures/index.js';
import { createSearchIndex } from '../search/index.js';
import type { SettingsService } from '../settings/index.js';
import { changeAttributes } from './attribute-change.js';
import {
  countProducts,
  findProductOverviews,
  findProductPage,
  findPublishedProduct,
  isAnsweredByCategoryListing,
  listProductIds,
  listProductOverviews,
  listPublishedCategories,
  listPlainListingOverviews,
  listPublishedManufacturers,
  type ProductFilter,
  type ProductOverviewRow,
} from './catalog.repository.js';
import { buildCategoryTree, descendantIds } from './category-tree.js';
import { toProductDetails } from './product-details.js';
import { buildListFilters } from './product-filters.js';
import { findPublishedBrandIds, findSpecificationOptions } from './product-filters.repository.js';
import { toProductOverview } from './product-overview.js';

const pictureUrls = createPictureUrls();
const searchIndex = createSearchIndex();

export const HOME_ROW_SIZE = 10;
const SEARCH_POPULAR_PRODUCTS = 6;
/** Ids are 32-bit integers in the database: a larger id matches nothing (PostgreSQL would reject it). */
const MAX_ID = 2_147_483_647;
const isStorableId = (id: number) => id > 0 && id <= MAX_ID;
const clampPrice = (rial: number | null) => (rial === null ? null : Math.min(rial, Number.MAX_SAFE_INTEGER));
export type { ProductOverviewRow };

export interface CatalogService {
  categoryTree(): Promise<CategoryTree>;
  homePage(): Promise<HomePage>;
  manufacturers(): Promise<ManufacturerList>;
  searchProducts(query: ProductQuery): Promise<ProductList>;
  productFilters(query: ProductFilterQuery): Promise<ProductListFilters>;
  searchSuggestions(query: SearchSuggestionQuery): Promise<SearchSuggestionList>;
  productDetails(id: number): Promise<ProductDetails>;
  changeAttributes(request: AttributeChangeRequest): Promise<AttributeChangeResponse>;
  productOverviews(
    ids: readonly number[],
    options?: { unpublished?: boolean; trx?: Kysely<Database> },
  ): Promise<ProductOverviewRow[]>;
}

const SANITIZED_DESCRIPTIONS_SIZE = 1_000_000;

export function createCatalogService(deps: { db: Kysely<Database>; settings: SettingsService }): CatalogService {
  const { db } = deps;
  // Sanitising is pure: each description is sanitised once, keyed by its own text, so an edited one is sanitised anew.
  const sanitizedDescriptions = new LruCache<string>(SANITIZED_DESCRIPTIONS_SIZE, (html) => html.length);
  const sanitizedDescription = (html: string) => {
    const kept = sanitizedDescriptions.get(html);
    if (kept !== undefined) return kept;
    const clean = sanitizeRichText(html);
    sanitizedDescriptions.set(html, clean);
    return clean;
  };

  async function overviews(
    filter: ProductFilter,
    order: Parameters<typeof listProductOverviews>[1]['order'],
    limit: number,
  ) {
    const [rows, money] = await Promise.all([
      listProductOverviews(db, { filter, order, limit, offset: 0 }),
      deps.settings.money(),
    ]);
    return rows.map((row) => toProductOverview(row, money));
  }

  async function categoryTree() {
    return buildCategoryTree(await listPublishedCategories(db));
  }

  async function overviewsInOrder(ids: number[], money: MoneyFormatter): Promise<ProductOverview[]> {
    if (ids.length === 0) return [];
    // Unsorted: with an ORDER BY, SQLite walks the catalogue's sort index and tests each product against the ids.
    const rows = await findProductOverviews(db, ids);
    const rowsById = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rowsById.get(id);
      return row ? [toProductOverview(row, money)] : [];
    });
  }

  /**
   * Ticked brands and options that no longer exist are dropped, not a 400: a bookmarked link outlives them.
   * A list category_listing answers alone skips the category tree: the listing holds only reachable categories.
   */
  async function listFilter(query: ProductFilterQuery, order?: ProductQuery['Sort']): Promise<ProductFilter> {
    const filter: ProductFilter = {};
    if (query.Id !== undefined) filter.ids = isStorableId(query.Id) ? [query.Id] : [];
    const brandIds = [...new Set([query.BrandId, query.ManufactureId].filter((id): id is number => id !== undefined))];
    if (brandIds.some((id) => !isStorableId(id))) filter.ids = [];
    // A product has one brand: two different brand ids match nothing.
    else if (brandIds.length > 0) filter.manufacturerIds = brandIds.length === 1 ? brandIds : [];
    if (query.CategoryId !== undefined && query.CategoryId !== ROOT_CATEGORY_ID) {
      if (isStorableId(query.CategoryId))
        filter.listedIn = { categoryId: query.CategoryId, subcategories: query.Include };
      else filter.categoryIds = [];
    }
    if (query.Price) {
      filter.minPrice = clampPrice(query.Price.Min);
      filter.maxPrice = clampPrice(query.Price.Max);
    }
    const [selectedBrands, selectedOptions] = await Promise.all([
      findPublishedBrandIds(db, (query.BrandIds ?? []).filter(isStorableId)),
      findSpecificationOptions(db, (query.SpecificationOptionIds ?? []).filter(isStorableId)),
    ]);
    if (selectedBrands.length > 0) filter.brandIds = selectedBrands;
    const byAttribute = new Map<number, number[]>();
    for (const option of selectedOptions)
      byAttribute.set(option.attribute_id, [...(byAttribute.get(option.attribute_id) ?? []), option.id]);
    if (byAttribute.size > 0) {
      filter.specifications = [...byAttribute].map(([attributeId, optionIds]) => ({ attributeId, optionIds }));
    }
    const searched = Boolean(query.SearchWords && searchIndex.planSearch(query.SearchWords));
    if (filter.listedIn && (searched || !isAnsweredByCategoryListing(filter, order))) {
      const category = (await categoryTree()).byId.get(filter.listedIn.categoryId);
      filter.categoryIds = !category ? [] : query.Include ? descendantIds(category) : [category.Id];
      if (!category) delete filter.listedIn;
    }
    return filter;
  }

  async function searchBase(
    words: string | undefined,
    filter: ProductFilter,
  ): Promise<{ filter: ProductFilter; totalCount?: number }> {
    if (!words || !searchIndex.planSearch(words)) return { filter };
    const found = await searchIndex.searchProductMatches(db, {
      words,
      productIds: filter.ids,
      categoryIds: filter.categoryIds,
      manufacturerIds: filter.manufacturerIds,
      brandIds: filter.brandIds,
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
      specificationOptionGroups: filter.specifications?.map((selection) => selection.optionIds),
      sort: 'position',
      limit: 1,
      offset: 0,
    });
    return {
      filter: found.matches ? { ...filter, matches: found.matches } : { ...filter, ids: [] },
      totalCount: found.totalCount,
    };
  }

  async function searchByWords(
    words: string,
    filter: ProductFilter,
    paging: Pick<ProductQuery, 'Sort' | 'Limit' | 'Offset'>,
  ): Promise<ProductList> {
    const [found, money] = await Promise.all([
      searchIndex.searchProductIds(db, {
        words,
        productIds: filter.ids,
        categoryIds: filter.categoryIds,
        manufacturerIds: filter.manufacturerIds,
        brandIds: filter.brandIds,
        minPrice: filter.minPrice,
        maxPrice: filter.maxPrice,
        specificationOptionGroups: filter.specifications?.map((selection) => selection.optionIds),
        sort: paging.Sort,
        limit: paging.Limit,
        offset: paging.Offset,
      }),
      deps.settings.money(),
    ]);
    if (found.totalCount > 0 || paging.Offset > 0)
      return { Items: await overviewsInOrder(found.ids, money), TotalCount: found.totalCount };
    const [DidYouMean, categories, PopularProducts] = await Promise.all([
      searchIndex.correctSpelling(db, words),
      searchIndex.closestCategories(db, words),
      overviews({ soldOnly: true }, 'best-selling', SEARCH_POPULAR_PRODUCTS),
    ]);
    const Categories = categories.map((category) => ({ Id: category.id, Name: category.name }));
    return { Items: [], TotalCount: 0, Alternatives: { DidYouMean, Categories, PopularProducts } };
  }

  return {
    productOverviews: (ids, options = {}) =>
      findProductOverviews(options.trx ?? db, ids, { unpublished: options.unpublished === true }),

    async categoryTree() {
      return { Items: (await categoryTree()).roots };
    },

    async homePage() {
      const [{ rows, roots, byId }, FeaturedProducts, NewProducts, BestSellers] = await Promise.all([
        categoryTree(),
        overviews({ featuredOnly: true }, 'position', HOME_ROW_SIZE),
        overviews({ markedNewOnly: true }, 'newest', HOME_ROW_SIZE),
        overviews({ soldOnly: true }, 'best-selling', HOME_ROW_SIZE),
      ]);
      const flagged = rows.filter((row) => row.show_on_home_page === 1).flatMap((row) => byId.get(row.id) ?? []);
      return { Categories: flagged.length > 0 ? flagged : roots, FeaturedProducts, NewProducts, BestSellers };
    },

    async manufacturers() {
      const rows = await listPublishedManufacturers(db);
      return {
        Items: rows.map((row) => ({
          Id: row.id,
          Name: row.name,
          PictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'thumb'),
          CustomProperties: {},
        })),
      };
    },

    async searchProducts(query) {
      const filter = await listFilter(query, query.Sort);
      if (query.SearchWords && searchIndex.planSearch(query.SearchWords))
        return searchByWords(query.SearchWords, filter, query);
      const paging = { filter, order: query.Sort, limit: query.Limit, offset: query.Offset };
      const listed = listPlainListingOverviews(db, paging);
      if (listed) {
        const [total, money, rows] = await Promise.all([countProducts(db, filter), deps.settings.money(), listed]);
        return { Items: rows.map((row) => toProductOverview(row, money)), TotalCount: total };
      }
      const [total, money] = await Promise.all([countProducts(db, filter), deps.settings.money()]);
      const ids =
        query.Offset < total
          ? await listProductIds(db, { filter, order: query.Sort, limit: query.Limit, offset: query.Offset })
          : [];
      return { Items: await overviewsInOrder(ids, money), TotalCount: total };
    },

    async productFilters(query) {
      const filter = await listFilter(query);
      const [money, base] = await Promise.all([deps.settings.money(), searchBase(query.SearchWords, filter)]);
      const totalCount = base.totalCount ?? (await countProducts(db, base.filter));
      return buildListFilters(db, { filter: base.filter, totalCount, money });
    },

    async searchSuggestions(query) {
      const suggestions = await searchIndex.suggest(db, query.Prefix, query.Limit);
      return { Items: suggestions.map((suggestion) => ({ Text: suggestion.text, ProductId: suggestion.productId })) };
    },

    async productDetails(id) {
      const page = isStorableId(id) ? await findProductPage(db, id) : undefined;
      if (!page) throw notFound(messagesFa.productNotFound, []);
      return toProductDetails(page, await deps.settings.money(), sanitizedDescription);
    },

    async changeAttributes(request) {
      const product = isStorableId(request.productId) ? await findPublishedProduct(db, request.productId) : undefined;
      if (!product) throw notFound(messagesFa.productNotFound, []);
      return changeAttributes(db, product, request, () => deps.settings.money());
    },
  };
}
