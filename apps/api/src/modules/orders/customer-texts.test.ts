/**
 * Issue 34.11: texts to customers read right on a phone, with no control character (ADR 0071). Each text opens
 * with «store: », and laid out by the Unicode bidi algorithm (as a phone lays out an SMS) it shows the order
 * number, the amount and the code as they are written. First the order texts themselves, then the SMS the
 * API really sends (registration, an order placed), read from the development outbox; on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberInText, toPersianDigits, type PlaceOrderResponse } from '@sabad/contract';
import { BIDI_CONTROLS, displayed } from '../../testing/bidi-display.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createMoneyFormatter } from '../../lib/money.js';
import { createOutboxReader } from '../messaging/index.js';
import { orderMessages, recurringMessages } from './orders.messages.js';

const store = 'سبد';
const number = orderNumberInText('1405-000012');
const total = createMoneyFormatter({ rate: 0.1, name: 'تومان' }).format(123_450_000);

function expectReadsRight(text: string, shownAsWritten: string[]) {
  expect(text.startsWith(`${store}: `), text).toBe(true);
  expect(text).not.toMatch(BIDI_CONTROLS);
  const screen = displayed(text);
  for (const part of shownAsWritten) expect(screen, `${part} in «${screen}»`).toContain(part);
}

describe('order texts', () => {
  it.each([
    ['placed', orderMessages.placedText(store, number, total, 'در حال پردازش'), [number, '۱۲٬۳۴۵٬۰۰۰']],
    ['paid', orderMessages.paidText(store, number, total), [number, '۱۲٬۳۴۵٬۰۰۰']],
    ['cancelled', orderMessages.cancelledText(store, number, 'به درخواست خریدار'), [number]],
    ['shipped', orderMessages.shippedText(store, number, 'TPX-123456'), [number, 'TPX-123456']],
    ['refunded', orderMessages.refundedText(store, number, total, 'پیگیری 4412'), [number, '۱۲٬۳۴۵٬۰۰۰', '4412']],
    [
      "refunded, in the owner's words",
      orderMessages.refundedText(store, number, total, 'شبا', 'وجه سفارش {شماره} ({مبلغ}) برگشت: {شرح}'),
      [number, '۱۲٬۳۴۵٬۰۰۰'],
    ],
    ['next cycle to pay', recurringMessages.nextOrderToPay(store, number, total, null), [number]],
    ['next cycle placed', recurringMessages.nextOrderPlaced(store, number, total), [number]],
  ])('%s: «سبد: », no control character, numbers shown as written', (_, text, parts) => {
    expectReadsRight(text, parts);
  });

  it("fills the owner's refund text with the number, the amount and the transfer's reference", () => {
    expect(orderMessages.refundedText(store, number, total, 'شبا', 'وجه سفارش {شماره} ({مبلغ}) برگشت: {شرح}')).toBe(
      `${store}: وجه سفارش ${number} (۱۲٬۳۴۵٬۰۰۰ تومان) برگشت: شبا`,
    );
  });

  it('writes the order number with a slash, which keeps its parts in order after Persian words', () => {
    expect(number).toBe('۱۴۰۵/۰۰۰۰۱۲');
    expect(displayed(`سفارش ${number} ثبت شد.`)).toContain('۱۴۰۵/۰۰۰۰۱۲');
    // The hyphen form without isolates is shown with its parts swapped: what the slash is for.
    expect(displayed('سفارش ۱۴۰۵-۰۰۰۰۱۲ ثبت شد.')).toContain('۰۰۰۰۱۲-۱۴۰۵');
    expect(displayed('سفارش ۱۴۰۵-۰۰۰۰۱۲ ثبت شد.')).not.toContain('۱۴۰۵-۰۰۰۰۱۲');
  });
});

describe('the SMS the API sends', () => {
  const clock = manualClock('2026-11-22T06:00:00.000Z');
  let t: TestApp;
  let productId = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    productId = await catalogFixture(t.database.kysely).product({ name: 'ماوس MK270', price: 12_500_000, stock: 50 });
  });
  afterAll(() => t.close());

  const latestTo = async (recipient: string) =>
    (await createOutboxReader(t.database.kysely).latest({ limit: 1, recipient }))[0];

  it('sends the registration code as «سبد: …» with the code shown as written', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: { Email: '09351234567', Password: 'secret-1405', DeviceToken: '' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const sms = await latestTo('09351234567');
    expect(sms?.channel).toBe('sms');
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expectReadsRight(sms?.body ?? '', [code]);
  });

  it('tells of a placed order with its number and total shown as written', async () => {
    const c = checkoutFixture(t, clock);
    const shopper = await c.readyShopper({ lines: [{ productId, quantity: 2 }] });
    const placed = await c.place(shopper.headers);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json<PlaceOrderResponse>();
    const mobile = (
      await t.database.kysely
        .selectFrom('customer')
        .select('mobile')
        .where('id', '=', shopper.id)
        .executeTakeFirstOrThrow()
    ).mobile;
    const sms = await latestTo(mobile ?? '');
    expect(sms?.purpose).toBe('order-placed');
    const orderNumber = orderNumberInText(answer.Result.CustomOrderNumber);
    expect(orderNumber).toMatch(/^[۰-۹]{4}\/[۰-۹]{6}$/);
    const amount = /به مبلغ ([۰-۹٬]+) تومان/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(amount).toMatch(/٬/);
    expectReadsRight(sms?.body ?? '', [orderNumber, amount]);
    expect(sms?.body).not.toContain(toPersianDigits(answer.Result.CustomOrderNumber));
  });
});
