/**
 * Prepared statements of the SQLite connection, kept by SQL text in a bounded LRU (ADR 0025).
 * Reuse is safe: Kysely runs one query at a time on the connection, SQLite re-prepares a statement
 * whose schema changed, and a statement busy in an open iteration is never handed out twice.
 */
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LruCache } from '../lib/lru-cache.js';

/** Distinct SQL texts kept; the app has a few hundred, and each kept statement holds a little native memory. */
export const STATEMENT_CACHE_SIZE = 1_000;

export class StatementCache {
  private readonly statements: LruCache<Statement>;
  /** Counters for tests and diagnostics. */
  readonly stats = { prepared: 0, reused: 0 };

  constructor(
    private readonly database: BetterSqliteDatabase,
    capacity: number = STATEMENT_CACHE_SIZE,
  ) {
    this.statements = new LruCache(capacity);
  }

  prepare(sql: string): Statement {
    const kept = this.statements.get(sql);
    if (kept && !kept.busy) {
      this.stats.reused += 1;
      return kept;
    }
    this.stats.prepared += 1;
    const statement = this.database.prepare(sql);
    // A busy one stays kept: it is free again once its iteration ends, and this fresh one serves now.
    if (!kept) this.statements.set(sql, statement);
    return statement;
  }

  /** SQL texts kept now. */
  get size(): number {
    return this.statements.size;
  }

  clear(): void {
    this.statements.clear();
  }
}

/** The database as Kysely's SqliteDialect takes it, preparing through a statement cache. */
export function withStatementCache(
  database: BetterSqliteDatabase,
  capacity: number = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { statements: StatementCache } {
  const statements = new StatementCache(database, capacity);
  return {
    statements,
    prepare: (sql: string): SqliteStatement => statements.prepare(sql),
    close: () => {
      statements.clear();
      database.close();
    },
  };
}
