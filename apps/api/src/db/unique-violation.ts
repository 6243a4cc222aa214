/** A unique index refused the write (SQLite's or PostgreSQL's code): the caller says which value was taken. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
