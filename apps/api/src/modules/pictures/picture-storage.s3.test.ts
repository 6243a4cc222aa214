// The picture store in S3-compatible object storage (ADR 0074), against a local s3rver: the storefront's
// picture URLs and answers are those of the database store.
import { GetObjectCommand, HeadObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { runCliOn } from '../../testing/cli-runner.js';
import { startTestS3Server, type TestS3Server } from '../../testing/s3-server.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createPicturesService, createS3PictureStorage, type PicturesService } from './index.js';

let s3: TestS3Server;
let t: TestApp;
let pictures: PicturesService;
let storage: ReturnType<typeof createS3PictureStorage>;

beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ config: s3.settings });
  storage = createS3PictureStorage({
    bucket: s3.settings.S3_BUCKET,
    region: s3.settings.S3_REGION,
    accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
    endpoint: s3.settings.S3_ENDPOINT,
    forcePathStyle: true,
    keyPrefix: s3.settings.S3_KEY_PREFIX,
  });
  // Another process's service on the same database and bucket: what it stores, the app serves.
  pictures = createPicturesService({ db: t.database.kysely, storage, deletionLooksMs: [20, 50, 100] });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

async function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
    .webp()
    .toBuffer();
}

async function storeOne(seo: string, width = 900, height = 450): Promise<number> {
  const data = await webp(width, height);
  return t.database.kysely.transaction().execute((trx) =>
    pictures.store(trx, {
      mimeType: 'image/webp',
      seoFilename: seo,
      altText: '',
      width,
      height,
      data,
      now: new Date().toISOString(),
    }),
  );
}

const row = (id: number) =>
  t.database.kysely.selectFrom('picture').select(['data', 'storage_key']).where('id', '=', id).executeTakeFirst();

async function allObjectKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of storage.objects()) keys.push(...page.map((object) => object.key));
  return keys;
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await (await storage.client()).send(new HeadObjectCommand({ Bucket: s3.settings.S3_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('pictures in S3-compatible object storage', () => {
  it('uploads the bytes as an object, keeping only its key in the row', async () => {
    const id = await storeOne('کفش-ورزشی');
    const stored = await row(id);
    expect(stored?.storage_key).toMatch(/^pictures\/[0-9a-f-]{36}$/);
    expect(Buffer.from(stored?.data ?? []).length).toBe(0);
    const object = await (
      await storage.client()
    ).send(new GetObjectCommand({ Bucket: s3.settings.S3_BUCKET, Key: stored?.storage_key ?? '' }));
    expect(object.ContentType).toBe('image/webp');
    expect((await sharp(Buffer.from(await object.Body!.transformToByteArray())).metadata()).width).toBe(900);
  });

  it.each([
    ['thumb', 240, 120],
    ['medium', 600, 300],
    ['full', 900, 450],
  ])('serves the %s variant at the same URL as the database store', async (size, width, height) => {
    const id = await storeOne('کیف');
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}/${size}/${encodeURIComponent('کیف')}.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
  });

  it('still serves a picture whose bytes are in the database (written before the switch)', async () => {
    const id = await catalogFixture(t.database.kysely).picture({ seo: 'قدیمی', width: 300, height: 300 });
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}/thumb/x.webp` });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(240);
  });

  it('deletes the object once the row’s deletion has committed', async () => {
    const id = await storeOne('حذفی');
    const key = (await row(id))?.storage_key ?? '';
    expect(await objectExists(key)).toBe(true);
    await t.database.kysely.transaction().execute((trx) => pictures.remove(trx, id));
    await pictures.settled();
    expect(await row(id)).toBeUndefined();
    expect(await objectExists(key)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}/thumb/x.webp` });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the object when the transaction that removed its row rolls back', async () => {
    const id = await storeOne('برگشتی');
    const key = (await row(id))?.storage_key ?? '';
    await expect(
      t.database.kysely.transaction().execute(async (trx) => {
        await pictures.remove(trx, id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await pictures.settled();
    expect((await row(id))?.storage_key).toBe(key);
    expect(await objectExists(key)).toBe(true);
  });

  it('sweeps away the object of an upload whose transaction rolled back, once it is old enough, and nothing held', async () => {
    const held = (await row(await storeOne('نگه‌داشته')))?.storage_key ?? '';
    const before = new Set(await allObjectKeys());
    await expect(
      t.database.kysely.transaction().execute(async (trx) => {
        await pictures.store(trx, {
          mimeType: 'image/webp',
          seoFilename: 'برگشت‌خورده',
          altText: '',
          width: 10,
          height: 10,
          data: await webp(10, 10),
          now: new Date().toISOString(),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const orphan = (await allObjectKeys()).find((key) => !before.has(key));
    expect(orphan).toBeDefined();

    // Written a moment ago, it may still be an upload whose row is about to commit: left.
    expect(await pictures.sweepOrphans({ writtenBefore: new Date(Date.now() - 60 * 60 * 1000) })).toBe(0);
    expect(await objectExists(orphan!)).toBe(true);

    const rowKeys = new Set(
      (await t.database.kysely.selectFrom('picture').select('storage_key').execute()).map((r) => r.storage_key),
    );
    const unheld = (await allObjectKeys()).filter((key) => !rowKeys.has(key));
    expect(await pictures.sweepOrphans({ writtenBefore: new Date(Date.now() + 1000) })).toBe(unheld.length);
    expect(await objectExists(orphan!)).toBe(false);
    expect(await objectExists(held)).toBe(true);
    expect((await allObjectKeys()).every((key) => rowKeys.has(key))).toBe(true);
  });

  it('the CLI sweeps too: leaves a young orphan, refuses a bad age and a store without a bucket', async () => {
    for (const [name, value] of Object.entries(s3.settings)) vi.stubEnv(name, String(value));
    await storage.put(await webp(10, 10), 'image/webp');
    const young = await runCliOn(t.database.url, ['pictures', 'sweep-orphans']);
    expect([young.code, young.out]).toEqual([1, 'No object older than 24 hours is without its picture.']);
    const bad = await runCliOn(t.database.url, ['pictures', 'sweep-orphans', '--older-than-hours', '0']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--older-than-hours is a whole number from 1 to 8760');
    vi.unstubAllEnvs();
    const refused = await runCliOn(t.database.url, ['pictures', 'sweep-orphans']);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('S3_BUCKET is not set');
  });

  it('answers a picture whose object is missing with the Persian 404', async () => {
    const id = await storeOne('گمشده');
    await storage.delete((await row(id))?.storage_key ?? '');
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}/medium/x.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Success: false, Message: 'تصویر مورد نظر پیدا نشد.', Errors: [] });
    await expect(storage.read({ data: Buffer.alloc(0), storage_key: 'pictures/none' })).resolves.toBeNull();
    // Deleting what is not there is not an error.
    await expect(storage.delete('pictures/none')).resolves.toBeUndefined();
  });

  it('moves pictures still in the database to the bucket, their URLs unchanged', async () => {
    const id = await catalogFixture(t.database.kysely).picture({ seo: 'انتقالی', width: 500, height: 250 });
    const before = await t.app.inject({ method: 'GET', url: `/images/${id}/full/x.webp` });
    const moved: number[] = [];
    await pictures.moveToObjectStorage({ batch: 2, onMoved: (movedId) => moved.push(movedId) });
    expect(moved).toContain(id);
    const stored = await row(id);
    expect(stored?.storage_key).toBeTruthy();
    expect(Buffer.from(stored?.data ?? []).length).toBe(0);
    expect(await objectExists(stored?.storage_key ?? '')).toBe(true);
    // A fresh service (a restarted process: nothing cached) reads it from the bucket.
    const fresh = createPicturesService({ db: t.database.kysely, storage });
    const after = await fresh.getPicture(id, 'full');
    expect(after?.body.equals(before.rawPayload)).toBe(true);
    expect(await pictures.moveToObjectStorage()).toBe(0);
  });

  it('the CLI moves them too, says when nothing is left, and refuses without a bucket', async () => {
    for (const [name, value] of Object.entries(s3.settings)) vi.stubEnv(name, String(value));
    const id = await catalogFixture(t.database.kysely).picture({ seo: 'با-فرمان', width: 320, height: 200 });
    const command = ['pictures', 'move-to-object-storage'];
    const run = await runCliOn(t.database.url, command);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/^Moved \d+ pictures to the bucket/);
    expect((await row(id))?.storage_key).toMatch(/^pictures\//);
    const res = await t.app.inject({ method: 'GET', url: `/images/${id}/thumb/x.webp` });
    expect(res.statusCode).toBe(200);
    const again = await runCliOn(t.database.url, command);
    expect([again.code, again.out]).toEqual([1, 'No picture is left in the database: nothing to move.']);
    vi.unstubAllEnvs();
    const refused = await runCliOn(t.database.url, command);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('S3_BUCKET is not set');
  });

  it('NoSuchKey is what the SDK raises for a missing object', async () => {
    await expect(
      (await storage.client()).send(new GetObjectCommand({ Bucket: s3.settings.S3_BUCKET, Key: 'pictures/absent' })),
    ).rejects.toBeInstanceOf(NoSuchKey);
  });
});

describe('S3 settings', () => {
  it('refuses a bucket without its keys, naming what is missing', () => {
    expect(() => loadEnv({ S3_BUCKET: 'sabad-pictures' })).toThrow(
      /S3_ACCESS_KEY_ID: required when any S3_\* setting is given[\s\S]*S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadEnv({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(/S3_BUCKET: required/);
  });

  it('refuses a bucket name S3 would refuse and an endpoint that is not http(s)', () => {
    expect(() => loadEnv({ S3_BUCKET: 'Sabad_Pictures', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );
    expect(() =>
      loadEnv({ S3_BUCKET: 'sabad', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_ENDPOINT: 'ftp://x.ir' }),
    ).toThrow(/S3_ENDPOINT must start with http/);
  });

  it('chooses the database store without S3 settings', () => {
    const env = loadEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });
});
