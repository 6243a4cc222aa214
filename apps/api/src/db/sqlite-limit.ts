/**
 * SQLite's LIMIT written as an expression, so that a kept statement is not compiled again on every
 * run (ADR 0040).
 *
 * Kysely sends a LIMIT as a bound parameter (`limit ?`). SQLite reads a LIMIT that is a bare
 * parameter as "an integer the query planner may use", and marks the statement as depending on that
 * parameter's value: every time the parameter is bound again the statement expires and the next
 * step prepares it anew (`sqlite3ExprIsInteger` → `sqlite3VdbeSetVarmask`; better-sqlite3 binds
 * every parameter on every run and cannot turn this off: SQLITE_DBCONFIG_ENABLE_QPSG is not exposed).
 * The statement cache (ADR 0025) then kept the statement but not its compiled program, and every
 * listed page compiled its statement again.
 *
 * `limit (?) + 0` is an expression, not a bare parameter: SQLite evaluates it at run time like
 * any LIMIT expression (a fractional value is still refused; a text that is not a number would count as 0, but
 * every limit reaches here checked as an integer by the contract), and the statement stays compiled.
 * The planner loses only the row estimate a constant LIMIT gives it, which none of our plans need
 * (every listed page reads an index in list order). OFFSET is not affected. PostgreSQL keeps Kysely's
 * plain `limit $1`.
 */
import { SqliteDialect, SqliteQueryCompiler, type LimitNode, type QueryCompiler } from 'kysely';

export class SqliteLimitAsExpressionCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit (');
    this.visitNode(node.limit);
    this.append(') + 0');
  }
}

/** Kysely's SQLite dialect with LIMIT written as an expression. */
export class SqliteDialectWithStableLimits extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SqliteLimitAsExpressionCompiler();
  }
}
