/**
 * Opens the database named by DATABASE_URL: a SQLite file (embedded default, WAL) or
 * PostgreSQL (`postgres://…`). Both run the same migrations and the same queries.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, type MigrationResultSet } from 'kysely';
import type Pg from 'pg';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { allowDirectReads } from './direct-read.js';
import { withStatementCache, type StatementCache } from './statement-cache.js';
import { SqliteDialectWithStableLimits } from './sqlite-limit.js';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** SQLite only: the connection's kept prepared statements (ADR 0025). */
  statements?: StatementCache;
  close(): Promise<void>;
}

let pgModule: typeof Pg | undefined;

/** node-pg, loaded for a PostgreSQL URL only: a SQLite store starts without it. */
function loadPg(): typeof Pg {
  if (pgModule) return pgModule;
  pgModule = createRequire(import.meta.url)('pg') as typeof Pg;
  // node-pg returns bigint (int8) and numeric as strings; our bigints are Rial amounts well
  // inside Number.MAX_SAFE_INTEGER, so read them as numbers on both databases.
  pgModule.types.setTypeParser(20, (v) => Number(v));
  return pgModule;
}

/** WAL with NORMAL: a killed process loses no committed write; a power cut may lose the last (ADR 0028). */
export const SQLITE_SYNCHRONOUS = 'NORMAL';

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://');
}

/** The longest a request waits for a PostgreSQL connection before its 503 (ADR 0028); node-pg waits forever. */
export const PG_CONNECT_TIMEOUT_MS = 5_000;

/** `url`: `postgres://…`, `sqlite:path/to/file.db`, a plain file path, or `:memory:`. */
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
    // An idle connection's death is an 'error' event that, unheard, would end the process.
    pool.on(
      'error',
      options.onIdleClientError ?? ((error) => console.warn(`database connection lost while idle: ${error.message}`)),
    );
    // A checked-out connection's 'error' is unheard by the pool; its failing query answers 503 instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = url.replace(/^sqlite:/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${SQLITE_SYNCHRONOUS}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Kysely prepares every query it runs; the cache compiles each SQL text once (ADR 0025).
  const database = withStatementCache(sqlite);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialectWithStableLimits({ database }) });
  // Fixed-shape reads skip Kysely's executor when the connection is free (ADR 0054).
  allowDirectReads(kysely, sqlite, database.statements);
  return { kysely, dialect: 'sqlite', statements: database.statements, close: () => kysely.destroy() };
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  // Kysely looks for its migration tables in every schema unless told which one; with several
  // schemas in one PostgreSQL database (a test schema per test file) it would find another's.
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Migrations written on parallel branches can land with names that sort before one already
    // applied; each migration is self-contained, so a late one is simply applied.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error instanceof Error) throw result.error;
  if (result.error !== undefined) throw new Error('Migration failed', { cause: result.error });
  return result;
}
