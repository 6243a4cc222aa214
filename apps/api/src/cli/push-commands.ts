/**
 * `push send --topic <t> --title <text> --body <text> [--url <path>]`: a Web Push to every browser
 * registered for the topic (the storefront registers for its store config's notificationTopic);
 * `push outbox [count]`: what the development transport (PUSH_TRANSPORT=outbox) kept.
 */
import type { Db } from '../db/client.js';
import { loadEnv } from '../config/env.js';
import { systemClock } from '../lib/clock.js';
import { createDatabaseRateLimitStore } from '../lib/rate-limit-store.js';
import { createPushFromConfig, listLatestPushOutbox, type PushService } from '../modules/push/index.js';
import type { CliIo } from './cli-io.js';

/** Bad usage or a refused value: printed, and the command exits 1. */
export class PushCommandError extends Error {}

export const PUSH_USAGE = `  push send --topic <topic> --title <text> --body <text> [--url <path>]
                                       a Web Push to every browser registered for the topic (a click opens the path)
  push outbox [count]                  pushes kept by the development transport (PUSH_TRANSPORT=outbox), newest last`;

const TOPIC = /^[A-Za-z0-9_.~%-]{1,100}$/;

/** The store's push service as the server builds it, with the CLI's log. */
export function pushServiceFor(db: Db, io: CliIo): PushService {
  return createPushFromConfig(loadEnv(), {
    db: db.kysely,
    clock: systemClock,
    rateLimits: createDatabaseRateLimitStore(db.kysely, systemClock),
    log: io.err,
  });
}

function sendOptions(options: string[]): { topic: string; title: string; body: string; url: string } {
  const values = new Map<string, string>();
  for (let i = 0; i < options.length; i += 2) {
    const flag = options[i] ?? '';
    const value = options[i + 1];
    if (!['--topic', '--title', '--body', '--url'].includes(flag) || values.has(flag)) {
      throw new PushCommandError(`گزینهٔ نادرست / Bad option: ${flag}\n${PUSH_USAGE}`);
    }
    if (value === undefined) throw new PushCommandError(`مقداری برای ${flag} داده نشد. / ${flag} needs a value.`);
    values.set(flag, value.trim());
  }
  const topic = values.get('--topic') ?? '';
  const title = values.get('--title') ?? '';
  const body = values.get('--body') ?? '';
  const url = values.get('--url') ?? '/';
  if (!TOPIC.test(topic)) {
    throw new PushCommandError(
      'موضوع باید ۱ تا ۱۰۰ حرف و رقم لاتین یا - _ . ~ % باشد. / --topic takes 1–100 of A–Z a–z 0–9 - _ . ~ %.',
    );
  }
  if (!title || !body) throw new PushCommandError('عنوان و متن اعلان لازم است. / --title and --body are required.');
  if (title.length > 200 || body.length > 1000) {
    throw new PushCommandError(
      'عنوان حداکثر ۲۰۰ و متن حداکثر ۱۰۰۰ نویسه. / --title takes at most 200 characters, --body 1000.',
    );
  }
  if (!/^\/(?!\/)/.test(url) && !/^https:\/\//.test(url)) {
    throw new PushCommandError(
      'نشانی باید مسیری از فروشگاه (با / آغاز شود) یا نشانی https باشد. / --url takes a path of the store or an https address.',
    );
  }
  return { topic, title, body, url };
}

export async function pushCommand(
  db: Db,
  io: CliIo,
  group: string,
  command: string | undefined,
  rest: string[],
): Promise<boolean> {
  if (group !== 'push') return false;
  if (command === 'send') {
    const { topic, ...payload } = sendOptions(rest);
    const report = await pushServiceFor(db, io).sendToTopic(topic, payload);
    io.out(
      `Push to "${topic}": ${report.subscriptions} subscription(s), ${report.delivered} delivered, ` +
        `${report.removed} removed (gone), ${report.failed} failed (kept).`,
    );
    return true;
  }
  if (command === 'outbox' && rest.length <= 1) {
    const count = rest[0] === undefined ? 10 : Number(rest[0]);
    if (!Number.isInteger(count) || count < 1 || count > 1000) {
      throw new PushCommandError(
        'تعداد باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.',
      );
    }
    const rows = await listLatestPushOutbox(db.kysely, count);
    if (rows.length === 0) io.out('The push outbox is empty.');
    for (const row of rows) io.out(`${row.created_at}\t${row.endpoint}\t${row.payload}`);
    return true;
  }
  throw new PushCommandError(
    `دستور نادرست / Bad command: push ${[command, ...rest].filter(Boolean).join(' ')}\n${PUSH_USAGE}`,
  );
}
