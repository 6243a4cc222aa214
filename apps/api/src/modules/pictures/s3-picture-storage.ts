// Pictures' bytes in S3-compatible object storage (ADR 0074): AWS S3, MinIO, Arvan, Liara, Ceph… One object
// per picture, named by a random key so a deleted picture's key is never reused. A row without a key (written
// before the switch, or by the seed) is still read from the database, so switching needs no migration.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3SdkModule from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { readAll, type PictureStorage } from './picture-storage.js';

type S3Sdk = typeof S3SdkModule;

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

function isMissing(sdk: S3Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.NoSuchKey ||
    (error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
  );
}

export function createS3PictureStorage(
  config: S3PictureStorageConfig,
): PictureStorage & { client(): Promise<S3Client> } {
  // The SDK is loaded on first use: a store that keeps pictures in the database never pays for it at start-up.
  let loading: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const open = () =>
    (loading ??= import('@aws-sdk/client-s3').then((module) => {
      // Bundled (ADR 0036), a CommonJS package's exports may come under `default`.
      const sdk = 'S3Client' in module ? module : (module as unknown as { default: S3Sdk }).default;
      return {
        sdk,
        client: new sdk.S3Client({
          region: config.region,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
          forcePathStyle: config.forcePathStyle,
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
          // Checksums only where S3 demands them: most S3-compatible servers refuse the SDK's newer default
          // (a CRC32 trailer on every upload).
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
        }),
      };
    }));

  return {
    kind: 's3',
    client: async () => (await open()).client,
    async put(bytes, contentType) {
      const { sdk, client } = await open();
      const key = `${config.keyPrefix}${randomUUID()}`;
      await client.send(
        new sdk.PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
      return { data: EMPTY, storageKey: key };
    },
    async read(row) {
      if (row.storage_key === null) return Buffer.from(row.data);
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: row.storage_key }));
        return answer.Body ? await readAll(answer.Body as Readable) : null;
      } catch (error) {
        if (isMissing(sdk, error)) return null;
        throw error;
      }
    },
    async delete(storageKey) {
      const { sdk, client } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: storageKey }));
    },
    async *objects() {
      const { sdk, client } = await open();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: config.keyPrefix, ContinuationToken }),
        );
        yield (page.Contents ?? []).flatMap((object) =>
          object.Key ? [{ key: object.Key, lastModified: object.LastModified ?? new Date(0) }] : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
