import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function listSideMenuTopics(db: Kysely<Database>) {
  return db
    .selectFrom('topic')
    .select(['id', 'system_name', 'title'])
    .where('published', '=', 1)
    .where('include_in_side_menu', '=', 1)
    .orderBy('display_order')
    .orderBy('id')
    .execute();
}

/** System names are matched without regard to letter case ("About-Us" finds "about-us"). */
export function findPublishedTopic(db: Kysely<Database>, systemName: string) {
  return db
    .selectFrom('topic')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['system_name']), '=', systemName.toLowerCase()))
    .where('published', '=', 1)
    .executeTakeFirst();
}
