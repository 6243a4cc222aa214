/**
 * The back office's categories and brands through HTTP with real staff sessions (ADR 0075): create with a
 * picture, slugs (made, given, taken), the tree's drag moves (among siblings, under another parent, never
 * under itself), the delete rule (products or subcategories first), the stale edit's 409, and the storefront's
 * cached category tree changing at once after each save. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@sabad/contract';
import type { AdminBrandDetail, AdminBrandList, AdminCategoryDetail, AdminCategoryTree } from '@sabad/contract/admin';
import { adminUrl, createStaffMember, signInStaff, type StaffCaller } from '../../admin-testing/staff-fixture.js';
import { catalogFixture } from '../../testing/catalog-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: StaffCaller;
let second: StaffCaller;
let support: StaffCaller;
const db = () => t.database.kysely;
const run = randomUUID().slice(0, 6);

const get = (caller: StaffCaller, path: string) =>
  t.app.inject({ method: 'GET', url: adminUrl(path), headers: caller.headers() });
const write = (caller: StaffCaller, method: 'POST' | 'PUT' | 'DELETE', path: string, payload: object) =>
  t.app.inject({ method, url: adminUrl(path), headers: caller.headers(), payload });

async function pngBase64(width = 640, height = 480): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

const fields = (name: string, extra: object = {}) => ({
  name,
  description: '',
  published: true,
  metaTitle: '',
  metaDescription: '',
  ...extra,
});

async function createCategory(name: string, extra: object = {}): Promise<AdminCategoryDetail> {
  const res = await write(admin, 'POST', '/categories', fields(name, { parentId: 0, ...extra }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCategoryDetail>();
}

async function tree(): Promise<AdminCategoryTree['items']> {
  const res = await get(admin, '/categories');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminCategoryTree>().items;
}

async function storefrontTree(): Promise<Category[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v2/catalog/categorytree' });
  expect(res.statusCode).toBe(200);
  return res.json<{ Items: Category[] }>().Items;
}

const findIn = (nodes: Category[], id: number): Category | undefined => {
  for (const node of nodes) {
    if (node.Id === id) return node;
    const found = findIn(node.SubCategories, id);
    if (found) return found;
  }
  return undefined;
};

const auditRows = (entityType: string, id: number) =>
  db()
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

beforeAll(async () => {
  // Cached catalogue pages for a minute: a save must drop them itself.
  t = await createTestApp({ catalogCacheTtlMs: 60_000 });
  admin = await signInStaff(t.app, (await createStaffMember(db(), ['Administrators'])).email);
  second = await signInStaff(t.app, (await createStaffMember(db(), ['CatalogueManagers'])).email);
  support = await signInStaff(t.app, (await createStaffMember(db(), ['Support'])).email);
});
afterAll(() => t.close());

describe('categories', () => {
  it('creates a subcategory with a picture; the storefront’s cached tree shows it at once', async () => {
    const parent = await createCategory(`پوشاک ${run}`);
    expect(findIn(await storefrontTree(), parent.id)).toBeDefined(); // now cached
    const child = await createCategory(`کفش ورزشی ${run}`, {
      parentId: parent.id,
      picture: { dataBase64: await pngBase64(), altText: 'کفش سبز' },
      metaTitle: 'کفش ورزشی ارزان',
    });
    expect(child).toMatchObject({ parentId: parent.id, displayOrder: 0, published: true, pictureAlt: 'کفش سبز' });
    expect(child.slug).toBe(`کفش-ورزشی-${run}`);
    expect(child.pictureUrl).toMatch(
      new RegExp(`^/images/\\d+/medium/${encodeURIComponent(child.slug ?? '')}\\.webp$`),
    );
    const picture = await t.app.inject({ method: 'GET', url: child.pictureUrl ?? '' });
    expect(picture.statusCode).toBe(200);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(600);

    const shown = findIn(await storefrontTree(), child.id);
    expect(shown).toMatchObject({ Name: `کفش ورزشی ${run}`, ParentCategoryId: parent.id });
    expect(shown?.PictureUrl).toMatch(/^\/images\/\d+\/thumb\//);

    const [created] = await auditRows('category', child.id);
    expect(created).toMatchObject({ action: 'category.create', area: 'catalogue', entity_version: 1 });
  });

  it('changes the kept picture’s alt text without a new upload, audited, and saves again under the slug it made', async () => {
    const made = await createCategory(`جعبهٔ عطر ${run}`, {
      picture: { dataBase64: await pngBase64(), altText: 'شیشهٔ عطر' },
    });
    const res = await write(admin, 'PUT', `/categories/${made.id}`, {
      // The slug the server made from the name, sent back as the form does: its hamza (a mark) included.
      ...fields(`جعبهٔ عطر ${run}`, { slug: made.slug }),
      expectedVersion: made.rowVersion,
      pictureAlt: '  شیشهٔ عطر زنانه  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminCategoryDetail>();
    expect(saved).toMatchObject({ pictureAlt: 'شیشهٔ عطر زنانه', pictureUrl: made.pictureUrl });
    const [, updated] = await auditRows('category', made.id);
    expect(updated?.action).toBe('category.update');
    expect(JSON.parse(updated?.before_json ?? '{}')).toMatchObject({ pictureAlt: 'شیشهٔ عطر' });
    expect(JSON.parse(updated?.after_json ?? '{}')).toMatchObject({ pictureAlt: 'شیشهٔ عطر زنانه' });

    // Without `pictureAlt` the text stays; too long a text is refused in Persian.
    const kept = await write(admin, 'PUT', `/categories/${made.id}`, {
      ...fields(`جعبهٔ عطر ${run}`),
      expectedVersion: saved.rowVersion,
    });
    expect(kept.json<AdminCategoryDetail>().pictureAlt).toBe('شیشهٔ عطر زنانه');
    const long = await write(admin, 'PUT', `/categories/${made.id}`, {
      ...fields(`جعبهٔ عطر ${run}`),
      expectedVersion: kept.json<AdminCategoryDetail>().rowVersion,
      pictureAlt: 'ا'.repeat(401),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('متن جایگزین تصویر حداکثر ۴۰۰ نویسه است.');
  });

  it('refuses a slug another category holds, in Persian, and a malformed one', async () => {
    const first = await createCategory(`لوازم خانگی ${run}`, { slug: `home-${run}` });
    const taken = await write(admin, 'POST', '/categories', fields('دیگری', { parentId: 0, slug: `home-${run}` }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ Message: string }>().Message).toBe(
      `نامک «home-${run}» را «دستهٔ «لوازم خانگی ${run}»» دارد؛ نامک دیگری بنویسید یا آن را خالی بگذارید تا از نام ساخته شود.`,
    );
    const malformed = await write(admin, 'POST', '/categories', fields('بد', { parentId: 0, slug: 'دو کلمه' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('نامک فقط حرف، رقم و خط تیره');
    // The category keeps its own slug on an edit.
    const again = await write(admin, 'PUT', `/categories/${first.id}`, {
      ...fields(`لوازم خانگی ${run}`, { slug: `home-${run}` }),
      expectedVersion: first.rowVersion,
    });
    expect(again.statusCode, again.body).toBe(200);
    // A made-up slug takes the next free number.
    const twin = await createCategory(`لوازم خانگی ${run}`);
    const twin2 = await createCategory(`لوازم خانگی ${run}`);
    expect([twin.slug, twin2.slug]).toEqual([`لوازم-خانگی-${run}`, `لوازم-خانگی-${run}-2`]);
  });

  it('refuses a file that is not a picture, in Persian, creating nothing', async () => {
    const before = (await tree()).length;
    const res = await write(
      admin,
      'POST',
      '/categories',
      fields('بی‌تصویر', {
        parentId: 0,
        picture: { dataBase64: Buffer.from('not a picture at all').toString('base64') },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ Message: string }>().Message).toBe(
      'این فایل تصویر نیست یا خراب است؛ یک تصویر JPEG، PNG یا WebP بفرستید.',
    );
    expect((await tree()).length).toBe(before);
  });

  it('refuses a picture over the size the API takes, in Persian, creating nothing', async () => {
    const before = (await tree()).length;
    const res = await write(
      admin,
      'POST',
      '/categories',
      fields('بزرگ', { parentId: 0, picture: { dataBase64: 'A'.repeat(900_004) } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('حجم تصویر بیش از حد است');
    expect((await tree()).length).toBe(before);
  });

  it('refuses a stale edit with a Persian 409 naming who changed what', async () => {
    const category = await createCategory(`کتاب ${run}`);
    const first = await write(admin, 'PUT', `/categories/${category.id}`, {
      ...fields(`کتاب و مجله ${run}`),
      expectedVersion: category.rowVersion,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminCategoryDetail>().rowVersion).toBe(category.rowVersion + 1);
    const stale = await write(second, 'PUT', `/categories/${category.id}`, {
      ...fields(`کتاب ${run}`, { published: false }),
      expectedVersion: category.rowVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toMatch(
      /^دستهٔ «کتاب .+» پس از آنکه شما آن را باز کردید تغییر کرده است: نام/,
    );
    const after = await get(admin, `/categories/${category.id}`);
    expect(after.json<AdminCategoryDetail>()).toMatchObject({ name: `کتاب و مجله ${run}`, published: true });
  });

  it('reorders among siblings and moves under another parent; the listing and the storefront follow', async () => {
    const a = await createCategory(`الف ${run}`);
    const b = await createCategory(`ب ${run}`);
    const b1 = await createCategory(`ب۱ ${run}`, { parentId: b.id });
    const b2 = await createCategory(`ب۲ ${run}`, { parentId: b.id });
    const product = await catalogFixture(db()).product({
      name: `کالای ب۲ ${run}`,
      price: 1_000_000,
      categoryIds: [b2.id],
    });

    // b2 before b1
    let res = await write(admin, 'PUT', `/categories/${b2.id}/position`, {
      expectedVersion: b2.rowVersion,
      parentId: b.id,
      position: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    let items = res.json<AdminCategoryTree>().items;
    expect(items.filter((item) => item.parentId === b.id).map((item) => item.id)).toEqual([b2.id, b1.id]);
    expect(findIn(await storefrontTree(), b.id)?.SubCategories.map((c) => c.Id)).toEqual([b2.id, b1.id]);

    // b2 under a
    const moved = items.find((item) => item.id === b2.id);
    res = await write(admin, 'PUT', `/categories/${b2.id}/position`, {
      expectedVersion: moved?.rowVersion,
      parentId: a.id,
      position: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    items = res.json<AdminCategoryTree>().items;
    expect(items.find((item) => item.id === b2.id)).toMatchObject({ parentId: a.id, displayOrder: 0 });
    expect(items.find((item) => item.id === b1.id)).toMatchObject({ displayOrder: 0 });
    const storefront = await storefrontTree();
    expect(findIn(storefront, a.id)?.SubCategories.map((c) => c.Id)).toEqual([b2.id]);
    expect(findIn(storefront, b.id)?.SubCategories.map((c) => c.Id)).toEqual([b1.id]);
    // The product is listed under its new ancestor, no longer under the old one (category_listing, ADR 0017).
    const listed = await db()
      .selectFrom('category_listing')
      .select('category_id')
      .where('product_id', '=', product)
      .orderBy('category_id')
      .execute();
    expect(listed.map((row) => row.category_id)).toEqual([a.id, b2.id].sort((x, y) => x - y));
    const moves = await auditRows('category', b2.id);
    expect(moves.map((row) => row.action)).toEqual(['category.create', 'category.reorder', 'category.move']);
  });

  it('never moves a category under itself or its own subcategory, nor under one that does not exist', async () => {
    const top = await createCategory(`بالا ${run}`);
    const below = await createCategory(`پایین ${run}`, { parentId: top.id });
    for (const parentId of [top.id, below.id]) {
      const res = await write(admin, 'PUT', `/categories/${top.id}/position`, {
        expectedVersion: top.rowVersion,
        parentId,
        position: 0,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ Message: string }>().Message).toBe('دسته را نمی‌توان زیر خودش یا زیر یکی از زیردسته‌هایش برد.');
    }
    const missing = await write(admin, 'PUT', `/categories/${top.id}/position`, {
      expectedVersion: top.rowVersion,
      parentId: 987_654,
      position: 0,
    });
    expect(missing.statusCode).toBe(422);
    expect((await get(admin, `/categories/${top.id}`)).json<AdminCategoryDetail>().rowVersion).toBe(top.rowVersion);
  });

  it('refuses to delete a category that holds products or subcategories, saying how many, in Persian', async () => {
    const full = await createCategory(`پر ${run}`);
    for (const n of [1, 2, 3])
      await catalogFixture(db()).product({ name: `کالای ${n} ${run}`, price: 1_000_000, categoryIds: [full.id] });
    let res = await write(admin, 'DELETE', `/categories/${full.id}`, { expectedVersion: full.rowVersion });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ Message: string }>().Message).toBe(
      `دستهٔ «پر ${run}» هنوز ۳ کالا دارد؛ پیش از حذف، آن‌ها را به دستهٔ دیگری ببرید.`,
    );
    const parent = await createCategory(`والد ${run}`);
    await createCategory(`فرزند ${run}`, { parentId: parent.id });
    res = await write(admin, 'DELETE', `/categories/${parent.id}`, { expectedVersion: parent.rowVersion });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ Message: string }>().Message).toContain('هنوز ۱ زیردسته دارد');
    expect((await get(admin, `/categories/${full.id}`)).statusCode).toBe(200);
    expect((await auditRows('category', full.id)).map((row) => row.action)).toEqual(['category.create']);
  });

  it('deletes an empty category and its picture', async () => {
    const empty = await createCategory(`خالی ${run}`, { picture: { dataBase64: await pngBase64(300, 300) } });
    const pictureId = Number(/\/images\/(\d+)\//.exec(empty.pictureUrl ?? '')?.[1]);
    const res = await write(admin, 'DELETE', `/categories/${empty.id}`, { expectedVersion: empty.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(admin, `/categories/${empty.id}`)).statusCode).toBe(404);
    expect(
      await db().selectFrom('picture').select('id').where('id', '=', pictureId).executeTakeFirst(),
    ).toBeUndefined();
    expect((await auditRows('category', empty.id)).map((row) => row.action)).toEqual([
      'category.create',
      'category.delete',
    ]);
  });

  it('hides an unpublished category from the storefront at once', async () => {
    const category = await createCategory(`فصلی ${run}`);
    expect(findIn(await storefrontTree(), category.id)).toBeDefined();
    const res = await write(admin, 'PUT', `/categories/${category.id}`, {
      ...fields(`فصلی ${run}`, { published: false }),
      expectedVersion: category.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(findIn(await storefrontTree(), category.id)).toBeUndefined();
  });

  it('lets the Support role read nothing and change nothing here', async () => {
    expect((await get(support, '/categories')).statusCode).toBe(403);
    expect((await write(support, 'POST', '/categories', fields('x', { parentId: 0 }))).statusCode).toBe(403);
  });
});

describe('brands', () => {
  async function createBrand(name: string, extra: object = {}): Promise<AdminBrandDetail> {
    const res = await write(admin, 'POST', '/brands', fields(name, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminBrandDetail>();
  }

  it('creates brands last in the list, moves one, and the storefront’s brands follow', async () => {
    const x = await createBrand(`سامسونگ ${run}`, { picture: { dataBase64: await pngBase64(200, 100) } });
    const y = await createBrand(`ال‌جی ${run}`);
    expect(y.displayOrder).toBe(x.displayOrder + 1);
    expect(x.pictureUrl).toMatch(/^\/images\/\d+\/medium\//);
    const res = await write(admin, 'PUT', `/brands/${y.id}/position`, { expectedVersion: y.rowVersion, position: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<AdminBrandList>().items;
    expect(list[0]?.id).toBe(y.id);
    expect(list.map((item) => item.displayOrder)).toEqual(list.map((_, index) => index));
    const shop = await t.app.inject({ method: 'GET', url: '/api/v2/catalog/manufacturers' });
    expect(shop.statusCode).toBe(200);
    expect(shop.body.indexOf(`ال‌جی ${run}`)).toBeLessThan(shop.body.indexOf(`سامسونگ ${run}`));
  });

  it('refuses to delete a brand products carry, and a stale edit, in Persian', async () => {
    const brand = await createBrand(`اسنوا ${run}`);
    await db()
      .updateTable('product')
      .set({ manufacturer_id: brand.id })
      .where('id', '=', await catalogFixture(db()).product({ name: `یخچال ${run}`, price: 9_000_000 }))
      .execute();
    const res = await write(admin, 'DELETE', `/brands/${brand.id}`, { expectedVersion: brand.rowVersion });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ Message: string }>().Message).toBe(
      `برند «اسنوا ${run}» هنوز روی ۱ کالا است؛ پیش از حذف، برند آن کالاها را عوض کنید.`,
    );
    const saved = await write(admin, 'PUT', `/brands/${brand.id}`, {
      ...fields(`اسنوا ایران ${run}`),
      expectedVersion: brand.rowVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await write(second, 'PUT', `/brands/${brand.id}`, {
      ...fields(`اسنوا ${run}`),
      expectedVersion: brand.rowVersion,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ Message: string }>().Message).toContain('پس از آنکه شما آن را باز کردید تغییر کرده است');
  });

  it('deletes a brand no product carries; its slug is free again', async () => {
    const brand = await createBrand(`موقت ${run}`, { slug: `temp-${run}` });
    const res = await write(admin, 'DELETE', `/brands/${brand.id}`, { expectedVersion: brand.rowVersion });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(admin, `/brands/${brand.id}`)).statusCode).toBe(404);
    expect((await createBrand(`دوباره ${run}`, { slug: `temp-${run}` })).slug).toBe(`temp-${run}`);
  });
});
