import type { Kysely } from 'kysely';
import {
  ROOT_CATEGORY_ID,
  type AttributeChangeRequest,
  type AttributeChangeResponse,
  type Category,
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
import { entryOf } from '../../lib/lookup.js';
import { LruCache } from '../../lib/lru-cache.js';
import { messagesFa } from '../../lib/messages-fa.js';
import { crossedOutPrice, type MoneyFormatter } from '../../lib/money.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import { createPictureUrls } from '../pictures/index.js';
import {
  closestCategories,
  correctSpelling,
  planSearch,
  searchProductIds,
  searchProductMatches,
  suggest,
} from '../search/index.js';
import type { SettingsService } from '../settings/index.js';
import { readAttributeChoices } from './attribute-choice.js';
import { catalogMessages } from './catalog.messages.js';
import {
  countOrderableCombinations,
  countProducts,
  findAttributeCombination,
  findProductOverviews,
  findProductPage,
  findPublishedProduct,
  isAnsweredByCategoryListing,
  listProductAttributeMappings,
  listProductAttributeValues,
  listProductIds,
  listProductOverviews,
  listPublishedCategories,
  listPlainListingOverviews,
  listPublishedManufacturers,
  type CategoryListRow,
  type ProductFilter,
  type ProductOverviewRow,
} from './catalog.repository.js';
import { buildListFilters } from './product-filters.js';
import { findPublishedBrandIds, findSpecificationOptions } from './product-filters.repository.js';
import { ratingAverage, toProductOverview } from './product-overview.js';
import { productStock, stockOfQuantity } from './stock.js';

const pictureUrls = createPictureUrls();

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

function buildCategoryTree(rows: CategoryListRow[]): {
  rows: CategoryListRow[];
  roots: Category[];
  byId: Map<number, Category>;
} {
  const byId = new Map<number, Category>();
  for (const row of rows) {
    byId.set(row.id, {
      Id: row.id,
      Name: row.name,
      ParentCategoryId: row.parent_category_id,
      PictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'thumb'),
      DisplayOrder: row.display_order,
      SubCategories: [],
      CustomProperties: {},
    });
  }
  const roots: Category[] = [];
  for (const row of rows) {
    const node = entryOf(byId, row.id);
    if (row.parent_category_id === ROOT_CATEGORY_ID) roots.push(node);
    else byId.get(row.parent_category_id)?.SubCategories.push(node);
  }
  // A category under an unpublished parent is unreachable from the root: leave it out.
  const reachable = new Map<number, Category>();
  const visit = (node: Category) => {
    reachable.set(node.Id, node);
    node.SubCategories.forEach(visit);
  };
  roots.forEach(visit);
  return { rows, roots, byId: reachable };
}

function descendantIds(category: Category): number[] {
  return [category.Id, ...category.SubCategories.flatMap(descendantIds)];
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
    const searched = Boolean(query.SearchWords && planSearch(query.SearchWords));
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
    if (!words || !planSearch(words)) return { filter };
    const found = await searchProductMatches(db, {
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
      searchProductIds(db, {
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
      correctSpelling(db, words),
      closestCategories(db, words),
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
      if (query.SearchWords && planSearch(query.SearchWords)) return searchByWords(query.SearchWords, filter, query);
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
      const suggestions = await suggest(db, query.Prefix, query.Limit);
      return { Items: suggestions.map((suggestion) => ({ Text: suggestion.text, ProductId: suggestion.productId })) };
    },

    async productDetails(id) {
      const page = isStorableId(id) ? await findProductPage(db, id) : undefined;
      if (!page) throw notFound(messagesFa.productNotFound, []);
      const money = await deps.settings.money();
      const { product, orderableCombinations, pictures, categories, specifications, related } = page;
      const { attributeMappings: mappings, attributeValues: values } = page;
      const stock = productStock(product, orderableCombinations);
      const oldPrice = crossedOutPrice(product.price, product.old_price);

      return {
        Id: product.id,
        Name: product.name,
        Sku: product.sku,
        ShortDescription: product.short_description,
        FullDescription: sanitizedDescription(product.full_description),
        Pictures: pictures.map((picture) => {
          const ref = { id: picture.id, seoFilename: picture.seo_filename };
          return {
            Url: pictureUrls.of(ref, 'full'),
            ThumbUrl: pictureUrls.of(ref, 'thumb'),
            Alt: picture.alt_text || product.name,
          };
        }),
        Price: money.format(product.price),
        PriceValue: product.price,
        OldPrice: oldPrice === null ? null : money.format(oldPrice),
        OldPriceValue: oldPrice,
        StockAvailability: stock.text,
        InStock: stock.inStock,
        Brand:
          product.brand_id != null && product.brand_name != null
            ? {
                Id: product.brand_id,
                Name: product.brand_name,
                PictureUrl: pictureUrls.optional(product.brand_picture_id, product.brand_picture_seo, 'thumb'),
                CustomProperties: {},
              }
            : null,
        Categories: categories.map((category) => ({ Id: category.id, Name: category.name })),
        Specifications: specifications.map((spec) => ({
          Name: spec.attribute_name,
          Value: spec.custom_value || spec.option_name,
        })),
        ProductAttributes: mappings.map((mapping) => ({
          Id: mapping.id,
          Name: mapping.name,
          TextPrompt: mapping.text_prompt,
          IsRequired: mapping.is_required === 1,
          AttributeControlType: mapping.control_type,
          Values: values
            .filter((value) => value.mapping_id === mapping.id)
            .map((value) => ({
              Id: value.id,
              Name: value.name,
              PriceAdjustment: money.formatAdjustment(value.price_adjustment),
              PriceAdjustmentValue: value.price_adjustment,
              IsPreSelected: value.is_pre_selected === 1,
              ColorSquaresRgb: value.color_squares_rgb,
              PictureUrl: pictureUrls.optional(value.picture_id, value.picture_seo_filename, 'medium'),
            })),
        })),
        OrderMinimumQuantity: product.order_minimum_quantity,
        OrderMaximumQuantity: product.order_maximum_quantity,
        AllowedQuantities: product.allowed_quantities
          .split(',')
          .map((part) => Number(part.trim()))
          .filter((quantity) => Number.isInteger(quantity) && quantity > 0),
        DisableBuyButton: product.disable_buy_button === 1,
        DisableWishlistButton: product.disable_wishlist_button === 1,
        RatingAverage: ratingAverage(product.approved_rating_sum, product.approved_total_reviews),
        TotalReviews: product.approved_total_reviews,
        RelatedProducts: related.map((row) => toProductOverview(row, money)),
        CustomProperties: {},
      };
    },

    async changeAttributes(request) {
      const productId = request.productId;
      const product = isStorableId(productId) ? await findPublishedProduct(db, productId) : undefined;
      if (!product) throw notFound(messagesFa.productNotFound, []);
      const [mappings, values, money] = await Promise.all([
        listProductAttributeMappings(db, productId),
        listProductAttributeValues(db, productId),
        deps.settings.money(),
      ]);
      const chosen = readAttributeChoices(request.attrValues ?? [], mappings, values);
      const combination = chosen.combinationKey
        ? await findAttributeCombination(db, productId, chosen.combinationKey)
        : undefined;

      const price = combination?.overridden_price ?? product.price + chosen.priceAdjustment;
      let stock;
      if (product.manage_inventory_method !== 'combinations') {
        stock = productStock(product, 0);
      } else if (combination) {
        stock = stockOfQuantity(combination.stock_quantity, combination.allow_out_of_stock_orders === 1);
      } else if (chosen.missingRequired.length > 0) {
        // Nothing complete is chosen yet: tell whether any choice can be bought.
        stock = productStock(product, await countOrderableCombinations(db, productId));
      } else {
        stock = { inStock: false, text: catalogMessages.combinationUnavailable };
      }

      let pictureUrlOfChoice: string | null = null;
      if (request.loadPicture) {
        const valueWithPicture = chosen.values.find((value) => value.picture_id != null);
        pictureUrlOfChoice =
          pictureUrls.optional(combination?.picture_id, combination?.picture_seo_filename, 'full') ??
          pictureUrls.optional(valueWithPicture?.picture_id, valueWithPicture?.picture_seo_filename, 'full');
      }

      return {
        Success: chosen.missingRequired.length === 0,
        Price: money.format(price),
        PriceValue: price,
        StockAvailability: stock.text,
        InStock: stock.inStock,
        Sku: combination?.sku || product.sku,
        PictureUrl: pictureUrlOfChoice,
        Errors: chosen.missingRequired,
      };
    },
  };
}
