/**
 * ZarinPal v4 against a local peer that follows its documented API (request.json, StartPay,
 * verify.json with codes 100 and 101 and `errors: { code, message }` refusals), over real HTTP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD, PAYMENT_STATUS, type PaymentUrlResponse } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { insertGuestCustomer } from '../../testing/customer-fixture.js';
import { insertUnpaidOnlineOrder } from '../../testing/order-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';

const MERCHANT = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

interface PeerPayment {
  amount: number;
  state: 'started' | 'paid' | 'verified';
  request: Record<string, unknown>;
}

/** A ZarinPal stand-in: what the documentation says it answers, nothing more. */
function createPeer() {
  const payments = new Map<string, PeerPayment>();
  let mode: 'normal' | 'hang' | 'garbage' = 'normal';
  let verifyCalls = 0;
  let next = 1;
  const refusal = (res: http.ServerResponse, status: number, code: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [], errors: { code, message, validations: [] } }));
  };
  const answer = (res: http.ServerResponse, data: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data, errors: [] }));
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (mode === 'hang') return;
      if (mode === 'garbage') {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>Bad Gateway</html>');
        return;
      }
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      if (body.merchant_id !== MERCHANT) return refusal(res, 401, -10, 'Terminal is not valid.');
      if (req.url === '/pg/v4/payment/request.json') {
        const valid =
          Number.isInteger(body.amount) &&
          typeof body.callback_url === 'string' &&
          typeof body.description === 'string' &&
          (body.currency === undefined || body.currency === 'IRR' || body.currency === 'IRT');
        if (!valid) return refusal(res, 400, -9, 'The input params invalid, validation error.');
        const authority = `A${String(next++).padStart(35, '0')}`;
        payments.set(authority, { amount: body.amount as number, state: 'started', request: body });
        return answer(res, { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
      }
      if (req.url === '/pg/v4/payment/verify.json') {
        verifyCalls++;
        const payment = payments.get(String(body.authority));
        if (!payment) return refusal(res, 404, -54, 'Invalid authority.');
        if (payment.amount !== body.amount)
          return refusal(res, 400, -50, 'Session is not valid, amounts values is not the same.');
        if (payment.state === 'started')
          return refusal(res, 400, -51, 'Session is not valid, session is not active paid try.');
        const details = { ref_id: 201, card_pan: '502229******5995', card_hash: 'x', fee_type: 'Merchant', fee: 0 };
        if (payment.state === 'verified') return answer(res, { code: 101, message: 'Verified', ...details });
        payment.state = 'verified';
        return answer(res, { code: 100, message: 'Paid', ...details });
      }
      res.writeHead(404);
      res.end();
    });
  });
  return {
    server,
    payments,
    setMode(value: typeof mode) {
      mode = value;
    },
    verifyCalls: () => verifyCalls,
    /** The shopper pays on ZarinPal's page. */
    pay(authority: string) {
      const payment = payments.get(authority);
      if (!payment) throw new Error(`peer: no payment ${authority}`);
      payment.state = 'paid';
    },
  };
}

let t: TestApp;
let peer: ReturnType<typeof createPeer>;
let peerUrl: string;
let productId: number;
const clock = manualClock('2026-11-25T08:00:00.000Z');

async function shopperWithOrder() {
  const db = t.database.kysely;
  const guest = await insertGuestCustomer(db);
  const order = await insertUnpaidOnlineOrder(db, {
    customerId: guest.id,
    productId,
    quantity: 2,
    unitPrice: 1_200_000,
    holdExpiresAt: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    now: clock.now().toISOString(),
    paymentMethod: PAYMENT_METHOD.ZarinPal,
  });
  return { headers: { 'guest-customer-id': guest.guid }, order };
}

function paymentUrl(orderId: number, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/v2/orders/getpaymentmethodurl/${orderId}`, headers });
}

/** Asks for the payment address and returns the authority in its StartPay link. */
async function authorityAtZarinPal(orderId: number, headers: Record<string, string>): Promise<string> {
  const res = await paymentUrl(orderId, headers);
  expect(res.statusCode, res.body).toBe(200);
  return new URL(res.json<PaymentUrlResponse>().Result).pathname.replace('/pg/StartPay/', '');
}

async function returnToStore(authority: string, status: 'OK' | 'NOK') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/payment/zarinpal/callback?Authority=${authority}&Status=${status}`,
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location), 'http://shop.test');
}

async function paymentStatus(orderId: number) {
  const row = await t.database.kysely
    .selectFrom('customer_order')
    .select('payment_status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.payment_status;
}

beforeAll(async () => {
  peer = createPeer();
  await new Promise<void>((resolve) => peer.server.listen(0, '127.0.0.1', resolve));
  peerUrl = `http://127.0.0.1:${(peer.server.address() as AddressInfo).port}`;
  t = await createTestApp({
    clock,
    config: {
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: MERCHANT,
      ZARINPAL_BASE_URL: peerUrl,
      PAYMENT_GATEWAY_TIMEOUT_MS: 300,
    },
  });
  productId = await catalogFixture(t.database.kysely).product({ name: 'هدفون', price: 1_200_000, stock: 50 });
});
beforeEach(() => peer.setMode('normal'));
afterAll(async () => {
  await t.close();
  peer.server.closeAllConnections();
  await new Promise((resolve) => peer.server.close(resolve));
});

describe('ZarinPal v4', () => {
  it('requests the payment in Rial with the currency said, sends the shopper to StartPay, verifies and pays', async () => {
    const { headers, order } = await shopperWithOrder();
    const res = await paymentUrl(order.id, headers);
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json<PaymentUrlResponse>().Result);
    expect(url.origin).toBe(peerUrl);
    const authority = url.pathname.replace('/pg/StartPay/', '');
    const sent = peer.payments.get(authority)?.request;
    expect(sent).toMatchObject({
      merchant_id: MERCHANT,
      amount: 2_400_000,
      currency: 'IRR',
      callback_url: 'http://localhost:80/payment/zarinpal/callback',
      metadata: { order_id: String(order.id) },
    });
    expect(String(sent?.description)).toContain('۱۴۰۵/');

    peer.pay(authority);
    const result = await returnToStore(authority, 'OK');
    expect(result.searchParams.get('success')).toBe('true');
    expect(result.searchParams.get('message')).toContain('۲۰۱');
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Paid);
    const payment = await t.database.kysely
      .selectFrom('payment_transaction')
      .selectAll()
      .where('authority', '=', authority)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', reference_id: '201', card_pan: '502229******5995' });
  });

  it('code 101 (verified before) counts as paid, once', async () => {
    const { headers, order } = await shopperWithOrder();
    const authority = await authorityAtZarinPal(order.id, headers);
    peer.pay(authority);
    const payment = peer.payments.get(authority);
    if (payment) payment.state = 'verified';
    const [a, b] = await Promise.all([returnToStore(authority, 'OK'), returnToStore(authority, 'OK')]);
    expect(a.searchParams.get('success')).toBe('true');
    expect(b.searchParams.get('success')).toBe('true');
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Paid);
    const notes = await t.database.kysely
      .selectFrom('order_note')
      .select('note')
      .where('order_id', '=', order.id)
      .execute();
    expect(notes.filter((n) => n.note.includes('زرین‌پال'))).toHaveLength(1);
  });

  it('NOK: cancelled, not verified, not paid', async () => {
    const { headers, order } = await shopperWithOrder();
    const authority = await authorityAtZarinPal(order.id, headers);
    const calls = peer.verifyCalls();
    const result = await returnToStore(authority, 'NOK');
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toBe('پرداخت لغو شد.');
    expect(peer.verifyCalls()).toBe(calls);
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Pending);
  });

  it("a return claiming OK for a payment never made is refused by the gateway's verify (-51)", async () => {
    const { headers, order } = await shopperWithOrder();
    const authority = await authorityAtZarinPal(order.id, headers);
    const result = await returnToStore(authority, 'OK');
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toMatch(/تأیید نشد/);
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Pending);
  });

  it('the gateway holding another amount (-50) is not paid', async () => {
    const { headers, order } = await shopperWithOrder();
    const authority = await authorityAtZarinPal(order.id, headers);
    peer.pay(authority);
    const payment = peer.payments.get(authority);
    if (payment) payment.amount = 1_000;
    const result = await returnToStore(authority, 'OK');
    expect(result.searchParams.get('success')).toBe('false');
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Pending);
  });

  it('a gateway that does not answer in time: a Persian failure, the order stays unpaid, a later return pays it', async () => {
    const { headers, order } = await shopperWithOrder();
    const authority = await authorityAtZarinPal(order.id, headers);
    peer.pay(authority);
    peer.setMode('hang');
    const started = Date.now();
    const result = await returnToStore(authority, 'OK');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.searchParams.get('success')).toBe('false');
    expect(result.searchParams.get('message')).toMatch(/پاسخی از درگاه پرداخت دریافت نشد/);
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Pending);

    peer.setMode('normal');
    expect((await returnToStore(authority, 'OK')).searchParams.get('success')).toBe('true');
    expect(await paymentStatus(order.id)).toBe(PAYMENT_STATUS.Paid);
  });

  it('a gateway that times out or answers garbage when asked for a payment: a Persian 503, nothing recorded', async () => {
    const { headers, order } = await shopperWithOrder();
    for (const mode of ['hang', 'garbage'] as const) {
      peer.setMode(mode);
      const res = await paymentUrl(order.id, headers);
      expect(res.statusCode).toBe(503);
      expect(res.json<{ Success: boolean; Message: string }>()).toMatchObject({
        Success: false,
        Message: 'درگاه پرداخت در دسترس نیست. چند دقیقهٔ دیگر دوباره تلاش کنید.',
      });
    }
    const recorded = await t.database.kysely
      .selectFrom('payment_transaction')
      .select('id')
      .where('order_id', '=', order.id)
      .execute();
    expect(recorded).toHaveLength(0);
  });

  it('the sandbox bank is not served when ZarinPal is the gateway', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/payment/sandbox/pay/S${'0'.repeat(32)}` });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('موجودی ناکافی');
  });
});
