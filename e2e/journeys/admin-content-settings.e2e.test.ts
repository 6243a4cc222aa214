/**
 * The back office's content and settings (issue 36), in Chromium against the production build: an
 * administrator closes the store in «تنظیمات» and the shopper's storefront shows the closed notice at
 * once, then opens it again and the storefront sells; a content moderator writes a blog post on a phone
 * (Tiptap editor, tags), publishes it now, and the shopper finds it first in the storefront's blog and
 * reads it. Screenshots of each step at desktop size and at 390×844 under e2e/screenshots/.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { expectNoAxeFindings, signedInStaff, type StaffBrowser } from '../support/admin.js';
import { cli } from '../support/cli.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

describe('the back office changes a setting and publishes a blog post; the storefront shows both', () => {
  let shopper: Shopper;
  const staffBrowsers: StaffBrowser[] = [];
  const run = Date.now().toString(36);
  const postTitle = `راهنمای انتخاب کتری برقی ${run}`;

  beforeAll(async () => {
    shopper = await openShopper('admin-content-settings');
  });
  afterAll(async () => {
    // Whatever happened above, the store the other journeys share is left open.
    cli('settings', 'set', 'StoreClosed', 'false');
    expect(shopper?.problems ?? []).toEqual([]);
    await shopper?.close();
    for (const staff of staffBrowsers) {
      expect(staff.problems).toEqual([]);
      await staff.close();
    }
  });

  async function setStoreClosed(staff: StaffBrowser, closed: boolean) {
    const { page } = staff;
    const form = page.getByRole('form', { name: 'فروشگاه' });
    const box = await visible(form.getByRole('checkbox', { name: 'فروشگاه بسته است' }));
    await box.setChecked(closed);
    await form.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
    await visible(page.getByText('تنظیمات ذخیره شد.').first());
  }

  it('closes the store in the settings: the storefront shows its closed notice; opened again, it sells', async () => {
    const { staff } = await signedInStaff('admin-content-settings-store', 'Administrators', { pathname: '/settings' });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'تنظیمات' }));
    await staff.shot('settings-groups');
    await expectNoAxeFindings(page, 'the settings groups');
    await (await visible(page.getByRole('link', { name: /^فروشگاه/ }))).click();
    await visible(page.getByRole('heading', { level: 1, name: 'تنظیمات: فروشگاه' }));
    await setStoreClosed(staff, true);
    await staff.shot('store-closed-saved');
    await expectNoAxeFindings(page, 'the store settings');

    await shopper.open('/tabs/home');
    await visible(shopper.page.getByText(fa.storeClosed.title).first());
    await visible(shopper.page.getByText(fa.storeClosed.message));
    await shopper.shot('store-closed-notice');

    await setStoreClosed(staff, false);
    await staff.shot('store-opened-saved');
    await shopper.open('/tabs/home');
    await expect.poll(() => new URL(shopper.page.url()).pathname).toBe('/tabs/home');
    await expect.poll(() => shopper.page.getByText(fa.storeClosed.message).isVisible()).toBe(false);
    await shopper.shot('store-open-again');

    // The audit log shows the change, old → new.
    await staff.open('/audit-log?area=settings');
    await visible(page.getByText('settings.change').first());
    await staff.shot('audit-log');
  });

  it("writes the return's status text in «متن پیامک‌ها و ایمیل‌ها», its placeholders named under the box", async () => {
    const { staff } = await signedInStaff('admin-content-settings-messages', 'Administrators', {
      pathname: '/settings',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await (await visible(page.getByRole('link', { name: /^متن پیامک‌ها و ایمیل‌ها/ }))).click();
    const form = page.getByRole('form', { name: 'متن پیامک‌ها و ایمیل‌ها' });
    const returnText = await visible(form.getByRole('textbox', { name: 'تغییر وضعیت درخواست مرجوعی' }));
    await visible(form.getByRole('textbox', { name: 'موجود شدن کالا (برای مشترکان)' }));
    await visible(form.getByText(/جای‌نماها: \{شماره\}، \{کالا\}، \{تعداد\}، \{وضعیت\}/));
    await returnText.fill('درخواست مرجوعی {شماره} ({کالا}): {وضعیت}');
    await form.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
    await visible(page.getByText('تنظیمات ذخیره شد.').first());
    await staff.shot('messages-saved');
    await page.reload();
    await expect
      .poll(() => form.getByRole('textbox', { name: 'تغییر وضعیت درخواست مرجوعی' }).inputValue())
      .toBe('درخواست مرجوعی {شماره} ({کالا}): {وضعیت}');
    // The other journeys' return messages stay the built-in ones.
    cli('settings', 'set', 'ReturnStatusTextTemplate', '');
  });

  it('a content moderator writes and publishes a post on a phone; the shopper reads it in the blog', async () => {
    const { staff } = await signedInStaff('admin-content-settings-blog', 'ContentModerators', {
      phone: true,
      pathname: '/content/blog/new',
    });
    staffBrowsers.push(staff);
    const { page } = staff;
    await visible(page.getByRole('heading', { level: 1, name: 'نوشتهٔ تازه' }));
    await page.getByRole('textbox', { name: 'عنوان', exact: true }).fill(postTitle);
    await page.getByRole('textbox', { name: 'خلاصه' }).fill('پیش از خرید کتری برقی این چند نکته را بخوانید.');
    const body = page.getByRole('textbox', { name: 'متن نوشته' });
    await body.click();
    await page.keyboard.type('جنس بدنه، توان و حجم را با نیاز خانواده بسنجید.');
    await page.getByRole('textbox', { name: 'برچسب‌ها' }).fill('راهنمای خرید، آشپزخانه');
    await page.getByRole('radio', { name: 'انتشار اکنون' }).check();
    await staff.shot('blog-new');
    await expectNoAxeFindings(page, 'a new blog post');
    await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'ویرایش نوشته' }));
    await visible(page.getByText('منتشرشده', { exact: true }).first());
    await staff.shot('blog-published');
    await expectNoAxeFindings(page, 'a published blog post');

    await shopper.open('/blog');
    const card = await visible(shopper.page.locator('.blog-card').first());
    await visible(card.getByText(postTitle));
    await shopper.shot('blog-list-with-post');
    await card.getByText(postTitle).click();
    await visible(shopper.page.getByRole('heading', { name: postTitle }));
    await visible(shopper.page.getByText('جنس بدنه، توان و حجم را با نیاز خانواده بسنجید.'));
    await shopper.shot('blog-post');

    // The same post in the desktop list, with its status.
    const { staff: desk } = await signedInStaff('admin-content-settings-blog', 'ContentModerators', {
      pathname: '/content/blog',
    });
    staffBrowsers.push(desk);
    await visible(desk.page.getByRole('link', { name: postTitle }));
    await desk.shot('blog-list');
    await expectNoAxeFindings(desk.page, 'the blog list');
  });
});
