// The back office's categories and brands (ADR 0075). Every write checks the row version the editor loaded
// (ADR 0065), writes its audit row in its transaction, and after the commit tells every process's catalogue
// cache (over Redis when set). A category's move or publishing change re-derives the listing rows
// (category_listing, ADR 0017) of the products in its subtree, in the same transaction.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  AdminBrandCreate,
  AdminBrandDetail,
  AdminBrandList,
  AdminBrandUpdate,
  AdminCategoryCreate,
  AdminCategoryDetail,
  AdminCategoryTree,
  AdminCategoryUpdate,
  AdminPictureUpload,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import type { CatalogChanges } from '../../lib/cache-invalidation.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditActor, AuditEntry, AuditLog } from '../audit/index.js';
import {
  createPictureUrls,
  createUploadedPictures,
  type PicturesService,
  type UploadedPictureRefusal,
} from '../pictures/index.js';
import { categoryAdminMessages as messages } from './category-admin.messages.js';
import * as repo from './category-admin.repository.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { firstFreeSlug, slugOf } from '../../lib/slugs.js';

type CategoryCreate = z.output<typeof AdminCategoryCreate>;
type CategoryUpdate = z.output<typeof AdminCategoryUpdate>;
type BrandCreate = z.output<typeof AdminBrandCreate>;
type BrandUpdate = z.output<typeof AdminBrandUpdate>;
type PictureUpload = z.output<typeof AdminPictureUpload>;

export interface CategoryAdminService {
  tree(): Promise<AdminCategoryTree>;
  category(id: number): Promise<AdminCategoryDetail>;
  createCategory(input: CategoryCreate, actor: AuditActor): Promise<AdminCategoryDetail>;
  updateCategory(id: number, input: CategoryUpdate, actor: AuditActor): Promise<AdminCategoryDetail>;
  moveCategory(
    id: number,
    move: { expectedVersion: number; parentId: number; position: number },
    actor: AuditActor,
  ): Promise<AdminCategoryTree>;
  deleteCategory(id: number, expectedVersion: number, actor: AuditActor): Promise<void>;
  brands(): Promise<AdminBrandList>;
  brand(id: number): Promise<AdminBrandDetail>;
  createBrand(input: BrandCreate, actor: AuditActor): Promise<AdminBrandDetail>;
  updateBrand(id: number, input: BrandUpdate, actor: AuditActor): Promise<AdminBrandDetail>;
  moveBrand(
    id: number,
    move: { expectedVersion: number; position: number },
    actor: AuditActor,
  ): Promise<AdminBrandList>;
  deleteBrand(id: number, expectedVersion: number, actor: AuditActor): Promise<void>;
}

/** The picture's longest edge as stored; the storefront's largest variant is 1,200 px. */
const PICTURE_EDGE = 1200;

const FIELD_LABELS = {
  name: 'نام',
  slug: 'نامک',
  description: 'توضیحات',
  published: 'منتشرشده',
  metaTitle: 'عنوان سئو',
  metaDescription: 'توضیح سئو',
  pictureId: 'تصویر',
  pictureAlt: 'متن جایگزین تصویر',
  parentId: 'دستهٔ والد',
  position: 'جایگاه',
};

const refusalMessages: Record<UploadedPictureRefusal, string> = {
  'not-a-picture': messages.notAPicture,
  'wrong-type': messages.wrongType,
  'too-many-pixels': messages.tooManyPixels,
};

/** Thrown inside a transaction when the row version moved on; becomes the Persian 409 after the rollback. */
class StaleEdit extends Error {}

type Table = 'category' | 'manufacturer';
const ENTITY: Record<Table, string> = { category: 'category', manufacturer: 'brand' };

const pictureUrls = createPictureUrls();
const uploads = createUploadedPictures();

export function createCategoryAdminService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  pictures: Pick<PicturesService, 'store' | 'remove' | 'describe'>;
  audit: AuditLog;
  catalogChanges: Pick<CatalogChanges, 'changed'>;
  /** Re-derives these products' category_listing rows (catalog module, ADR 0017). */
  refreshListing: (trx: Kysely<Database>, productIds: readonly number[]) => Promise<void>;
}): CategoryAdminService {
  const { db } = deps;

  const label = (table: Table, name: string) => (table === 'category' ? `دستهٔ «${name}»` : `برند «${name}»`);

  /** Runs a write; a stale version becomes the 409 naming who changed what (ADR 0065); then the caches hear of it. */
  async function guarded<T>(
    table: Table,
    id: number,
    name: string,
    sinceVersion: number,
    work: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await db.transaction().execute(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(messages.slugTakenRace);
      if (!(error instanceof StaleEdit)) throw error;
      throw await deps.audit.staleEditError(db, {
        entityType: ENTITY[table],
        entityId: id,
        sinceVersion,
        entityLabel: label(table, name),
        fieldLabels: FIELD_LABELS,
      });
    }
    await deps.catalogChanges.changed({ everything: true });
    return result;
  }

  async function claim(trx: Kysely<Database>, table: Table, id: number, expectedVersion: number) {
    if (!(await repo.claimVersion(trx, table, id, expectedVersion))) throw new StaleEdit();
  }

  async function chooseSlug(table: Table, given: string, name: string, exceptId: number | null): Promise<string> {
    if (given) {
      const holder = await repo.slugHolder(db, table, given, exceptId);
      if (holder) throw conflict(messages.slugTaken(given, label(table, holder.name)));
      return given;
    }
    const base = slugOf(name, table === 'category' ? 'category' : 'brand');
    return firstFreeSlug(base, await repo.slugsLike(db, table, base));
  }

  /** Checked and re-encoded before the transaction: a refused file changes nothing. */
  async function preparePicture(upload: PictureUpload) {
    const picture = await uploads.normalize(Buffer.from(upload.dataBase64, 'base64'), { maxEdge: PICTURE_EDGE });
    if ('refusal' in picture) throw badRequest(refusalMessages[picture.refusal]);
    return { ...picture, altText: upload.altText };
  }

  type Prepared = Awaited<ReturnType<typeof preparePicture>> | null | undefined;

  /** The picture id the row should hold after the save, the new picture stored in `trx`. */
  async function storePicture(
    trx: Kysely<Database>,
    prepared: Prepared,
    seoFilename: string,
    current: number | null,
  ): Promise<number | null> {
    if (prepared === undefined) return current;
    if (prepared === null) return null;
    return deps.pictures.store(trx, {
      mimeType: 'image/webp',
      seoFilename,
      altText: prepared.altText,
      width: prepared.width,
      height: prepared.height,
      data: prepared.data,
      now: deps.clock.now().toISOString(),
    });
  }

  async function dropReplacedPicture(trx: Kysely<Database>, before: number | null, after: number | null) {
    if (before !== null && before !== after) await deps.pictures.remove(trx, before);
  }

  const record = (
    trx: Kysely<Database>,
    actor: AuditActor,
    table: Table,
    entry: Omit<AuditEntry, 'area' | 'entityType'>,
  ) => deps.audit.record(trx, actor, { area: 'catalogue', entityType: ENTITY[table], ...entry });

  const snapshot = (row: {
    name: string;
    slug: string | null;
    description: string;
    published: number | boolean;
    meta_title: string;
    meta_description: string;
    picture_id: number | null;
    alt_text: string | null;
  }) => ({
    name: row.name,
    slug: row.slug,
    description: row.description,
    published: Boolean(row.published),
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    pictureId: row.picture_id,
    pictureAlt: row.picture_id === null ? null : (row.alt_text ?? ''),
  });

  // ---- categories ----

  async function categoryRow(id: number): Promise<repo.CategoryRow> {
    const row = await repo.findCategory(db, id);
    if (!row) throw notFound(messages.categoryNotFound);
    return row;
  }

  async function category(id: number): Promise<AdminCategoryDetail> {
    const row = await categoryRow(id);
    const counts = await repo.countCategoryContents(db, id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      parentId: row.parent_category_id,
      displayOrder: row.display_order,
      published: row.published === 1,
      pictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'medium'),
      productCount: counts.products,
      rowVersion: row.row_version,
      description: row.description,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      pictureAlt: row.alt_text ?? '',
      subcategoryCount: counts.subcategories,
    };
  }

  const nodeOf = (row: repo.CategoryListRow): AdminCategoryTree['items'][number] => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    parentId: row.parent_category_id,
    displayOrder: row.display_order,
    published: row.published === 1,
    pictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'thumb'),
    productCount: Number(row.product_count ?? 0),
    rowVersion: row.row_version,
  });

  /** Parents before their children, siblings in display order (depth first, as the tree is drawn). */
  async function tree(): Promise<AdminCategoryTree> {
    const rows = await repo.listCategories(db);
    const children = new Map<number, repo.CategoryListRow[]>();
    for (const row of rows) {
      const siblings = children.get(row.parent_category_id) ?? [];
      siblings.push(row);
      children.set(row.parent_category_id, siblings);
    }
    const items: AdminCategoryTree['items'] = [];
    const seen = new Set<number>();
    const visit = (parentId: number) => {
      for (const row of children.get(parentId) ?? []) {
        if (seen.has(row.id)) continue; // a cycle (a data error) still ends
        seen.add(row.id);
        items.push(nodeOf(row));
        visit(row.id);
      }
    };
    visit(0);
    // A category whose parent is gone (a data error) is still listed, so staff can move it.
    for (const row of rows) if (!seen.has(row.id)) items.push(nodeOf(row));
    return { items };
  }

  /** The category and every category below it. */
  async function subtreeOf(trx: Kysely<Database>, id: number): Promise<number[]> {
    const rows = await trx.selectFrom('category').select(['id', 'parent_category_id']).execute();
    const below = new Map<number, number[]>();
    for (const row of rows) below.set(row.parent_category_id, [...(below.get(row.parent_category_id) ?? []), row.id]);
    const found = new Set<number>([id]);
    const queue = [id];
    while (queue.length > 0) {
      for (const child of below.get(queue.pop() ?? 0) ?? []) {
        if (found.has(child)) continue;
        found.add(child);
        queue.push(child);
      }
    }
    return [...found];
  }

  async function refreshSubtree(trx: Kysely<Database>, id: number) {
    const productIds = await repo.productIdsInCategories(trx, await subtreeOf(trx, id));
    await deps.refreshListing(trx, productIds);
  }

  async function checkParent(parentId: number) {
    if (parentId !== 0 && !(await repo.findCategory(db, parentId))) throw unprocessable(messages.parentNotFound);
  }

  // ---- brands ----

  async function brandRow(id: number): Promise<repo.BrandRow> {
    const row = await repo.findBrand(db, id);
    if (!row) throw notFound(messages.brandNotFound);
    return row;
  }

  async function brand(id: number): Promise<AdminBrandDetail> {
    const row = await brandRow(id);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      displayOrder: row.display_order,
      published: row.published === 1,
      pictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'medium'),
      productCount: await repo.countBrandProducts(db, id),
      rowVersion: row.row_version,
      description: row.description,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      pictureAlt: row.alt_text ?? '',
    };
  }

  async function brands(): Promise<AdminBrandList> {
    const rows = await repo.listBrands(db);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        displayOrder: row.display_order,
        published: row.published === 1,
        pictureUrl: pictureUrls.optional(row.picture_id, row.seo_filename, 'thumb'),
        productCount: Number(row.product_count ?? 0),
        rowVersion: row.row_version,
      })),
    };
  }

  const fieldsOf = (input: CategoryCreate | BrandCreate, slug: string) => ({
    name: input.name,
    slug,
    description: input.description,
    published: input.published ? 1 : 0,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
  });

  type ItemRow = repo.CategoryRow | repo.BrandRow;

  /**
   * The fields every category and brand has, and its picture: claimed at the version the editor loaded,
   * written with its audit row; `within` adds what only one of them needs, in the same transaction.
   */
  async function updateItem(
    table: Table,
    row: ItemRow,
    input: CategoryUpdate | BrandUpdate,
    actor: AuditActor,
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<void> {
    const slug = await chooseSlug(table, input.slug, input.name, row.id);
    const prepared = input.picture === undefined ? undefined : input.picture && (await preparePicture(input.picture));
    await guarded(table, row.id, row.name, input.expectedVersion, async (trx) => {
      await claim(trx, table, row.id, input.expectedVersion);
      const pictureId = await storePicture(trx, prepared, slug, row.picture_id);
      await trx
        .updateTable(table)
        .set({ ...fieldsOf(input, slug), picture_id: pictureId })
        .where('id', '=', row.id)
        .execute();
      await dropReplacedPicture(trx, row.picture_id, pictureId);
      // The kept picture's alt text, changed on its own; a new picture came with its own.
      const altText = prepared ? prepared.altText : (input.pictureAlt ?? row.alt_text);
      if (prepared === undefined && pictureId !== null && altText !== row.alt_text)
        await deps.pictures.describe(trx, pictureId, altText ?? '');
      await within?.(trx);
      await record(trx, actor, table, {
        entityId: row.id,
        action: `${ENTITY[table]}.update`,
        before: snapshot(row),
        after: snapshot({ ...fieldsOf(input, slug), picture_id: pictureId, alt_text: altText }),
        entityVersion: input.expectedVersion + 1,
      });
    });
  }

  /**
   * Deletes a category or a brand and its picture, unless `holds` names what is still inside: counted after
   * the row's version is claimed, in the transaction, so a product placed meanwhile is seen (PostgreSQL) or
   * waits for this transaction (SQLite).
   */
  async function deleteItem(
    table: Table,
    row: ItemRow,
    expectedVersion: number,
    actor: AuditActor,
    holds: (trx: Kysely<Database>) => Promise<string | null>,
  ): Promise<void> {
    await guarded(table, row.id, row.name, expectedVersion, async (trx) => {
      await claim(trx, table, row.id, expectedVersion);
      const refusal = await holds(trx);
      if (refusal) throw conflict(refusal);
      await trx.deleteFrom(table).where('id', '=', row.id).execute();
      if (row.picture_id !== null) await deps.pictures.remove(trx, row.picture_id);
      await record(trx, actor, table, {
        entityId: row.id,
        action: `${ENTITY[table]}.delete`,
        before: { ...snapshot(row), ...('parent_category_id' in row ? { parentId: row.parent_category_id } : {}) },
        after: null,
      });
    });
  }

  return {
    tree,
    category,

    async createCategory(input, actor) {
      await checkParent(input.parentId);
      const slug = await chooseSlug('category', input.slug, input.name, null);
      const prepared = input.picture ? await preparePicture(input.picture) : undefined;
      const id = await guarded('category', 0, input.name, 0, async (trx) => {
        const siblings = await repo.categoryChildrenIds(trx, input.parentId);
        const now = deps.clock.now().toISOString();
        const pictureId = await storePicture(trx, prepared, slug, null);
        const row = await trx
          .insertInto('category')
          .values({
            ...fieldsOf(input, slug),
            parent_category_id: input.parentId,
            show_on_home_page: 0,
            picture_id: pictureId,
            display_order: siblings.length,
            created_at: now,
            updated_at: now,
          })
          .returning(['id', 'row_version'])
          .executeTakeFirstOrThrow();
        await record(trx, actor, 'category', {
          entityId: row.id,
          action: 'category.create',
          before: null,
          after: {
            ...snapshot({ ...fieldsOf(input, slug), picture_id: pictureId, alt_text: prepared?.altText ?? null }),
            parentId: input.parentId,
          },
          entityVersion: row.row_version,
        });
        // A new unpublished category, or one without products, lists nothing: no listing rows to derive.
        return row.id;
      });
      return category(id);
    },

    async updateCategory(id, input, actor) {
      const row = await categoryRow(id);
      await updateItem('category', row, input, actor, async (trx) => {
        await trx
          .updateTable('category')
          .set({ updated_at: deps.clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
        if (Boolean(row.published) !== input.published) await refreshSubtree(trx, id);
      });
      return category(id);
    },

    async moveCategory(id, move, actor) {
      const row = await categoryRow(id);
      await checkParent(move.parentId);
      await guarded('category', id, row.name, move.expectedVersion, async (trx) => {
        if ((await subtreeOf(trx, id)).includes(move.parentId)) throw unprocessable(messages.underItself);
        await claim(trx, 'category', id, move.expectedVersion);
        const siblings = (await repo.categoryChildrenIds(trx, move.parentId)).filter((other) => other !== id);
        const position = Math.min(move.position, siblings.length);
        siblings.splice(position, 0, id);
        await trx.updateTable('category').set({ parent_category_id: move.parentId }).where('id', '=', id).execute();
        await repo.renumber(trx, 'category', siblings, await repo.displayOrders(trx, 'category', siblings));
        const moved = row.parent_category_id !== move.parentId;
        if (moved) {
          const left = await repo.categoryChildrenIds(trx, row.parent_category_id);
          await repo.renumber(trx, 'category', left, await repo.displayOrders(trx, 'category', left));
          await refreshSubtree(trx, id);
        }
        await record(trx, actor, 'category', {
          entityId: id,
          action: moved ? 'category.move' : 'category.reorder',
          before: { parentId: row.parent_category_id, position: row.display_order },
          after: { parentId: move.parentId, position },
          entityVersion: move.expectedVersion + 1,
        });
      });
      return tree();
    },

    async deleteCategory(id, expectedVersion, actor) {
      const row = await categoryRow(id);
      await deleteItem('category', row, expectedVersion, actor, async (trx) => {
        const counts = await repo.countCategoryContents(trx, id);
        if (counts.products > 0 || counts.subcategories > 0)
          return messages.categoryHoldsThings(row.name, counts.products, counts.subcategories);
        return null;
      });
      // The siblings keep their numbers: a gap orders the same, and the next move renumbers them.
    },

    brands,
    brand,

    async createBrand(input, actor) {
      const slug = await chooseSlug('manufacturer', input.slug, input.name, null);
      const prepared = input.picture ? await preparePicture(input.picture) : undefined;
      const id = await guarded('manufacturer', 0, input.name, 0, async (trx) => {
        const order = await repo.brandIdsInOrder(trx);
        const pictureId = await storePicture(trx, prepared, slug, null);
        const row = await trx
          .insertInto('manufacturer')
          .values({ ...fieldsOf(input, slug), picture_id: pictureId, display_order: order.length })
          .returning(['id', 'row_version'])
          .executeTakeFirstOrThrow();
        await record(trx, actor, 'manufacturer', {
          entityId: row.id,
          action: 'brand.create',
          before: null,
          after: snapshot({ ...fieldsOf(input, slug), picture_id: pictureId, alt_text: prepared?.altText ?? null }),
          entityVersion: row.row_version,
        });
        return row.id;
      });
      return brand(id);
    },

    async updateBrand(id, input, actor) {
      await updateItem('manufacturer', await brandRow(id), input, actor);
      return brand(id);
    },

    async moveBrand(id, move, actor) {
      const row = await brandRow(id);
      await guarded('manufacturer', id, row.name, move.expectedVersion, async (trx) => {
        await claim(trx, 'manufacturer', id, move.expectedVersion);
        const order = (await repo.brandIdsInOrder(trx)).filter((other) => other !== id);
        const position = Math.min(move.position, order.length);
        order.splice(position, 0, id);
        await repo.renumber(trx, 'manufacturer', order, await repo.displayOrders(trx, 'manufacturer', order));
        await record(trx, actor, 'manufacturer', {
          entityId: id,
          action: 'brand.reorder',
          before: { position: row.display_order },
          after: { position },
          entityVersion: move.expectedVersion + 1,
        });
      });
      return brands();
    },

    async deleteBrand(id, expectedVersion, actor) {
      const row = await brandRow(id);
      await deleteItem('manufacturer', row, expectedVersion, actor, async (trx) => {
        const products = await repo.countBrandProducts(trx, id);
        return products > 0 ? messages.brandHoldsProducts(row.name, products) : null;
      });
    },
  };
}
