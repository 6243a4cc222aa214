/**
 * `contact list [count]`: the messages shoppers sent from the contact page, newest last, each on
 * one line (id, time, name and email/mobile, subject and text). They are also emailed to the
 * store's StoreContactEmail; this reads the stored copies.
 */
import type { Db } from '../db/client.js';
import { contactMessageLines } from '../modules/contact/index.js';
import type { CliIo } from './cli-io.js';

/** Bad usage: printed, and the command exits 1. */
export class ContactCommandError extends Error {}

export const CONTACT_USAGE = `  contact list [count]                 the latest contact-us messages (default 20), newest last`;

export async function contactCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'contact') return false;
  const [first] = rest;
  if (command === 'list' && rest.length <= 1) {
    const count = first === undefined ? 20 : Number(first);
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      throw new ContactCommandError(
        'تعداد باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.',
      );
    }
    const lines = await contactMessageLines(db.kysely, count);
    if (lines.length === 0) io.out('هنوز پیامی نرسیده است. / No contact messages yet.');
    for (const line of lines) io.out(line);
    return true;
  }
  throw new ContactCommandError(
    `دستور نادرست / Bad command: contact ${[command, ...rest].filter(Boolean).join(' ')}\n${CONTACT_USAGE}`,
  );
}
