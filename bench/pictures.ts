/**
 * `npm run bench:pictures`: the picture store (ADR 0074) with its bytes in the database and in an S3-compatible
 * bucket (s3rver on this machine, so the bucket's round trip is a loopback one: a real provider adds its network
 * time to each first view). On a fresh SQLite file, <n> photos (1200×900 WebP, as an upload is stored) are read
 * through the pictures service: each one's first view at the `medium` size (read the bytes, resize, encode), then
 * cached views; then all are moved to the bucket (`moveToObjectStorage`, the CLI's command) and read again by a
 * fresh service (a restarted process). Options: --pictures=<n> (200).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { migrateToLatest, openDatabase } from '../apps/api/src/db/client.js';
import {
  createDatabasePictureStorage,
  createPicturesService,
  createS3PictureStorage,
  type PictureStorage,
} from '../apps/api/src/modules/pictures/index.js';
import { startTestS3Server } from '../apps/api/src/testing/s3-server.js';

function numberArg(name: string, fallback: number): number {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const count = numberArg('pictures', 200);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function views(storage: PictureStorage, db: ReturnType<typeof openDatabase>, ids: number[]) {
  const pictures = createPicturesService({ db: db.kysely, storage });
  const first: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    if (!(await pictures.getPicture(id, 'medium'))) throw new Error(`picture ${id} not served`);
    first.push(performance.now() - started);
  }
  const cached: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await pictures.getPicture(id, 'medium');
    cached.push(performance.now() - started);
  }
  first.sort((a, b) => a - b);
  cached.sort((a, b) => a - b);
  return { first, cached, pictures };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabad-bench-pictures-'));
const db = openDatabase(path.join(dir, 'bench.db'));
const s3 = await startTestS3Server('bench-pictures');
try {
  console.log(`bench:pictures  ${new Date().toISOString()}  ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}`);
  console.log(
    `node ${process.version}  load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}  ${count} pictures`,
  );
  await migrateToLatest(db.kysely);
  // Noise enlarged: a photo's weight (flat colours would compress to almost nothing).
  const noise = Buffer.from(Array.from({ length: 300 * 225 * 3 }, () => Math.floor(Math.random() * 256)));
  const photo = await sharp(noise, { raw: { width: 300, height: 225, channels: 3 } })
    .resize(1200, 900)
    .webp({ quality: 82 })
    .toBuffer();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const row = await db.kysely
      .insertInto('picture')
      .values({
        mime_type: 'image/webp',
        seo_filename: `bench-${i}`,
        alt_text: '',
        width: 1200,
        height: 900,
        data: photo,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  console.log(`one picture: ${(photo.length / 1024).toFixed(0)} KiB stored`);

  const inDatabase = await views(createDatabasePictureStorage(), db, ids);
  const bucket = createS3PictureStorage({
    bucket: s3.settings.S3_BUCKET,
    region: s3.settings.S3_REGION,
    accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
    endpoint: s3.settings.S3_ENDPOINT,
    forcePathStyle: true,
    keyPrefix: 'pictures/',
  });
  const moveStarted = performance.now();
  const moved = await createPicturesService({ db: db.kysely, storage: bucket }).moveToObjectStorage();
  const moveMs = performance.now() - moveStarted;
  const inBucket = await views(bucket, db, ids);

  const line = (label: string, figures: { first: number[]; cached: number[] }) =>
    console.log(
      `${label.padEnd(10)} first view p50 ${ms(percentile(figures.first, 0.5))}, p95 ${ms(percentile(figures.first, 0.95))};` +
        ` cached p50 ${ms(percentile(figures.cached, 0.5))}, p95 ${ms(percentile(figures.cached, 0.95))}`,
    );
  line('database', inDatabase);
  line('bucket', inBucket);
  console.log(`moved ${moved} pictures to the bucket in ${(moveMs / 1000).toFixed(2)} s (${ms(moveMs / moved)} each)`);
} finally {
  await db.close();
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
