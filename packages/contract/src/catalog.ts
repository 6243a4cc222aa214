import { ATTRIBUTE_VALUE_SEPARATOR } from './constants.js';
import { z } from 'zod';
import { CustomProperties, MoneyValue, PagingQuery, queryBool, queryInt } from './common.js';
import { toPersianDigits } from './persian.js';

/** The category tree's root id (docs/product.md §9 "Root category id of the main page: 0"). */
export const ROOT_CATEGORY_ID = 0;

export interface Category {
  Id: number;
  Name: string;
  ParentCategoryId: number;
  PictureUrl: string | null;
  DisplayOrder: number;
  SubCategories: Category[];
  CustomProperties: Record<string, string>;
}
export const Category: z.ZodType<Category> = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    ParentCategoryId: z.number().int().describe('0 for a top-level category'),
    PictureUrl: z.string().nullable(),
    DisplayOrder: z.number().int(),
    get SubCategories() {
      return z.array(Category);
    },
    CustomProperties,
  })
  .meta({ id: 'Category' });

/** `GET /catalog/categorytree`: published categories under the root (id 0), nested. */
export const CategoryTree = z.object({ Items: z.array(Category) }).meta({ id: 'CategoryTree' });
export type CategoryTree = z.infer<typeof CategoryTree>;

export const Manufacturer = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    PictureUrl: z.string().nullable(),
    CustomProperties,
  })
  .meta({ id: 'Manufacturer' });
export type Manufacturer = z.infer<typeof Manufacturer>;

/** `GET /catalog/manufacturers`: the brands. */
export const ManufacturerList = z.object({ Items: z.array(Manufacturer) }).meta({ id: 'ManufacturerList' });
export type ManufacturerList = z.infer<typeof ManufacturerList>;

/** A product as a list shows it. Prices: `…Value` in Rial, the display string in Toman. */
export const ProductOverview = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    ShortDescription: z.string(),
    PictureUrl: z.string().nullable(),
    Price: z.string(),
    PriceValue: MoneyValue,
    OldPrice: z.string().nullable(),
    OldPriceValue: MoneyValue.nullable(),
    InStock: z.boolean(),
    RatingAverage: z.number().describe('0 to 5; 0 when nobody has rated it'),
    CustomProperties,
  })
  .meta({ id: 'ProductOverview' });
export type ProductOverview = z.infer<typeof ProductOverview>;

/** A price range filter, "min-max" in Rial; either side may be empty ("-500000", "100000-"). */
export const PriceRange = z
  .string()
  .regex(/^\d*-\d*$/, 'بازهٔ قیمت باید به شکل «کمینه-بیشینه» باشد.')
  .transform((v) => {
    const [min, max] = v.split('-');
    return { Min: min ? Number(min) : null, Max: max ? Number(max) : null };
  });

/** At most this many ids in one list filter (`BrandIds`, `SpecificationOptionIds`). */
export const FILTER_IDS_MAX = 50;

/** A list filter's ids in a query string: "3,7,12" (positive integers, commas, no spaces); repeats count once. */
const queryIdList = (invalidMessage: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, invalidMessage)
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= FILTER_IDS_MAX,
      `حداکثر ${toPersianDigits(FILTER_IDS_MAX)} مورد را می‌توان با هم انتخاب کرد.`,
    );

/**
 * `GET /product/search`: the spec's product query (§3: Id, BrandId, CategoryId, ManufactureId,
 * Include, Price, SearchWords) with paging and sorting, plus the filter sheet's filters.
 * - `CategoryId` 0 (the root) means every category.
 * - `Include`: also list products of the category's subcategories (default true).
 * - `BrandId` and `ManufactureId` both filter by brand (a brand is a manufacturer); they fix the
 *   list (a brand's page), so the brand facet is counted within them.
 * - `BrandIds` ("3,7"): the brands ticked in the filter sheet; a product of any of them matches.
 * - `SpecificationOptionIds` ("12,15,40"): the specification options ticked; options of one
 *   attribute widen (any of them), different attributes narrow (each must match), as in nopCommerce.
 * - `Price` ("min-max" in Rial) narrows by price.
 * Ids in `BrandIds` and `SpecificationOptionIds` that name no published brand or no filterable
 * option are ignored (a shared link outlives a brand), a malformed list is a 400 with a Persian message.
 */
export const ProductQuery = PagingQuery.extend({
  Id: queryInt().positive().optional(),
  BrandId: queryInt().positive().optional(),
  CategoryId: queryInt().min(0).optional(),
  ManufactureId: queryInt().positive().optional(),
  Include: queryBool().default(true),
  Price: PriceRange.optional(),
  SearchWords: z.string().trim().max(200).optional(),
  BrandIds: queryIdList('فهرست برندها باید شناسه‌های عددی جداشده با ویرگول باشد.').optional(),
  SpecificationOptionIds: queryIdList('فهرست ویژگی‌ها باید شناسه‌های عددی جداشده با ویرگول باشد.').optional(),
});
export type ProductQuery = z.infer<typeof ProductQuery>;
export type ProductQueryInput = z.input<typeof ProductQuery>;

/** One choice of a filter with the number of products it would list (see ProductListFilters). */
export const FilterOption = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Count: z.number().int(),
    Selected: z.boolean(),
  })
  .meta({ id: 'FilterOption' });
export type FilterOption = z.infer<typeof FilterOption>;

export const SpecificationFilterOption = FilterOption.extend({
  ColorRgb: z.string().nullable().describe('"#RRGGBB" for a colour option, else null'),
}).meta({ id: 'SpecificationFilterOption' });
export type SpecificationFilterOption = z.infer<typeof SpecificationFilterOption>;

export const SpecificationFilter = z
  .object({
    Id: z.number().int().describe('The specification attribute'),
    Name: z.string(),
    Options: z.array(SpecificationFilterOption),
  })
  .meta({ id: 'SpecificationFilter' });
export type SpecificationFilter = z.infer<typeof SpecificationFilter>;

/** The prices of the listed products (Rial, with Toman display strings) and the range asked for. */
export const PriceFilter = z
  .object({
    MinValue: MoneyValue.nullable().describe('Cheapest product that the other filters leave; null when none'),
    MaxValue: MoneyValue.nullable(),
    Min: z.string().nullable(),
    Max: z.string().nullable(),
    FromValue: MoneyValue.nullable().describe('The Price filter asked for; null when open on that side'),
    ToValue: MoneyValue.nullable(),
  })
  .meta({ id: 'PriceFilter' });
export type PriceFilter = z.infer<typeof PriceFilter>;

/**
 * `GET /product/searchfilters`: the filters of the product list that `GET /product/search` with the
 * same query shows (paging and sort left out: the filters do not change from page to page), with
 * facet counts (nopCommerce style): each option's `Count` is the number of products the list would
 * hold with that option ticked in its own group and every other group's filters as they are.
 * Options no product would match are left out unless selected. `TotalCount` is the list's count.
 * A separate call rather than a field of every page: counting facets reads every product of the
 * list, which a page of 10 otherwise never needs (docs/adr/0007-persian-search.md, filters).
 */
export const ProductFilterQuery = ProductQuery.omit({ Limit: true, Offset: true, Sort: true });
export type ProductFilterQuery = z.infer<typeof ProductFilterQuery>;
export type ProductFilterQueryInput = z.input<typeof ProductFilterQuery>;

export const ProductListFilters = z
  .object({
    TotalCount: z.number().int(),
    Brands: z.array(FilterOption),
    Price: PriceFilter,
    Specifications: z.array(SpecificationFilter),
  })
  .meta({ id: 'ProductListFilters' });
export type ProductListFilters = z.infer<typeof ProductListFilters>;

/** A category offered instead of an empty search result. */
export const SearchCategoryHint = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
  })
  .meta({ id: 'SearchCategoryHint' });
export type SearchCategoryHint = z.infer<typeof SearchCategoryHint>;

/**
 * What a search that found nothing offers instead (issue 34, item 17), so an empty result is not a
 * dead end. Present on `GET /product/search` only when `SearchWords` were given and `TotalCount` is 0
 * on the first page.
 * - `DidYouMean`: the search text with misspelt words corrected, when that text finds products
 *   (the storefront asks «منظورتان … بود؟» and searches it when tapped); null when there is none.
 * - `Categories`: the categories holding most products that match any one of the words.
 * - `PopularProducts`: best-selling products of the store.
 */
export const SearchAlternatives = z
  .object({
    DidYouMean: z.string().nullable(),
    Categories: z.array(SearchCategoryHint),
    PopularProducts: z.array(ProductOverview),
  })
  .meta({ id: 'SearchAlternatives' });
export type SearchAlternatives = z.infer<typeof SearchAlternatives>;

export const ProductList = z
  .object({
    Items: z.array(ProductOverview),
    TotalCount: z.number().int(),
    Alternatives: SearchAlternatives.optional().describe('Only for a search that found nothing'),
  })
  .meta({ id: 'ProductList' });
export type ProductList = z.infer<typeof ProductList>;

/** Search suggestions per request: at most this many, and this many when the caller does not say. */
export const SEARCH_SUGGESTIONS_MAX = 10;
export const SEARCH_SUGGESTIONS_DEFAULT = 8;

/** `GET /product/searchsuggestions`: what the shopper has typed so far. */
export const SearchSuggestionQuery = z.object({
  Prefix: z.string().trim().min(1).max(50),
  Limit: queryInt().min(1).max(SEARCH_SUGGESTIONS_MAX).default(SEARCH_SUGGESTIONS_DEFAULT),
});
export type SearchSuggestionQuery = z.infer<typeof SearchSuggestionQuery>;
export type SearchSuggestionQueryInput = z.input<typeof SearchSuggestionQuery>;

/**
 * One suggestion: `Text` to show and, when chosen, to search for; `ProductId` set when it is a
 * product (open its details), null for a completion of the words typed.
 */
export const SearchSuggestion = z
  .object({
    Text: z.string(),
    ProductId: z.number().int().nullable(),
  })
  .meta({ id: 'SearchSuggestion' });
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

/** Word completions first (most common first), then matching product names. */
export const SearchSuggestionList = z.object({ Items: z.array(SearchSuggestion) }).meta({ id: 'SearchSuggestionList' });
export type SearchSuggestionList = z.infer<typeof SearchSuggestionList>;

/** `GET /catalog/homepage`. */
export const HomePage = z
  .object({
    Categories: z.array(Category),
    FeaturedProducts: z.array(ProductOverview),
    NewProducts: z.array(ProductOverview),
    BestSellers: z.array(ProductOverview),
  })
  .meta({ id: 'HomePage' });
export type HomePage = z.infer<typeof HomePage>;

export const ProductPicture = z.object({
  /** Full-size picture. */
  Url: z.string(),
  ThumbUrl: z.string(),
  Alt: z.string(),
});
export type ProductPicture = z.infer<typeof ProductPicture>;

export const SpecificationItem = z.object({
  Name: z.string(),
  Value: z.string(),
});

/** How an attribute is picked (nopCommerce's control types that the storefront renders). */
export const AttributeControlType = z.enum(['DropdownList', 'RadioList', 'Checkboxes', 'TextBox', 'ColorSquares']);
export type AttributeControlType = z.infer<typeof AttributeControlType>;

export const ProductAttributeValue = z.object({
  Id: z.number().int(),
  Name: z.string(),
  PriceAdjustment: z.string().nullable().describe('Display string, e.g. "+۵۰۰٬۰۰۰ تومان"; null when 0'),
  PriceAdjustmentValue: MoneyValue,
  IsPreSelected: z.boolean(),
  ColorSquaresRgb: z.string().nullable(),
  PictureUrl: z.string().nullable(),
});
export type ProductAttributeValue = z.infer<typeof ProductAttributeValue>;

export const ProductAttribute = z.object({
  Id: z.number().int().describe('The attribute as mapped to this product: the Key of an attribute choice'),
  Name: z.string(),
  TextPrompt: z.string().nullable(),
  IsRequired: z.boolean(),
  AttributeControlType,
  Values: z.array(ProductAttributeValue),
});
export type ProductAttribute = z.infer<typeof ProductAttribute>;

/** `GET /product/details/{id}`. */
export const ProductDetails = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Sku: z.string(),
    ShortDescription: z.string(),
    FullDescription: z.string().describe('Sanitised HTML'),
    Pictures: z.array(ProductPicture),
    Price: z.string(),
    PriceValue: MoneyValue,
    OldPrice: z.string().nullable(),
    OldPriceValue: MoneyValue.nullable(),
    StockAvailability: z.string().describe('Persian sentence, e.g. "موجود در انبار" or "ناموجود"'),
    InStock: z.boolean(),
    Brand: Manufacturer.nullable(),
    Categories: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
    Specifications: z.array(SpecificationItem),
    ProductAttributes: z.array(ProductAttribute),
    OrderMinimumQuantity: z.number().int(),
    OrderMaximumQuantity: z.number().int(),
    AllowedQuantities: z.array(z.number().int()).describe('Empty: any quantity between minimum and maximum'),
    DisableBuyButton: z.boolean(),
    DisableWishlistButton: z.boolean(),
    RatingAverage: z.number(),
    TotalReviews: z.number().int(),
    RelatedProducts: z.array(ProductOverview),
    CustomProperties,
  })
  .meta({ id: 'ProductDetails' });
export type ProductDetails = z.infer<typeof ProductDetails>;

/**
 * One chosen attribute: `Key` is the product attribute's Id, `Value` the chosen value ids joined
 * by the spec's comma separator ("12,14"), or the text typed for a text box.
 */
export const AttributeChoice = z.object({
  Key: z.string().max(20),
  Value: z.string().max(400),
});
export type AttributeChoice = z.infer<typeof AttributeChoice>;

export { ATTRIBUTE_VALUE_SEPARATOR };

/** `POST cart/ProductDetails_AttributeChange` (field names as the spec writes them). */
export const AttributeChangeRequest = z.object({
  productId: z.number().int().positive(),
  validateAttributeConditions: z.boolean().default(false),
  loadPicture: z.boolean().default(false),
  attrValues: z.array(AttributeChoice).max(50).default([]),
});
export type AttributeChangeRequest = z.input<typeof AttributeChangeRequest>;

export const AttributeChangeResponse = z
  .object({
    Success: z.boolean(),
    Price: z.string(),
    PriceValue: MoneyValue,
    StockAvailability: z.string(),
    InStock: z.boolean(),
    Sku: z.string(),
    PictureUrl: z.string().nullable(),
    Errors: z.array(z.string()).describe('Persian messages, e.g. a required attribute not chosen'),
  })
  .meta({ id: 'AttributeChangeResponse' });
export type AttributeChangeResponse = z.infer<typeof AttributeChangeResponse>;
