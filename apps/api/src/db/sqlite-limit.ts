/**
 * SQLite's LIMIT written as `limit (?) + 0`: a bare parameter makes SQLite expire the kept statement
 * at every bind, so every listed page compiled its statement again (ADR 0040).
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
