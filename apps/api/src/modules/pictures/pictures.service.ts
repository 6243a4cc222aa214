import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LruCache } from '../../lib/lru-cache.js';
import { loadSharp } from './load-sharp.js';
import { createDatabasePictureStorage, type PictureStorage } from './picture-storage.js';
import { pictureSizes, type PictureSize } from './picture-urls.js';
import {
  deletePicture,
  findPictureData,
  insertPicture,
  markPictureMoved,
  picturesInDatabase,
  setPictureAltText,
  usedStorageKeys,
} from './pictures.repository.js';

export interface EncodedPicture {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface NewPicture {
  mimeType: string;
  seoFilename: string;
  altText: string;
  width: number;
  height: number;
  data: Buffer;
  now: string;
}

export interface PicturesService {
  getPicture(id: number, size: PictureSize): Promise<EncodedPicture | null>;
  store(trx: Kysely<Database>, picture: NewPicture): Promise<number>;
  remove(trx: Kysely<Database>, id: number): Promise<void>;
  /** Changes what a picture says to those who cannot see it; its bytes and URLs stay. */
  describe(trx: Kysely<Database>, id: number, altText: string): Promise<void>;
  /** Moves pictures still held in the database to object storage; a no-op on the database store. */
  moveToObjectStorage(options?: { batch?: number; onMoved?: (id: number) => void }): Promise<number>;
  /**
   * Deletes the objects no picture row holds that were written before `writtenBefore`: an upload whose
   * transaction rolled back, or a process stopped between the object and the row. Younger ones are left, as
   * their row may not have committed yet. Answers how many were deleted.
   */
  sweepOrphans(options: { writtenBefore: Date }): Promise<number>;
  /** Settles when the object deletions scheduled so far have run (tests, shutdown). */
  settled(): Promise<void>;
}

// An object is deleted only once its row's deletion has committed: `remove` runs inside the caller's
// transaction, which may still roll back. The row is looked for again after each delay; an object whose
// row came back (rolled back) stays, and one still pending after the last look is left (an orphan costs
// bytes, a row without its object would cost a broken picture; `pictures sweep-orphans` deletes it later).
const DELETION_LOOKS_MS = [100, 1_000, 10_000, 60_000];

export function createPicturesService(deps: {
  db: Kysely<Database>;
  cacheBytes?: number;
  storage?: PictureStorage;
  log?: (message: string) => void;
  /** Tests shorten the looks for a removed row. */
  deletionLooksMs?: readonly number[];
}): PicturesService {
  const storage = deps.storage ?? createDatabasePictureStorage();
  const cache = new LruCache<EncodedPicture>(deps.cacheBytes ?? 64 * 1024 * 1024, (picture) => picture.body.length);
  const inFlight = new Map<string, Promise<EncodedPicture | null>>();
  const deletions = new Set<Promise<void>>();

  async function encode(id: number, size: PictureSize): Promise<EncodedPicture | null> {
    const row = await findPictureData(deps.db, id);
    if (!row) return null;
    const bytes = await storage.read(row);
    if (!bytes) {
      deps.log?.(`picture ${id}: its object ${row.storage_key ?? ''} is missing from the object storage`);
      return null;
    }
    const edge = pictureSizes[size];
    const sharp = await loadSharp();
    const body = await sharp(bytes)
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: size === 'thumb' ? 70 : 80 })
      .toBuffer();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, contentType: 'image/webp', etag };
  }

  function deleteObjectOnceRowGone(storageKey: string): void {
    const deletion = (async () => {
      for (const delay of deps.deletionLooksMs ?? DELETION_LOOKS_MS) {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
        if ((await usedStorageKeys(deps.db, [storageKey])).has(storageKey)) continue;
        await storage.delete(storageKey);
        return;
      }
    })()
      .catch((error: unknown) => deps.log?.(`picture object ${storageKey} not deleted: ${(error as Error).message}`))
      .finally(() => deletions.delete(deletion));
    deletions.add(deletion);
  }

  return {
    async store(trx, picture) {
      const { data, storageKey } = await storage.put(picture.data, picture.mimeType);
      return insertPicture(trx, { ...picture, data, storageKey });
    },
    async remove(trx, id) {
      const storageKey = await deletePicture(trx, id);
      for (const size of Object.keys(pictureSizes)) cache.delete(`${id}:${size}`);
      if (storageKey) deleteObjectOnceRowGone(storageKey);
    },
    async describe(trx, id, altText) {
      await setPictureAltText(trx, id, altText);
    },
    async getPicture(id, size) {
      const key = `${id}:${size}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = encode(id, size).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const picture = await pending;
      if (picture) cache.set(key, picture);
      return picture;
    },
    async moveToObjectStorage(options = {}) {
      if (storage.kind === 'database') return 0;
      let moved = 0;
      let afterId = 0;
      for (;;) {
        const rows = await picturesInDatabase(deps.db, afterId, options.batch ?? 50);
        if (rows.length === 0) return moved;
        for (const row of rows) {
          afterId = row.id;
          const { storageKey } = await storage.put(Buffer.from(row.data), row.mime_type);
          if (storageKey && (await markPictureMoved(deps.db, row.id, storageKey))) {
            moved += 1;
            options.onMoved?.(row.id);
          } else if (storageKey) await storage.delete(storageKey);
        }
      }
    },
    async sweepOrphans({ writtenBefore }) {
      let deleted = 0;
      for await (const page of storage.objects()) {
        const old = page.filter((object) => object.lastModified < writtenBefore).map((object) => object.key);
        const used = await usedStorageKeys(deps.db, old);
        for (const key of old) {
          if (used.has(key)) continue;
          await storage.delete(key);
          deleted += 1;
        }
      }
      return deleted;
    },
    async settled() {
      await Promise.all([...deletions]);
    },
  };
}
