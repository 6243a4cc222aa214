// Pictures' bytes in S3-compatible object storage (ADR 0074): AWS S3, MinIO, Arvan, Liara, Ceph… One object
// per picture, named by a random key so a deleted picture's key is never reused. A row without a key (written
// before the switch, or by the seed) is still read from the database, so switching needs no migration.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { readAll, type PictureStorage } from './picture-storage.js';

export interface S3PictureStorageConfig {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Not AWS: the provider's address, e.g. https://s3.ir-thr-at1.arvanstorage.ir or http://127.0.0.1:9000. */
  endpoint?: string | undefined;
  /** Buckets as a path (`host/bucket/key`), which MinIO and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket may hold more than pictures. */
  keyPrefix: string;
}

const EMPTY = Buffer.alloc(0);

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
  );
}

export function createS3PictureStorage(config: S3PictureStorageConfig): PictureStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Checksums only where S3 demands them: most S3-compatible servers refuse the SDK's newer default
    // (a CRC32 trailer on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });

  return {
    kind: 's3',
    client,
    async put(bytes, contentType) {
      const key = `${config.keyPrefix}${randomUUID()}`;
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
      return { data: EMPTY, storageKey: key };
    },
    async read(row) {
      if (row.storage_key === null) return Buffer.from(row.data);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: row.storage_key }));
        return answer.Body ? await readAll(answer.Body as Readable) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(storageKey) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: storageKey }));
    },
  };
}
