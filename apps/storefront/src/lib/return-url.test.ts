import { describe, expect, it } from 'vitest';
import { sameAppPath } from './return-url';

describe('sameAppPath', () => {
  it('accepts a path of the app, with its query', () => {
    expect(sameAppPath('/billing-address')).toBe('/billing-address');
    expect(sameAppPath('/product?CategoryId=3&SearchWords=%DA%AF')).toBe('/product?CategoryId=3&SearchWords=%DA%AF');
    expect(sameAppPath('/')).toBe('/');
  });

  it('ignores anything that could lead off the app or is not a path', () => {
    for (const value of [
      undefined,
      null,
      '',
      'billing-address',
      '//evil.example/billing-address',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /billing-address',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000x',
    ]) {
      expect(sameAppPath(value), String(value)).toBeUndefined();
    }
  });
});
