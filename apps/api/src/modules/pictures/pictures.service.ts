import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { LruCache } from '../../lib/lru-cache.js';
import { loadSharp } from './load-sharp.js';
import { pictureSizes, type PictureSize } from './picture-urls.js';
import { deletePicture, findPictureData, insertPicture } from './pictures.repository.js';

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
}

export function createPicturesService(deps: { db: Kysely<Database>; cacheBytes?: number }): PicturesService {
  const cache = new LruCache<EncodedPicture>(deps.cacheBytes ?? 64 * 1024 * 1024, (picture) => picture.body.length);
  const inFlight = new Map<string, Promise<EncodedPicture | null>>();

  async function encode(id: number, size: PictureSize): Promise<EncodedPicture | null> {
    const row = await findPictureData(deps.db, id);
    if (!row) return null;
    const edge = pictureSizes[size];
    const sharp = await loadSharp();
    const body = await sharp(Buffer.from(row.data))
      .rotate()
      .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: size === 'thumb' ? 70 : 80 })
      .toBuffer();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    return { body, contentType: 'image/webp', etag };
  }

  return {
    store: insertPicture,
    remove: deletePicture,
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
  };
}
