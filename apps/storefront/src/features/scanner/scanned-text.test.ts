import { describe, expect, it } from 'vitest';
import { parseScannedText } from './scanned-text';

const origins = ['https://shop.example.com', 'http://10.0.2.2:8080'];

describe('reading a scanned or typed text', () => {
  it.each([
    ['https://shop.example.com/product-details/42', 42],
    ['http://shop.example.com/product-details/42/', 42],
    ['https://shop.example.com/product-details/42?utm_source=qr#top', 42],
    ['shop.example.com/product-details/7', 7],
    ['http://10.0.2.2:8080/product-details/3', 3],
    ['/product-details/۱۲', 12],
    ['  https://shop.example.com/product-details/۴۲  ', 42],
  ])('opens the product of this store’s link %j', (text, productId) => {
    expect(parseScannedText(text, origins)).toEqual({ kind: 'product', productId });
  });

  it.each([
    ['SB-MOB-101', 'SB-MOB-101'],
    ['sb_book.7', 'sb_book.7'],
    ['کد-۱۲۳', 'کد-123'],
  ])('looks up the SKU %j', (text, sku) => {
    expect(parseScannedText(text, origins)).toEqual({ kind: 'sku', sku });
  });

  it.each([
    ['another store’s product link', 'https://evil.example/product-details/42'],
    ['this store’s link to a page that is not a product', 'https://shop.example.com/tabs/cart'],
    ['a product id too large to exist', 'https://shop.example.com/product-details/99999999999'],
    ['a product id of zero', '/product-details/0'],
    ['a javascript: link', 'javascript:alert(1)'],
    ['a sentence', 'سلام دنیا!'],
    ['Wi-Fi credentials', 'WIFI:S:home;T:WPA;P:secret;;'],
    ['nothing', '   '],
  ])('refuses %s', (_, text) => {
    expect(parseScannedText(text, origins)).toEqual({ kind: 'invalid' });
  });
});
