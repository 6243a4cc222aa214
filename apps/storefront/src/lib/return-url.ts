/** Only a path of this app: never '//', '/\' (another host to browsers), a scheme, or whitespace URL parsers drop. */
export function sameAppPath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  const unsafe = [...value].some((char) => char === '\\' || char.trim() === '' || char < ' ' || char === '\u007f');
  return unsafe ? undefined : value;
}
