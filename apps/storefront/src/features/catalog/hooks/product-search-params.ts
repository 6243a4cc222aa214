import { isSortOrder } from '../../../lib/catalog-constants';
import type { ProductSearch } from '../api/search-products';

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

/** Reads the product list's query ("?CategoryId=3&SearchWords=…&Sort=price-asc") into a product search. */
export function parseProductSearch(search: string): ProductSearch {
  const params = new URLSearchParams(search);
  const sort = params.get('Sort');
  const price = params.get('Price');
  const words = params.get('SearchWords')?.trim();
  const include = params.get('Include');
  return Object.fromEntries(
    Object.entries({
      Id: positiveInt(params.get('Id')),
      CategoryId: positiveInt(params.get('CategoryId')),
      BrandId: positiveInt(params.get('BrandId')),
      ManufactureId: positiveInt(params.get('ManufactureId')),
      SearchWords: words ? words : undefined,
      Price: price && /^\d*-\d*$/.test(price) ? price : undefined,
      Include: include === 'false' ? false : undefined,
      Sort: isSortOrder(sort) ? sort : undefined,
    }).filter(([, value]) => value !== undefined),
  ) as ProductSearch;
}
