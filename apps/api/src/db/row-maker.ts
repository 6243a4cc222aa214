/**
 * Row objects made from arrays of values by a function written once per column list: one object
 * literal of one shape, where assigning the columns one by one moves each object through a map
 * transition per column (ADR 0035 addendum, 2026-11-27). Used by direct reads (raw rows of a
 * statement) and by the product page's JSON lists (catalog.repository.ts JsonRowList).
 */

/**
 * A function making `{ [names[0]]: values[0], … }`, as better-sqlite3 makes a row object: properties
 * in column order, a later column of the same name taking the place of an earlier one. Null when a
 * column's name would not be an own property in an object literal (`__proto__`).
 */
export function rowMaker(names: readonly string[]): ((values: unknown[]) => unknown) | null {
  if (names.includes('__proto__')) return null;
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
  // Written from column names (a statement's, or a JSON list's fields), JSON-quoted; never from a request's values.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => unknown;
}
