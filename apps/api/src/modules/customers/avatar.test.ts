import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { insertRegisteredCustomer } from '../../testing/customer-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createAccessTokenService } from './access-token.service.js';

let t: TestApp;

async function loggedInCustomer(email: string): Promise<{ id: number; headers: Record<string, string> }> {
  const id = await insertRegisteredCustomer(t.database.kysely, email);
  const { token } = await createAccessTokenService({ db: t.database.kysely, clock: systemClock, ttlDays: 30 }).issue(
    id,
  );
  return { id, headers: { authorization: `Basic ${token}` } };
}

function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });
  return image.toFormat(format).toBuffer();
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----sabadTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  headers: Record<string, string>,
  file: { data: Buffer | string; filename?: string; type?: string; name?: string },
) {
  const body = multipart([
    {
      name: file.name ?? 'Picture',
      filename: file.filename ?? 'me.jpg',
      type: file.type ?? 'image/jpeg',
      data: file.data,
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v2/customer/avatar',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function avatarIdOf(customerId: number): Promise<number | null> {
  const row = await t.database.kysely
    .selectFrom('customer')
    .select('avatar_picture_id')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return row.avatar_picture_id;
}

async function pictureExists(id: number): Promise<boolean> {
  return (
    (await t.database.kysely.selectFrom('picture').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /customer/avatar', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'me.jpg', 1600, 900, 512],
    ['png', 'image/png', 'me.png', 300, 700, 300],
    ['webp', 'image/webp', 'me.webp', 640, 640, 512],
  ] as const)(
    'takes a %s picture, crops it to a square of at most 512 px and serves it as WebP',
    async (format, type, filename, width, height, edge) => {
      const customer = await loggedInCustomer(`avatar-${format}@example.com`);
      const res = await upload(customer.headers, { data: await picture(format, width, height), type, filename });
      expect(res.statusCode).toBe(200);
      const pictureId = await avatarIdOf(customer.id);
      expect(pictureId).not.toBeNull();
      expect(res.json()).toEqual({ Success: true, AvatarUrl: `/images/${pictureId}/thumb/avatar.webp` });

      const stored = await t.database.kysely
        .selectFrom('picture')
        .selectAll()
        .where('id', '=', pictureId!)
        .executeTakeFirstOrThrow();
      const meta = await sharp(Buffer.from(stored.data)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', edge, edge]);
      expect([stored.mime_type, stored.width, stored.height]).toEqual(['image/webp', edge, edge]);

      const served = await t.app.inject({ method: 'GET', url: res.json().AvatarUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    },
  );

  it('returns the new AvatarUrl from /account/currentcustomer and /customer/info', async () => {
    const customer = await loggedInCustomer('avatar-current@example.com');
    const res = await upload(customer.headers, { data: await picture('png', 100, 100), type: 'image/png' });
    const url = res.json().AvatarUrl as string;
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: customer.headers,
    });
    expect(current.json().AvatarUrl).toBe(url);
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/customer/info', headers: customer.headers });
    expect(info.json().AvatarUrl).toBe(url);
  });

  it('decides by the content, not by the file name or declared type', async () => {
    const customer = await loggedInCustomer('avatar-content@example.com');
    const png = await upload(customer.headers, {
      data: await picture('png', 64, 64),
      type: 'application/octet-stream',
      filename: 'photo.txt',
    });
    expect(png.statusCode).toBe(200);
    const gif = await upload(customer.headers, {
      data: await picture('gif', 64, 64),
      type: 'image/jpeg',
      filename: 'photo.jpg',
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toEqual({
      Success: false,
      Message: 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.',
      Errors: ['فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.'],
    });
  });

  it('replaces the old avatar and deletes its picture', async () => {
    const customer = await loggedInCustomer('avatar-replace@example.com');
    await upload(customer.headers, { data: await picture('jpeg', 200, 200) });
    const first = (await avatarIdOf(customer.id))!;
    const second = await upload(customer.headers, { data: await picture('png', 200, 200), type: 'image/png' });
    expect(second.statusCode).toBe(200);
    const secondId = (await avatarIdOf(customer.id))!;
    expect(secondId).not.toBe(first);
    expect(await pictureExists(first)).toBe(false);
    expect(await pictureExists(secondId)).toBe(true);
    const old = await t.app.inject({ method: 'GET', url: `/images/${first}/thumb/avatar.webp` });
    expect(old.statusCode).toBe(404);
  });

  it.each([
    [
      'a text file',
      () => Promise.resolve(Buffer.from('سلام، این یک تصویر نیست.')),
      'فایل انتخاب‌شده تصویر معتبری نیست.',
    ],
    ['a GIF', () => picture('gif', 50, 50), 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.'],
    [
      'a truncated JPEG',
      async () => (await picture('jpeg', 400, 400)).subarray(0, 200),
      'فایل انتخاب‌شده تصویر معتبری نیست.',
    ],
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 'تصویری برای ارسال انتخاب نشده است.'],
  ])('refuses %s with a Persian 400 and keeps the current avatar', async (_name, make, message) => {
    const customer = await loggedInCustomer(`avatar-bad-${Math.random().toString(36).slice(2)}@example.com`);
    await upload(customer.headers, { data: await picture('jpeg', 80, 80) });
    const before = await avatarIdOf(customer.id);
    const res = await upload(customer.headers, { data: await make() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Success: false, Message: message, Errors: [message] });
    expect(await avatarIdOf(customer.id)).toBe(before);
    expect(await pictureExists(before!)).toBe(true);
  });

  it('refuses a file over 2 MB (beyond the app-wide 1 MB body limit too)', async () => {
    const customer = await loggedInCustomer('avatar-big@example.com');
    // Random pixels do not compress: a PNG well over 2 MB.
    const noise = Buffer.alloc(1100 * 1100 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(customer.headers, { data: big, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().Message).toBe('حجم تصویر نباید بیشتر از ۲ مگابایت باشد.');
    expect(await avatarIdOf(customer.id)).toBeNull();
  });

  it('takes a picture between 1 MB and 2 MB (the route is not held to the app-wide body limit)', async () => {
    const customer = await loggedInCustomer('avatar-1500k@example.com');
    const noise = Buffer.alloc(700 * 700 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const file = await sharp(noise, { raw: { width: 700, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(file.length).toBeGreaterThan(1024 * 1024);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(customer.headers, { data: file, type: 'image/png' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a file, or with the file under another field name', async () => {
    const customer = await loggedInCustomer('avatar-nofile@example.com');
    const message = 'تصویری برای ارسال انتخاب نشده است.';
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/avatar',
      headers: customer.headers,
      payload: { Picture: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().Message).toBe(message);
    const other = await upload(customer.headers, { name: 'photo', data: await picture('jpeg', 50, 50) });
    expect(other.statusCode).toBe(400);
    expect(other.json().Message).toBe(message);
    const fieldsOnly = multipart([{ name: 'Picture', data: 'not a file' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/avatar',
      headers: { ...customer.headers, 'content-type': fieldsOnly.contentType },
      payload: fieldsOnly.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().Message).toBe(message);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v2/customer/avatar',
      headers: { ...customer.headers, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('keeps exactly one avatar picture when uploads race (the replaced ones are deleted)', async () => {
    const customer = await loggedInCustomer('avatar-race@example.com');
    const files = await Promise.all([
      picture('jpeg', 300, 300),
      picture('png', 310, 310),
      picture('webp', 320, 320),
      picture('jpeg', 330, 330),
    ]);
    const answers = await Promise.all(files.map((data) => upload(customer.headers, { data })));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const avatarId = await avatarIdOf(customer.id);
    const urls = answers.map((res) => res.json().AvatarUrl as string);
    expect(urls).toContain(`/images/${avatarId}/thumb/avatar.webp`);
    for (const url of urls) {
      const id = Number(url.split('/')[2]);
      expect(await pictureExists(id)).toBe(id === avatarId);
    }
  });

  it("leaves another customer's avatar alone", async () => {
    const a = await loggedInCustomer('avatar-a@example.com');
    const b = await loggedInCustomer('avatar-b@example.com');
    await upload(a.headers, { data: await picture('jpeg', 90, 90) });
    const aAvatar = await avatarIdOf(a.id);
    await upload(b.headers, { data: await picture('png', 90, 90), type: 'image/png' });
    await t.app.inject({ method: 'DELETE', url: '/api/v2/customer/avatar', headers: b.headers });
    expect(await avatarIdOf(a.id)).toBe(aAvatar);
    expect(await pictureExists(aAvatar!)).toBe(true);
  });

  it('answers a guest with 401', async () => {
    const res = await upload(
      { 'guest-customer-id': '0b0c8e5e-2f0a-4c1e-9a57-3c1f0b7a9d11' },
      { data: await picture('jpeg', 50, 50) },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'برای این کار ابتدا وارد حساب کاربری خود شوید.', Errors: [] });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/v2/customer/avatar' });
    expect(del.statusCode).toBe(401);
  });

  it('is refused when the store turns avatar uploads off', async () => {
    const customer = await loggedInCustomer('avatar-off@example.com');
    await t.database.kysely
      .insertInto('setting')
      .values({ name: 'AllowCustomersToUploadAvatars', value: 'false' })
      .execute();
    try {
      const res = await upload(customer.headers, { data: await picture('jpeg', 50, 50) });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe('امکان بارگذاری تصویر پروفایل در این فروشگاه غیرفعال است.');
    } finally {
      await t.database.kysely.deleteFrom('setting').where('name', '=', 'AllowCustomersToUploadAvatars').execute();
    }
  });
});

describe('DELETE /customer/avatar', () => {
  it('removes the avatar and its picture', async () => {
    const customer = await loggedInCustomer('avatar-delete@example.com');
    await upload(customer.headers, { data: await picture('webp', 120, 120), type: 'image/webp' });
    const pictureId = (await avatarIdOf(customer.id))!;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/customer/avatar', headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Success: true, AvatarUrl: null });
    expect(await avatarIdOf(customer.id)).toBeNull();
    expect(await pictureExists(pictureId)).toBe(false);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v2/account/currentcustomer',
      headers: customer.headers,
    });
    expect(current.json().AvatarUrl).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v2/customer/avatar', headers: customer.headers });
    expect(again.statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the upload', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v2/openapi.json' })).json();
    const operation = doc.paths['/api/v2/customer/avatar'].post;
    expect(operation.summary).toContain('multipart/form-data');
    expect(operation.security).toEqual([{ accessToken: [] }]);
  });
});
