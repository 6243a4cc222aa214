/**
 * The whole online payment through the API, with the order placed for real (`POST
 * cart/placeordernew`): the sandbox bank's page, a cancel, a second try that pays, the shopper's
 * re-read of the order before and after the callback, and the messages delivered after the commit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPersianNumber, PAYMENT_METHOD, type OrderDetails, type PlaceOrderResponse } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { paymentSteps } from '../../testing/payment-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let kettle: number;

const steps = () => paymentSteps(t);
const stockOfKettle = () => steps().stockOf(kettle);
const bankPage = (headers: Headers, orderId: number) => steps().startPayment(orderId, headers);
const press = (page: URL, choice: string) => steps().press(page, choice);
const follow = (callback: URL) => steps().follow(callback);

async function orderDetails(headers: Headers, orderId: number): Promise<OrderDetails> {
  return (await c.ok('GET', `/orders/getbyid/${orderId}`, headers)).json<OrderDetails>();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  kettle = await catalogFixture(t.database.kysely).product({ name: 'کتری برقی', price: 8_000_000, stock: 10 });
});
afterAll(() => t.close());

describe('paying a placed order online', () => {
  it('places, cancels at the bank, pays on the second try; the order is Paid once and the shopper is told', async () => {
    const shopper = await c.readyShopper({
      lines: [{ productId: kettle, quantity: 2 }],
      payment: PAYMENT_METHOD.SandboxBank,
    });
    const placed = await c.place(shopper.headers, {}, 'journey-1');
    expect(placed.statusCode, placed.body).toBe(200);
    const { Result } = placed.json<PlaceOrderResponse>();
    expect(Result).toMatchObject({ IsPaymentWorkflowRequired: true, PaymentStatus: 10 });
    expect(await stockOfKettle()).toBe(8);

    const cancelled = await follow(await press(await bankPage(shopper.headers, Result.OrderId), 'cancel'));
    expect(cancelled.searchParams.get('success')).toBe('false');
    expect(cancelled.searchParams.get('orderId')).toBe(String(Result.OrderId));
    expect(await orderDetails(shopper.headers, Result.OrderId)).toMatchObject({
      PaymentStatusValue: 10,
      CanRePostProcessPayment: true,
    });

    const page = await bankPage(shopper.headers, Result.OrderId);
    const bankPageHtml = await t.app.inject({ method: 'GET', url: page.pathname });
    const total = (await orderDetails(shopper.headers, Result.OrderId)).OrderTotalValue;
    expect(bankPageHtml.body).toContain(`${formatPersianNumber(total / 10)} تومان`);
    const callback = await press(page, 'pay');
    // The shopper's page re-reads the order: before the callback it is still unpaid.
    expect((await orderDetails(shopper.headers, Result.OrderId)).PaymentStatusValue).toBe(10);
    const result = await follow(callback);
    expect(result.pathname).toBe('/payment-result');
    expect(result.searchParams.get('success')).toBe('true');
    const details = await orderDetails(shopper.headers, Result.OrderId);
    expect(details).toMatchObject({ PaymentStatusValue: 30, OrderStatusValue: 20, CanRePostProcessPayment: false });
    expect(details.OrderNotes.filter((note) => note.Note.includes('پرداخت تأیید شد'))).toHaveLength(1);
    expect(await stockOfKettle()).toBe(8);

    // A replay of the return changes nothing.
    expect((await follow(callback)).searchParams.get('success')).toBe('true');
    const sent = await t.database.kysely
      .selectFrom('outbox_message')
      .select('channel')
      .where('purpose', '=', 'order-paid')
      .execute();
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    expect((await c.call('GET', `/orders/getpaymentmethodurl/${Result.OrderId}`, shopper.headers)).statusCode).toBe(
      409,
    );
  }, 20_000);
});
