/**
 * Where to go after signing in: only a path inside this app. `//evil.example` and `https://…` would leave
 * the site, and the sign-in pages would loop.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  if (value.startsWith('/sign-in')) return '/';
  return value;
}
