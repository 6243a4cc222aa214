import { expect } from 'vitest';
import type { PaymentUrlResponse } from '@sabad/contract';
import type { TestApp } from './test-app.js';

export type Headers = Record<string, string>;

export function paymentSteps(t: TestApp) {
  const db = () => t.database.kysely;

  function paymentUrl(orderId: number, headers: Headers, source?: string) {
    return t.app.inject({
      method: 'GET',
      url: `/api/v2/orders/getpaymentmethodurl/${orderId}${source ? `?source=${source}` : ''}`,
      headers,
    });
  }

  async function startPayment(orderId: number, headers: Headers, source?: string): Promise<URL> {
    const res = await paymentUrl(orderId, headers, source);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PaymentUrlResponse>();
    expect(body.Success).toBe(true);
    return new URL(body.Result);
  }

  async function press(page: URL, choice: string): Promise<URL> {
    const res = await t.app.inject({
      method: 'POST',
      url: page.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `choice=${choice}`,
    });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(String(res.headers.location));
  }

  async function follow(callback: URL, method: 'GET' | 'POST' = 'GET'): Promise<URL> {
    const res =
      method === 'GET'
        ? await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` })
        : await t.app.inject({
            method: 'POST',
            url: callback.pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: callback.searchParams.toString(),
          });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(String(res.headers.location), 'http://shop.test');
  }

  const orderRow = (id: number) =>
    db().selectFrom('customer_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function notesOf(orderId: number): Promise<string[]> {
    const rows = await db().selectFrom('order_note').select('note').where('order_id', '=', orderId).execute();
    return rows.map((row) => row.note);
  }

  async function stockOf(productId: number): Promise<number> {
    const row = await db()
      .selectFrom('product')
      .select('stock_quantity')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    return Number(row.stock_quantity);
  }

  return { paymentUrl, startPayment, press, follow, orderRow, notesOf, stockOf };
}
