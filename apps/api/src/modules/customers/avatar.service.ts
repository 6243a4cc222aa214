/**
 * The customer's avatar (`POST/DELETE /customer/avatar`). The uploaded bytes are trusted for
 * nothing: sharp reads the real format (the file name and declared type are ignored), then the
 * picture is cropped to a centred square of at most {@link AVATAR_EDGE} px and re-encoded as WebP,
 * which also drops EXIF data (GPS position, camera) from what the store keeps and serves.
 * Pictures live in the database (docs/adr/0005); the old avatar's row is deleted with the switch.
 */
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { toPersianDigits } from '@sabad/contract';
import { isPostgres } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { pictureUrl } from '../pictures/picture-urls.js';

export const AVATAR_EDGE = 512;
/** Formats sharp may report for an accepted upload (JPEG, PNG, WebP). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * A small file can still declare enormous dimensions (a "decompression bomb"); sharp refuses to
 * decode beyond this many pixels (an 8000 × 6000 photo fits).
 */
const MAX_INPUT_PIXELS = 50_000_000;

const megabytes = (bytes: number) => toPersianDigits(Math.round((bytes / (1024 * 1024)) * 10) / 10);

export const avatarMessages = {
  noFile: 'تصویری برای ارسال انتخاب نشده است.',
  tooBig: (maxBytes: number) => `حجم تصویر نباید بیشتر از ${megabytes(maxBytes)} مگابایت باشد.`,
  wrongType: 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.',
  notAPicture: 'فایل انتخاب‌شده تصویر معتبری نیست.',
  tooManyPixels: 'ابعاد تصویر بیش از حد بزرگ است.',
  uploadsDisabled: 'امکان بارگذاری تصویر پروفایل در این فروشگاه غیرفعال است.',
} as const;

export function avatarError(message: string): AppError {
  return new AppError(400, message, [message]);
}

export interface AvatarService {
  /** Checks, resizes and stores `bytes` as the customer's avatar; answers with its link. */
  replace(customerId: number, bytes: Buffer): Promise<string>;
  remove(customerId: number): Promise<void>;
}

async function toAvatarWebp(bytes: Buffer): Promise<{ data: Buffer; edge: number }> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw avatarError(avatarMessages.notAPicture);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw avatarError(avatarMessages.wrongType);
  const { width, height } = metadata;
  if (!width || !height) throw avatarError(avatarMessages.notAPicture);
  if (width * height > MAX_INPUT_PIXELS) throw avatarError(avatarMessages.tooManyPixels);
  const edge = Math.min(AVATAR_EDGE, width, height);
  try {
    const data = await sharp(bytes, options)
      .rotate()
      .resize(edge, edge, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { data, edge };
  } catch {
    // The header was readable but the pixel data is not (a truncated or corrupt file).
    throw avatarError(avatarMessages.notAPicture);
  }
}

export function createAvatarService(deps: { db: Kysely<Database>; clock: Clock }): AvatarService {
  const { db, clock } = deps;

  /**
   * Points the customer at `pictureId` (or none) and deletes the picture it replaces, inside the
   * caller's transaction. On PostgreSQL the customer row is locked first, so two uploads at once
   * run one after the other and the second deletes the first's picture (no orphan); SQLite's one
   * connection runs one transaction at a time.
   */
  async function swap(trx: Kysely<Database>, customerId: number, pictureId: number | null): Promise<void> {
    let read = trx.selectFrom('customer').select('avatar_picture_id').where('id', '=', customerId);
    if (isPostgres(trx)) read = read.forUpdate();
    const current = await read.executeTakeFirst();
    await trx.updateTable('customer').set({ avatar_picture_id: pictureId }).where('id', '=', customerId).execute();
    const old = current?.avatar_picture_id;
    if (old && old !== pictureId) await trx.deleteFrom('picture').where('id', '=', old).execute();
  }

  return {
    async replace(customerId, bytes) {
      const { data, edge } = await toAvatarWebp(bytes);
      const picture = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('picture')
          .values({
            mime_type: 'image/webp',
            seo_filename: 'avatar',
            alt_text: '',
            width: edge,
            height: edge,
            data,
            created_at: clock.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await swap(trx, customerId, row.id);
        return row;
      });
      return pictureUrl({ id: picture.id, seoFilename: 'avatar' }, 'thumb');
    },
    async remove(customerId) {
      await db.transaction().execute((trx) => swap(trx, customerId, null));
    },
  };
}
