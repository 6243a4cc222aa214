// A bare LIMIT parameter makes SQLite expire the kept statement at every bind.
import { SqliteDialect, SqliteQueryCompiler, type LimitNode, type QueryCompiler } from 'kysely';

export class SqliteLimitAsExpressionCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    this.append('limit (');
    this.visitNode(node.limit);
    this.append(') + 0');
  }
}

export class SqliteDialectWithStableLimits extends SqliteDialect {
  override createQueryCompiler(): QueryCompiler {
    return new SqliteLimitAsExpressionCompiler();
  }
}
