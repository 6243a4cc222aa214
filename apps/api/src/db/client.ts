import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, sql, type MigrationResultSet } from 'kysely';
import type Pg from 'pg';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { OwnSchemaPostgresDialect } from './own-schema-introspector.js';
import { allowDirectReads } from './direct-read.js';
import { withStatementCache, type StatementCache } from './statement-cache.js';
import { SqliteDialectWithStableLimits } from './sqlite-limit.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  statements?: StatementCache;
  close(): Promise<void>;
}

let pgModule: typeof Pg | undefined;

function loadPg(): typeof Pg {
  if (pgModule) return pgModule;
  pgModule = createRequire(import.meta.url)('pg') as typeof Pg;
  // Our bigints are Rial amounts well inside Number.MAX_SAFE_INTEGER; node-pg would return strings.
  pgModule.types.setTypeParser(20, (v) => Number(v));
  return pgModule;
}

// WAL with NORMAL: a killed process loses no committed write; a power cut may lose the last.
export const SQLITE_SYNCHRONOUS = 'NORMAL';

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

// node-pg would otherwise wait forever for a pooled connection.
export const PG_CONNECT_TIMEOUT_MS = 5_000;

export function openDatabase(
  url: string,
  options: { poolSize?: number; connectTimeoutMs?: number; onIdleClientError?: (error: Error) => void } = {},
): Db {
  if (isPostgresUrl(url)) {
    const pool = new (loadPg().Pool)({
      connectionString: url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? PG_CONNECT_TIMEOUT_MS,
    });
    pool.on(
      'error',
      options.onIdleClientError ?? ((error) => console.warn(`database connection lost while idle: ${error.message}`)),
    );
    // Unheard, an idle or checked-out connection's 'error' would end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const database = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialectWithStableLimits({ database }) });
  allowDirectReads(kysely, sqlite, database.statements);
  return { kysely, dialect: 'sqlite', statements: database.statements, close: () => kysely.destroy() };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  // Unless told the schema, Kysely would find another test schema's migration tables.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Parallel branches can land a migration that sorts before an applied one; each is self-contained.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error instanceof Error) throw result.error;
  if (result.error !== undefined) throw new Error('Migration failed', { cause: result.error });
  return result;
}
