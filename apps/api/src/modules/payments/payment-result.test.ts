/**
 * `GET orders/paymentresult/{orderId}` (issue 34.4, 34.5): the payment-result page shows only this answer, never its
 * own query, so a crafted `?success=true&message=…` link changes nothing the shopper is told.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, type PaymentResultResponse, type PlaceOrderResponse } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { paymentSteps } from '../../testing/payment-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { paymentsMessages } from './payments.messages.js';

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let kettle: number;

const steps = () => paymentSteps(t);

async function result(headers: Headers, orderId: number) {
  const res = await c.ok('GET', `/orders/paymentresult/${orderId}`, headers);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<PaymentResultResponse>().Result;
}

async function placed(payment: string) {
  const shopper = await c.readyShopper({ lines: [{ productId: kettle }], payment });
  const res = await c.place(shopper.headers);
  expect(res.statusCode, res.body).toBe(200);
  return { shopper, orderId: res.json<PlaceOrderResponse>().Result.OrderId };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  kettle = await catalogFixture(t.database.kysely).product({ name: 'کتری برقی', price: 8_000_000, stock: 50 });
});
afterAll(() => t.close());

describe('the payment result of an order', () => {
  it('tells the outcome of the latest attempt and until when the unpaid order is held', async () => {
    const { shopper, orderId } = await placed(PAYMENT_METHOD.SandboxBank);
    // The hold the payments sweep cancels after (UnpaidOrderHoldMinutes, 30 by default).
    const holdEnds = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    expect((await steps().orderRow(orderId)).hold_expires_at).toBe(holdEnds);

    expect(await result(shopper.headers, orderId)).toMatchObject({
      OrderId: orderId,
      Paid: false,
      Message: null,
      HoldExpiresOn: holdEnds,
      CanRePostProcessPayment: true,
      PaymentMethodSystemName: PAYMENT_METHOD.SandboxBank,
    });

    const back = await steps().follow(
      await steps().press(await steps().startPayment(orderId, shopper.headers), 'cancel'),
    );
    expect(back.searchParams.get('orderId')).toBe(String(orderId));
    expect(await result(shopper.headers, orderId)).toMatchObject({
      Paid: false,
      Message: paymentsMessages.cancelled,
      HoldExpiresOn: holdEnds,
      CanRePostProcessPayment: true,
    });

    await steps().follow(
      await steps().press(await steps().startPayment(orderId, shopper.headers), 'insufficient-funds'),
    );
    expect((await result(shopper.headers, orderId)).Message).toBe(paymentsMessages.insufficientFunds);

    await steps().follow(await steps().press(await steps().startPayment(orderId, shopper.headers), 'pay'));
    const paid = await result(shopper.headers, orderId);
    expect(paid).toMatchObject({
      Paid: true,
      PaymentStatusValue: 30,
      HoldExpiresOn: null,
      CanRePostProcessPayment: false,
    });
    expect(paid.Message).toMatch(/^پرداخت با موفقیت انجام شد\. کد پیگیری: [۰-۹]+$/);
  }, 20_000);

  it('says the hold is over once it has passed, and offers no retry', async () => {
    const { shopper, orderId } = await placed(PAYMENT_METHOD.SandboxBank);
    clock.advance(30 * 60_000 + 1_000);
    expect(await result(shopper.headers, orderId)).toMatchObject({
      Paid: false,
      Message: paymentsMessages.holdExpired,
      HoldExpiresOn: null,
      CanRePostProcessPayment: false,
    });
  });

  it('holds nothing for an order paid on delivery, and shows no attempt', async () => {
    const { shopper, orderId } = await placed(PAYMENT_METHOD.CashOnDelivery);
    expect(await result(shopper.headers, orderId)).toMatchObject({
      Paid: false,
      Message: null,
      HoldExpiresOn: null,
      CanRePostProcessPayment: false,
      PaymentMethodSystemName: PAYMENT_METHOD.CashOnDelivery,
    });
  });

  it("is another shopper's 404, and a guest's 404 without the order", async () => {
    const { orderId } = await placed(PAYMENT_METHOD.SandboxBank);
    const stranger = await c.customer();
    const res = await c.call('GET', `/orders/paymentresult/${orderId}`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Success: false, Message: paymentsMessages.orderNotFound });
    const guest = await c.call('GET', `/orders/paymentresult/${orderId}`, {
      'guest-customer-id': '8f14e45f-ceea-467f-a8f1-9a1c2b3d4e5f',
    });
    expect(guest.statusCode).toBe(404);
    expect((await c.call('GET', '/orders/paymentresult/abc', stranger.headers)).statusCode).toBe(400);
  });
});
