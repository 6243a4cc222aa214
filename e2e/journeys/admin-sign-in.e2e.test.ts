/**
 * Staff sign-in with TOTP (issue 35), on a desktop and on a 390×844 phone, with the keyboard alone where
 * a staff member types: a new administrator made by `staff create` opens /admin, is sent to sign in, sets
 * up the authenticator from the QR page (the secret the CLI printed), keeps the recovery codes, replaces
 * the one-time password, signs in again with a recovery code, and walks the shell: skip link, menu, the
 * audit log with its Jalali range picker, my sessions, 404, sign-out; a spent recovery code is refused;
 * Support gets the 403 page for the audit log. axe checks every page on the way. Also the first-load
 * budget of the back office's build.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_FIRST_LOAD_JS_BUDGET_KB, adminFirstLoad } from '../../apps/admin/scripts/first-load-size.mjs';
import {
  createStaffWithCli,
  expectNoAxeFindings,
  nextTotpCode,
  openStaff,
  readyStaff,
  signIn,
  tabTo,
  type StaffBrowser,
} from '../support/admin.js';
import { adminDist } from '../support/production-server.mjs';

const open: StaffBrowser[] = [];
afterAll(async () => {
  await Promise.all(open.map((staff) => staff.close()));
});

describe.each([
  { device: 'desktop', phone: false },
  { device: 'phone', phone: true },
])('staff sign-in with TOTP on a $device', ({ phone }) => {
  it('sets up the authenticator on the first sign-in, replaces the one-time password and works the shell by keyboard', async () => {
    const account = createStaffWithCli('Administrators', 'مدیر آزمایشی');
    const staff = await openStaff('admin-sign-in', { phone });
    open.push(staff);
    const { page } = staff;

    // An address inside the app without a session: sign in first, and come back to it.
    await staff.open('/audit-log?area=staff');
    await page.getByRole('heading', { name: 'ورود کارکنان' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
    await expectNoAxeFindings(page, 'sign-in');
    await staff.shot('sign-in');

    // The email field has the focus; the rest by keyboard. A wrong password says so, in Persian.
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/[\u0600-\u06FF]/);
    await staff.shot('wrong-password');
    await page.getByLabel('گذرواژه').fill('');
    await page.getByLabel('گذرواژه').focus();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');

    // A role that changes data sets up TOTP: the QR code and the secret the CLI printed.
    await page.getByRole('heading', { name: 'راه‌اندازی ورود دومرحله‌ای' }).waitFor();
    await page.getByRole('img', { name: /کد QR/ }).waitFor();
    await expect.poll(() => page.locator('main').textContent()).toContain(account.totpSecret);
    await expectNoAxeFindings(page, 'TOTP set-up');
    await staff.shot('totp-setup');
    await tabTo(page, 'کدی که برنامه نشان می‌دهد');
    await page.keyboard.type(await nextTotpCode(account.totpSecret));
    await page.keyboard.press('Enter');

    // Ten recovery codes, once.
    const codes = page.getByRole('list', { name: 'کدهای بازیابی' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
    expect(recoveryCode).not.toBe('');
    await expectNoAxeFindings(page, 'recovery codes');
    await staff.shot('recovery-codes');
    await tabTo(page, 'کدها را ذخیره کردم، ادامه');
    await page.keyboard.press('Enter');

    // The one-time password opens nothing until it is replaced.
    await page.getByRole('heading', { name: 'تغییر گذرواژه' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/password');
    await expectNoAxeFindings(page, 'change password');
    await staff.shot('change-password');
    const newPassword = `${account.password}-new-1`;
    await page.getByLabel('گذرواژهٔ فعلی').fill(account.password);
    await page.getByLabel('گذرواژهٔ تازه').fill(newPassword);
    await page.getByLabel('گذرواژهٔ تازه').press('Enter');

    // Every session ended with the change: sign in again, this time with a recovery code.
    await page.getByRole('heading', { name: 'ورود کارکنان' }).waitFor();
    await page.getByLabel('ایمیل').fill(account.email);
    await page.getByLabel('گذرواژه').fill(newPassword);
    await page.getByLabel('گذرواژه').press('Enter');
    const codeHeading = page.getByRole('heading', { name: 'کد ورود دومرحله‌ای' });
    await Promise.race([codeHeading.waitFor(), page.getByRole('alert').first().waitFor()]);
    if (!(await codeHeading.isVisible())) await staff.shot('second-sign-in-refused');
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await codeHeading.waitFor();
    await expectNoAxeFindings(page, 'TOTP code');
    await staff.shot('totp-code');
    await page.getByRole('button', { name: /کد بازیابی وارد می‌شوم/ }).click();
    await page.getByLabel('کد بازیابی').fill(recoveryCode);
    await page.getByLabel('کد بازیابی').press('Enter');

    // The shell: the skip link first, then the menu by keyboard.
    await page.getByRole('button', { name: /^حساب کاربری/ }).waitFor();
    await expectNoAxeFindings(page, 'home');
    await staff.shot('home');
    await page.keyboard.press('Tab');
    expect((await page.evaluate(() => document.activeElement?.textContent))?.trim()).toBe('رفتن به محتوای اصلی');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // From the top of the page again: the menu comes before the page's own content.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('button', { name: /^حساب کاربری/ }).waitFor();
    if (phone) {
      await tabTo(page, 'باز کردن منو');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').getByRole('link', { name: 'گزارش رویدادها' }).waitFor();
      await staff.shot('menu-sheet');
      await expectNoAxeFindings(page, 'phone menu');
      await tabTo(page, 'گزارش رویدادها');
    } else {
      await tabTo(page, 'گزارش رویدادها');
    }
    await page.keyboard.press('Enter');

    // The audit log: this staff member's own sign-in steps are in it (the staff column starts hidden on a phone).
    const table = page.getByRole('table', { name: 'گزارش رویدادها' });
    await table.getByText('signIn', { exact: true }).first().waitFor();
    if (!phone) await table.getByText(account.email).first().waitFor();
    await expectNoAxeFindings(page, 'audit log');
    await staff.shot('audit-log');
    await tabTo(page, /^بازهٔ تاریخ/);
    await page.keyboard.press('Enter');
    await page.locator('.rdp-root').waitFor();
    await expectNoAxeFindings(page, 'Jalali range picker');
    await staff.shot('date-picker');
    await page.keyboard.press('Escape');

    // My sessions, from the account menu by keyboard.
    await tabTo(page, /^حساب کاربری/);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'نشست‌های من' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'نشست‌های من' }).waitFor();
    await page.getByText('همین نشست').waitFor();
    await expectNoAxeFindings(page, 'my sessions');
    await staff.shot('sessions');

    await staff.open('/no-such-page');
    await page.getByRole('heading', { name: 'صفحه پیدا نشد' }).waitFor();
    await expectNoAxeFindings(page, '404');
    await staff.shot('not-found');

    // Sign out; the spent recovery code does not open a second session.
    await page.getByRole('button', { name: /^حساب کاربری/ }).click();
    await page.getByRole('menuitem', { name: 'خروج' }).click();
    await page.getByRole('heading', { name: 'ورود کارکنان' }).waitFor();
    await page.getByLabel('ایمیل').fill(account.email);
    await page.getByLabel('گذرواژه').fill(newPassword);
    await page.getByLabel('گذرواژه').press('Enter');
    await page.getByRole('button', { name: /کد بازیابی وارد می‌شوم/ }).click();
    await page.getByLabel('کد بازیابی').fill(recoveryCode);
    await page.getByLabel('کد بازیابی').press('Enter');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(new URL(page.url()).pathname).toBe('/admin/sign-in/code');

    expect(staff.problems).toEqual([]);
  }, 240_000);

  it('shows Support the 403 page for the audit log and no menu line to it', async () => {
    const account = await readyStaff('Support');
    const staff = await openStaff('admin-forbidden', { phone });
    open.push(staff);
    await signIn(staff, account, '/audit-log');
    await staff.page.getByRole('heading', { name: 'دسترسی ندارید' }).waitFor();
    await expectNoAxeFindings(staff.page, '403');
    await staff.shot('forbidden');
    expect(await staff.page.getByRole('link', { name: 'گزارش رویدادها' }).count()).toBe(0);
    expect(staff.problems).toEqual([]);
  });
});

describe("the back office's first load", () => {
  it(`sends at most ${ADMIN_FIRST_LOAD_JS_BUDGET_KB} KB of JavaScript (gzip) before the sign-in page shows`, () => {
    const firstLoad = adminFirstLoad(`${adminDist}/`);
    expect(firstLoad.jsGzipBytes / 1024).toBeLessThanOrEqual(ADMIN_FIRST_LOAD_JS_BUDGET_KB);
    // Pages are loaded on demand: the audit log's chunk is not part of it.
    expect(firstLoad.files.some((file) => file.includes('audit-log-page'))).toBe(false);
  });
});
