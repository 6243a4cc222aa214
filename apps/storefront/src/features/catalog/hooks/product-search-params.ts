import { isSortOrder } from '@/lib/catalog-constants';
import type { ProductSearch } from '@/features/catalog/api/search-products';

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
};

const idList = (value: string | null) =>
  value !== null && /^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/.test(value) ? value : undefined;

export const readIdList = (value: string | undefined): number[] => (value ? value.split(',').map(Number) : []);

export const writeIdList = (ids: number[]): string | undefined =>
  ids.length > 0 ? [...new Set(ids)].join(',') : undefined;

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
      BrandIds: idList(params.get('BrandIds')),
      SpecificationOptionIds: idList(params.get('SpecificationOptionIds')),
    }).filter(([, value]) => value !== undefined),
  );
}
