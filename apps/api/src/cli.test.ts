import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPersianDigits } from '@sabad/contract';
import { commandTable } from './cli/command-table.js';
import { catalogFixture } from './testing/catalog-fixture.js';
import { insertGuestCustomer } from './testing/customer-fixture.js';
import { insertUnpaidOnlineOrder } from './testing/order-fixture.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { runCliOn } from './testing/cli-runner.js';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = await catalogFixture(t.database.kysely).product({ name: 'کتری برقی', price: 9_000_000, stock: 4 });
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCliOn(t.database.url, args);

describe('operator CLI', () => {
  it('db migrate reports an up-to-date database', async () => {
    expect(await cli('db', 'migrate')).toMatchObject({ code: 0, out: 'Database is up to date.' });
  });

  it('db seed leaves a catalogue that has products alone', async () => {
    const result = await cli('db', 'seed');
    expect(result.code).toBe(0);
    expect(result.out).toContain('nothing was seeded');
  });

  it('settings set changes what the API answers, and settings get reads it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/settings/isstoreclosed' })).json().StoreClosed).toBe(
      false,
    );
    expect(await cli('settings', 'set', 'StoreClosed', 'true')).toMatchObject({ code: 0, out: 'StoreClosed = true' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/settings/isstoreclosed' })).json().StoreClosed).toBe(
      true,
    );
    expect(await cli('settings', 'get', 'StoreClosed')).toMatchObject({ code: 0, out: 'true' });
    expect(await cli('settings', 'set', 'StoreName', 'فروشگاه من')).toMatchObject({ code: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/common/logo' })).json().StoreName).toBe('فروشگاه من');
  });

  it('settings get prints a default that was never stored', async () => {
    expect(await cli('settings', 'get', 'DisplayCurrencyName')).toMatchObject({ code: 0, out: 'تومان' });
  });

  it('rejects an unknown setting or a bad value and exits non-zero', async () => {
    const unknown = await cli('settings', 'set', 'StoreOpenForever', 'true');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe('تنظیمی با نام «StoreOpenForever» وجود ندارد. / Unknown setting "StoreOpenForever".');
    const bad = await cli('settings', 'set', 'StoreClosed', 'maybe');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('Invalid value "maybe" for StoreClosed');
    expect(await cli('settings', 'get', 'StoreClosed')).toMatchObject({ out: 'true' });
    expect((await cli('settings', 'get', 'Nope')).code).toBe(1);
  });

  it('product stock sets the quantity the shopper sees', async () => {
    const result = await cli('product', 'stock', String(productId), '0');
    expect(result.code).toBe(0);
    expect(result.out).toContain('stock 4 → 0');
    const details = (await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${productId}` })).json();
    expect(details).toMatchObject({ InStock: false, StockAvailability: 'ناموجود' });
    await cli('product', 'stock', String(productId), '25');
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${productId}` })).json().InStock).toBe(
      true,
    );
  });

  it.each([
    [['product', 'stock', '987654', '3'], 1, 'No product with id 987654'],
    [['product', 'stock', 'abc', '3'], 2, 'must be integers'],
    [['product', 'stock', '1', '-3'], 1, 'non-negative integer'],
  ])('rejects %j with exit code %i', async (args, code, message) => {
    const result = await cli(...args);
    expect(result.code).toBe(code);
    expect(result.err).toContain(message);
  });

  it('catalog reindex brings search and category lists in step with a change made in SQL', async () => {
    const db = t.database.kysely;
    const category = await catalogFixture(db).category({ name: 'آشپزخانه' });
    await db
      .insertInto('product_category')
      .values({ product_id: productId, category_id: category, display_order: 0 })
      .execute();
    await db.updateTable('product').set({ name: 'کتری استیل' }).where('id', '=', productId).execute();
    const idsOf = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/v2/product/search?${query}` })).json() as {
          Items: Array<{ Id: number }>;
        }
      ).Items.map((item) => item.Id);
    const inCategory = `CategoryId=${category}`;
    const searched = `SearchWords=${encodeURIComponent('استیل')}`;
    expect(await idsOf(inCategory)).toEqual([]);
    expect(await idsOf(searched)).toEqual([]);
    const result = await cli('catalog', 'reindex');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Category lists: rebuilt, 1 listing rows');
    expect(await idsOf(inCategory)).toEqual([productId]);
    expect(await idsOf(searched)).toEqual([productId]);
  });

  it('outbox prints the latest messages, newest last, so a verification code can be read', async () => {
    expect(await cli('outbox')).toMatchObject({ code: 0, out: 'The outbox is empty.' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: { Email: '09121230000', Password: 'secret-1403', FirstName: 'رضا', LastName: 'کریمی' },
    });
    await t.app.inject({ method: 'POST', url: '/api/v2/user/passwordrecoverysend?emailmobile=09121230000' });
    await t.app.inject({
      method: 'POST',
      url: '/api/v2/account/register',
      payload: { Email: 'reader@example.com', Password: 'secret-1403', FirstName: 'مینا', LastName: 'خواننده' },
    });
    const result = await cli('outbox', '2');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/\tsms\t09121230000\t.*\b\d{6}\b/);
    expect(lines[1]).toMatch(/\temail\treader@example\.com\t.*\b\d{6}\b/);
    expect((await cli('outbox', 'many')).code).toBe(2);
  });

  it('payments sweep cancels and restocks an unpaid online order past its hold, once, and says so', async () => {
    const db = t.database.kysely;
    const kettle = await catalogFixture(db).product({ name: 'قوری', price: 800_000, stock: 10 });
    const guest = await insertGuestCustomer(db);
    const order = await insertUnpaidOnlineOrder(db, {
      customerId: guest.id,
      productId: kettle,
      quantity: 4,
      unitPrice: 800_000,
      holdExpiresAt: new Date(Date.now() - 60_000).toISOString(),
      now: new Date(Date.now() - 31 * 60_000).toISOString(),
    });
    const stockOf = async () =>
      Number(
        (await db.selectFrom('product').select('stock_quantity').where('id', '=', kettle).executeTakeFirstOrThrow())
          .stock_quantity,
      );
    expect(await stockOf()).toBe(6);
    const first = await cli('payments', 'sweep');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Order ${order.id}: cancelled`);
    expect(await stockOf()).toBe(10);
    const second = await cli('payments', 'sweep');
    expect(second).toMatchObject({ code: 0, out: 'Payments sweep: 0 unpaid online order(s) past their hold.' });
    expect(await stockOf()).toBe(10);
  });

  it('discount create makes a code from Toman amounts and Tehran days, and prints it', async () => {
    const created = await cli(
      'discount',
      'create',
      'bahar1405',
      '--percent',
      '20',
      '--max',
      '100000',
      '--min-subtotal',
      '500000',
      '--starts',
      '1405-01-01',
      '--ends',
      '2026-04-30',
      '--limit-per-customer',
      '1',
      '--limit-total',
      '50',
      '--name',
      'تخفیف بهاری',
    );
    expect(created.code).toBe(0);
    expect(created.out).toMatch(
      /^Discount BAHAR1405 \(#\d+, «تخفیف بهاری»\): 20% off, at most 100000 تومان; minimum subtotal 500000 تومان; from 2026-03-21; until the end of 2026-04-30; 1 use\(s\) per customer; 50 use\(s\) in total$/,
    );
    const row = await t.database.kysely
      .selectFrom('discount')
      .selectAll()
      .where('coupon_code', '=', 'BAHAR1405')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      use_percentage: 1,
      percentage: 20,
      maximum_amount: 1_000_000,
      minimum_subtotal: 5_000_000,
      // Tehran's midnights (UTC+03:30): Farvardin 1, 1405 is 2026-03-21; the end is after April 30.
      starts_at: '2026-03-20T20:30:00.000Z',
      ends_at: '2026-04-30T20:30:00.000Z',
      limit_per_customer: 1,
      limit_total: 50,
    });
    const amount = await cli('discount', 'create', 'NAGHDI', '--amount', '50000');
    expect(amount.out).toBe(
      'Discount NAGHDI (#' +
        String(row.id + 1) +
        ', «کد تخفیف NAGHDI»): 50000 تومان off; no limit per customer; no total limit',
    );

    for (const refused of [
      ['discount', 'create', 'BAHAR1405', '--percent', '10'],
      ['discount', 'create', 'BOTH', '--percent', '10', '--amount', '1000'],
      ['discount', 'create', 'NEITHER'],
      ['discount', 'create', 'CAPPED', '--amount', '1000', '--max', '500'],
      ['discount', 'create', 'TOOMUCH', '--percent', '101'],
      ['discount', 'create', 'BADDAY', '--percent', '10', '--ends', '2026-02-30'],
      ['discount', 'create', 'BACKWARDS', '--percent', '10', '--starts', '2026-05-01', '--ends', '2026-04-01'],
      ['discount', 'create', 'کد', '--percent', '10'],
    ]) {
      const result = await cli(...refused);
      expect(result.code, refused.join(' ')).toBe(1);
    }
    for (const bad of [
      ['discount', 'create', 'ODD', '--percent', '10', '--colour', 'red'],
      ['discount', 'create', 'HALF', '--percent', 'half'],
      ['discount', 'create', '--percent', '10'],
    ]) {
      const result = await cli(...bad);
      expect(result.code, bad.join(' ')).toBe(2);
    }
    expect((await cli('discount', 'create', 'BAHAR1405', '--percent', '10')).err).toContain(
      'A discount code BAHAR1405 exists.',
    );
  });

  it('explains its usage for an unknown command', async () => {
    const result = await cli('shop', 'now');
    expect(result.code).toBe(2);
    expect(result.err).toContain('Unknown command: shop now');
    expect(result.err).toContain('settings set <Name> <value>');
    expect((await cli()).code).toBe(2);
    expect((await cli('--help')).code).toBe(0);
  });

  it('prints every command of the table in its help, and a group of it after an unknown command of the group', async () => {
    const help = await cli('help');
    expect(help.code).toBe(0);
    for (const command of commandTable) expect(help.out).toContain(`  ${command.name}`);
    expect(help.out).toContain('Exit codes: 0 done, 1 refused or nothing changed, 2 bad usage.');
    const group = await cli('order', 'teleport', '1405-000001');
    expect(group.code).toBe(2);
    expect(group.err).toContain('order ship <number> --tracking <code>');
    expect(group.err).not.toContain('settings set');
  });

  it.each([
    [['product', 'stock', '1'], 'Missing argument: quantity'],
    [['product', 'stock', '1', '2', '3'], 'Unexpected argument: 3'],
    [['settings', 'get'], 'Missing argument: name'],
    [['orders', 'list', '--status', 'lost'], '--status (pending|processing|complete|cancelled)'],
    [['orders', '--count'], '--count needs a value'],
    [['reviews', 'pending', '0'], 'from 1 to 1000'],
    [['order', 'ship', '1405-000001'], "--tracking needs the carrier's code"],
    [['blog', 'comment', 'approve'], 'Missing argument: id'],
    [['push', 'send', '--title', 'x', '--body', 'y'], '--topic is required'],
    [['order', 'ship', '1405-000001', '--tracking', 'A', '--tracking', 'B'], 'Repeated option: --tracking'],
    [['order', 'cheques', 'maybe', '1405-000001'], 'The decision is accept or reject.'],
    [['db', 'migrate', 'now'], 'Unexpected argument: now'],
    [['outbox', '--all'], 'Bad option: --all'],
  ])('answers bad usage %j with exit code 2, the reason and the command’s usage', async (args, reason) => {
    const result = await cli(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(reason);
    expect(result.err.split('\n')[0], 'a Persian message first').toMatch(/[\u0600-\u06FF]/);
    expect(result.err).toContain(`  ${args[0]} `);
    expect(result.out).toBe('');
  });

  it('parses the arguments before it opens the database', async () => {
    const unreachable = 'postgres://nobody@127.0.0.1:1/none';
    const usage = await runCliOn(unreachable, ['product', 'stock', 'x', '1']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('must be integers');
  });

  it('takes Persian digits where it takes a number', async () => {
    const result = await cli('product', 'stock', toPersianDigits(productId), '۲۵');
    expect(result).toMatchObject({ code: 0 });
    expect(result.out).toContain('→ 25');
  });

  it('exits 0 for a change, 1 when the same change is asked again (nothing changed), 1 for a refusal', async () => {
    const added = await cli('search', 'synonym', 'add', 'sabadix', 'سبدیکس');
    expect(added, added.err).toMatchObject({ code: 0 });
    const again = await cli('search', 'synonym', 'add', 'سبدیکس', 'Sabadix');
    expect(again).toMatchObject({ code: 1, err: '' });
    expect(again.out).toContain('Already synonyms');
    const refused = await cli('reviews', 'approve', '987654');
    expect(refused).toMatchObject({ code: 1, out: '' });
    expect(refused.err).toContain('No review #987654 is waiting for approval.');
  });
});

describe('the CLI source', () => {
  const cliRoot = path.dirname(fileURLToPath(import.meta.url));
  const sources = [
    path.join(cliRoot, 'cli.ts'),
    ...readdirSync(path.join(cliRoot, 'cli'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => path.join(cliRoot, 'cli', file)),
  ];

  it('has no query of its own and imports no repository: it calls services', () => {
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const query of ['.selectFrom(', '.updateTable(', '.insertInto(', '.deleteFrom(', 'sql`', '.transaction(']) {
        expect(text.includes(query), `${path.relative(cliRoot, file)} has ${query}`).toBe(false);
      }
      expect(text, path.relative(cliRoot, file)).not.toMatch(/from '[^']*\.repository\.js'/);
    }
  });
});
