import { describe, expect, it } from 'vitest';
import { buildQueryString } from './query-string';

describe('buildQueryString', () => {
  it('builds a query from an object, skipping undefined and null, encoding Persian text', () => {
    expect(
      buildQueryString({ CategoryId: 3, SearchWords: 'گوشی سامسونگ', BrandId: undefined, Price: null, Include: false }),
    ).toBe(
      '?CategoryId=3&SearchWords=%DA%AF%D9%88%D8%B4%DB%8C+%D8%B3%D8%A7%D9%85%D8%B3%D9%88%D9%86%DA%AF&Include=false',
    );
  });

  it('repeats the key for arrays and gives an empty string for nothing to send', () => {
    expect(buildQueryString({ Id: [1, 2] })).toBe('?Id=1&Id=2');
    expect(buildQueryString({ a: undefined })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});
