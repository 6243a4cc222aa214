import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigateTo } from '@/lib/navigation';
import { session } from '@/lib/session';
import {
  addressForm,
  customer,
  customerInfo,
  customerSettings,
  aboutUsTopic,
  catalogSettings,
  contactInfo,
  categoryTree,
  homePage,
  productDetails,
  productPage,
  storeLogo,
  storeOpen,
  topicList,
} from '@/test/fixtures';
import { cartLine, fakeCartServer } from '@/test/cart-fixtures';
import { fakeCheckoutServer, orderDetails, paymentResult } from '@/test/checkout-fixtures';
import { installFakeApi } from '@/test/fake-api';
import { installIntersectionObserver } from '@/test/intersection-observer';
import * as fa from '@/strings/fa';
import { renderApp } from '@/test/render-app';
import { preloadPageAt } from './router';

/** Each route of the spec (§2 "Routes" and "Also used") and the title its page shows. */
const specRoutes: Array<[path: string, title: string]> = [
  ['/address', 'نشانی‌ها'],
  ['/address-details', 'جزئیات نشانی'],
  ['/app-info', 'درباره برنامه'],
  ['/back-in-stock-subscriptions', 'اطلاع‌رسانی موجود شدن'],
  ['/billing-address', 'نشانی صورتحساب'],
  ['/blog', 'وبلاگ'],
  ['/blog-post', 'نوشتهٔ وبلاگ'],
  ['/cart-review', 'بازبینی سبد خرید'],
  ['/change-password', 'تغییر رمز عبور'],
  ['/commissions', 'کمیسیون‌ها'],
  ['/connection-error', 'خطای اتصال'],
  ['/contactus', 'تماس با ما'],
  ['/customer-info', 'اطلاعات حساب'],
  ['/downloadable-files', 'فایل‌های قابل دانلود'],
  ['/mobile-verify-token', 'تأیید شمارهٔ همراه'],
  ['/order', 'سفارش‌های من'],
  ['/order-details/12', 'جزئیات سفارش'],
  ['/password-recovery', 'بازیابی رمز عبور'],
  ['/payment', 'پرداخت'],
  ['/payment-result?success=true&orderId=12', 'نتیجهٔ پرداخت'],
  ['/product?CategoryId=1', 'موبایل و تبلت'],
  ['/product-details/1', 'جزئیات محصول'],
  ['/registration-result', 'نتیجهٔ ثبت نام'],
  ['/reset-password', 'تعیین رمز عبور تازه'],
  ['/return-requests', 'درخواست‌های مرجوعی'],
  ['/reward-points', 'امتیازهای من'],
  ['/select-location-on-map', 'انتخاب موقعیت روی نقشه'],
  ['/shipping', 'روش ارسال'],
  ['/shipping-address', 'نشانی ارسال'],
  ['/store-closed', 'فروشگاه بسته است'],
  ['/terms-conditions', 'شرایط و قوانین'],
  ['/user-reviews', 'نظرات کاربران'],
  ['/add-to-cart-popup', 'افزودن به سبد خرید'],
  ['/check-payment', 'بررسی پرداخت'],
  ['/qr-code-scanner', 'اسکن کد QR'],
  ['/check-details?orderId=12', 'جزئیات پرداخت با چک'],
  ['/wish-list', 'علاقه‌مندی‌ها'],
  ['/product-compare', 'مقایسهٔ محصولات'],
  // Not the spec's: where a placed order lands (ADR 0070).
  ['/order-completed/12', 'ثبت سفارش'],
  ['/topic/about-us', 'درباره ما'],
  ['/tabs/categories', 'دسته‌بندی محصولات'],
  ['/tabs/cart', 'سبد خرید'],
  ['/tabs/login', 'ورود / ثبت نام'],
  ['/tabs/profile', 'حساب کاربری من'],
];

describe('routes', () => {
  it('registers every route of the spec, each page loading on demand with its own title', async () => {
    installIntersectionObserver();
    installFakeApi({
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/topic/getbysystemname/about-us': aboutUsTopic,
      'GET /api/v2/topic/getbysystemname/terms-conditions': {
        ...aboutUsTopic,
        SystemName: 'terms-conditions',
        Title: 'شرایط و قوانین',
      },
      'GET /api/v2/topic/getbysystemname/contact-info': {
        ...aboutUsTopic,
        SystemName: 'contact-info',
        Title: 'اطلاعات تماس',
      },
      'GET /api/v2/catalog/homepage': homePage,
      'GET /api/v2/catalog/categorytree': categoryTree,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/product/search': productPage([], 10, 0),
      'GET /api/v2/product/details/1': productDetails,
      'GET /api/v2/account/currentcustomer': customer,
      'GET /api/v2/customer/info': customerInfo,
      'GET /api/v2/customer/addresses': { Items: [] },
      'GET /api/v2/customer/addressform': addressForm,
      'GET /api/v2/settings/getcustomersettings': customerSettings,
      'GET /api/v2/backinstocksubscriptions': { Items: [], TotalCount: 0 },
      // A cart with a line: the checkout steps send an empty cart's shopper to the cart (issue 34.2).
      ...fakeCartServer({ cart: [cartLine(1, 1, 1)] }).routes,
      ...fakeCheckoutServer().routes,
      'GET /api/v2/orders/getbyid/12': orderDetails(12),
      'GET /api/v2/orders/paymentresult/12': paymentResult(12),
      // The after-purchase pages, each with nothing yet (their own tests fill them).
      'GET /api/v2/orders/get': {
        Orders: [],
        RecurringOrders: [],
        RecurringPaymentErrors: [],
        PageNumber: 1,
        PageSize: 10,
        TotalPages: 0,
        TotalRecords: 0,
        CustomProperties: {},
      },
      'GET /api/v2/returnrequest/customer': { Items: [], CustomProperties: {} },
      'GET /api/v2/customer/downloadableproducts': { Items: [], CustomProperties: {} },
      'GET /api/v2/common/contactinfo': contactInfo,
      'GET /api/v2/rewardpoints/getrewardpoints': {
        RewardPointsBalance: 0,
        RewardPointsAmount: '۰ تومان',
        RewardPointsAmountValue: 0,
        MinimumRewardPointsBalance: 0,
        History: [],
        PageNumber: 1,
        PageSize: 10,
        TotalPages: 0,
        TotalRecords: 0,
        AffiliateCode: null,
        AffiliatedCustomersCount: 0,
        CustomProperties: {},
      },
      'GET /api/v2/wishlist/isinwishlist/1': { Success: true, Result: false },
      'GET /api/v2/blog/list': { Items: [], TotalCount: 0, Tag: null, CustomProperties: {} },
      'GET /api/v2/blog/tags': { Items: [] },
    });
    await session.load();
    await session.signIn('token-routes', customer);
    await renderApp('/tabs/home');
    await screen.findByRole('region', { name: 'محصولات ویژه' }, { timeout: 15_000 });

    for (const [path, title] of specRoutes) {
      await act(async () => navigateTo(path));
      const shown = await screen.findAllByText(title, { selector: 'ion-title' }, { timeout: 8000 });
      expect(shown.length, path).toBeGreaterThan(0);
    }
    // The intro is full-screen slides without a title bar: it is known by its labelled carousel.
    await act(async () => navigateTo('/intro'));
    expect(await screen.findByRole('region', { name: fa.intro.regionLabel }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('صفحهٔ مورد نظر پیدا نشد.')).not.toBeInTheDocument();
  }, 120_000);

  it.each(['/', '/home', '/tabs/home?refreshPage=true'])('opens the home page at %s', async (path) => {
    installFakeApi({
      'GET /api/v2/catalog/homepage': homePage,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/topic/gettopicslist': topicList,
    });
    await renderApp(path);
    expect(await screen.findByRole('region', { name: 'محصولات ویژه' })).toBeInTheDocument();
  });

  it('sends an unknown address to the not-found page', async () => {
    installFakeApi({ 'GET /api/v2/settings/isstoreclosed': storeOpen, 'GET /api/v2/topic/gettopicslist': topicList });
    await renderApp('/no-such-page');
    expect(await screen.findByText('صفحهٔ مورد نظر پیدا نشد.')).toBeInTheDocument();
  });

  it('starts loading the page the app opens on, by its route pattern, before the first render', async () => {
    await expect(preloadPageAt('/product-details/12')).resolves.toBe(true);
    await expect(preloadPageAt('/product')).resolves.toBe(true);
    // A tab's page (home) too; an unknown address has no page chunk to fetch.
    await expect(preloadPageAt('/tabs/home')).resolves.toBe(true);
    await expect(preloadPageAt('/tabs/categories')).resolves.toBe(true);
    await expect(preloadPageAt('/no-such-page')).resolves.toBe(false);
  });
});
