// Which picture store the settings choose (ADR 0074): object storage when a bucket is named, else the database.
// config/env.ts has already refused a bucket without its keys.
import { createDatabasePictureStorage, type PictureStorage } from './picture-storage.js';
import { createS3PictureStorage } from './s3-picture-storage.js';

export interface PictureStorageSettings {
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
  S3_KEY_PREFIX?: string | undefined;
}

export function createPictureStorage(settings: PictureStorageSettings): PictureStorage {
  if (!settings.S3_BUCKET) return createDatabasePictureStorage();
  if (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return createS3PictureStorage({
    bucket: settings.S3_BUCKET,
    region: settings.S3_REGION ?? 'us-east-1',
    accessKeyId: settings.S3_ACCESS_KEY_ID,
    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? false,
    keyPrefix: settings.S3_KEY_PREFIX ?? 'pictures/',
  });
}
