/**
 * `search synonym add|list|remove`: the synonym table that lets a word typed in one script find
 * products named in the other ("samsung" / "سامسونگ"). Changes count at the next search; the
 * index needs no rebuilding (docs/adr/0007-persian-search.md, synonyms).
 */
import type { Db } from '../db/client.js';
import { addSynonym, listSynonyms, removeSynonym, type SynonymChange } from '../modules/search/index.js';
import type { CliIo } from './cli-io.js';

/** Bad usage: printed, and the command exits 1. */
export class SearchCommandError extends Error {}

export const SEARCH_USAGE = `  search synonym add <word> <other>    make two words find each other in search (e.g. samsung سامسونگ; a phrase in quotes)
  search synonym remove <word> [other] stop two words finding each other (without <other>: every synonym of <word>)
  search synonym list                  print every synonym pair, folded as search compares them`;

function checked(change: SynonymChange): Extract<SynonymChange, { kind: 'changed' }> {
  if (change.kind === 'unfoldable')
    throw new SearchCommandError(
      `«${change.text}» حرف یا رقمی ندارد. / "${change.text}" has no letter or digit to search for.`,
    );
  if (change.kind === 'same')
    throw new SearchCommandError(
      `هر دو واژه در جست‌وجو یکی‌اند («${change.term}»). / Both words already search as "${change.term}".`,
    );
  return change;
}

export async function searchCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'search') return false;
  const [action, word, other, ...extra] = rest;
  if (command === 'synonym' && extra.length === 0) {
    if (action === 'list' && word === undefined) {
      const pairs = await listSynonyms(db.kysely);
      if (pairs.length === 0) io.out('هیچ مترادفی ثبت نشده است. / No synonyms.');
      for (const pair of pairs) io.out(`${pair.term} = ${pair.synonym}`);
      return true;
    }
    if (action === 'add' && word !== undefined && other !== undefined) {
      const change = checked(await addSynonym(db.kysely, word, other));
      io.out(
        change.rows > 0
          ? `Synonyms added: ${change.term} = ${change.synonym} (searches find it at once).`
          : `Already synonyms: ${change.term} = ${change.synonym}.`,
      );
      return true;
    }
    if (action === 'remove' && word !== undefined) {
      const change = checked(await removeSynonym(db.kysely, word, other ?? null));
      const what = change.synonym === null ? `every synonym of ${change.term}` : `${change.term} = ${change.synonym}`;
      if (change.rows === 0) throw new SearchCommandError(`چنین مترادفی نیست. / No such synonym: ${what}.`);
      io.out(`Synonyms removed: ${what} (${change.rows / 2} pair(s)).`);
      return true;
    }
  }
  throw new SearchCommandError(
    `دستور نادرست / Bad command: search ${[command, ...rest].filter(Boolean).join(' ')}\n${SEARCH_USAGE}`,
  );
}
