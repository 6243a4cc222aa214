/**
 * Text patterns for page-chunks.ts, which reads a module's code:
 * a JavaScript name as a regular expression, matched as a whole word.
 */

/** `name` escaped for a regular expression (a JavaScript name's only special character is `$`). */
export const escapeName = (name: string) => name.replace(/\$/g, '\\$');

/** A pattern matching `name` as a whole name, not part of a longer one (`cart` is not in `cartLines`). */
export const wholeName = (name: string) => `(?<![\\w$])${escapeName(name)}(?![\\w$])`;
