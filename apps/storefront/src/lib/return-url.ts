/**
 * A place in this app to come back to after logging in (`?returnUrl=/billing-address`), or undefined.
 * Only a path of the app is accepted: one leading '/', never '//' or a backslash (browsers read '/\' as
 * another host) and no scheme; no whitespace or control characters either, which URL parsers drop
 * ('/\t/evil.example' becomes '//evil.example').
 */
export function sameAppPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  const unsafe = [...value].some((char) => char === '\\' || char.trim() === '' || char < ' ' || char === '\u007f');
  return unsafe ? undefined : value;
}
