// The back office's product editor (ADR 0072): the whole product in one save, through the shared save path
// (product-writes.ts), so the search entry, the category listing and every process's pages follow at once.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ROOT_CATEGORY_ID } from '@sabad/contract';
import type {
  AdminProductDetail,
  AdminProductDownloadFile,
  AdminProductEditorOptions,
  AdminProductInputParsed,
  AdminProductPictureAdd,
} from '@sabad/contract/admin';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, unprocessable } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import type { AuditActor, AuditLog } from '../audit/index.js';
import { buildAttributesKey } from '../../lib/attributes-key.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { firstFreeSlug, slugOf } from '../../lib/slugs.js';
import {
  createPictureUrls,
  createUploadedPictures,
  type PicturesService,
  type UploadedPictureRefusal,
} from '../pictures/index.js';
import { productAdminMessages as messages } from './product-admin.messages.js';
import * as repo from './product-admin.repository.js';
import {
  asAppError,
  productSearchColumns,
  StaleProduct,
  type ProductTouches,
  type ProductWrites,
} from './product-writes.js';

export interface ProductAdminService {
  options(): Promise<AdminProductEditorOptions>;
  detail(id: number): Promise<AdminProductDetail>;
  create(input: AdminProductInputParsed, actor: AuditActor): Promise<AdminProductDetail>;
  update(
    id: number,
    input: AdminProductInputParsed & { expectedVersion: number },
    actor: AuditActor,
  ): Promise<AdminProductDetail>;
  addPicture(id: number, upload: AdminProductPictureAdd, actor: AuditActor): Promise<AdminProductDetail>;
  setDownload(id: number, change: AdminProductDownloadFile, actor: AuditActor): Promise<AdminProductDetail>;
}

/** The longest edge a product picture is kept at; the storefront's largest variant is 1200. */
const PICTURE_EDGE = 1600;

const refusalMessages: Record<UploadedPictureRefusal, string> = {
  'not-a-picture': messages.notAPicture,
  'wrong-type': messages.wrongType,
  'too-many-pixels': messages.tooManyPixels,
};

const pictureUrls = createPictureUrls();

type Db = Kysely<Database>;

/** The editor's view of a product, read inside or outside a transaction. */
async function readDetail(db: Db, id: number): Promise<AdminProductDetail | undefined> {
  const row = await repo.findProduct(db, id);
  if (!row) return undefined;
  const [categoryIds, pictures, attributes, combinations, specifications, file] = await Promise.all([
    repo.categoryIdsOf(db, id),
    repo.picturesOf(db, id),
    repo.attributesOf(db, id),
    repo.combinationsOf(db, id),
    repo.specificationsOf(db, id),
    repo.downloadFileOf(db, row.download_id),
  ]);
  const valueName = new Map<number, { attribute: string; value: string }>();
  for (const attribute of attributes)
    for (const value of attribute.values) valueName.set(value.id, { attribute: attribute.name, value: value.name });
  return {
    id: row.id,
    rowVersion: row.row_version,
    name: row.name,
    shortDescription: row.short_description,
    fullDescription: row.full_description,
    sku: row.sku,
    price: Number(row.price),
    oldPrice: row.old_price === null ? null : Number(row.old_price),
    published: row.published === 1,
    slug: row.slug ?? '',
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    categoryIds,
    manufacturerId: row.manufacturer_id,
    inventoryMethod: row.manage_inventory_method,
    stockQuantity: row.stock_quantity,
    allowBackorder: row.backorder_mode === 'allow',
    attributes: attributes.map((attribute) => ({
      id: attribute.id,
      name: attribute.name,
      controlType: attribute.control_type,
      isRequired: attribute.is_required === 1,
      values: attribute.values.map((value) => ({
        id: value.id,
        name: value.name,
        priceAdjustment: Number(value.price_adjustment),
        isPreSelected: value.is_pre_selected === 1,
        colorRgb: value.color_squares_rgb,
      })),
    })),
    combinations: combinations.map((combination) => ({
      values: combination.attributes_key
        .split(';')
        .flatMap((part) => (part.split(':')[1] ?? '').split('+'))
        .map((valueId) => valueName.get(Number(valueId)))
        .filter((value) => value !== undefined),
      sku: combination.sku ?? '',
      stockQuantity: combination.stock_quantity,
      allowOutOfStockOrders: combination.allow_out_of_stock_orders === 1,
      overriddenPrice: combination.overridden_price === null ? null : Number(combination.overridden_price),
    })),
    specifications: specifications.map((specification) => ({
      attribute: specification.attribute,
      value: specification.custom_value ?? specification.value,
    })),
    pictures: pictures.map((picture) => ({
      id: picture.id,
      altText: picture.alt_text,
      thumbUrl: pictureUrls.of({ id: picture.id, seoFilename: picture.seo_filename }, 'thumb'),
      width: picture.width,
      height: picture.height,
    })),
    download: {
      isDownload: row.is_download === 1,
      unlimitedDownloads: row.unlimited_downloads === 1,
      maxNumberOfDownloads: row.max_number_of_downloads,
      expirationDays: row.download_expiration_days,
      activation: row.download_activation_type,
      hasUserAgreement: row.has_user_agreement === 1,
      userAgreementText: row.user_agreement_text,
      file: file ? { fileName: file.file_name, contentType: file.content_type } : null,
    },
    recurring: {
      isRecurring: row.is_recurring === 1,
      cycleLength: row.recurring_cycle_length,
      cyclePeriod: row.recurring_cycle_period,
      totalCycles: row.recurring_total_cycles,
    },
    storefrontUrl: `/product-details/${row.id}`,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the audit row keeps of a product: the editor's fields, pictures and file by id. */
function snapshot(detail: AdminProductDetail | undefined): Record<string, unknown> | null {
  if (!detail) return null;
  const {
    id: _id,
    rowVersion: _version,
    createdAt: _created,
    updatedAt: _updated,
    storefrontUrl: _url,
    ...fields
  } = detail;
  return {
    ...fields,
    pictures: detail.pictures.map((picture) => ({ id: picture.id, altText: picture.altText })),
  };
}

function categoriesInTreeOrder(rows: Awaited<ReturnType<typeof repo.categoryTree>>) {
  const children = new Map<number, typeof rows>();
  for (const row of rows) children.set(row.parent_category_id, [...(children.get(row.parent_category_id) ?? []), row]);
  const ordered: { id: number; name: string; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number, depth: number) => {
    for (const row of children.get(parent) ?? []) {
      // A cycle in the tree (a data error) must not hang the page.
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      ordered.push({ id: row.id, name: row.name, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(ROOT_CATEGORY_ID, 0);
  return ordered;
}

export function createProductAdminService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  pictures: PicturesService;
  writes: ProductWrites;
}): ProductAdminService {
  const { db } = deps;
  const uploads = createUploadedPictures();

  async function detail(id: number): Promise<AdminProductDetail> {
    const found = await readDetail(db, id);
    if (!found) throw notFound(messages.notFound);
    return found;
  }

  /** Checks that need no lock, before the transaction: a refused save changes nothing. */
  async function check(input: AdminProductInputParsed, exceptId: number | null): Promise<string> {
    const categories = await repo.existingIds(db, 'category', input.categoryIds);
    for (const id of input.categoryIds) if (!categories.has(id)) throw unprocessable(messages.categoryMissing(id));
    if (input.manufacturerId !== null) {
      const brands = await repo.existingIds(db, 'manufacturer', [input.manufacturerId]);
      if (!brands.has(input.manufacturerId)) throw unprocessable(messages.manufacturerMissing);
    }
    if (input.slug) {
      const holder = await repo.slugHolder(db, input.slug, exceptId);
      // 422, not 409: the admin app reads 409 as «someone changed it since» (ADR 0065); a taken slug is bad input.
      if (holder) throw unprocessable(messages.slugTaken(input.slug, holder.name));
      return input.slug;
    }
    const base = slugOf(input.name, 'product');
    return firstFreeSlug(base, await repo.slugsLike(db, base));
  }

  /** The attributes as saved: existing mappings and values kept by id (carts and orders point at them). */
  async function saveAttributes(trx: Db, productId: number, input: AdminProductInputParsed) {
    const current = await repo.attributesOf(trx, productId);
    const currentById = new Map(current.map((mapping) => [mapping.id, mapping]));
    const keptMappings = new Set<number>();
    const valueIds = new Map<string, Map<string, number>>();
    for (const [order, attribute] of input.attributes.entries()) {
      const attributeId = await repo.attributeIdNamed(trx, attribute.name);
      const columns = {
        attributeId,
        controlType: attribute.controlType,
        isRequired: attribute.isRequired,
        order,
      };
      let mappingId: number;
      let existingValues = new Set<number>();
      if (attribute.id !== undefined) {
        const existing = currentById.get(attribute.id);
        if (!existing) throw unprocessable(messages.attributeNotOfProduct);
        mappingId = existing.id;
        existingValues = new Set(existing.values.map((value) => value.id));
        await repo.updateMapping(trx, mappingId, columns);
      } else {
        mappingId = await repo.insertMapping(trx, { productId, ...columns });
      }
      keptMappings.add(mappingId);
      const names = new Map<string, number>();
      const keptValues = new Set<number>();
      for (const [valueOrder, value] of attribute.values.entries()) {
        const valueColumns = {
          name: value.name,
          priceAdjustment: value.priceAdjustment,
          isPreSelected: value.isPreSelected,
          colorRgb: value.colorRgb,
          order: valueOrder,
        };
        let valueId: number;
        if (value.id !== undefined) {
          if (!existingValues.has(value.id)) throw unprocessable(messages.valueNotOfAttribute(attribute.name));
          valueId = value.id;
          await repo.updateValue(trx, valueId, valueColumns);
        } else {
          valueId = await repo.insertValue(trx, mappingId, valueColumns);
        }
        keptValues.add(valueId);
        names.set(value.name, valueId);
      }
      await repo.deleteValues(
        trx,
        [...existingValues].filter((id) => !keptValues.has(id)),
      );
      valueIds.set(attribute.name, new Map([...names].map(([name, id]) => [name, id])));
      valueIds.get(attribute.name)?.set('\u0000mapping', mappingId);
    }
    await repo.deleteMappings(
      trx,
      current.map((mapping) => mapping.id).filter((id) => !keptMappings.has(id)),
    );

    const keys = new Set<string>();
    const combinations = input.combinations.map((combination, index) => {
      const chosen = combination.values.map(({ attribute, value }) => {
        const values = valueIds.get(attribute);
        const valueId = values?.get(value);
        const mappingId = values?.get('\u0000mapping');
        if (valueId === undefined || mappingId === undefined)
          throw unprocessable(messages.combinationUnknown(attribute, value));
        return { mappingId, valueIds: [valueId] };
      });
      // As nopCommerce: a combination names the values it is made of (not every attribute need be there);
      // several values of one attribute only where the shopper may tick several.
      const counts = new Map<string, number>();
      for (const { attribute } of combination.values) counts.set(attribute, (counts.get(attribute) ?? 0) + 1);
      for (const [attribute, count] of counts) {
        const type = input.attributes.find((a) => a.name === attribute)?.controlType;
        if (count > 1 && type !== 'Checkboxes') throw unprocessable(messages.combinationIncomplete(index));
      }
      const attributesKey = buildAttributesKey(chosen);
      // The key column holds 400 characters (about 50 ticks of one attribute).
      if (attributesKey.length > 400) throw unprocessable(messages.combinationTooLong(index));
      if (keys.has(attributesKey)) throw unprocessable(messages.combinationRepeated(index));
      keys.add(attributesKey);
      return {
        attributesKey,
        sku: combination.sku,
        stockQuantity: combination.stockQuantity,
        allowOutOfStockOrders: combination.allowOutOfStockOrders,
        overriddenPrice: combination.overriddenPrice,
      };
    });
    await repo.saveCombinations(trx, productId, combinations);
  }

  /** Keeps the listed pictures in their order with their alt texts; a picture left out is deleted. */
  async function savePictures(trx: Db, productId: number, pictures: AdminProductInputParsed['pictures']) {
    const current = await repo.picturesOf(trx, productId);
    const currentIds = new Set(current.map((picture) => picture.id));
    for (const picture of pictures)
      if (!currentIds.has(picture.id)) throw unprocessable(messages.pictureNotOfProduct(picture.id));
    const kept = new Set(pictures.map((picture) => picture.id));
    for (const picture of current) {
      if (kept.has(picture.id)) continue;
      await trx
        .deleteFrom('product_picture')
        .where('product_id', '=', productId)
        .where('picture_id', '=', picture.id)
        .execute();
      await deps.pictures.remove(trx, picture.id);
    }
    for (const [order, picture] of pictures.entries()) {
      await trx
        .updateTable('product_picture')
        .set({ display_order: order })
        .where('product_id', '=', productId)
        .where('picture_id', '=', picture.id)
        .execute();
      await trx.updateTable('picture').set({ alt_text: picture.altText }).where('id', '=', picture.id).execute();
    }
  }

  function productColumns(input: AdminProductInputParsed, slug: string, fullDescription: string, now: string) {
    return {
      name: input.name,
      short_description: input.shortDescription,
      full_description: fullDescription,
      sku: input.sku,
      price: input.price,
      old_price: input.oldPrice || null,
      manufacturer_id: input.manufacturerId,
      manage_inventory_method: input.inventoryMethod,
      stock_quantity: input.stockQuantity,
      backorder_mode: input.allowBackorder ? ('allow' as const) : ('none' as const),
      published: input.published ? 1 : 0,
      slug,
      meta_title: input.metaTitle,
      meta_description: input.metaDescription,
      is_download: input.download.isDownload ? 1 : 0,
      unlimited_downloads: input.download.unlimitedDownloads ? 1 : 0,
      max_number_of_downloads: input.download.maxNumberOfDownloads,
      download_expiration_days: input.download.expirationDays,
      download_activation_type: input.download.activation,
      has_user_agreement: input.download.hasUserAgreement ? 1 : 0,
      user_agreement_text: input.download.userAgreementText,
      is_recurring: input.recurring.isRecurring ? 1 : 0,
      recurring_cycle_length: input.recurring.cycleLength,
      recurring_cycle_period: input.recurring.cyclePeriod,
      recurring_total_cycles: input.recurring.totalCycles,
      ...productSearchColumns({ ...input, fullDescription }),
      updated_at: now,
    };
  }

  /** Everything a save may change; stock only when it did (back-in-stock notices are queued for it). */
  const touchSaved = (
    touched: ProductTouches,
    id: number,
    before: AdminProductDetail | undefined,
    after: AdminProductDetail | undefined,
  ) => {
    touched.text(id);
    touched.listing(id);
    touched.shown(id);
    const stockOf = (detail: AdminProductDetail | undefined) =>
      detail &&
      JSON.stringify([detail.inventoryMethod, detail.stockQuantity, detail.allowBackorder, detail.combinations]);
    if (before && stockOf(before) !== stockOf(after)) touched.stock(id);
  };

  /** Runs a save; a stale version becomes the 409 and a slug taken meanwhile the slug's message. */
  async function guarded<T>(work: () => Promise<T>, slug: () => string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // The checks before the transaction leave one unique rule a concurrent save can break: the slug.
      if (isUniqueViolation(error)) {
        const holder = await repo.slugHolder(db, slug(), null);
        throw unprocessable(holder ? messages.slugTaken(slug(), holder.name) : messages.savedMeanwhile);
      }
      throw await asAppError(error, db, deps.audit);
    }
  }

  async function claim(trx: Db, id: number, expectedVersion: number, now: string): Promise<number> {
    const raised = await trx
      .updateTable('product')
      .set({ row_version: expectedVersion + 1, updated_at: now })
      .where('id', '=', id)
      .where('row_version', '=', expectedVersion)
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) !== 1) {
      if (!(await repo.findProduct(trx, id))) throw notFound(messages.notFound);
      throw new StaleProduct(id, expectedVersion);
    }
    return expectedVersion + 1;
  }

  const record = (
    trx: Db,
    actor: AuditActor,
    entry: { id: number; action: string; before: unknown; after: unknown; version: number },
  ) =>
    deps.audit.record(trx, actor, {
      area: 'catalogue',
      entityType: 'product',
      entityId: entry.id,
      action: entry.action,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
      entityVersion: entry.version,
    });

  return {
    async options() {
      const [categories, brands, attributeNames, specificationNames] = await Promise.all([
        repo.categoryTree(db),
        repo.manufacturers(db),
        repo.attributeNames(db),
        repo.specificationNames(db),
      ]);
      return {
        categories: categoriesInTreeOrder(categories),
        manufacturers: brands,
        attributeNames,
        specificationNames,
      };
    },

    detail,

    async create(input, actor) {
      const slug = await check(input, null);
      const fullDescription = sanitizeRichText(input.fullDescription);
      const id = await guarded(
        () =>
          deps.writes.run(async (trx, touched) => {
            const now = deps.clock.now().toISOString();
            const row = await trx
              .insertInto('product')
              .values({
                ...productColumns(input, slug, fullDescription, now),
                // A download alone is not shipped; anything else is.
                is_ship_enabled: input.download.isDownload ? 0 : 1,
                order_minimum_quantity: 1,
                order_maximum_quantity: 10_000,
                allowed_quantities: '',
                disable_buy_button: 0,
                disable_wishlist_button: 0,
                deleted: 0,
                show_on_home_page: 0,
                mark_as_new: 0,
                is_free_shipping: 0,
                weight: 0,
                approved_rating_sum: 0,
                approved_total_reviews: 0,
                sold_count: 0,
                display_order: 0,
                created_at: now,
                row_version: 1,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await repo.replaceCategories(trx, row.id, input.categoryIds);
            await saveAttributes(trx, row.id, input);
            await repo.saveSpecifications(trx, row.id, input.specifications);
            // A new product has no pictures yet: they are added to it once it exists.
            await record(trx, actor, {
              id: row.id,
              action: 'product.create',
              before: null,
              after: snapshot(await readDetail(trx, row.id)),
              version: 1,
            });
            // Nobody waits for a product that did not exist: no stock notices.
            touchSaved(touched, row.id, undefined, undefined);
            return row.id;
          }),
        () => slug,
      );
      return detail(id);
    },

    async update(id, input, actor) {
      const slug = await check(input, id);
      const fullDescription = sanitizeRichText(input.fullDescription);
      await guarded(
        () =>
          deps.writes.run(async (trx, touched) => {
            const now = deps.clock.now().toISOString();
            const before = await readDetail(trx, id);
            if (!before) throw notFound(messages.notFound);
            const version = await claim(trx, id, input.expectedVersion, now);
            await trx
              .updateTable('product')
              .set({
                ...productColumns(input, slug, fullDescription, now),
                // Made a download or no longer one: shipped or not with it; otherwise as it was (a product
                // may be both a download and a parcel, set so by the seed or the CLI).
                ...(before.download.isDownload !== input.download.isDownload
                  ? { is_ship_enabled: input.download.isDownload ? 0 : 1 }
                  : {}),
              })
              .where('id', '=', id)
              .execute();
            await repo.replaceCategories(trx, id, input.categoryIds);
            await saveAttributes(trx, id, input);
            await repo.saveSpecifications(trx, id, input.specifications);
            await savePictures(trx, id, input.pictures);
            const after = await readDetail(trx, id);
            await record(trx, actor, {
              id,
              action: 'product.update',
              before: snapshot(before),
              after: snapshot(after),
              version,
            });
            touchSaved(touched, id, before, after);
          }),
        () => slug,
      );
      return detail(id);
    },

    async addPicture(id, upload, actor) {
      const product = await repo.findProduct(db, id);
      if (!product) throw notFound(messages.notFound);
      const picture = await uploads.normalize(Buffer.from(upload.dataBase64, 'base64'), { maxEdge: PICTURE_EDGE });
      if ('refusal' in picture) throw badRequest(refusalMessages[picture.refusal]);
      await guarded(
        () =>
          deps.writes.run(async (trx, touched) => {
            const now = deps.clock.now().toISOString();
            const version = await claim(trx, id, upload.expectedVersion, now);
            const pictureId = await deps.pictures.store(trx, {
              mimeType: 'image/webp',
              seoFilename: product.slug ?? slugOf(product.name, 'product'),
              altText: upload.altText ?? '',
              width: picture.width,
              height: picture.height,
              data: picture.data,
              now,
            });
            await trx
              .insertInto('product_picture')
              .values({ product_id: id, picture_id: pictureId, display_order: await repo.nextPictureOrder(trx, id) })
              .execute();
            await record(trx, actor, {
              id,
              action: 'product.picture.add',
              before: null,
              after: { pictureId, altText: upload.altText ?? '', width: picture.width, height: picture.height },
              version,
            });
            touched.shown(id);
          }),
        () => '',
      );
      return detail(id);
    },

    async setDownload(id, change, actor) {
      const product = await repo.findProduct(db, id);
      if (!product) throw notFound(messages.notFound);
      const before = await repo.downloadFileOf(db, product.download_id);
      await guarded(
        () =>
          deps.writes.run(async (trx, touched) => {
            const now = deps.clock.now().toISOString();
            const version = await claim(trx, id, change.expectedVersion, now);
            let downloadId: number | null = null;
            if (change.file) {
              const fileName = change.file.fileName;
              // The extension column holds 20 characters: a longer «extension» stays part of the name.
              const dot = fileName.lastIndexOf('.') > fileName.length - 21 ? fileName.lastIndexOf('.') : -1;
              const row = await trx
                .insertInto('download')
                .values({
                  download_guid: randomUUID(),
                  content_type: change.file.contentType ?? 'application/octet-stream',
                  file_name: dot > 0 ? fileName.slice(0, dot) : fileName,
                  extension: dot > 0 ? fileName.slice(dot) : '',
                  data: Buffer.from(change.file.dataBase64, 'base64'),
                  created_at: now,
                })
                .returning('id')
                .executeTakeFirstOrThrow();
              downloadId = row.id;
            }
            // Buyers download the product's current file (downloads read product.download_id, as nopCommerce),
            // so the earlier file is dropped unless another product shares it.
            await trx.updateTable('product').set({ download_id: downloadId }).where('id', '=', id).execute();
            if (product.download_id !== null) {
              const shared = await trx
                .selectFrom('product')
                .select('id')
                .where('download_id', '=', product.download_id)
                .executeTakeFirst();
              if (!shared) await trx.deleteFrom('download').where('id', '=', product.download_id).execute();
            }
            await record(trx, actor, {
              id,
              action: change.file ? 'product.download.set' : 'product.download.remove',
              before: { download: before ? before.file_name : null },
              after: { download: change.file ? change.file.fileName : null },
              version,
            });
            touched.shown(id);
          }),
        () => '',
      );
      return detail(id);
    },
  };
}
