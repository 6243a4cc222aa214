/**
 * The one place where a read bypasses Kysely: a fixed query's SELECT (db/fixed-query.ts) run
 * straight on the SQLite connection when nothing else holds it (ADR 0054). direct-read.test.ts
 * runs every fixed read of the app directly, through Kysely and on the test database (PostgreSQL
 * in the suite's second run), and requires the same rows from all three.
 *
 * Kysely runs each query through its executor: a connection taken from the driver behind a mutex,
 * then released, with a chain of promises around the statement, as much work as SQLite's own for
 * the catalogue's short reads. better-sqlite3 is synchronous, so while JavaScript runs no other
 * statement is half done: a read may run at once unless the connection is inside a transaction (a
 * Kysely transaction holds it across awaits; a read run then would see that transaction's
 * uncommitted writes) or an iteration is open (better-sqlite3 refuses it). In both cases the read
 * goes through Kysely and waits its turn. Writes always go through Kysely. The rows are
 * better-sqlite3's own objects, the ones Kysely would hand back.
 */
import type { Database as BetterSqliteDatabase } from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { StatementCache } from './statement-cache.js';

interface Connection {
  database: BetterSqliteDatabase;
  statements: StatementCache;
}

/** The SQLite connection behind each Kysely instance that openDatabase made (a transaction is another instance). */
const connections = new WeakMap<Kysely<Database>, Connection>();

/** Lets fixed reads on `kysely` run straight on its one SQLite connection (db/client.ts). */
export function allowDirectReads(
  kysely: Kysely<Database>,
  database: BetterSqliteDatabase,
  statements: StatementCache,
): void {
  connections.set(kysely, { database, statements });
}

const BUSY_ITERATING = 'This database connection is busy executing a query';

/**
 * The rows of a compiled SELECT, read at once on `db`'s SQLite connection; undefined when the read
 * must go through Kysely instead (PostgreSQL, a transaction's instance, a transaction or an
 * iteration open on the connection, a statement that returns no rows).
 */
export function readDirectly<Row>(db: Kysely<Database>, compiled: CompiledQuery): Row[] | undefined {
  const connection = connections.get(db);
  if (!connection || connection.database.inTransaction) return undefined;
  try {
    const statement = connection.statements.prepare(compiled.sql);
    if (!statement.reader) return undefined;
    return statement.all(compiled.parameters) as Row[];
  } catch (error) {
    if (error instanceof TypeError && error.message === BUSY_ITERATING) return undefined;
    throw error;
  }
}
