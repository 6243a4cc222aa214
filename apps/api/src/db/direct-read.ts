// Bypasses Kysely only while no transaction (it would see uncommitted writes) or iteration holds the connection.
import type { Database as BetterSqliteDatabase, Statement } from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { StatementCache } from './statement-cache.js';

interface Connection {
  database: BetterSqliteDatabase;
  statements: StatementCache;
}

const connections = new WeakMap<Kysely<Database>, Connection>();

export function allowDirectReads(
  kysely: Kysely<Database>,
  database: BetterSqliteDatabase,
  statements: StatementCache,
): void {
  connections.set(kysely, { database, statements });
}

const BUSY_ITERATING = 'This database connection is busy executing a query';

interface RowReader {
  statement: Statement;
  names: string[];
}

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

// As better-sqlite3 makes one: a repeated name keeps its first place and its last value.
function toRow(names: readonly string[], values: readonly unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  let index = 0;
  for (const name of names) {
    row[name] = values[index];
    index += 1;
  }
  return row;
}

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
