/**
 * The operator CLI's return commands on a request made through the API for an order the CLI
 * shipped and delivered: list (and by status), show, set-status telling the customer by SMS and
 * email (the development outbox keeps them), a repeat changing nothing (exit 1), and bad usage (exit 2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails, PlaceOrderResponse, SubmitReturnRequestResponse } from '@sabad/contract';
import { systemClock } from '../../lib/clock.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { runCliOn } from '../../testing/cli-runner.js';

let t: TestApp;
let requestId = '';
let requestNumber = '';

const cli = (...args: string[]) => runCliOn(t.database.url, args);

beforeAll(async () => {
  t = await createTestApp();
  const c = checkoutFixture(t, systemClock);
  const productId = await catalogFixture(t.database.kysely).product({
    name: 'قوری چینی',
    price: 4_000_000,
    stock: 10,
  });
  const shopper = await c.readyShopper({ lines: [{ productId, quantity: 2 }] });
  const placed = await c.place(shopper.headers);
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json<PlaceOrderResponse>().Result;
  expect((await cli('order', 'ship', order.CustomOrderNumber, '--tracking', 'TPX-5500')).code).toBe(0);
  expect((await cli('order', 'deliver', order.CustomOrderNumber)).code).toBe(0);
  const details = (await c.ok('GET', `/orders/getbyid/${order.OrderId}`, shopper.headers)).json<OrderDetails>();
  const reason = await t.database.kysely.selectFrom('return_request_reason').select('id').executeTakeFirstOrThrow();
  const action = await t.database.kysely.selectFrom('return_request_action').select('id').executeTakeFirstOrThrow();
  const submitted = await c.ok('POST', `/returnrequest/submit/${order.OrderId}`, shopper.headers, {
    Items: [{ OrderItemId: details.Items[0]?.Id, Quantity: 1 }],
    ReturnRequestReasonId: reason.id,
    ReturnRequestActionId: action.id,
    Comments: 'لب قوری پریده است.',
  });
  const created = submitted.json<SubmitReturnRequestResponse>().Result.ReturnRequests[0];
  requestId = String(created?.Id);
  requestNumber = created?.CustomNumber ?? '';
});
afterAll(() => t.close());

describe('returns commands', () => {
  it('lists and shows requests', async () => {
    const listed = await cli('returns', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${requestId}\t`);
    expect(listed.out).toContain('1 × قوری چینی');
    expect(listed.out).toContain('Pending (در انتظار بررسی)');
    expect((await cli('returns', 'list', '--status', 'pending')).out).toContain(`#${requestId}\t`);
    expect((await cli('returns', 'list', '--status', 'ItemsRefunded')).out).toBe('No return requests.');

    const shown = await cli('returns', 'show', requestId);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('لب قوری پریده است.');
    expect(shown.out).toContain('Reason: کالای معیوب; wished action: بازپرداخت وجه');
  });

  it('moves a request and tells the customer by SMS and email; a repeat changes nothing', async () => {
    const moved = await cli('returns', 'set-status', requestId, 'ReturnAuthorized', '--note', 'با پست برگردانده شود');
    expect(moved.code, moved.err).toBe(0);
    expect(moved.out).toContain('Pending (در انتظار بررسی) → ReturnAuthorized (مرجوعی تأیید شد)');
    const sent = await t.database.kysely
      .selectFrom('outbox_message')
      .select(['channel', 'body'])
      .where('purpose', '=', 'return-request-status')
      .execute();
    expect(sent.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    expect(sent[0]?.body).toContain(`درخواست مرجوعی ${requestNumber}`);
    expect(sent[0]?.body).toContain('«مرجوعی تأیید شد»');
    expect((await cli('outbox')).out).toContain('مرجوعی تأیید شد');

    const repeat = await cli('returns', 'set-status', requestId, 'returnauthorized');
    expect(repeat.code).toBe(1);
    expect(repeat.out).toContain('nothing changed');
    expect((await cli('returns', 'show', requestId)).out).toContain('با پست برگردانده شود');
    const after = await t.database.kysely
      .selectFrom('outbox_message')
      .select('id')
      .where('purpose', '=', 'return-request-status')
      .execute();
    expect(after).toHaveLength(2);
    const audited = await t.database.kysely
      .selectFrom('audit_log')
      .select(['staff_email', 'action', 'before_json', 'after_json'])
      .where('entity_type', '=', 'return_request')
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ staff_email: expect.stringMatching(/^cli:/), action: 'return.status' });
    expect(JSON.parse(audited[0]?.before_json ?? '{}')).toEqual({ status: 'Pending' });
    expect(JSON.parse(audited[0]?.after_json ?? '{}')).toMatchObject({ status: 'ReturnAuthorized' });
  });

  it('refuses an unknown request with exit code 1, and a bad status or option with usage (exit code 2)', async () => {
    const badStatus = await cli('returns', 'set-status', requestId, 'Lost');
    expect(badStatus.code).toBe(2);
    expect(badStatus.err).toContain('Unknown status');
    const unknown = await cli('returns', 'show', '999999');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('No return request 999999');
    expect((await cli('returns', 'set-status', requestId, 'Received', '--memo', 'x')).code).toBe(2);
    expect((await cli('returns', 'frobnicate')).code).toBe(2);
  });
});
