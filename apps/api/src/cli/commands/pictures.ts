/**
 * The command table's pictures section (ADR 0074): moving pictures' bytes from the database to object storage,
 * and deleting the objects no picture row holds.
 */
import { z } from 'zod';
import { loadEnv } from '../../config/env.js';
import { createPicturesService, createPictureStorage } from '../../modules/pictures/index.js';
import { defineCommand, integer, printed, refusal } from '../command.js';

const NO_BUCKET =
  'S3_BUCKET تنظیم نشده است؛ تصویرها همین حالا در پایگاه داده‌اند. / S3_BUCKET is not set: pictures already live in the database.';
const HOUR_MS = 60 * 60 * 1000;

export const pictureCommands = [
  defineCommand({
    name: 'pictures move-to-object-storage',
    summary: "copy pictures still held in the database to the S3_* bucket and empty their rows (URLs don't change)",
    args: z.object({}),
    async run(_args, { database, io }) {
      const storage = createPictureStorage(loadEnv());
      if (storage.kind === 'database') throw refusal(NO_BUCKET);
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
  defineCommand({
    name: 'pictures sweep-orphans',
    usage: '[--older-than-hours N]',
    summary: 'delete the objects in the S3_* bucket that no picture holds (an upload rolled back), older than 24 hours',
    flags: { 'older-than-hours': 'value' },
    args: z.object({
      // An object younger than this may belong to an upload whose transaction has not committed yet.
      'older-than-hours': integer(
        'ساعت‌ها باید عددی از ۱ تا ۸۷۶۰ باشد. / --older-than-hours is a whole number from 1 to 8760.',
        (hours) => hours >= 1 && hours <= 8760,
      ).default(24),
    }),
    async run(args, { database, clock }) {
      const storage = createPictureStorage(loadEnv());
      if (storage.kind === 'database') throw refusal(NO_BUCKET);
      const pictures = createPicturesService({ db: database.kysely, storage });
      const hours = args['older-than-hours'];
      const deleted = await pictures.sweepOrphans({ writtenBefore: new Date(clock.now().getTime() - hours * HOUR_MS) });
      if (deleted === 0)
        return { lines: [`No object older than ${hours} hours is without its picture.`], unchanged: true };
      return printed([`Deleted ${deleted} objects that no picture holds (older than ${hours} hours).`]);
    },
  }),
];
