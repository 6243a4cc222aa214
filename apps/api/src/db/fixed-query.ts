// `build` runs once with placeholders: its arguments may only be values, never choose the query's shape.
import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { readDirectly } from './direct-read.js';
import { isPostgres } from './dialect.js';
import type { Database } from './schema.js';

class Placeholder {
  constructor(
    readonly index: number,
    readonly item?: number,
  ) {}
}

const MAX_SHAPES = 64;

interface Template {
  compiled: CompiledQuery;
  read: boolean;
  sources: ReadonlyArray<readonly [number, number?] | null>;
}

type Argument = string | number | boolean | null | readonly (string | number)[];

function compileTemplate<Args extends Argument[], Row>(
  db: Kysely<Database>,
  args: Args,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): Template {
  const placeholders = args.map((arg, index) =>
    Array.isArray(arg) ? arg.map((_, item) => new Placeholder(index, item)) : new Placeholder(index),
  );
  const compiled = build(db, ...(placeholders as unknown as Args)).compile();
  const sources = compiled.parameters.map((parameter) =>
    parameter instanceof Placeholder ? ([parameter.index, parameter.item] as const) : null,
  );
  const used = new Set(sources.flatMap((source) => (source ? [`${source[0]}:${source[1] ?? ''}`] : [])));
  args.forEach((arg, index) => {
    const keys = Array.isArray(arg) ? arg.map((_, item) => `${index}:${item}`) : [`${index}:`];
    if (keys.some((key) => !used.has(key)))
      throw new Error(`fixedQuery: argument ${index} is not a value of the compiled query`);
  });
  return { compiled, sources, read: compiled.query.kind === 'SelectQueryNode' };
}

export function fixedQuery<Args extends Argument[], Row>(
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<Row[]> {
  const templates = new Map<string, Template>();
  return async (db, ...args) => {
    let shape = isPostgres(db) ? 'postgres' : 'sqlite';
    for (const arg of args) if (Array.isArray(arg)) shape += `:${arg.length}`;
    let template = templates.get(shape);
    if (!template) {
      template = compileTemplate(db, args, build);
      if (templates.size < MAX_SHAPES) templates.set(shape, template);
    }
    const { compiled, sources, read } = template;
    const parameters = compiled.parameters.map((constant, position) => {
      const source = sources[position];
      if (!source) return constant;
      const arg = args[source[0]];
      return source[1] === undefined ? arg : (arg as readonly unknown[])[source[1]];
    });
    const query = { ...compiled, parameters };
    const rows = read ? readDirectly<Row>(db, query) : undefined;
    if (rows) return rows;
    const result = await db.executeQuery<Row>(query);
    return result.rows;
  };
}
