import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutUsTopic, catalogSettings, homePage, storeLogo, storeOpen, topicList } from '@/test/fixtures';
import { installFakeApi } from '@/test/fake-api';
import { linkTarget } from '@/test/links';
import { openSideMenu, renderApp } from '@/test/render-app';

const storeApi = {
  'GET /api/v2/topic/gettopicslist': topicList,
  'GET /api/v2/topic/getbysystemname/about-us': aboutUsTopic,
  'GET /api/v2/catalog/homepage': homePage,
  'GET /api/v2/settings/catalogsettings': catalogSettings,
  'GET /api/v2/common/logo': storeLogo,
  'GET /api/v2/settings/isstoreclosed': storeOpen,
};

async function openMenu() {
  await renderApp('/tabs/home');
  const menu = openSideMenu();
  await within(menu).findByText('درباره ما');
  return menu;
}

describe('side menu', () => {
  it('shows the guest header with the login link and the account note', async () => {
    installFakeApi(storeApi);
    const menu = await openMenu();

    expect(within(menu).getByRole('heading', { name: 'کاربر مهمان' })).toBeInTheDocument();
    expect(linkTarget(within(menu).getByText('ورود / ثبت نام'))).toBe('/tabs/login');
    expect(within(menu).getByLabelText('ورود / ثبت نام', { selector: 'a' })).toHaveAttribute('href', '/tabs/login');
    expect(within(menu).getByText('حساب کاربری من')).toBeInTheDocument();
  });

  it('lists home, categories, one entry per topic by its title, and contact us; no logout or reward points for a guest', async () => {
    installFakeApi(storeApi);
    const menu = await openMenu();
    const link = (label: string) => linkTarget(within(menu).getByText(label));

    expect(link('خانه')).toBe('/tabs/home');
    expect(link('دسته‌بندی محصولات')).toBe('/tabs/categories');
    expect(link('وبلاگ')).toBe('/blog');
    expect(link('درباره ما')).toBe('/topic/about-us');
    expect(link('شرایط ارسال')).toBe('/topic/shipping');
    expect(link('تماس با ما')).toBe('/contactus');
    const labels = [...menu.querySelectorAll('.side-menu__items ion-label')].map((label) => label.textContent);
    expect(labels).toEqual(['خانه', 'دسته‌بندی محصولات', 'وبلاگ', 'درباره ما', 'شرایط ارسال', 'تماس با ما']);
  });

  it("has the footer 'Version 5.1.4' linking to /app-info", async () => {
    installFakeApi(storeApi);
    const menu = await openMenu();
    expect(linkTarget(within(menu).getByText('Version 5.1.4'))).toBe('/app-info');
  });

  it('opens a topic page with its sanitised body when its entry is chosen', async () => {
    installFakeApi(storeApi);
    const menu = await openMenu();
    fireEvent.click(within(menu).getByText('درباره ما'));

    expect(await screen.findByRole('heading', { name: 'چرا سبد؟' })).toBeInTheDocument();
    expect(screen.getByText('ضمانت اصالت کالا')).toBeInTheDocument();
    expect(document.querySelector('.rich-text script')).toBeNull();
    expect(document.querySelector('.rich-text img')?.getAttribute('onerror')).toBeNull();
  });
});
