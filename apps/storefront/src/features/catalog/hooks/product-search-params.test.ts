import { describe, expect, it } from 'vitest';
import { parseProductSearch } from './product-search-params';

describe('parseProductSearch', () => {
  it("reads the product list's query, ignoring values the API would refuse", () => {
    expect(parseProductSearch('?CategoryId=3&SearchWords=%20گوشی%20&Sort=price-asc&BrandId=x&Price=100-')).toEqual({
      CategoryId: 3,
      SearchWords: 'گوشی',
      Sort: 'price-asc',
      Price: '100-',
    });
    expect(parseProductSearch('?Sort=cheapest')).toEqual({});
  });

  it("keeps the filter sheet's brands and specification options when they are id lists", () => {
    expect(parseProductSearch('?CategoryId=3&BrandIds=4,7&SpecificationOptionIds=12')).toEqual({
      CategoryId: 3,
      BrandIds: '4,7',
      SpecificationOptionIds: '12',
    });
    expect(parseProductSearch('?BrandIds=4,,7&SpecificationOptionIds=a')).toEqual({});
  });
});
