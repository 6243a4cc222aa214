/**
 * The catalogue import through the admin API (issue 36): upload and preview with every bad row's Persian
 * errors, refusals with nothing stored, and the background job that applies the good rows on this database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_IMPORT_MAX_BYTES, type CatalogueImport } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { sql } from 'kysely';
import { isPostgresUrl } from '../../db/client.js';
import { graphileSchemaFor } from '../../lib/jobs/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { csvOf, multipartUpload, xlsxOf } from '../../testing/catalogue-import-fixture.js';

let t: TestApp;
let admin: StaffCaller;
let categoryId: number;
let penId: number;

beforeAll(async () => {
  // On PostgreSQL the server's engine, graphile-worker, runs the jobs (it needs the connection string).
  const database = await createTestDatabase();
  t = await createTestApp({ database, config: isPostgresUrl(database.url) ? { DATABASE_URL: database.url } : {} });
  const db = t.database.kysely;
  admin = await signInStaff(t.app, (await createStaffMember(db, ['CatalogueManagers'])).email);
  const fixture = catalogFixture(db);
  categoryId = await fixture.category({ name: 'لوازم التحریر' });
  penId = await fixture.product({
    name: 'خودکار آبی',
    sku: 'PEN-1',
    price: 250_000,
    categoryIds: [categoryId],
    manageInventory: 'product',
    stock: 3,
  });
});
afterAll(() => t.close());

async function upload(fileName: string, data: Buffer) {
  const body = multipartUpload(fileName, data);
  return t.app.inject({
    method: 'POST',
    url: adminUrl('/catalogue/imports'),
    headers: { ...admin.headers(), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function importCount(): Promise<number> {
  const row = await t.database.kysely
    .selectFrom('catalogue_import')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function waitForEnd(id: number): Promise<CatalogueImport> {
  for (let i = 0; i < 200; i++) {
    const state = (
      await t.app.inject({ method: 'GET', url: adminUrl(`/catalogue/imports/${id}`), headers: admin.headers() })
    ).json<CatalogueImport>();
    if (['done', 'failed', 'interrupted'].includes(state.status)) return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

describe('preview', () => {
  it('lists every bad row with its row number, column and a Persian reason, and changes nothing', async () => {
    const response = await upload(
      'prices.csv',
      csvOf([
        ['PEN-1', '', '۳۰۰٬۰۰۰', '', '۱۰', '', ''],
        ['NEW-1', 'دفتر', 'سیصد', '', '', '', ''],
        ['NEW-2', 'مداد', '۱۲3٬000', '', '', '', ''],
        ['NEW-3', 'پاک‌کن', '50000', '', '-2', '', ''],
        ['NEW-4', 'تراش', '40000', '', '', 'شاید', 'اسباب‌بازی'],
        ['PEN-1', '', '1', '', '', '', ''],
        ['NEW-5', '', '', '', '', '', ''],
        ['NEW-6', 'خط‌کش', '۱۲٫۵', '', '', 'بله', 'لوازم‌التحریر'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<CatalogueImport>();
    expect(preview).toMatchObject({ status: 'previewed', format: 'csv', totalRows: 8, validRows: 1, invalidRows: 7 });
    const errorsOf = (row: number) => preview.errors.filter((error) => error.row === row);
    expect(errorsOf(3)).toEqual([{ row: 3, column: 'قیمت (تومان)', message: '«سیصد» عدد نیست.' }]);
    expect(errorsOf(4)[0]?.message).toContain('رقم‌های فارسی و لاتین با هم آمده‌اند');
    expect(errorsOf(5)).toEqual([{ row: 5, column: 'موجودی', message: '«-2» منفی است؛ منفی پذیرفته نیست.' }]);
    expect(errorsOf(6).map((error) => error.column)).toEqual(['منتشرشده', 'دسته‌بندی']);
    expect(errorsOf(7)[0]).toMatchObject({
      column: 'شناسه کالا (SKU)',
      message: 'این SKU در ردیف ۲ هم آمده است؛ هر کالا یک بار.',
    });
    expect(errorsOf(8).map((error) => error.column)).toEqual(['نام', 'قیمت (تومان)']);
    expect(errorsOf(9)).toEqual([{ row: 9, column: 'قیمت (تومان)', message: '«۱۲٫۵» عدد صحیح نیست.' }]);
    expect(preview.sample).toEqual([
      { row: 2, sku: 'PEN-1', name: null, price: 300_000, oldPrice: null, stock: 10, published: null, category: null },
    ]);
    const pen = await t.database.kysely
      .selectFrom('product')
      .select(['price', 'stock_quantity'])
      .where('id', '=', penId)
      .executeTakeFirstOrThrow();
    expect(pen).toEqual({ price: 250_000, stock_quantity: 3 });
  });

  it('reads an XLSX the same way, numbers typed as numbers included', async () => {
    const response = await upload(
      'prices.xlsx',
      await xlsxOf([['PEN-1', 'خودکار آبی', 280000, 300000, 7, 'بله', 'لوازم التحریر']]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CatalogueImport>()).toMatchObject({ format: 'xlsx', totalRows: 1, validRows: 1, errors: [] });
  });
});

describe('refused whole, in Persian, nothing stored', () => {
  const refusals: Array<[string, () => Promise<{ name: string; data: Buffer }>, number, string]> = [
    [
      'an unknown column',
      async () => ({ name: 'a.csv', data: csvOf([['X', '1']], ['SKU', 'رنگ']) }),
      400,
      'ستون «رنگ» شناخته نیست',
    ],
    ['no SKU column', async () => ({ name: 'a.csv', data: csvOf([['1000']], ['قیمت']) }), 400, 'در فایل نیست'],
    ['a header alone', async () => ({ name: 'a.csv', data: csvOf([]) }), 400, 'هیچ ردیف کالایی ندارد'],
    [
      'a picture',
      async () => ({ name: 'a.csv', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) }),
      400,
      'نه CSV است نه XLSX',
    ],
    [
      'an old XLS',
      async () => ({ name: 'a.xls', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) }),
      400,
      'XLS قدیمی',
    ],
    [
      'a CSV not in UTF-8',
      async () => ({ name: 'a.csv', data: Buffer.from([0x53, 0x4b, 0x55, 0x2c, 0xe4, 0xc7, 0xe3, 0x0a]) }),
      400,
      'UTF-8',
    ],
    [
      'a zip that is not a workbook',
      async () => ({ name: 'a.xlsx', data: await zipOf({ 'readme.txt': Buffer.from('hello') }) }),
      400,
      'نه CSV است نه XLSX',
    ],
    [
      'an XLSX bomb',
      async () => ({
        name: 'bomb.xlsx',
        data: await zipOf({
          'xl/workbook.xml': Buffer.from('<workbook/>'),
          'xl/worksheets/sheet1.xml': Buffer.alloc(80 * 1024 * 1024, 0x20),
        }),
      }),
      400,
      'بمب فشرده',
    ],
  ];

  it.each(refusals)('%s', async (_, make, status, text) => {
    const before = await importCount();
    const file = await make();
    const response = await upload(file.name, file.data);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ Message: string }>().Message).toContain(text);
    expect(await importCount()).toBe(before);
  });

  it('a 50 MB file is a 413 with the Persian message', async () => {
    const before = await importCount();
    // The case: a 50 MB file, five times the limit; read no further than the limit.
    const big = Buffer.alloc(50 * 1024 * 1024, 0x41);
    expect(big.length).toBeGreaterThan(CATALOGUE_IMPORT_MAX_BYTES);
    const response = await upload('big.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json<{ Message: string }>().Message).toContain('مگابایت');
    expect(await importCount()).toBe(before);
  });

  it('a staff member without catalogue import-export is refused', async () => {
    const support = await signInStaff(
      t.app,
      (await createStaffMember(t.database.kysely, ['Support'], { withoutTotp: true })).email,
    );
    const body = multipartUpload('a.csv', csvOf([['PEN-1', '', '1', '', '', '', '']]));
    const response = await t.app.inject({
      method: 'POST',
      url: adminUrl('/catalogue/imports'),
      headers: { ...support.headers(), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('apply', () => {
  it('applies the good rows as a job, reports the bad ones, and the shop shows the new price', async () => {
    const before = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${penId}` });
    expect(before.json<{ PriceValue: number }>().PriceValue).toBe(250_000);
    const preview = (
      await upload(
        'prices.csv',
        csvOf([
          ['PEN-1', '', '۳۰٬۰۰۰', '۳۵٬۰۰۰', '۱۲', '', ''],
          ['NB-77', 'دفتر صد برگ', '45000', '', '20', 'بله', 'لوازم التحریر'],
          ['NB-78', 'دفتر بی‌قیمت', 'رایگان', '', '', '', ''],
        ]),
      )
    ).json<CatalogueImport>();
    expect(preview.invalidRows).toBe(1);
    const applied = await t.app.inject({
      method: 'POST',
      url: adminUrl(`/catalogue/imports/${preview.id}/apply`),
      headers: admin.headers(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const end = await waitForEnd(preview.id);
    if (t.database.dialect === 'postgres') {
      // graphile-worker ran it: its schema is there and its job is gone (done).
      const schema = await graphileSchemaFor(t.database.kysely);
      const jobs = await sql<{ n: string }>`select count(*) as n from ${sql.id(schema, 'jobs')}`.execute(
        t.database.kysely,
      );
      expect(Number(jobs.rows[0]?.n)).toBe(0);
    }
    expect(end).toMatchObject({ status: 'done', processedRows: 3, appliedRows: 2, failedRows: 1 });

    const after = await t.app.inject({ method: 'GET', url: `/api/v2/product/details/${penId}` });
    expect(after.json<{ PriceValue: number; OldPriceValue: number }>()).toMatchObject({
      PriceValue: 300_000,
      OldPriceValue: 350_000,
    });
    const created = await t.database.kysely
      .selectFrom('product')
      .selectAll()
      .where('sku', '=', 'NB-77')
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: 'دفتر صد برگ', price: 450_000, stock_quantity: 20, published: 1 });
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v2/product/search?q=' + encodeURIComponent('دفتر صد برگ'),
    });
    expect(search.json<{ Items: Array<{ Id: number }> }>().Items.map((item) => item.Id)).toContain(created.id);

    const result = await t.app.inject({
      method: 'GET',
      url: adminUrl(`/catalogue/imports/${preview.id}/result`),
      headers: admin.headers(),
    });
    expect(result.json()).toEqual({
      items: [
        { row: 2, sku: 'PEN-1', outcome: 'applied', message: 'به‌روز شد' },
        { row: 3, sku: 'NB-77', outcome: 'applied', message: 'ساخته شد' },
        { row: 4, sku: 'NB-78', outcome: 'failed', message: 'قیمت (تومان): «رایگان» عدد نیست.' },
      ],
    });
    const audit = await t.database.kysely
      .selectFrom('audit_log')
      .select(['action', 'after_json'])
      .where('entity_type', '=', 'catalogue-import')
      .where('entity_id', '=', String(preview.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['import.uploaded', 'import.started', 'import.finished']);
    expect(JSON.parse(audit[2]?.after_json ?? '{}')).toMatchObject({
      fileName: 'prices.csv',
      appliedRows: 2,
      failedRows: 1,
    });

    const again = await t.app.inject({
      method: 'POST',
      url: adminUrl(`/catalogue/imports/${preview.id}/apply`),
      headers: admin.headers(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('a row that fails while applying is rolled back whole and the rest still apply', async () => {
    const untracked = await catalogFixture(t.database.kysely).product({
      name: 'کتاب',
      sku: 'BOOK-1',
      price: 100_000,
      manageInventory: 'none',
    });
    const preview = (
      await upload(
        'prices.csv',
        csvOf([
          ['BOOK-1', 'کتاب نو', '20000', '', '5', '', ''],
          ['PEN-1', '', '31000', '', '', '', ''],
        ]),
      )
    ).json<CatalogueImport>();
    await t.app.inject({
      method: 'POST',
      url: adminUrl(`/catalogue/imports/${preview.id}/apply`),
      headers: admin.headers(),
    });
    expect(await waitForEnd(preview.id)).toMatchObject({ appliedRows: 1, failedRows: 1 });
    // The name was written before the stock was refused: the savepoint took it back with the rest of the row.
    const book = await t.database.kysely
      .selectFrom('product')
      .select(['name', 'price'])
      .where('id', '=', untracked)
      .executeTakeFirstOrThrow();
    expect(book).toEqual({ name: 'کتاب', price: 100_000 });
    const result = (
      await t.app.inject({
        method: 'GET',
        url: adminUrl(`/catalogue/imports/${preview.id}/result`),
        headers: admin.headers(),
      })
    ).json<{ items: Array<{ outcome: string; message: string }> }>();
    expect(result.items[0]).toMatchObject({ outcome: 'failed' });
    expect(result.items[0]?.message).toContain('موجودی');
  });
});

/** A zip with these entries, deflated (the bomb: 80 MB of spaces is some 80 KB). */
async function zipOf(entries: Record<string, Buffer>): Promise<Buffer> {
  const zlib = await import('node:zlib');
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const compressed = zlib.deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, compressed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
