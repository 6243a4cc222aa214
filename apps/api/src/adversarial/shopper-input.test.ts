/**
 * What a shopper types, through HTTP (issue 34.13–15), on SQLite and, with TEST_DATABASE_URL, on PostgreSQL:
 * Arabic ي/ك/ى and Arabic-Indic digits are stored as Persian in every kind of free text (ADR 0071); text over
 * its limit is refused with a Persian 400 and nothing stored, never cut; a cheque with a negative amount, a
 * past due date or several bad fields is refused with every bad field named; limits are written grouped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressForm as AddressFormSchema } from '@sabad/contract';
import type { z } from 'zod';
import { catalogFixture } from '../testing/catalog-fixture.js';
import { createTestApp, manualClock, type TestApp } from '../testing/test-app.js';
import { createAccessTokenService } from '../modules/customers/index.js';

type AddressForm = z.infer<typeof AddressFormSchema>;

const clock = manualClock('2026-11-22T06:00:00.000Z');
let t: TestApp;
let auth: Record<string, string>;
let customerId = 0;
let productId = 0;
let postId = 0;

const db = () => t.database.kysely;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ clock });
  const f = catalogFixture(db());
  customerId = await f.customer({ firstName: 'مریم', lastName: 'احمدی', email: 'maryam@example.com' });
  auth = {
    authorization: `Basic ${(await createAccessTokenService({ db: db(), clock, ttlDays: 30 }).issue(customerId)).token}`,
  };
  productId = await f.product({ name: 'ماوس MK270', price: 12_500_000, stock: 10 });
  postId = (
    await db()
      .insertInto('blog_post')
      .values({
        title: 'راهنما',
        body_overview: '',
        body: '<p>متن</p>',
        picture_id: null,
        allow_comments: 1,
        published_at: '2026-10-01T08:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

async function addressBody(overrides: { attributeValue?: string } = {}) {
  const form = (await call('GET', '/customer/addressform')).json<AddressForm>();
  const province = await db()
    .selectFrom('state_province')
    .select('id')
    .where('name', '=', 'تهران')
    .executeTakeFirstOrThrow();
  const city = await db()
    .selectFrom('city')
    .select('id')
    .where('state_province_id', '=', province.id)
    .executeTakeFirstOrThrow();
  return {
    FirstName: 'علي',
    LastName: 'كاظمي',
    PhoneNumber: '09121234567',
    StateProvinceId: province.id,
    CityId: city.id,
    Address1: 'خيابان ولي‌عصر، كوچه ٣',
    Address2: 'طبقه ٢',
    ZipPostalCode: '1415913111',
    CustomAttributes: form.CustomAddressAttributes.filter((a) => a.AttributeControlType === 'TextBox').map((a) => ({
      Key: String(a.Id),
      Value: overrides.attributeValue ?? 'واحد ٤ يك',
    })),
  };
}

describe('Arabic letters and digits are stored Persian (34.13)', () => {
  it('in the profile name', async () => {
    const res = await call('PUT', '/customer/info', { FirstName: 'علي', LastName: 'كريمي', DateOfBirth: null });
    expect(res.statusCode, res.body).toBe(200);
    const row = await db()
      .selectFrom('customer')
      .select(['first_name', 'last_name'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'علی', last_name: 'کریمی' });
  });

  it('in an address, its textbox attributes too', async () => {
    const res = await call('POST', '/customer/addresses', await addressBody());
    expect(res.statusCode, res.body).toBe(200);
    const row = await db()
      .selectFrom('address')
      .select(['first_name', 'last_name', 'address1', 'address2', 'custom_attributes'])
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([row.first_name, row.last_name, row.address1, row.address2]).toEqual([
      'علی',
      'کاظمی',
      'خیابان ولی‌عصر، کوچه ۳',
      'طبقه ۲',
    ]);
    expect(row.custom_attributes).not.toMatch(/[يكى٠-٩]/);
  });

  it('in a review, a contact message and a blog comment', async () => {
    const review = await call('POST', `/product/productreviewsadd/${productId}`, {
      Title: 'كيفيت عالي',
      ReviewText: 'بعد از ٣ ماه هنوز سالم است؛ MK270 را توصيه مي‌كنم.',
      Rating: 5,
    });
    expect(review.statusCode, review.body).toBe(200);
    const contact = await call('POST', '/common/contactus', {
      FullName: 'علي كريمي',
      EmailOrMobile: 'ali@example.com',
      Subject: 'پيگيري سفارش',
      Enquiry: 'سفارش من هنوز نرسيده؛ لطفاً پيگيري كنيد.',
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const comment = await call('POST', `/blog/blogcommentadd/${postId}`, { CommentText: 'مطلب مفيدي بود، ممنون.' });
    expect(comment.statusCode, comment.body).toBe(200);

    const stored = [
      await db()
        .selectFrom('product_review')
        .select(['title', 'review_text'])
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow(),
      await db()
        .selectFrom('contact_message')
        .select(['full_name', 'subject', 'enquiry'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
      await db()
        .selectFrom('blog_comment')
        .select('comment_text')
        .where('blog_post_id', '=', postId)
        .executeTakeFirstOrThrow(),
    ];
    expect(stored).toEqual([
      { title: 'کیفیت عالی', review_text: 'بعد از ۳ ماه هنوز سالم است؛ MK270 را توصیه می‌کنم.' },
      { full_name: 'علی کریمی', subject: 'پیگیری سفارش', enquiry: 'سفارش من هنوز نرسیده؛ لطفاً پیگیری کنید.' },
      { comment_text: 'مطلب مفیدی بود، ممنون.' },
    ]);
  });
});

describe('limits are told, not applied silently (34.14, 34.15)', () => {
  it('refuses a name over 100 letters with a Persian 400 and keeps the old one', async () => {
    const res = await call('PUT', '/customer/info', { FirstName: 'ن'.repeat(101), LastName: 'کریمی' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Success: false, Errors: ['«نام» باید حداکثر ۱۰۰ نویسه باشد.'] });
    const row = await db()
      .selectFrom('customer')
      .select('first_name')
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('علی');
  });

  it('refuses an address attribute over its width instead of cutting it', async () => {
    const body = await addressBody({ attributeValue: 'پ'.repeat(201) });
    if (body.CustomAttributes.length === 0) throw new Error('the address form has no textbox attribute to test');
    const before = await db().selectFrom('address').select('id').where('customer_id', '=', customerId).execute();
    const res = await call('POST', '/customer/addresses', body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Message: string }>().Message).toMatch(/حداکثر ۲۰۰ نویسه/);
    const after = await db().selectFrom('address').select('id').where('customer_id', '=', customerId).execute();
    expect(after).toHaveLength(before.length);
  });

  it('writes long limits grouped: a contact message over ۴٬۰۰۰ letters', async () => {
    const res = await call('POST', '/common/contactus', {
      FullName: 'علی',
      EmailOrMobile: 'ali@example.com',
      Subject: 'موضوع',
      Enquiry: 'م'.repeat(4001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Errors: string[] }>().Errors).toEqual(['متن پیام حداکثر ۴٬۰۰۰ نویسه می‌تواند باشد.']);
  });

  it('refuses a negative cheque amount and an amount past the bound, in Persian and grouped', async () => {
    const cheque = { Holder: 'علی کریمی', Serial: '1234567890123456', Date: '1405/12/01' };
    const negative = await call('POST', '/CheckVertex/AddNewCheck', { ...cheque, Amount: -5_000_000 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json<{ Errors: string[] }>().Errors).toEqual(['«مبلغ» باید عددی صحیح و بیشتر از ۰ باشد.']);
    const huge = await call('POST', '/CheckVertex/AddNewCheck', { ...cheque, Amount: 2_000_000_000_000 });
    expect(huge.json<{ Errors: string[] }>().Errors).toEqual(['«مبلغ» باید حداکثر ۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰ باشد.']);
    expect(await db().selectFrom('bank_cheque').select('id').execute()).toEqual([]);
  });

  it('refuses a cheque due in the past, naming every bad field at once', async () => {
    const res = await call('POST', '/CheckVertex/AddNewCheck', {
      Holder: 'علی',
      Serial: '12345',
      Date: '1404/01/01',
      Amount: 5_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Errors: string[] }>().Errors).toEqual([
      'شناسهٔ صیادی چک باید دقیقاً ۱۶ رقم باشد.',
      'تاریخ سررسید چک نمی‌تواند گذشته باشد.',
    ]);
    const pastOnly = await call('POST', '/CheckVertex/AddNewCheck', {
      Holder: 'علی کریمی',
      Serial: '1234567890123456',
      Date: '1405/08/30',
      Amount: 5_000_000,
    });
    expect(pastOnly.json<{ Errors: string[] }>().Errors).toEqual(['تاریخ سررسید چک نمی‌تواند گذشته باشد.']);
    expect(await db().selectFrom('bank_cheque').select('id').execute()).toEqual([]);
  });
});
