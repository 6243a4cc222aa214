/**
 * Fixed-shape reads run straight on the SQLite connection when nothing else holds it (issue 15,
 * ADR 0035).
 *
 * Kysely runs each query through its executor: a connection taken from the driver behind a mutex,
 * then released, with a chain of promises around the statement. On the uncached product page
 * (then eight reads; one since ADR 0041) that machinery cost about as much CPU time as SQLite's
 * own work. better-sqlite3 is synchronous, so while JavaScript runs no other statement is half
 * done: a read may run at once unless the connection is inside a transaction (a Kysely
 * transaction holds it across awaits; a read run then would see that transaction's uncommitted
 * writes) or an iteration is open (better-sqlite3 refuses it). In both cases the read goes through
 * Kysely as before and waits its turn. Writes always go through Kysely.
 *
 * The rows are read as arrays and made into objects by a function written once per statement for
 * its columns (ADR 0035 addendum, 2026-11-27). better-sqlite3 makes each row object in C++ one
 * named property at a time, looking each name up in V8's string table and moving the object through
 * a map transition per column: a quarter of the time of a ten-row, thirteen-column read. The
 * written function makes every row of a statement with one object literal of one shape.
 */
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';
import { rowMaker } from './row-maker.js';
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

/** A statement's twin that returns rows as arrays, and the function that makes a row object of one. */
interface RowReader {
  statement: Statement;
  toRow: (values: unknown[]) => unknown;
}

/** Per cached statement (the statement cache keeps them; a statement dropped from it takes its twin along). */
const rowReaders = new WeakMap<Statement, RowReader | null>();

function rowReaderFor(database: BetterSqliteDatabase, statement: Statement, sql: string): RowReader | null {
  let reader = rowReaders.get(statement);
  if (reader === undefined) {
    const twin = database.prepare(sql).raw(true);
    const toRow = rowMaker(twin.columns().map((column) => column.name));
    reader = toRow ? { statement: twin, toRow } : null;
    rowReaders.set(statement, reader);
  }
  return reader;
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
    return (reader.statement.all(compiled.parameters) as unknown[][]).map(reader.toRow) as Row[];
  } catch (error) {
    if (error instanceof TypeError && error.message === BUSY_ITERATING) return undefined;
    throw error;
  }
}
