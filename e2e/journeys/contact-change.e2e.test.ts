import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fa from '../../apps/storefront/src/strings/fa/index.js';
import { countMessagesTo, waitForCode } from '../support/outbox.js';
import { openShopper, visible, type Shopper } from '../support/shopper.js';

const post = async (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}/api/v2${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });

/** Registers through the API as the app does (code read from the outbox). */
async function registeredCustomer(baseUrl: string, email: string, password: string) {
  const seen = countMessagesTo(email);
  expect(
    (
      await post(baseUrl, '/account/register', {
        Email: email,
        Password: password,
        FirstName: 'کاوه',
        LastName: 'نوری',
      })
    ).ok,
  ).toBe(true);
  const { code } = await waitForCode(email, seen);
  const verified = await post(baseUrl, '/account/registerverifytokenpost', { Email: email, Token: code });
  expect(verified.ok).toBe(true);
  const body = (await verified.json()) as Record<string, unknown>;
  return { token: body.AccessToken as string, customer: body.Customer };
}

const toPersian = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

describe('contact change: a customer adds a mobile number on customer-info, confirmed by the SMS code', () => {
  let shopper: Shopper;
  const password = 'contact-pass-1';
  const email = `contact-${Date.now()}@example.com`;
  const mobile = `0935${String(Date.now()).slice(-7)}`;

  beforeAll(async () => {
    shopper = await openShopper('contact-change');
    const { token, customer } = await registeredCustomer(shopper.baseUrl, email, password);
    await shopper.context.addInitScript(
      ([accessToken, current]) => {
        localStorage.setItem('sabad.access-token', accessToken);
        localStorage.setItem('sabad.customer', current);
        localStorage.setItem('sabad.intro-seen', 'true');
      },
      [token, JSON.stringify(customer)] as const,
    );
  });

  afterAll(async () => {
    await shopper?.close();
  });

  it('changes the mobile number with the code from the outbox; the new number logs in', async () => {
    const { page } = shopper;
    await shopper.open('/customer-info');
    await visible(page.getByText(email));
    await (await visible(page.getByRole('button', { name: fa.profile.changeMobile }))).click();
    const form = page.getByRole('form', { name: fa.profile.changeMobile });
    const field = await visible(form.getByLabel(fa.profile.newMobile));
    await field.fill('۰۹۱۲');
    await form.getByRole('button', { name: fa.profile.sendCode }).click();
    await visible(form.getByText(fa.validation.mobile));
    await shopper.shot('change-form-invalid');

    await field.fill(toPersian(mobile));
    const seen = countMessagesTo(mobile);
    await form.getByRole('button', { name: fa.profile.sendCode }).click();
    const step = page.getByRole('group', { name: fa.profile.changeMobile });
    await visible(step.getByRole('timer'));
    const { code, message } = await waitForCode(mobile, seen);
    expect(message.channel).toBe('sms');
    expect(await step.getByRole('button', { name: fa.account.resend }).isDisabled()).toBe(true);
    await shopper.shot('code-step');

    await step.getByLabel(fa.account.code).fill(toPersian(code));
    await step.getByRole('button', { name: fa.account.verify }).click();
    await visible(page.getByText(fa.profile.mobileChanged));
    await visible(page.getByText(toPersian(mobile)));
    await shopper.shot('changed');

    const login = await post(shopper.baseUrl, '/account/login', { Email: mobile, Password: password, DeviceToken: '' });
    expect(login.status).toBe(200);
    expect(shopper.problems).toEqual([]);
  }, 90_000);
});
