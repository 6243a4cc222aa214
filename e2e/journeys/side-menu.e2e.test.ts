import type { TopicList } from '@sabad/contract';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { api, openShopper, visible, type Shopper } from '../support/shopper.js';

// The spec's own strings (storefront-docs/product.md §2 "Side menu"), verbatim: a dictionary edit must not change them.
const GUEST_USER = 'کاربر مهمان';
const LOGIN_OR_REGISTER = 'ورود / ثبت نام';
const MY_ACCOUNT_NOTE = 'حساب کاربری من';
const VERSION_FOOTER = 'Version 5.1.4';

interface MenuEntry {
  label: string;
  href: string;
}

describe('side menu, as a guest', () => {
  let shopper: Shopper;
  let entries: MenuEntry[];

  beforeAll(async () => {
    const topics = await api<TopicList>('/topic/gettopicslist');
    expect(topics.Items.length, 'the seeded store has topics').toBeGreaterThan(0);
    entries = [
      { label: fa.menu.home, href: '/tabs/home' },
      { label: fa.menu.categories, href: '/tabs/categories' },
      { label: fa.menu.blog, href: '/blog' },
      ...topics.Items.map((topic) => ({ label: topic.Title, href: `/topic/${topic.SystemName}` })),
      { label: fa.menu.contactUs, href: '/contactus' },
    ];
    shopper = await openShopper('menu');
    await shopper.open('/tabs/home');
  });

  afterAll(async () => {
    await shopper?.close();
  });

  async function openMenu(): Promise<Locator> {
    const { page } = shopper;
    // Pages opened from the menu outside the tabs offer a back button instead of the menu button.
    const menuOrBack = await visible(
      page.getByRole('button', { name: new RegExp(`^(${fa.menu.openMenu}|${fa.common.back})$`) }),
    );
    if ((await menuOrBack.getAttribute('aria-label')) === fa.common.back) await menuOrBack.click();
    await (await visible(page.getByRole('button', { name: fa.menu.openMenu, exact: true }))).click();
    const menu = page.locator('ion-menu');
    await visible(menu.getByText(GUEST_USER, { exact: true }));
    await page.waitForFunction(() => document.querySelector('ion-menu')?.classList.contains('show-menu') ?? false);
    await page.waitForTimeout(350);
    return menu;
  }

  /** Closes the menu as a keyboard user would (Ionic hides the page behind an open menu from assistive tech). */
  async function closeMenu(): Promise<void> {
    const { page } = shopper;
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('ion-menu')?.classList.contains('show-menu'));
  }

  async function linkIn(menu: Locator, label: string): Promise<Locator> {
    return visible(menu.getByRole('link', { name: label, exact: true }));
  }

  it("shows the guest header: 'کاربر مهمان', the login link and the note 'حساب کاربری من'", async () => {
    const menu = await openMenu();
    await visible(menu.getByText(GUEST_USER, { exact: true }));
    const login = await linkIn(menu, LOGIN_OR_REGISTER);
    expect(await login.getAttribute('href')).toBe('/tabs/login');
    await visible(menu.getByText(MY_ACCOUNT_NOTE, { exact: true }));
    await shopper.shot('open-as-guest');
    await closeMenu();
  });

  it('lists home, categories, one entry per topic titled as the API says, contact us, then the version footer, in that order', async () => {
    const menu = await openMenu();
    const tops: number[] = [];
    for (const entry of entries) {
      const link = await linkIn(menu, entry.label);
      expect(await link.getAttribute('href'), entry.label).toBe(entry.href);
      tops.push((await link.boundingBox())!.y);
    }
    const footer = await linkIn(menu, VERSION_FOOTER);
    expect(await footer.getAttribute('href')).toBe('/app-info');
    tops.push((await footer.boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    const menuText = await menu.innerText();
    expect(menuText).not.toContain(fa.menu.logout);
    expect(menuText).not.toContain(fa.menu.rewardPoints);
    await shopper.shot('entries');
    await closeMenu();
  });

  it('takes the shopper where each entry says (a topic page titled as its entry), the login link and the footer included', async () => {
    const { page } = shopper;
    const destinations = [
      { label: LOGIN_OR_REGISTER, href: '/tabs/login' },
      ...entries,
      { label: VERSION_FOOTER, href: '/app-info' },
    ];
    for (const destination of destinations) {
      if (new URL(page.url()).pathname === destination.href) await shopper.open('/tabs/categories');
      const menu = await openMenu();
      await (await linkIn(menu, destination.label)).click();
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000, message: destination.label })
        .toBe(destination.href);
      await page.waitForFunction(() => !document.querySelector('ion-menu')?.classList.contains('show-menu'));
      if (destination.href.startsWith('/topic/'))
        await visible(page.locator('ion-title', { hasText: destination.label }));
      await shopper.shot(`to-${destination.href.replace(/^\//, '').replaceAll('/', '-')}`);
    }
    expect(shopper.problems).toEqual([]);
  });
});
