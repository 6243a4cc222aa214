import type { CurrentCustomer } from '@sabad/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { linkTarget } from '@/test/links';
import { openSideMenu, renderApp } from '@/test/render-app';

const affiliate: CurrentCustomer = {
  Id: 9,
  Fullname: 'سارا احمدی',
  FirstName: 'سارا',
  LastName: 'احمدی',
  Email: 'sara@example.com',
  Mobile: null,
  IsAffiliate: true,
  AvatarUrl: '/images/avatars/9.webp',
  CustomProperties: {},
};

describe('side menu for a logged-in customer', () => {
  it('shows the name and avatar linking to the profile, reward points for an affiliate, and logs out', async () => {
    const { requests } = installFakeApi({
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/catalog/homepage': homePage,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'POST /api/v2/account/logout': { Success: true, Message: 'از حساب کاربری خود خارج شدید.' },
    });
    await session.load();
    const guestIdBefore = session.get().guestId;
    await session.signIn('token-123', affiliate);
    await renderApp('/tabs/home');
    const menu = openSideMenu();

    expect(await within(menu).findByText('سارا احمدی')).toBeInTheDocument();
    expect(linkTarget(within(menu).getByText('سارا احمدی'))).toBe('/tabs/profile');
    expect(within(menu).getByAltText('تصویر کاربر')).toHaveAttribute('src', '/images/avatars/9.webp');
    expect(within(menu).queryByText('کاربر مهمان')).not.toBeInTheDocument();
    expect(linkTarget(within(menu).getByText('امتیازهای من'))).toBe('/reward-points');
    expect(screen.getByText('پروفایل')).toBeInTheDocument();
    // The tab bar's last tab is the profile for a customer, the login page for a guest.
    const accountTab = () => screen.getByText(/^(پروفایل|ورود)$/).closest('ion-tab-button');
    expect(accountTab()).toHaveProperty('tab', 'profile');
    expect(accountTab()).toHaveProperty('href', '/tabs/profile');
    await waitFor(() => expect(requests.at(-1)?.headers.get('Authorization')).toBe('Basic token-123'));

    await act(async () => fireEvent.click(within(menu).getByText('خروج')));

    await waitFor(() => expect(session.get().accessToken).toBeNull());
    expect(session.get().customer).toBeNull();
    expect(session.get().guestId).not.toBe(guestIdBefore);
    expect(localStorage.getItem('sabad.access-token')).toBeNull();
    expect(await within(menu).findByText('کاربر مهمان')).toBeInTheDocument();
    expect(within(menu).queryByText('خروج')).not.toBeInTheDocument();
    expect(screen.getByText('ورود')).toBeInTheDocument();
    expect(accountTab()).toHaveProperty('tab', 'login');
    expect(accountTab()).toHaveProperty('href', '/tabs/login');

    const logout = requests.find(
      (request) => request.method === 'POST' && request.url.pathname === '/api/v2/account/logout',
    );
    expect(logout?.headers.get('Authorization'), 'the server is told which session ends').toBe('Basic token-123');
    expect(logout?.headers.get('Guest-Customer-Id'), 'the guest id is cleared before the logout call').toBe(
      session.get().guestId,
    );
    expect(logout?.headers.get('Guest-Customer-Id')).not.toBe(guestIdBefore);
    expect(await screen.findByRole('region', { name: 'محصولات ویژه' })).toBeInTheDocument();
  });

  it('asks for the current customer at start-up: an affiliate since the last login sees reward points at once', async () => {
    const { requests } = installFakeApi({
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/catalog/homepage': homePage,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
      'GET /api/v2/account/currentcustomer': affiliate,
    });
    await session.load();
    // Stored at the last login, before the store made her an affiliate: the reload must not trust it.
    await session.signIn('token-123', { ...affiliate, IsAffiliate: false });
    await renderApp('/tabs/home');
    const menu = openSideMenu();

    expect(await within(menu).findByText('امتیازهای من')).toBeInTheDocument();
    expect(session.get().customer?.IsAffiliate).toBe(true);
    const asked = requests.filter((request) => request.url.pathname === '/api/v2/account/currentcustomer');
    expect(asked.map((request) => request.headers.get('Authorization'))).toEqual(['Basic token-123']);
  });

  it('names a customer without a name by the mobile number (Persian digits, left to right) in the header', async () => {
    installFakeApi({
      'GET /api/v2/topic/gettopicslist': topicList,
      'GET /api/v2/catalog/homepage': homePage,
      'GET /api/v2/settings/catalogsettings': catalogSettings,
      'GET /api/v2/common/logo': storeLogo,
      'GET /api/v2/settings/isstoreclosed': storeOpen,
    });
    await session.load();
    const nameless = { ...affiliate, Fullname: '', FirstName: '', LastName: '', Email: null, Mobile: '09351234567' };
    await session.signIn('token-nameless', nameless);
    await renderApp('/tabs/home');
    const menu = openSideMenu();

    const header = await within(menu).findByRole('heading', { name: '۰۹۳۵۱۲۳۴۵۶۷' });
    expect(header.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(linkTarget(header)).toBe('/tabs/profile');
  });
});
