import { SessionRequiredResponse } from '@sabad/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeConfig } from '@/config/store-config';
import { session } from '@/lib/session';
import { appConfig, customer, customerSettings, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { linkTarget } from '@/test/links';
import { openSideMenu, renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/settings/isstoreclosed': storeOpen,
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/settings/getcustomersettings': customerSettings,
  'GET /api/v2/settings/getappconfig': appConfig(),
};

describe('profile page', () => {
  it('sends a guest to the login page', async () => {
    installFakeApi(storeApi);
    await renderApp('/tabs/profile');
    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
  });

  it('shows the customer with links to account info, password, addresses, and a logout', async () => {
    installFakeApi({ ...storeApi, 'GET /api/v2/account/currentcustomer': customer });
    await session.load();
    await session.signIn('token-profile', customer);
    await renderApp('/tabs/profile');

    const page = (await screen.findByText('نشانی‌های من')).closest('ion-content') as HTMLElement;
    expect(within(page).getByRole('heading', { name: 'مریم کاظمی' })).toBeInTheDocument();
    expect(within(page).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    expect(linkTarget(within(page).getByText('اطلاعات حساب'))).toBe('/customer-info');
    expect(linkTarget(within(page).getByText('تغییر رمز عبور'))).toBe('/change-password');
    expect(linkTarget(within(page).getByText('نشانی‌های من'))).toBe('/address');
    expect(within(page).getByText('خروج')).toBeInTheDocument();
  });

  it('heads a customer without a name with the email, else the mobile number, left to right and not repeated', async () => {
    const nameless = { ...customer, Fullname: '', FirstName: '', LastName: '' };
    const withEmail = { ...nameless, Email: 'maryam@example.com' };
    installFakeApi({ ...storeApi, 'GET /api/v2/account/currentcustomer': withEmail });
    await session.load();
    await session.signIn('token-nameless', withEmail);
    const { unmount } = await renderApp('/tabs/profile');
    let page = (await screen.findByText('نشانی‌های من')).closest('ion-content') as HTMLElement;
    const emailHeading = await within(page).findByRole('heading', { name: 'maryam@example.com' });
    expect(emailHeading.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(page).getAllByText('maryam@example.com')).toHaveLength(1);
    expect(within(page).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();
    unmount();

    installFakeApi({ ...storeApi, 'GET /api/v2/account/currentcustomer': nameless });
    await session.signIn('token-nameless', nameless);
    await renderApp('/tabs/profile');
    page = (await screen.findByText('نشانی‌های من')).closest('ion-content') as HTMLElement;
    const mobileHeading = await within(page).findByRole('heading', { name: '۰۹۱۲۱۲۳۴۵۶۷' });
    expect(mobileHeading.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(page).getAllByText('۰۹۱۲۱۲۳۴۵۶۷')).toHaveLength(1);
  });

  describe('after the purchase', () => {
    const commissionsBuilt = storeConfig.commissionsEnabled;
    afterEach(() => {
      storeConfig.commissionsEnabled = commissionsBuilt;
    });

    async function entries(who: typeof customer, routes: Record<string, unknown> = {}) {
      installFakeApi({ ...storeApi, 'GET /api/v2/account/currentcustomer': who, ...routes });
      await session.load();
      await session.signIn('token-profile', who);
      await renderApp('/tabs/profile');
      const page = (await screen.findByText('سفارش‌های من')).closest('ion-content') as HTMLElement;
      return within(page)
        .getAllByRole('listitem')
        .map((item) => [item.textContent?.trim(), linkTarget(item)]);
    }

    it('leads first to the orders, returns, downloads and reward points', async () => {
      storeConfig.commissionsEnabled = true;
      expect((await entries(customer)).slice(0, 5)).toEqual([
        ['سفارش‌های من', '/order'],
        ['درخواست‌های مرجوعی', '/return-requests'],
        ['فایل‌های قابل دانلود', '/downloadable-files'],
        ['امتیازهای من', '/reward-points'],
        // Not an affiliate: no commissions even in a store built with them.
        ['اطلاعات حساب', '/customer-info'],
      ]);
    });

    it('leaves reward points out when the store turns its program off (getappconfig)', async () => {
      const withoutPoints = await entries(customer, { 'GET /api/v2/settings/getappconfig': appConfig(false) });
      expect(withoutPoints.map(([label]) => label)).toContain('سفارش‌های من');
      await waitFor(() =>
        expect(
          within(screen.getByText('سفارش‌های من').closest('ion-content') as HTMLElement).queryByText('امتیازهای من'),
        ).not.toBeInTheDocument(),
      );
    });

    it('shows commissions to an affiliate only when the store is built with commissions', async () => {
      const affiliate = { ...customer, IsAffiliate: true };
      storeConfig.commissionsEnabled = true;
      expect(await entries(affiliate)).toContainEqual(['کمیسیون‌ها', '/commissions']);
    });

    it('hides commissions from an affiliate when the store is built without them', async () => {
      storeConfig.commissionsEnabled = false;
      expect((await entries({ ...customer, IsAffiliate: true })).map(([label]) => label)).not.toContain('کمیسیون‌ها');
    });
  });

  it('goes to the login page when the API says the session is gone (401 without Success), and forgets the stale session', async () => {
    const expired = SessionRequiredResponse.parse({
      Message: 'برای این کار ابتدا وارد حساب کاربری خود شوید.',
      Errors: [],
    });
    installFakeApi({ ...storeApi, 'GET /api/v2/account/currentcustomer': () => ({ status: 401, body: expired }) });
    await session.load();
    await session.signIn('token-revoked', customer);
    await renderApp('/tabs/profile');

    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
    await waitFor(() => expect(session.get().accessToken).toBeNull());
    expect(session.get().customer).toBeNull();
  });

  it('logs the customer out from the profile: the server is told, the guest header returns', async () => {
    const { requests } = installFakeApi({
      ...storeApi,
      'GET /api/v2/account/currentcustomer': customer,
      'POST /api/v2/account/logout': { Success: true },
      'GET /api/v2/catalog/homepage': { Categories: [], FeaturedProducts: [], NewProducts: [], BestSellers: [] },
    });
    await session.load();
    await session.signIn('token-profile', customer);
    await renderApp('/tabs/profile');
    const page = (await screen.findByText('نشانی‌های من')).closest('ion-content') as HTMLElement;

    fireEvent.click(within(page).getByText('خروج'));

    await waitFor(() => expect(session.get().accessToken).toBeNull());
    expect(
      requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/v2/account/logout'),
    ).toBe(true);
    const menu = openSideMenu();
    expect(await within(menu).findByText('کاربر مهمان')).toBeInTheDocument();
  });
});
