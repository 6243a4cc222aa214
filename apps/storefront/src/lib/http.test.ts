import type { CurrentCustomer } from '@sabad/contract';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '@/test/fake-api';
import { catalogSettings, homePage, productPage, product, storeLogo } from '@/test/fixtures';
import { ApiError, NetworkError } from './http-error';
import { createHttpClient, fetchTransport, type HttpClientDeps } from './http';
import { createInFlightCounter } from './in-flight';
import { createSessionStore } from './session';
import { webStorage } from './storage';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const customer: CurrentCustomer = {
  Id: 3,
  Fullname: 'علی رضایی',
  FirstName: 'علی',
  LastName: 'رضایی',
  Email: 'ali@example.com',
  Mobile: null,
  IsAffiliate: false,
  AvatarUrl: null,
  CustomProperties: {},
};

async function setup(overrides: Partial<HttpClientDeps> = {}) {
  const session = createSessionStore(webStorage);
  await session.load();
  const deps = {
    transport: fetchTransport,
    baseUrl: '',
    identity: () => session.get(),
    counter: createInFlightCounter(),
    isOnline: () => true,
    navigate: vi.fn<(path: string) => void>(),
    currentLocation: () => '/tabs/home',
    log: vi.fn<(message: string) => void>(),
    ...overrides,
  };
  return { client: createHttpClient(deps), session, deps };
}

describe('HTTP client', () => {
  it('sends Accept JSON and a generated v4 guest id, stored and reused across launches', async () => {
    const { requests } = installFakeApi({ 'GET /api/v2/common/logo': storeLogo });
    const { client } = await setup();

    await expect(client.call('getLogo')).resolves.toEqual(storeLogo);
    const guestId = requests[0]!.headers.get('Guest-Customer-Id');
    expect(guestId).toMatch(UUID_V4);
    expect(requests[0]!.headers.get('Accept')).toBe('application/json');
    expect(requests[0]!.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem('sabad.guest-customer-id')).toBe(guestId);

    const relaunched = await setup();
    await relaunched.client.call('getLogo');
    expect(requests[1]!.headers.get('Guest-Customer-Id')).toBe(guestId);
  });

  it('sends the stored access token with the Basic scheme, and a fresh guest id after logout', async () => {
    const { requests } = installFakeApi({ 'GET /api/v2/common/logo': storeLogo });
    const { client, session } = await setup();
    const firstGuestId = session.get().guestId;

    await session.signIn('token-abc', customer);
    await client.call('getLogo');
    expect(requests[0]!.headers.get('Authorization')).toBe('Basic token-abc');

    await session.clearGuestId();
    await session.signOut();
    await client.call('getLogo');
    expect(requests[1]!.headers.get('Authorization')).toBeNull();
    expect(requests[1]!.headers.get('Guest-Customer-Id')).toMatch(UUID_V4);
    expect(requests[1]!.headers.get('Guest-Customer-Id')).not.toBe(firstGuestId);
  });

  it('builds the GET query string from an object, leaving out undefined values, and fills path parameters', async () => {
    const { requests } = installFakeApi({
      'GET /api/v2/product/search': productPage([product(1)], 10, 0),
      'GET /api/v2/topic/getbysystemname/about-us': {
        Id: 1,
        SystemName: 'about-us',
        Title: 'درباره ما',
        Body: '',
        MetaDescription: '',
        CustomProperties: {},
      },
    });
    const { client } = await setup();

    await client.call('searchProducts', {
      query: { CategoryId: 3, SearchWords: undefined, Limit: 10, Offset: 20, Sort: 'price-asc' },
    });
    expect(requests[0]!.url.search).toBe('?CategoryId=3&Limit=10&Offset=20&Sort=price-asc');

    await client.call('getTopic', { params: { systemName: 'about-us' } });
    expect(requests[1]!.url.pathname).toBe('/api/v2/topic/getbysystemname/about-us');
  });

  it('sends bodies as JSON', async () => {
    const answer = {
      Success: true,
      Price: '۱ تومان',
      PriceValue: 10,
      StockAvailability: '',
      InStock: true,
      Sku: 'A',
      PictureUrl: null,
      Errors: [],
    };
    const { requests } = installFakeApi({ 'POST /api/v2/cart/ProductDetails_AttributeChange': answer });
    const { client } = await setup();

    await client.call('changeProductAttributes', { body: { productId: 5, attrValues: [{ Key: '1', Value: '2,3' }] } });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.body).toEqual({ productId: 5, attrValues: [{ Key: '1', Value: '2,3' }] });
  });

  it("sends a call's own headers (the placement's Idempotency-Key) beside the identity headers, which it cannot replace", async () => {
    const { requests } = installFakeApi({ 'GET /api/v2/common/logo': storeLogo });
    const { client, session } = await setup();

    await client.call('getLogo', { headers: { 'Idempotency-Key': 'key-1', 'Guest-Customer-Id': 'forged' } });
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe('key-1');
    expect(requests[0]!.headers.get('Guest-Customer-Id')).toBe(session.get().guestId);
    await client.call('getLogo');
    expect(requests[1]!.headers.get('Idempotency-Key')).toBeNull();
  });

  it('turns the error envelope into a typed error carrying the Persian message', async () => {
    installFakeApi({
      'GET /api/v2/settings/catalogsettings': () => ({
        status: 400,
        body: { Success: false, Message: 'درخواست نادرست است.', Errors: ['شناسه نادرست است.'] },
      }),
    });
    const { client } = await setup();

    const error = await client.call('getCatalogSettings').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'درخواست نادرست است.', errors: ['شناسه نادرست است.'] });
  });

  it("on a 401 whose body says Success false, logs 'Login failed' and stays; the error is passed on", async () => {
    installFakeApi({
      'GET /api/v2/account/currentcustomer': () => ({
        status: 401,
        body: { Success: false, Message: 'ورود ناموفق بود.', Errors: [] },
      }),
    });
    const { client, deps } = await setup();

    await expect(client.call('getCurrentCustomer')).rejects.toMatchObject({ status: 401 });
    expect(deps.log).toHaveBeenCalledWith('Login failed');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on any other 401, goes to the login page carrying where the shopper was; the error is passed on', async () => {
    installFakeApi({
      'GET /api/v2/account/currentcustomer': () => ({ status: 401, body: { Message: 'نشست شما به پایان رسیده است.' } }),
    });
    const { client, deps } = await setup({ currentLocation: () => '/check-details?orderId=12' });

    await expect(client.call('getCurrentCustomer')).rejects.toBeInstanceOf(ApiError);
    expect(deps.navigate).toHaveBeenCalledWith('/tabs/login?returnUrl=%2Fcheck-details%3ForderId%3D12');
    expect(deps.log).not.toHaveBeenCalled();
  });

  it('on a 401 sends to the plain login page from an address that is not a path of the app, and stays on the login page', async () => {
    installFakeApi({ 'GET /api/v2/account/currentcustomer': () => ({ status: 401, body: {} }) });
    let here = '//evil.example/billing-address';
    const { client, deps } = await setup({ currentLocation: () => here });

    await expect(client.call('getCurrentCustomer')).rejects.toBeInstanceOf(ApiError);
    expect(deps.navigate).toHaveBeenCalledWith('/tabs/login');

    here = '/tabs/login?returnUrl=%2Fbilling-address';
    await expect(client.call('getCurrentCustomer')).rejects.toBeInstanceOf(ApiError);
    expect(deps.navigate).toHaveBeenCalledTimes(1);
  });

  it('goes to the connection error page instead of calling when the device is offline', async () => {
    const { fetchMock } = installFakeApi({ 'GET /api/v2/common/logo': storeLogo });
    const { client, deps } = await setup({ isOnline: () => false });

    await expect(client.call('getLogo')).rejects.toBeInstanceOf(NetworkError);
    expect(deps.navigate).toHaveBeenCalledWith('/connection-error?returnUrl=%2Ftabs%2Fhome');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline with a service worker: still calls, so a page seen before opens from its cache', async () => {
    const { fetchMock } = installFakeApi({ 'GET /api/v2/catalog/homepage': homePage });
    const { client, deps } = await setup({ isOnline: () => false, cacheAnswersOffline: () => true });

    await expect(client.call('getHomePage')).resolves.toEqual(homePage);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('offline with a service worker: a page not seen goes to connection-error with the wanted page; a background call fails quietly', async () => {
    const unreachable: HttpClientDeps['transport'] = () => Promise.reject(new TypeError('Failed to fetch'));
    const { client, deps } = await setup({
      transport: unreachable,
      isOnline: () => false,
      cacheAnswersOffline: () => true,
      currentLocation: () => '/product-details/12',
    });

    await expect(client.call('getCartItems')).rejects.toBeInstanceOf(NetworkError);
    await expect(client.call('isInWishlist', { params: { id: 12 } })).rejects.toBeInstanceOf(NetworkError);
    expect(deps.navigate).not.toHaveBeenCalled();

    await expect(client.call('getProductDetails', { params: { id: 12 } })).rejects.toBeInstanceOf(NetworkError);
    expect(deps.navigate).toHaveBeenCalledWith('/connection-error?returnUrl=%2Fproduct-details%2F12');
  });

  it('counts requests in flight: busy from the first until the last one finishes', async () => {
    const releases: Array<() => void> = [];
    const transport: HttpClientDeps['transport'] = () =>
      new Promise((resolve) => releases.push(() => resolve({ status: 200, body: catalogSettings })));
    const counter = createInFlightCounter();
    const changes: number[] = [];
    counter.subscribe(() => changes.push(counter.count()));
    const { client } = await setup({ transport, counter });

    const first = client.call('getCatalogSettings');
    const second = client.call('getCatalogSettings');
    expect(counter.count()).toBe(2);
    releases[0]!();
    await first;
    expect(counter.count()).toBe(1);
    releases[1]!();
    await second;
    expect(counter.count()).toBe(0);
    expect(changes).toEqual([1, 0]);
  });

  it('reads the remote version file outside /api/v2, past any cache, and prefixes the API origin on the native app', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        urls.push(new URL(input));
        return Promise.resolve(new Response('[]', { status: 200 }));
      }),
    );
    const { client } = await setup({ baseUrl: 'https://shop.example' });

    await expect(client.call('getAppVersions', { cacheBust: true })).resolves.toEqual([]);
    expect(urls[0]!.origin).toBe('https://shop.example');
    expect(urls[0]!.pathname).toBe('/app-version.json');
    expect(urls[0]!.searchParams.get('_')).toMatch(/^[a-z0-9]+$/);
  });
});
