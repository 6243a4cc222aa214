// The picture storage port (ADR 0074): where a picture's bytes live. The picture row (size, name, alt text)
// is always in the database; only the bytes move. The embedded default keeps them in the row, as before.
import type { Readable } from 'node:stream';

/** What a picture row says about where its bytes are. */
export interface StoredPictureBytes {
  data: Buffer | Uint8Array;
  storage_key: string | null;
}

export interface PictureStorage {
  readonly kind: 'database' | 's3';
  /** Keeps the bytes; answers what the picture row holds: the bytes themselves, or an object's key and no bytes. */
  put(bytes: Buffer, contentType: string): Promise<{ data: Buffer; storageKey: string | null }>;
  /** The bytes of a picture row; null when its object is missing. */
  read(row: StoredPictureBytes): Promise<Buffer | null>;
  /** Deletes an object (a row's bytes go with the row). Deleting a missing object is not an error. */
  delete(storageKey: string): Promise<void>;
  /** Every object the store holds (under its key prefix), a page at a time; none for the database store. */
  objects(): AsyncIterable<StoredObject[]>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** The default: bytes in the picture row (a `bytea` on PostgreSQL, a `blob` on SQLite). */
export function createDatabasePictureStorage(): PictureStorage {
  return {
    kind: 'database',
    put: (bytes) => Promise.resolve({ data: bytes, storageKey: null }),
    read: (row) => Promise.resolve(Buffer.from(row.data)),
    delete: () => Promise.resolve(),
    objects: async function* () {},
  };
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
