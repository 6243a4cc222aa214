// The uploaded bytes are trusted for nothing: re-encoding as WebP also drops EXIF data (GPS position).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  createPictureUrls,
  createUploadedPictures,
  type PicturesService,
  type UploadedPictureRefusal,
} from '../pictures/index.js';
import { avatarMessages } from './customers.messages.js';
import { lockAvatarPictureId, setAvatarPictureId } from './customers.repository.js';

const pictureUrls = createPictureUrls();

export const AVATAR_EDGE = 512;
const AVATAR_FILENAME = 'avatar';

export function avatarUrl(pictureId: number | null): string | null {
  return pictureId === null ? null : pictureUrls.of({ id: pictureId, seoFilename: AVATAR_FILENAME }, 'thumb');
}

export interface AvatarService {
  replace(customerId: number, bytes: Buffer): Promise<string>;
  remove(customerId: number): Promise<void>;
}

const refusalMessages: Record<UploadedPictureRefusal, string> = {
  'not-a-picture': avatarMessages.notAPicture,
  'wrong-type': avatarMessages.wrongType,
  'too-many-pixels': avatarMessages.tooManyPixels,
};

const uploads = createUploadedPictures();

async function toAvatarWebp(bytes: Buffer): Promise<{ data: Buffer; edge: number }> {
  const picture = await uploads.normalize(bytes, { maxEdge: AVATAR_EDGE, square: true });
  if ('refusal' in picture) throw badRequest(refusalMessages[picture.refusal]);
  return { data: picture.data, edge: picture.width };
}

export function createAvatarService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  pictures: Pick<PicturesService, 'store' | 'remove'>;
}): AvatarService {
  const { db, clock, pictures } = deps;

  /**
   * On PostgreSQL the customer row is locked first, so two uploads at once run in turn and the second deletes the
   * first's picture (no orphan).
   */
  async function swap(trx: Kysely<Database>, customerId: number, pictureId: number | null): Promise<void> {
    const old = await lockAvatarPictureId(trx, customerId);
    await setAvatarPictureId(trx, customerId, pictureId);
    if (old && old !== pictureId) await pictures.remove(trx, old);
  }

  return {
    async replace(customerId, bytes) {
      const { data, edge } = await toAvatarWebp(bytes);
      const pictureId = await db.transaction().execute(async (trx) => {
        const id = await pictures.store(trx, {
          mimeType: 'image/webp',
          seoFilename: AVATAR_FILENAME,
          altText: '',
          width: edge,
          height: edge,
          data,
          now: clock.now().toISOString(),
        });
        await swap(trx, customerId, id);
        return id;
      });
      return pictureUrls.of({ id: pictureId, seoFilename: AVATAR_FILENAME }, 'thumb');
    },
    async remove(customerId) {
      await db.transaction().execute((trx) => swap(trx, customerId, null));
    },
  };
}
