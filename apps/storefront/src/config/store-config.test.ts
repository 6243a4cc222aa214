import { describe, expect, it } from 'vitest';
import { storeConfig } from './store-config';
import { StoreConfigSchema } from './store-config.schema';

describe('store config', () => {
  it("is valid and carries the spec's bundled values", () => {
    expect(StoreConfigSchema.parse(storeConfig)).toMatchObject({
      appVersion: '5.1.4',
      introEnabled: false,
      commissionsEnabled: false,
      productPictureAddsToCart: true,
      productListLayout: 'rows',
    });
  });

  it('fails the build on a setting the app does not read (single brand, wholesale, location fence: ADR 0023)', () => {
    for (const unread of ['singleBrand', 'wholesaleModeEnabled', 'locationFenceEnabled']) {
      expect(StoreConfigSchema.safeParse({ ...storeConfig, [unread]: false }).success, unread).toBe(false);
    }
  });

  it('rejects a version that is not x.y.z and a colour that is not hex', () => {
    expect(StoreConfigSchema.safeParse({ ...storeConfig, appVersion: '5.1' }).success).toBe(false);
    expect(StoreConfigSchema.safeParse({ ...storeConfig, statusBarColor: 'teal' }).success).toBe(false);
  });
});
