// Safe: one query at a time per connection, SQLite re-prepares on schema change, busy ones are not reused.
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { LruCache } from '../lib/lru-cache.js';

export const STATEMENT_CACHE_SIZE = 1_000;

export class StatementCache {
  private readonly statements: LruCache<Statement>;
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
    if (!kept) this.statements.set(sql, statement);
    return statement;
  }

  get size(): number {
    return this.statements.size;
  }

  clear(): void {
    this.statements.clear();
  }
}

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
