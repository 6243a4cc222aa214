import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { runCliOn } from '../../testing/cli-runner.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createSettingsService } from './settings.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('settings calls with the bundled defaults', () => {
  it('GET /common/logo: the store name and no logo yet', async () => {
    expect(await get('/api/v2/common/logo')).toEqual({ LogoPath: '', StoreName: 'سبد', CustomProperties: {} });
  });

  it('GET /settings/isstoreclosed', async () => {
    expect(await get('/api/v2/settings/isstoreclosed')).toEqual({ StoreClosed: false, CustomProperties: {} });
  });

  it('GET /settings/getcustomersettings', async () => {
    expect(await get('/api/v2/settings/getcustomersettings')).toEqual({
      MobileLoginEnabled: true,
      AllowCustomersToUploadAvatars: true,
      AvatarMaximumSizeBytes: 2 * 1024 * 1024,
      GenderEnabled: true,
      DateOfBirthEnabled: true,
      NewsletterEnabled: true,
      PasswordMinLength: 6,
      VerificationCodeLifetimeSeconds: 600,
      FirstNameRequired: true,
      LastNameRequired: true,
      CustomProperties: {},
    });
  });

  it('GET /settings/catalogsettings', async () => {
    expect(await get('/api/v2/settings/catalogsettings')).toEqual({
      CompareProductsEnabled: true,
      CircleCategoryStyleEnabled: true,
      SubCategoryWithPicture: true,
      ProductReviewsEnabled: true,
      ProductsByTagEnabled: false,
      DefaultPageSize: 10,
      CompareProductsMaximum: 4,
      CustomProperties: {},
    });
  });

  it('GET /settings/getappconfig', async () => {
    expect(await get('/api/v2/settings/getappconfig')).toEqual({
      StoreName: 'سبد',
      PrimaryCurrencyCode: 'IRR',
      DisplayCurrencyName: 'تومان',
      DisplayCurrencyRate: 0.1,
      RewardPointsSettings: {
        Enabled: true,
        ExchangeRate: 10,
        PointsForRegistration: 100,
        PointsForPurchasesPoints: 1,
        PointsForPurchasesAmount: 100_000,
        MinimumRewardPointsToUse: 0,
      },
      CustomProperties: {},
    });
  });

  it('GET /settings/cartsettings and cart/getshoppingcartsettings agree', async () => {
    const expected = {
      ShowProductImagesOnShoppingCart: true,
      ShowProductImagesOnWishList: true,
      MaximumShoppingCartItems: 1000,
      MaximumWishlistItems: 1000,
      AllowCartItemEditing: true,
      ShowGiftCardBox: true,
      ShowDiscountBox: true,
      MinOrderSubtotalAmount: 0,
      CustomProperties: {},
    };
    expect(await get('/api/v2/settings/cartsettings')).toEqual(expected);
    expect(await get('/api/v2/cart/getshoppingcartsettings')).toEqual(expected);
  });

  it('GET /orders/getordersettings', async () => {
    expect(await get('/api/v2/orders/getordersettings')).toEqual({
      IsReOrderAllowed: true,
      ReturnRequestsEnabled: true,
      NumberOfDaysReturnRequestAvailable: 7,
      TermsOfServiceOnOrderConfirmPage: true,
      AnonymousCheckoutAllowed: false,
      MinOrderTotalAmount: 0,
      CustomProperties: {},
    });
  });

  it('GET /app-version.json lists the version record, not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-version.json?v=0.123' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual([
      {
        appUrlScheme: 'sabad',
        androidAppVersion: '50104',
        androidStoreUrl: 'https://play.google.com/store/apps/details?id=ir.sabad.app',
        iosAppVersion: '5.1.4',
        iosStoreUrl: 'https://apps.apple.com/app/id0000000000',
      },
    ]);
  });
});

describe('stored settings', () => {
  it('serve the logo picture and the stored values', async () => {
    const f = catalogFixture(t.database.kysely);
    const logo = await f.picture({ seo: 'sabad-logo' });
    await f.setting('LogoPictureId', String(logo));
    await f.setting('StoreName', 'فروشگاه نمونه');
    await f.setting('StoreClosed', 'true');
    await f.setting('AndroidAppVersion', '50200');
    expect(await get('/api/v2/common/logo')).toEqual({
      LogoPath: `/images/${logo}/medium/sabad-logo.webp`,
      StoreName: 'فروشگاه نمونه',
      CustomProperties: {},
    });
    expect((await get('/api/v2/settings/isstoreclosed')).StoreClosed).toBe(true);
    expect((await get('/app-version.json'))[0].androidAppVersion).toBe('50200');
  });

  it('serve an Android version stored as x.y.z (before issue 13) as the padded number', async () => {
    await catalogFixture(t.database.kysely).setting('AndroidAppVersion', '5.10.0');
    expect((await get('/app-version.json'))[0].androidAppVersion).toBe('51000');
  });

  it('answer the store calls the app reads with the stored values (reward points, wishlist pictures, terms)', async () => {
    const f = catalogFixture(t.database.kysely);
    await f.setting('RewardPointsEnabled', 'false');
    await f.setting('ShowProductImagesOnWishList', 'false');
    await f.setting('TermsOfServiceOnOrderConfirmPage', 'true');
    expect((await get('/api/v2/settings/getappconfig')).RewardPointsSettings.Enabled).toBe(false);
    expect((await get('/api/v2/settings/cartsettings')).ShowProductImagesOnWishList).toBe(false);
    expect((await get('/api/v2/orders/getordersettings')).TermsOfServiceOnOrderConfirmPage).toBe(true);
    await f.setting('RewardPointsEnabled', 'true');
    await f.setting('ShowProductImagesOnWishList', 'true');
    await f.setting('TermsOfServiceOnOrderConfirmPage', 'false');
  });

  it('ignore a stored value that no longer parses', async () => {
    await catalogFixture(t.database.kysely).setting('DefaultPageSize', 'lots');
    expect((await get('/api/v2/settings/catalogsettings')).DefaultPageSize).toBe(10);
  });
});

describe('the version record from the CLI', () => {
  const cli = (...args: string[]) => runCliOn(t.database.url, args);
  const served = async () => (await get('/app-version.json'))[0];

  it('sets the Android version as the padded number, or as x.y.z stored as that number', async () => {
    expect(await cli('settings', 'set', 'AndroidAppVersion', '50105')).toMatchObject({
      code: 0,
      out: 'AndroidAppVersion = 50105',
    });
    expect(await served()).toMatchObject({ androidAppVersion: '50105' });
    expect(await cli('settings', 'set', 'AndroidAppVersion', '6.0.0')).toMatchObject({
      code: 0,
      out: 'AndroidAppVersion = 60000',
    });
    expect(await served()).toMatchObject({ androidAppVersion: '60000' });
    expect(await cli('settings', 'get', 'AndroidAppVersion')).toMatchObject({ code: 0, out: '60000' });
  });

  it('refuses an Android version two digits a part cannot hold, and keeps the last one', async () => {
    await cli('settings', 'set', 'AndroidAppVersion', '50105');
    for (const bad of ['5.100.0', 'latest', '5.1'])
      expect((await cli('settings', 'set', 'AndroidAppVersion', bad)).code, bad).toBe(1);
    expect(await served()).toMatchObject({ androidAppVersion: '50105' });
  });

  it('keeps the iOS version as x.y.z', async () => {
    expect(await cli('settings', 'set', 'IosAppVersion', '5.10.0')).toMatchObject({ code: 0 });
    expect(await served()).toMatchObject({ iosAppVersion: '5.10.0' });
    expect((await cli('settings', 'set', 'IosAppVersion', '51000')).code).toBe(1);
  });
});

describe('settings service', () => {
  it('caches for a short while, then sees a change made elsewhere', async () => {
    const clock = manualClock();
    const service = createSettingsService({ db: t.database.kysely, clock, cacheTtlMs: 5_000 });
    await catalogFixture(t.database.kysely).setting('MinOrderTotalAmount', '0');
    expect((await service.orderSettings()).MinOrderTotalAmount).toBe(0);
    await catalogFixture(t.database.kysely).setting('MinOrderTotalAmount', '500000');
    expect((await service.orderSettings()).MinOrderTotalAmount).toBe(0);
    clock.advance(5_000);
    expect((await service.orderSettings()).MinOrderTotalAmount).toBe(500_000);
  });

  it('validates a value before storing it, and shows it at once in this process', async () => {
    const service = createSettingsService({ db: t.database.kysely, clock: manualClock(), cacheTtlMs: 60_000 });
    expect(await service.getValue('ReturnRequestsEnabled')).toBe(true);
    await service.set('ReturnRequestsEnabled', 'false');
    expect(await service.getValue('ReturnRequestsEnabled')).toBe(false);
    await expect(service.set('ReturnRequestsEnabled', 'perhaps')).rejects.toThrow(
      /معتبر نیست.*Invalid value "perhaps"/,
    );
    await expect(service.set('NoSuchSetting', '1')).rejects.toThrow(/Unknown setting "NoSuchSetting"/);
    await expect(service.getValue('NoSuchSetting')).rejects.toThrow(/وجود ندارد/);
  });

  it('formats money in Toman with Persian digits from the display currency settings', async () => {
    const service = createSettingsService({ db: t.database.kysely, clock: manualClock(), cacheTtlMs: 0 });
    const money = await service.money();
    expect(money.format(1_250_000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(money.formatAdjustment(-500_000)).toBe('-۵۰٬۰۰۰ تومان');
    expect(money.formatAdjustment(0)).toBeNull();
  });
});
