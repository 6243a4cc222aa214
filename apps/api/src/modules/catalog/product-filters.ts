// Facet counts as nopCommerce counts them: a group's counts leave out its own selection and keep every other group's,
// so ticking a second brand shows how many products it adds.
import type { Kysely } from 'kysely';
import type { FilterOption, ProductListFilters, SpecificationFilter } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { MoneyFormatter } from '../../lib/money.js';
import type { ProductFilter } from './catalog.repository.js';
import {
  countProductsPerBrand,
  countProductsPerOption,
  findPriceRange,
  listBrandNames,
  listOptionNames,
  type OptionCountRow,
} from './product-filters.repository.js';

type OptionRow = Omit<OptionCountRow, 'count'> & { count: number | string };

export async function buildListFilters(
  db: Kysely<Database>,
  deps: { filter: ProductFilter; totalCount: number; money: MoneyFormatter },
): Promise<ProductListFilters> {
  const { filter, money } = deps;
  const selectedBrands = filter.brandIds ?? [];
  const selections = filter.specifications ?? [];
  const selectedOptions = selections.flatMap((selection) => selection.optionIds);

  const [brandRows, price, unselectedAttributeRows, selectedAttributeRows, brandNames, optionNames] = await Promise.all(
    [
      countProductsPerBrand(db, { ...filter, brandIds: undefined }),
      findPriceRange(db, { ...filter, minPrice: undefined, maxPrice: undefined }),
      countProductsPerOption(db, filter, { except: selections.map((selection) => selection.attributeId) }),
      Promise.all(
        selections.map((selection) =>
          countProductsPerOption(
            db,
            { ...filter, specifications: selections.filter((other) => other !== selection) },
            { only: [selection.attributeId] },
          ),
        ),
      ),
      listBrandNames(db, selectedBrands),
      listOptionNames(db, selectedOptions),
    ],
  );

  const brands: FilterOption[] = brandRows.map((row) => ({
    Id: row.id,
    Name: row.name,
    Count: Number(row.count),
    Selected: selectedBrands.includes(row.id),
  }));
  // A ticked brand that the other filters leave no product of stays on the sheet, to be unticked.
  for (const brand of brandNames) {
    if (!brands.some((listed) => listed.Id === brand.id))
      brands.push({ Id: brand.id, Name: brand.name, Count: 0, Selected: true });
  }

  const optionRows: OptionRow[] = [...unselectedAttributeRows, ...selectedAttributeRows.flat()];
  for (const option of optionNames) {
    if (!optionRows.some((row) => row.option_id === option.option_id)) optionRows.push({ ...option, count: 0 });
  }
  optionRows.sort(
    (a, b) =>
      a.attribute_order - b.attribute_order ||
      a.attribute_id - b.attribute_id ||
      a.option_order - b.option_order ||
      a.option_id - b.option_id,
  );
  const specifications: SpecificationFilter[] = [];
  for (const row of optionRows) {
    let attribute = specifications[specifications.length - 1];
    if (!attribute || attribute.Id !== row.attribute_id) {
      attribute = { Id: row.attribute_id, Name: row.attribute_name, Options: [] };
      specifications.push(attribute);
    }
    attribute.Options.push({
      Id: row.option_id,
      Name: row.option_name,
      Count: Number(row.count),
      Selected: selectedOptions.includes(row.option_id),
      // Last, as the contract has it (SpecificationFilterOption extends FilterOption): the answer is
      // sent as built, in this order (ADR 0035).
      ColorRgb: row.color_rgb,
    });
  }

  return {
    TotalCount: deps.totalCount,
    Brands: brands,
    Price: {
      MinValue: price.min,
      MaxValue: price.max,
      Min: price.min === null ? null : money.format(price.min),
      Max: price.max === null ? null : money.format(price.max),
      FromValue: filter.minPrice ?? null,
      ToValue: filter.maxPrice ?? null,
    },
    Specifications: specifications,
  };
}
