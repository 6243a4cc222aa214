/**
 * The operator CLI (`npm run cli -- <command>`), on the same database and services as the server.
 * Messages are Persian and English; a failed command exits non-zero.
 */
import { pathToFileURL } from 'node:url';
import { loadEnv } from './config/env.js';
import { migrateToLatest, openDatabase, type Db } from './db/client.js';
import { seedDemoStore } from './db/seed/index.js';
import { systemClock } from './lib/clock.js';
import { createBackInStockService } from './modules/back-in-stock/index.js';
import { GiftCardError, issueGiftCard } from './modules/cart/index.js';
import { createInventoryService, InventoryError, refreshCategoryListing } from './modules/catalog/index.js';
import { createMessagingFromConfig, listLatestOutboxMessages } from './modules/messaging/index.js';
import { createReviewsService } from './modules/reviews/index.js';
import { reindexAll } from './modules/search/index.js';
import { createSettingsService, SettingError, storeSettingNames } from './modules/settings/index.js';

export const USAGE = `Usage: npm run cli -- <command>

  db migrate                           apply pending database migrations
  db seed                              seed the Persian demo store (only when the catalogue is empty)
  settings get <Name>                  print a store setting
  settings set <Name> <value>          change a store setting (e.g. settings set StoreClosed true)
  settings list                        print every store setting
  product stock <productId> <quantity> set a product's stock quantity (back-in-stock subscribers are told when it returns)
  catalog reindex                      rebuild the search index and the category lists' table from the catalogue (after editing it in SQL)
  reviews pending [count]              list reviews waiting for approval (default 50), oldest first
  reviews approve <reviewId>           show a waiting review and count it in the product's rating
  reviews delete <reviewId>            delete a review (and take it out of the rating)
  back-in-stock send                   tell subscribers of products that are back (stock changed elsewhere) and resend failed messages
  giftcard create <toman> [code]       issue a gift card worth that many Toman (a random code when none is given)
  outbox [count]                       print the latest emails/SMS kept by the development outbox (default 10), newest last

The database is DATABASE_URL (default: data/sabad.db).`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}
class ReviewCommandError extends Error {}

function backInStockService(db: Db, io: CliIo) {
  return createBackInStockService({
    db: db.kysely,
    clock: systemClock,
    messaging: createMessagingFromConfig(loadEnv(), db.kysely, systemClock),
    log: io.err,
  });
}

const INTEGER = /^-?\d+$/;

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function execute(args: string[], db: Db, io: CliIo): Promise<void> {
  const [group, command, ...rest] = args;
  const [first, second] = rest;
  const settings = createSettingsService({ db: db.kysely, clock: systemClock, cacheTtlMs: 0 });

  if (group === 'db' && command === 'migrate' && rest.length === 0) {
    const result = await migrateToLatest(db.kysely);
    const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    io.out(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
    return;
  }
  await migrateToLatest(db.kysely);

  if (group === 'db' && command === 'seed' && rest.length === 0) {
    const { seeded } = await seedDemoStore(db.kysely, { log: io.out });
    io.out(seeded ? 'Demo store seeded.' : 'The catalogue already has products; nothing was seeded.');
    return;
  }
  if (group === 'settings' && command === 'get' && first !== undefined && rest.length === 1) {
    io.out(formatValue(await settings.getValue(first)));
    return;
  }
  if (group === 'settings' && command === 'set' && first !== undefined && second !== undefined && rest.length === 2) {
    await settings.set(first, second);
    io.out(`${first} = ${formatValue(await settings.getValue(first))}`);
    return;
  }
  if (group === 'settings' && command === 'list' && rest.length === 0) {
    const all = await settings.get();
    for (const name of storeSettingNames) io.out(`${name} = ${formatValue(all[name])}`);
    return;
  }
  if (group === 'product' && command === 'stock' && rest.length === 2) {
    const [id, quantity] = rest as [string, string];
    if (!INTEGER.test(id) || !INTEGER.test(quantity)) {
      throw new InventoryError(
        'شناسهٔ محصول و موجودی باید عدد صحیح باشند. / The product id and quantity must be integers.',
      );
    }
    const backInStock = backInStockService(db, io);
    const change = await createInventoryService({
      db: db.kysely,
      clock: systemClock,
      listeners: [backInStock.stockListener],
      log: io.err,
    }).setProductStock(Number(id), Number(quantity));
    io.out(`Product ${change.productId} (${change.name}): stock ${change.previousQuantity} → ${change.quantity}`);
    if (change.manageInventoryMethod !== 'product') {
      io.out(
        `Note: this product's stock is tracked ${change.manageInventoryMethod === 'none' ? 'not at all' : 'per attribute combination'}, so the product quantity does not decide its availability.`,
      );
    }
    return;
  }
  if (group === 'catalog' && command === 'reindex' && rest.length === 0) {
    const indexed = await reindexAll(db.kysely);
    await refreshCategoryListing(db.kysely);
    const listed = await db.kysely
      .selectFrom('category_listing')
      .select((eb) => eb.fn.countAll<number | string>().as('rows'))
      .executeTakeFirstOrThrow();
    io.out(`Search index: ${indexed.products} products, ${indexed.terms} terms, ${indexed.words} words.`);
    io.out(
      `Category lists: rebuilt, ${Number(listed.rows)} listing rows (a product under each category that lists it).`,
    );
    return;
  }
  if (group === 'reviews') {
    const reviews = createReviewsService({ db: db.kysely, clock: systemClock, settings });
    if (command === 'pending' && rest.length <= 1) {
      const count = rest.length ? Number(rest[0]) : 50;
      if (!Number.isInteger(count) || count < 1 || count > 1000) {
        throw new UsageError('تعداد باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.');
      }
      const pending = await reviews.pending(count);
      if (pending.length === 0) io.out('No reviews are waiting for approval.');
      for (const r of pending) {
        io.out(
          `#${r.id}\t${r.createdAt}\tproduct ${r.productId} (${r.productName})\t${r.rating}/5\t${r.author}\t${r.title}: ${r.text.replace(/\s+/g, ' ')}`,
        );
      }
      return;
    }
    if ((command === 'approve' || command === 'delete') && first !== undefined && rest.length === 1) {
      if (!INTEGER.test(first))
        throw new UsageError('شناسهٔ نظر باید عدد صحیح باشد. / The review id must be an integer.');
      const id = Number(first);
      const done = command === 'approve' ? await reviews.approve(id) : await reviews.remove(id);
      if (!done) {
        throw new ReviewCommandError(
          command === 'approve'
            ? `نظری در انتظار تأیید با شناسهٔ ${id} نیست. / No review #${id} is waiting for approval.`
            : `نظری با شناسهٔ ${id} وجود ندارد. / No review #${id}.`,
        );
      }
      io.out(command === 'approve' ? `Review #${id} approved.` : `Review #${id} deleted.`);
      return;
    }
  }
  if (group === 'back-in-stock' && command === 'send' && rest.length === 0) {
    const { queued, sent } = await backInStockService(db, io).sweep();
    io.out(`Back-in-stock: ${queued} message(s) queued, ${sent} sent.`);
    return;
  }
  if (group === 'giftcard' && command === 'create' && first !== undefined && rest.length <= 2) {
    const toman = INTEGER.test(first) ? Number(first) : NaN;
    const { DisplayCurrencyRate, DisplayCurrencyName } = await settings.get();
    try {
      const code = await issueGiftCard(db.kysely, systemClock, {
        amountRial: Math.round(toman / DisplayCurrencyRate),
        ...(second ? { code: second } : {}),
      });
      io.out(`Gift card ${code}: ${toman} ${DisplayCurrencyName}`);
    } catch (error) {
      if (error instanceof GiftCardError) throw new UsageError(error.message);
      throw error;
    }
    return;
  }
  if (group === 'outbox') {
    const count = command === undefined ? 10 : Number(command);
    if (rest.length !== 0 || !Number.isInteger(count) || count < 1 || count > 1000) {
      throw new UsageError(
        'تعداد پیام‌ها باید عددی بین ۱ و ۱۰۰۰ باشد. / The count must be a whole number from 1 to 1000.',
      );
    }
    const messages = await listLatestOutboxMessages(db.kysely, { limit: count });
    if (messages.length === 0) io.out('The outbox is empty.');
    for (const m of messages) io.out(`${m.created_at}\t${m.channel}\t${m.recipient}\t${m.body.replace(/\s+/g, ' ')}`);
    return;
  }
  throw new UsageError(
    args.length ? `دستور ناشناخته / Unknown command: ${args.join(' ')}` : 'دستوری داده نشد / No command given.',
  );
}

/** Runs one command; returns the process exit code (0 ok, 1 failed, 2 bad usage). */
export async function runCli(args: string[], options: { databaseUrl?: string; io?: CliIo } = {}): Promise<number> {
  const io = options.io ?? { out: (line) => console.log(line), err: (line) => console.error(line) };
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help' || args[0] === '-h') {
    io.out(USAGE);
    return args.length === 0 ? 2 : 0;
  }
  let db: Db;
  try {
    db = openDatabase(options.databaseUrl ?? loadEnv().DATABASE_URL, { poolSize: 2 });
  } catch (error) {
    io.err(`خطا / Error: ${(error as Error).message}`);
    return 1;
  }
  try {
    await execute(args, db, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(error.message);
      io.err(USAGE);
      return 2;
    }
    if (error instanceof SettingError || error instanceof InventoryError || error instanceof ReviewCommandError) {
      io.err(error.message);
      return 1;
    }
    io.err(`خطا / Error: ${(error as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
