import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './picture-sources';

describe('pictureSrcSet', () => {
  it('offers every size of a picture-route link up to the size it names', () => {
    expect(pictureSrcSet('/images/79/medium/product-1-1.webp')).toBe(
      '/images/79/thumb/product-1-1.webp 240w, /images/79/medium/product-1-1.webp 600w',
    );
    expect(pictureSrcSet('https://shop.example/images/5/full/a%20b.webp')).toBe(
      'https://shop.example/images/5/thumb/a%20b.webp 240w, https://shop.example/images/5/medium/a%20b.webp 600w, https://shop.example/images/5/full/a%20b.webp 1200w',
    );
    expect(pictureSrcSet('/images/7/thumb/x.webp')).toBe('/images/7/thumb/x.webp 240w');
  });

  it('leaves any other link alone', () => {
    expect(pictureSrcSet('https://cdn.example/avatar.png')).toBeUndefined();
    expect(pictureSrcSet('/images/7/huge/x.webp')).toBeUndefined();
    expect(pictureSrcSet('/images/abc/thumb/x.webp')).toBeUndefined();
  });
});
