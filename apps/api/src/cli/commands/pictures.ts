/** The command table's pictures section: moving pictures' bytes from the database to object storage (ADR 0074). */
import { z } from 'zod';
import { loadEnv } from '../../config/env.js';
import { createPicturesService, createPictureStorage } from '../../modules/pictures/index.js';
import { defineCommand, printed, refusal } from '../command.js';

export const pictureCommands = [
  defineCommand({
    name: 'pictures move-to-object-storage',
    summary: "copy pictures still held in the database to the S3_* bucket and empty their rows (URLs don't change)",
    args: z.object({}),
    async run(_args, { database, io }) {
      const storage = createPictureStorage(loadEnv());
      if (storage.kind === 'database') {
        throw refusal(
          'S3_BUCKET تنظیم نشده است؛ تصویرها همین حالا در پایگاه داده‌اند. / S3_BUCKET is not set: pictures already live in the database.',
        );
      }
      const pictures = createPicturesService({ db: database.kysely, storage });
      let shown = 0;
      const moved = await pictures.moveToObjectStorage({
        // A line per hundred: a store with thousands of pictures sees it is moving.
        onMoved: () => {
          shown += 1;
          if (shown % 100 === 0) io.err(`… ${shown} moved`);
        },
      });
      if (moved === 0) return { lines: ['No picture is left in the database: nothing to move.'], unchanged: true };
      return printed([`Moved ${moved} pictures to the bucket; their rows now hold only the object's key.`]);
    },
  }),
];
