/**
 * Contact us through HTTP on the real app: Persian 400s for what the form must have, the message
 * stored and emailed to the store's address through the message queue (seen in the outbox), the
 * limits per client address and per email/mobile (429 with Retry-After, Persian digits), the
 * contact details from the store settings, and the CLI's `contact list`.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInfo, ContactUsResponse, ErrorResponse } from '@sabad/contract';
import { runCliOn } from '../../testing/cli-runner.js';
import { checkoutFixture } from '../../testing/checkout-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../../testing/test-app.js';
import { createOutboxReader } from '../messaging/index.js';
import { createSettingsService } from '../settings/index.js';
import { contactMessages } from './contact.messages.js';
import { DEFAULT_CONTACT_RATE_LIMITS } from './contact.service.js';

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let clientCounter = 0;

const db = () => t.database.kysely;
const settings = () => createSettingsService({ db: db(), clock, cacheTtlMs: 0 });

/** Every test speaks from its own client address unless it says otherwise, so limits do not leak. */
const newClient = () => `198.51.100.${++clientCounter}`;

const message = (overrides: Record<string, unknown> = {}) => ({
  FullName: 'مریم احمدی',
  EmailOrMobile: 'maryam@example.com',
  Subject: 'پیگیری ارسال',
  Enquiry: 'سلام، سفارش من هنوز ارسال نشده است. لطفاً بررسی کنید.',
  ...overrides,
});

function send(payload: object, options: { client?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/common/contactus',
    payload,
    remoteAddress: options.client ?? newClient(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

const storedFor = (emailOrMobile: string) =>
  db().selectFrom('contact_message').selectAll().where('email_or_mobile', '=', emailOrMobile).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('contact us: validation', () => {
  it.each([
    ['FullName', { FullName: '  ' }, 'نام خود را وارد کنید.'],
    ['EmailOrMobile', { EmailOrMobile: '' }, 'ایمیل یا شمارهٔ موبایل خود را وارد کنید.'],
    ['Subject', { Subject: '' }, 'موضوع پیام را وارد کنید.'],
    ['Enquiry (too short)', { Enquiry: 'سلام' }, 'متن پیام باید دست‌کم ۱۰ نویسه باشد.'],
    ['Enquiry (too long)', { Enquiry: 'ا'.repeat(4001) }, 'متن پیام حداکثر ۴٬۰۰۰ نویسه می‌تواند باشد.'],
    ['FullName (missing)', { FullName: undefined }, 'نام خود را وارد کنید.'],
  ])('answers 400 in Persian for %s and stores nothing', async (_field, overrides, expected) => {
    const res = await send(message({ EmailOrMobile: 'invalid-case@example.com', ...overrides }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorResponse>().Message).toBe(expected);
    expect(await storedFor('invalid-case@example.com')).toHaveLength(0);
  });

  it('answers 400 in Persian for something that is neither an email nor a mobile number', async () => {
    for (const bad of ['maryam@', '0912', 'سلام']) {
      const res = await send(message({ EmailOrMobile: bad }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorResponse>().Message).toBe(contactMessages.badEmailOrMobile);
    }
    expect(await db().selectFrom('contact_message').select('id').execute()).toHaveLength(0);
  });
});

describe('contact us: sending', () => {
  it('stores the message, emails it to the store address through the queue and confirms in Persian', async () => {
    const res = await send(
      message({ FullName: ' علی\nرضایی ', EmailOrMobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹', Subject: 'سؤال درباره\r\nگارانتی' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ContactUsResponse>()).toEqual({ Success: true, Message: contactMessages.sent });

    const [stored] = await storedFor('09123456789');
    expect(stored).toMatchObject({
      full_name: 'علی رضایی',
      subject: 'سؤال درباره گارانتی',
      enquiry: 'سلام، سفارش من هنوز ارسال نشده است. لطفاً بررسی کنید.',
      customer_id: null,
      created_at: '2026-11-22T06:00:00.000Z',
    });

    const queued = await db()
      .selectFrom('message_queue')
      .selectAll()
      .where('purpose', '=', 'contact-us')
      .where('body', 'like', '%09123456789%')
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ channel: 'email', recipient: 'support@sabad.example', status: 'sent' });

    const [delivered] = await createOutboxReader(db()).latest({ limit: 1, recipient: 'support@sabad.example' });
    expect(delivered?.subject).toBe('سبد | تماس با ما: سؤال درباره گارانتی');
    expect(delivered?.body).toContain('نام: علی رضایی');
    expect(delivered?.body).toContain('ایمیل یا موبایل: 09123456789');
    expect(delivered?.body).toContain('سفارش من هنوز ارسال نشده است');
  });

  it('keeps who sent it when the shopper is signed in', async () => {
    const shopper = await checkoutFixture(t, clock).customer();
    const res = await send(message({ EmailOrMobile: 'signed-in@example.com' }), { headers: shopper.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedFor('signed-in@example.com'))[0]?.customer_id).toBe(shopper.id);
  });

  it('follows StoreContactEmail, and only stores the message when it is empty', async () => {
    await settings().set('StoreContactEmail', 'hello@sabad.example');
    expect((await send(message({ EmailOrMobile: 'routed@example.com' }))).statusCode).toBe(200);
    const [routed] = await createOutboxReader(db()).latest({ limit: 1, recipient: 'hello@sabad.example' });
    expect(routed?.body).toContain('routed@example.com');

    await settings().set('StoreContactEmail', '');
    const before = await db().selectFrom('message_queue').select('id').execute();
    expect((await send(message({ EmailOrMobile: 'kept-only@example.com' }))).statusCode).toBe(200);
    expect(await storedFor('kept-only@example.com')).toHaveLength(1);
    expect(await db().selectFrom('message_queue').select('id').execute()).toHaveLength(before.length);
    await settings().set('StoreContactEmail', 'support@sabad.example');
  });
});

describe('contact us: rate limits', () => {
  it('allows three messages an hour per email or mobile, then 429 with Retry-After and a Persian wait', async () => {
    const { maxMessages } = DEFAULT_CONTACT_RATE_LIMITS.perAddress;
    for (let i = 0; i < maxMessages; i++) {
      expect((await send(message({ EmailOrMobile: 'busy@example.com' }))).statusCode).toBe(200);
    }
    // Another client address does not help, and the same address in another spelling is the same address.
    const refused = await send(message({ EmailOrMobile: ' BUSY@example.com ' }));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json<ErrorResponse>().Message).toBe(contactMessages.tooManyForAddress(3600));
    expect(refused.json<ErrorResponse>().Message).toContain('۶۰ دقیقهٔ دیگر');
    expect(await storedFor('busy@example.com')).toHaveLength(maxMessages);

    // Someone else is not held up.
    expect((await send(message({ EmailOrMobile: 'calm@example.com' }))).statusCode).toBe(200);

    clock.advance(20 * 60_000);
    const later = await send(message({ EmailOrMobile: 'busy@example.com' }));
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('2400');

    clock.advance(40 * 60_000);
    expect((await send(message({ EmailOrMobile: 'busy@example.com' }))).statusCode).toBe(200);
  });

  it('allows ten messages an hour per client address, whatever the email, then 429', async () => {
    const client = newClient();
    const { maxMessages } = DEFAULT_CONTACT_RATE_LIMITS.perClient;
    for (let i = 0; i < maxMessages; i++) {
      const res = await send(message({ EmailOrMobile: `shared-${i}@example.com` }), { client });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await send(message({ EmailOrMobile: 'shared-last@example.com' }), { client });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(3600);
    expect(refused.json<ErrorResponse>().Message).toBe(contactMessages.tooManyFromClient(3600));
    expect(await storedFor('shared-last@example.com')).toHaveLength(0);
    // Another client address still gets through with the same email.
    expect((await send(message({ EmailOrMobile: 'shared-last@example.com' }))).statusCode).toBe(200);
  });

  it('counts parallel messages one by one: no more than the allowance gets through', async () => {
    const { maxMessages } = DEFAULT_CONTACT_RATE_LIMITS.perAddress;
    const answers = await Promise.all(
      Array.from({ length: maxMessages + 3 }, () => send(message({ EmailOrMobile: 'burst@example.com' }))),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(maxMessages);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(3);
    expect(await storedFor('burst@example.com')).toHaveLength(maxMessages);
  });
});

describe('contact details', () => {
  it('serves the store phone, address, hours and email from the settings, in Persian digits', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/common/contactinfo' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ContactInfo>()).toEqual({
      StoreName: 'سبد',
      Phone: '۰۲۱-۱۲۳۴۵۶۷۸',
      PhoneLink: '02112345678',
      Address: 'تهران، خیابان ولیعصر، ساختمان سبد، طبقه سوم',
      WorkingHours: 'همه روزه از ساعت ۹ تا ۲۱',
      Email: 'support@sabad.example',
      CustomProperties: {},
    });

    await settings().set('StorePhone', '+98 21 8800 1122');
    await settings().set('StoreWorkingHours', 'شنبه تا پنجشنبه 8 تا 17');
    const changed = (await t.app.inject({ method: 'GET', url: '/api/v2/common/contactinfo' })).json<ContactInfo>();
    expect(changed.Phone).toBe('+۹۸ ۲۱ ۸۸۰۰ ۱۱۲۲');
    expect(changed.PhoneLink).toBe('+982188001122');
    expect(changed.WorkingHours).toBe('شنبه تا پنجشنبه ۸ تا ۱۷');
    await settings().set('StorePhone', '۰۲۱-۱۲۳۴۵۶۷۸');
    await settings().set('StoreWorkingHours', 'همه روزه از ساعت ۹ تا ۲۱');
  });

  it('refuses a contact email that is not an email', async () => {
    await expect(settings().set('StoreContactEmail', 'not-an-email')).rejects.toThrow();
  });
});

describe('contact list (CLI)', () => {
  it('prints the latest messages, newest last, and refuses a bad count', async () => {
    expect((await send(message({ EmailOrMobile: 'cli-reader@example.com', Subject: 'آخرین پیام' }))).statusCode).toBe(
      200,
    );
    const listed = await runCliOn(t.database.url, ['contact', 'list', '2']);
    expect(listed.code, listed.err).toBe(0);
    const lines = listed.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d+\t.+\tمریم احمدی <cli-reader@example\.com>\tآخرین پیام: سلام، سفارش من/);

    const bad = await runCliOn(t.database.url, ['contact', 'list', 'many']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('The count must be a whole number');
    expect((await runCliOn(t.database.url, ['contact', 'remove'])).code).toBe(2);
  });
});
