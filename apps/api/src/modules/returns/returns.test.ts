/**
 * Return requests through HTTP on orders placed, shipped and delivered through the real calls and
 * transitions: the window (counted from delivery; 0 = no limit; only Complete orders), quantities
 * (bought minus what open requests hold; rejected ones free theirs), two submissions at the limit,
 * other customers' orders, the list, the photo, and the store's status changes telling the shopper.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (where the parallel submissions overlap).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type {
  CustomerReturnRequestList,
  OrderDetails,
  PlaceOrderResponse,
  ReturnRequestForm,
  SubmitReturnRequestResponse,
} from '@sabad/contract';
import { orderNumberInText } from '@sabad/contract';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture, type Headers } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, testConfig, type TestApp } from '../../testing/test-app.js';
import { createMessageQueueDeliverer, createMessagingFromConfig } from '../messaging/index.js';
import { createAuditLog } from '../audit/index.js';
import { createOrderAdminService, createOrderTransitions } from '../orders/index.js';
import { createSettingsService } from '../settings/index.js';
import { createReturnAdminService } from './return-admin.service.js';
import { returnMessages } from './returns.messages.js';

const DAY = 86_400_000;
// The clock only moves forward: the settings service keeps what it read while the clock is behind it.
const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let c: ReturnType<typeof checkoutFixture>;
let mug = 0;
let kettle = 0;
let reasonId = 0;
let actionId = 0;

const db = () => t.database.kysely;
const settings = () => createSettingsService({ db: db(), clock, cacheTtlMs: 0 });
function deliverer() {
  return createMessageQueueDeliverer({
    db: db(),
    messaging: createMessagingFromConfig(testConfig, db(), clock),
    clock,
  });
}
const audit = () => createAuditLog({ db: db(), clock });
const orderAdmin = () =>
  createOrderAdminService({
    db: db(),
    transitions: createOrderTransitions({ clock, deliverer: deliverer() }),
    audit: audit(),
  });
const returnAdmin = () =>
  createReturnAdminService({ db: db(), clock, settings: settings(), deliverer: deliverer(), audit: audit() });
const operator = { staffId: null, email: 'cli:test', ip: 'cli' };

interface PlacedOrder {
  headers: Headers;
  customerId: number;
  id: number;
  number: string;
  placedAt: number;
}

/** A cash-on-delivery order placed now (Processing). */
async function placeOrder(lines: Array<{ productId: number; quantity: number }>, shopper?: PlacedOrder) {
  const customer = shopper ? { headers: shopper.headers, id: shopper.customerId } : await c.customer();
  await c.prepare(customer, { lines });
  const res = await c.place(customer.headers);
  expect(res.statusCode, res.body).toBe(200);
  const { Result } = res.json<PlaceOrderResponse>();
  return {
    headers: customer.headers,
    customerId: customer.id,
    id: Result.OrderId,
    number: Result.CustomOrderNumber,
    placedAt: clock.now().getTime(),
  };
}

/** Placed now, shipped, and delivered `deliveredAfterDays` later: Complete and paid. */
async function completeOrder(
  lines: Array<{ productId: number; quantity: number }>,
  options: { deliveredAfterDays?: number; shopper?: PlacedOrder } = {},
): Promise<PlacedOrder> {
  const order = await placeOrder(lines, options.shopper);
  const admin = orderAdmin();
  expect((await admin.act(order.number, 'ship', { trackingNumber: 'TPX-1001', actor: operator })).line).toContain(
    'ship done',
  );
  at(order, options.deliveredAfterDays ?? 1);
  expect((await admin.act(order.number, 'deliver', { actor: operator })).line).toContain('deliver done');
  return order;
}

/** Moves the clock to that many days after the order was placed. */
function at(order: PlacedOrder, daysAfterPlacement: number): void {
  const target = order.placedAt + daysAfterPlacement * DAY;
  if (target < clock.now().getTime()) throw new Error('the test clock only moves forward');
  clock.set(new Date(target).toISOString());
}

async function form(order: PlacedOrder, headers = order.headers) {
  return c.call('GET', `/returnrequest/${order.id}`, headers);
}
async function submit(order: PlacedOrder, body: object, headers = order.headers) {
  return c.call('POST', `/returnrequest/submit/${order.id}`, headers, {
    ReturnRequestReasonId: reasonId,
    ReturnRequestActionId: actionId,
    ...body,
  });
}
async function lineIds(order: PlacedOrder): Promise<number[]> {
  const details = (await c.ok('GET', `/orders/getbyid/${order.id}`, order.headers)).json<OrderDetails>();
  return details.Items.map((item) => item.Id);
}
async function returnable(order: PlacedOrder): Promise<number[]> {
  const res = await form(order);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReturnRequestForm>().Items.map((item) => item.ReturnableQuantity);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  c = checkoutFixture(t, clock);
  const f = catalogFixture(db());
  mug = await f.product({ name: 'ماگ سفالی', price: 2_000_000, stock: 1000 });
  kettle = await f.product({ name: 'کتری برقی', price: 8_000_000, stock: 1000 });
  reasonId = (
    await db().selectFrom('return_request_reason').select('id').orderBy('display_order').executeTakeFirstOrThrow()
  ).id;
  actionId = (
    await db().selectFrom('return_request_action').select('id').orderBy('display_order').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  clock.advance(DAY);
  await settings().set('ReturnRequestsEnabled', 'true');
  await settings().set('NumberOfDaysReturnRequestAvailable', '7');
  await settings().set('ReturnRequestsAllowFiles', 'true');
  await settings().set('MinimumOrderPlacementInterval', '0');
});

describe('the return window', () => {
  it('offers the form of a Complete order within the days counted from delivery, with the store lists', async () => {
    // Delivered 10 days after it was placed: counted from placement the window would be closed.
    const order = await completeOrder([{ productId: mug, quantity: 2 }], { deliveredAfterDays: 10 });
    at(order, 10 + 6.9);
    const res = await form(order);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ReturnRequestForm>();
    expect(body).toMatchObject({ OrderId: order.id, CustomOrderNumber: order.number, AllowFiles: true });
    expect(body.Items).toEqual([
      expect.objectContaining({
        ProductName: 'ماگ سفالی',
        Quantity: 2,
        AlreadyRequestedQuantity: 0,
        ReturnableQuantity: 2,
        UnitPriceValue: 2_000_000,
      }),
    ]);
    expect(body.ReturnRequestReasons.map((reason) => reason.Name)).toEqual([
      'کالای معیوب',
      'مغایرت با سفارش',
      'آسیب‌دیدگی در حمل',
      'انصراف از خرید',
    ]);
    expect(body.ReturnRequestActions.map((action) => action.Name)).toEqual(['بازپرداخت وجه', 'تعویض', 'تعمیر']);
    expect(body.ReturnWindowEndsOn).toBe(new Date(order.placedAt + 17 * DAY).toISOString());
    // The order list and details say the same (one rule).
    const details = (await c.ok('GET', `/orders/getbyid/${order.id}`, order.headers)).json<OrderDetails>();
    expect(details.IsReturnRequestAllowed).toBe(true);
  });

  it('closes when the days have passed, with a Persian message in Persian digits', async () => {
    const order = await completeOrder([{ productId: mug, quantity: 1 }]);
    at(order, 1 + 7);
    const res = await form(order);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ Message: returnMessages.refusal('window-closed', 7) });
    expect(res.json<{ Message: string }>().Message).toContain('۷');
    expect((await submit(order, { Items: [{ OrderItemId: (await lineIds(order))[0], Quantity: 1 }] })).statusCode).toBe(
      422,
    );
    const details = (await c.ok('GET', `/orders/getbyid/${order.id}`, order.headers)).json<OrderDetails>();
    expect(details.IsReturnRequestAllowed).toBe(false);
  });

  it('has no end when the store sets 0 days', async () => {
    await settings().set('NumberOfDaysReturnRequestAvailable', '0');
    const order = await completeOrder([{ productId: mug, quantity: 1 }]);
    // Beyond 7 days, within the access token's 30.
    at(order, 25);
    const res = await form(order);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReturnRequestForm>().ReturnWindowEndsOn).toBeNull();
  });

  it('refuses an order that is not Complete, and every order when returns are off', async () => {
    const processing = await placeOrder([{ productId: mug, quantity: 1 }]);
    const refused = await form(processing);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ Message: returnMessages.refusal('order-not-complete', 7) });

    const complete = await completeOrder([{ productId: mug, quantity: 1 }]);
    await settings().set('ReturnRequestsEnabled', 'false');
    expect((await form(complete)).json()).toMatchObject({ Message: returnMessages.refusal('returns-disabled', 7) });
  });
});

describe('quantities', () => {
  it('never asks back more than bought minus what open requests hold; a rejected request frees its quantity', async () => {
    const order = await completeOrder([
      { productId: mug, quantity: 3 },
      { productId: kettle, quantity: 1 },
    ]);
    const [mugLine, kettleLine] = await lineIds(order);
    const first = await submit(order, {
      Items: [
        { OrderItemId: mugLine, Quantity: 2 },
        { OrderItemId: kettleLine, Quantity: 0 },
      ],
      Comments: '  دستهٔ ماگ ترک دارد.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<SubmitReturnRequestResponse>();
    expect(created).toMatchObject({ Success: true, Message: returnMessages.submitted(1) });
    expect(created.Result.ReturnRequests).toHaveLength(1);
    expect(created.Result.ReturnRequests[0]?.CustomNumber).toMatch(/^[۰-۹]+$/);
    expect(await returnable(order)).toEqual([1, 1]);

    const tooMany = await submit(order, { Items: [{ OrderItemId: mugLine, Quantity: 2 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ Message: 'از «ماگ سفالی» حداکثر ۱ عدد قابل مرجوعی است.' });

    const id = String(created.Result.ReturnRequests[0]?.Id);
    expect((await returnAdmin().setStatus(id, 'RequestRejected', { actor: operator })).line).toContain(
      'RequestRejected',
    );
    expect(await returnable(order)).toEqual([3, 1]);
    const again = await submit(order, {
      Items: [
        { OrderItemId: mugLine, Quantity: 3 },
        { OrderItemId: kettleLine, Quantity: 1 },
      ],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<SubmitReturnRequestResponse>().Result.ReturnRequests).toHaveLength(2);
    expect(await returnable(order)).toEqual([0, 0]);
  });

  it('answers bad forms with a Persian 4xx', async () => {
    const order = await completeOrder([{ productId: mug, quantity: 2 }]);
    const other = await completeOrder([{ productId: mug, quantity: 1 }], { shopper: order });
    const [line] = await lineIds(order);
    const [otherLine] = await lineIds(other);
    const cases: Array<[object, number, string]> = [
      [{ Items: [{ OrderItemId: line, Quantity: 0 }] }, 400, returnMessages.noItems],
      [{ Items: [] }, 400, returnMessages.noItems],
      [{ Items: [{ OrderItemId: otherLine, Quantity: 1 }] }, 400, returnMessages.itemNotInOrder],
      [
        {
          Items: [
            { OrderItemId: line, Quantity: 1 },
            { OrderItemId: line, Quantity: 1 },
          ],
        },
        400,
        returnMessages.repeatedItem,
      ],
      [
        { Items: [{ OrderItemId: line, Quantity: 1 }], ReturnRequestReasonId: 9999 },
        400,
        returnMessages.reasonNotFound,
      ],
      [
        { Items: [{ OrderItemId: line, Quantity: 1 }], ReturnRequestActionId: 9999 },
        400,
        returnMessages.actionNotFound,
      ],
      [
        { Items: [{ OrderItemId: line, Quantity: 1 }], Comments: 'ا'.repeat(1001) },
        400,
        'توضیحات حداکثر ۱٬۰۰۰ نویسه می‌تواند باشد.',
      ],
      [{ Items: [{ OrderItemId: line, Quantity: 3 }] }, 422, 'از «ماگ سفالی» حداکثر ۲ عدد قابل مرجوعی است.'],
      [{ Items: [{ OrderItemId: line, Quantity: 1 }], UploadedPictureId: 9999 }, 400, returnMessages.pictureNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await submit(order, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json<{ Message: string }>().Message).toBe(message);
    }
    expect(await returnable(order)).toEqual([2]);
  });

  it('lets exactly one of two parallel submissions at the limit through', async () => {
    const order = await completeOrder([{ productId: mug, quantity: 2 }]);
    const [line] = await lineIds(order);
    const answers = await Promise.all([
      submit(order, { Items: [{ OrderItemId: line, Quantity: 2 }] }),
      submit(order, { Items: [{ OrderItemId: line, Quantity: 2 }] }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const rows = await db().selectFrom('return_request').select('quantity').where('order_id', '=', order.id).execute();
    expect(rows.map((row) => row.quantity)).toEqual([2]);
  });
});

describe("other customers' orders and the list", () => {
  it("answers 404 for another customer's order and an unknown one, and lists only the customer's own requests", async () => {
    const mine = await completeOrder([{ productId: mug, quantity: 1 }]);
    const theirs = await completeOrder([{ productId: kettle, quantity: 1 }]);
    const [theirLine] = await lineIds(theirs);
    expect((await form(theirs, mine.headers)).statusCode).toBe(404);
    const stolen = await submit(theirs, { Items: [{ OrderItemId: theirLine, Quantity: 1 }] }, mine.headers);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ Message: returnMessages.orderNotFound });
    expect((await c.call('GET', '/returnrequest/999999', mine.headers)).statusCode).toBe(404);
    expect((await c.call('GET', `/returnrequest/${mine.id}`, {})).statusCode).toBe(401);

    const [myLine] = await lineIds(mine);
    at(theirs, 1.5);
    await submit(theirs, { Items: [{ OrderItemId: theirLine, Quantity: 1 }] });
    const first = (
      await submit(mine, { Items: [{ OrderItemId: myLine, Quantity: 1 }], Comments: 'اول' })
    ).json<SubmitReturnRequestResponse>();
    await returnAdmin().setStatus(String(first.Result.ReturnRequests[0]?.Id), 'Cancelled', { actor: operator });
    at(theirs, 1.6);
    const second = (
      await submit(mine, { Items: [{ OrderItemId: myLine, Quantity: 1 }], Comments: 'دوم' })
    ).json<SubmitReturnRequestResponse>();

    const list = (await c.ok('GET', '/returnrequest/customer', mine.headers)).json<CustomerReturnRequestList>();
    expect(list.Items.map((item) => [item.Id, item.Comments, item.ReturnRequestStatus])).toEqual([
      [second.Result.ReturnRequests[0]?.Id, 'دوم', 'در انتظار بررسی'],
      [first.Result.ReturnRequests[0]?.Id, 'اول', 'لغو شد'],
    ]);
    expect(list.Items[0]).toMatchObject({
      ProductName: 'ماگ سفالی',
      Quantity: 1,
      ReturnReason: 'کالای معیوب',
      ReturnAction: 'بازپرداخت وجه',
      CustomOrderNumber: mine.number,
      ReturnRequestStatusValue: 0,
      CreatedOn: new Date(theirs.placedAt + 1.6 * DAY).toISOString(),
    });
    expect(list.Items[0]?.CustomNumber).toMatch(/^[۰-۹]+$/);
  });
});

describe('the store moves requests and the customer is told', () => {
  /** A completed order of one kettle and the customer's return request for it. */
  async function kettleReturned() {
    const order = await completeOrder([{ productId: kettle, quantity: 1 }]);
    const [line] = await lineIds(order);
    const created = (
      await submit(order, { Items: [{ OrderItemId: line, Quantity: 1 }] })
    ).json<SubmitReturnRequestResponse>();
    const request = created.Result.ReturnRequests[0];
    if (!request) throw new Error('no request created');
    return { order, request };
  }

  /** The messages queued for `purpose` whose text holds `text` (an order's or a request's number), oldest first. */
  const queued = (purpose: string, text: string) =>
    db()
      .selectFrom('message_queue')
      .select(['channel', 'body', 'status'])
      .where('purpose', '=', purpose)
      .where('body', 'like', `%${text}%`)
      .orderBy('id')
      .execute();

  it('queues an SMS and an email in Persian, delivers them after the commit, and a repeat tells no one', async () => {
    const { order, request } = await kettleReturned();
    const submittedMessages = await queued('return-request-submitted', orderNumberInText(order.number));
    expect(submittedMessages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);

    const answer = await returnAdmin().setStatus(String(request.Id), 'ReturnAuthorized', {
      note: 'بستهٔ مرجوعی را با پست بفرستید',
      actor: operator,
    });
    expect(answer).toMatchObject({ changed: true, line: expect.stringContaining('the customer is told') });
    const told = await queued('return-request-status', request.CustomNumber);
    expect(told.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    for (const message of told) {
      expect(message.status).toBe('sent');
      expect(message.body).toBe(
        returnMessages.statusText('سبد', request.CustomNumber, 'کتری برقی', 1, 'مرجوعی تأیید شد'),
      );
      expect(message.body).toContain('(۱ عدد');
      expect(message.body).not.toMatch(/[0-9]/);
    }
    const outbox = await db()
      .selectFrom('outbox_message')
      .select('body')
      .where('purpose', '=', 'return-request-status')
      .where('body', 'like', `%${request.CustomNumber}%`)
      .execute();
    expect(outbox).toHaveLength(2);

    expect(await returnAdmin().setStatus(String(request.Id), 'ReturnAuthorized', { actor: operator })).toMatchObject({
      changed: false,
      line: expect.stringContaining('nothing changed'),
    });
    const after = await queued('return-request-status', request.CustomNumber);
    expect(after).toHaveLength(2);
    const shown = await returnAdmin().show(String(request.Id));
    expect(shown.join('\n')).toContain('بستهٔ مرجوعی را با پست بفرستید');
  });

  it("tells the customer in the owner's own words when the store has written them", async () => {
    await settings().set('ReturnStatusTextTemplate', 'مرجوعی {شماره}: {تعداد} عدد {کالا}، {وضعیت}.');
    try {
      const { request } = await kettleReturned();
      await returnAdmin().setStatus(String(request.Id), 'RequestRejected', { actor: operator });
      const told = await queued('return-request-status', request.CustomNumber);
      expect(told.map((message) => message.body)).toEqual([
        `سبد: مرجوعی ${request.CustomNumber}: ۱ عدد کتری برقی، رد شد.`,
        `سبد: مرجوعی ${request.CustomNumber}: ۱ عدد کتری برقی، رد شد.`,
      ]);
    } finally {
      await settings().set('ReturnStatusTextTemplate', '');
    }
  });
});

describe('the photo', () => {
  async function upload(headers: Headers, bytes: Buffer, type = 'image/png') {
    const boundary = '----sabad-return-photo';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Picture"; filename="photo.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/returnrequest/uploadfile',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  /** A photo-like picture: noise does not compress, so it weighs some kilobytes. */
  const png = () =>
    sharp({
      create: {
        width: 64,
        height: 48,
        channels: 3,
        background: '#c81e1e',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();

  it("stores the customer's photo, attaches it once, and refuses another customer's or a non-picture", async () => {
    const order = await completeOrder([{ productId: mug, quantity: 2 }]);
    const stranger = await completeOrder([{ productId: mug, quantity: 1 }]);
    const uploaded = await upload(order.headers, await png());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { PictureId, PictureUrl } = uploaded.json<{ PictureId: number; PictureUrl: string }>();
    expect((await t.app.inject({ method: 'GET', url: PictureUrl })).headers['content-type']).toBe('image/webp');

    const [strangerLine] = await lineIds(stranger);
    const theft = await submit(stranger, {
      Items: [{ OrderItemId: strangerLine, Quantity: 1 }],
      UploadedPictureId: PictureId,
    });
    expect(theft.statusCode).toBe(400);
    expect(theft.json()).toMatchObject({ Message: returnMessages.pictureNotFound });

    const [line] = await lineIds(order);
    const attached = await submit(order, { Items: [{ OrderItemId: line, Quantity: 1 }], UploadedPictureId: PictureId });
    expect(attached.statusCode, attached.body).toBe(200);
    const list = (await c.ok('GET', '/returnrequest/customer', order.headers)).json<CustomerReturnRequestList>();
    expect(list.Items[0]?.UploadedPictureUrl).toBe(PictureUrl);
    const reused = await submit(order, { Items: [{ OrderItemId: line, Quantity: 1 }], UploadedPictureId: PictureId });
    expect(reused.json()).toMatchObject({ Message: returnMessages.pictureNotFound });

    const notPicture = await upload(order.headers, Buffer.from('%PDF-1.4 not a photo'));
    expect(notPicture.statusCode).toBe(400);
    expect(notPicture.json()).toMatchObject({ Message: returnMessages.pictureRefusal['not-a-picture'] });
    const empty = await c.call('POST', '/returnrequest/uploadfile', order.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ Message: returnMessages.noFile });

    await settings().set('ReturnRequestPictureMaximumSizeBytes', '1000');
    const big = await upload(order.headers, await png());
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ Message: returnMessages.tooBig(1000) });
    await settings().set('ReturnRequestPictureMaximumSizeBytes', String(2 * 1024 * 1024));
    await settings().set('ReturnRequestsAllowFiles', 'false');
    expect((await upload(order.headers, await png())).statusCode).toBe(403);
    expect((await form(order)).json<ReturnRequestForm>().AllowFiles).toBe(false);
  });
});
