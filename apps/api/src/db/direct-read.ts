/**
 * The one place where a read bypasses Kysely: a fixed query's SELECT run straight on a free SQLite
 * connection, skipping the executor's mutex and promises (ADR 0054). A read waits its turn through
 * Kysely while a transaction holds the connection (it would see uncommitted writes) or an iteration
 * is open (better-sqlite3 refuses it). Rows are read as arrays and named by a plain loop, cheaper
 * than better-sqlite3's own objects. testing/direct-read-check.ts keeps each fixed read here.
 */
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
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

/** A kept statement's twin that returns rows as arrays, and its column names. */
interface RowReader {
  statement: Statement;
  names: string[];
}

/** Per kept statement: a statement the cache drops takes its twin along. Null: read as objects. */
const rowReaders = new WeakMap<Statement, RowReader | null>();

function rowReaderFor(database: BetterSqliteDatabase, statement: Statement, sql: string): RowReader | null {
  let reader = rowReaders.get(statement);
  if (reader === undefined) {
    const twin = database.prepare(sql).raw(true);
    const names = twin.columns().map((column) => column.name);
    // Assigning `__proto__` would set the row's prototype instead of a property.
    reader = names.includes('__proto__') ? null : { statement: twin, names };
    rowReaders.set(statement, reader);
  }
  return reader;
}

/** A row as better-sqlite3 makes one: columns in order, a repeated name keeping its first place and its last value. */
function toRow(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
  return row;
}

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
    const reader = rowReaderFor(connection.database, statement, compiled.sql);
    if (!reader) return statement.all(compiled.parameters) as Row[];
    const { names } = reader;
    return (reader.statement.all(compiled.parameters) as unknown[][]).map((values) => toRow(names, values) as Row);
  } catch (error) {
    if (error instanceof TypeError && error.message === BUSY_ITERATING) return undefined;
    throw error;
  }
}
