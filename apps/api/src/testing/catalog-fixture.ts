import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { foldForSearch } from '@sabad/contract';
import { systemClock } from '../lib/clock.js';
import { createInventoryService, createProductRules } from '../modules/catalog/index.js';
import type { AttributeControlType, CustomerRoleSystemName, Database, ManageInventoryMethod } from '../db/schema.js';

const productRules = createProductRules();

const NOW = '2026-11-22T10:00:00.000Z';

export interface ProductSpec {
  name: string;
  price: number;
  oldPrice?: number | null;
  sku?: string;
  shortDescription?: string;
  fullDescription?: string;
  categoryIds?: number[];
  manufacturerId?: number | null;
  manageInventory?: ManageInventoryMethod;
  stock?: number;
  allowBackorder?: boolean;
  published?: boolean;
  deleted?: boolean;
  displayOrder?: number;
  createdAt?: string;
  featured?: boolean;
  markedNew?: boolean;
  soldCount?: number;
  pictureIds?: number[];
  ratingSum?: number;
  reviews?: number;
  allowedQuantities?: string;
}

export interface AttributeSpec {
  name: string;
  controlType?: AttributeControlType;
  required?: boolean;
  textPrompt?: string;
  values?: Array<{ name: string; priceAdjustment?: number; preSelected?: boolean; color?: string; pictureId?: number }>;
}

export function catalogFixture(db: Kysely<Database>) {
  const inventory = createInventoryService({ db, clock: systemClock });
  let skuCounter = 0;
  const attributeIds = new Map<string, number>();

  return {
    async picture(options: { seo?: string; width?: number; height?: number; color?: string; alt?: string } = {}) {
      const width = options.width ?? 800;
      const height = options.height ?? 600;
      const data = await sharp({ create: { width, height, channels: 3, background: options.color ?? '#c0392b' } })
        .png()
        .toBuffer();
      const row = await db
        .insertInto('picture')
        .values({
          mime_type: 'image/png',
          seo_filename: options.seo ?? 'picture',
          alt_text: options.alt ?? '',
          width,
          height,
          data,
          created_at: NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async category(options: {
      name: string;
      parentId?: number;
      displayOrder?: number;
      published?: boolean;
      pictureId?: number | null;
      showOnHomePage?: boolean;
    }) {
      const row = await db
        .insertInto('category')
        .values({
          name: options.name,
          description: '',
          parent_category_id: options.parentId ?? 0,
          picture_id: options.pictureId ?? null,
          display_order: options.displayOrder ?? 0,
          published: options.published === false ? 0 : 1,
          show_on_home_page: options.showOnHomePage ? 1 : 0,
          created_at: NOW,
          updated_at: NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await inventory.refreshCategoryListing();
      return row.id;
    },

    async manufacturer(options: {
      name: string;
      displayOrder?: number;
      published?: boolean;
      pictureId?: number | null;
    }) {
      const row = await db
        .insertInto('manufacturer')
        .values({
          name: options.name,
          description: '',
          picture_id: options.pictureId ?? null,
          display_order: options.displayOrder ?? 0,
          published: options.published === false ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async product(spec: ProductSpec) {
      skuCounter += 1;
      const sku = spec.sku ?? `SKU-${skuCounter}`;
      const shortDescription = spec.shortDescription ?? '';
      const fullDescription = spec.fullDescription ?? '';
      const row = await db
        .insertInto('product')
        .values({
          name: spec.name,
          short_description: shortDescription,
          full_description: fullDescription,
          sku,
          price: spec.price,
          old_price: spec.oldPrice ?? null,
          manufacturer_id: spec.manufacturerId ?? null,
          manage_inventory_method: spec.manageInventory ?? 'product',
          stock_quantity: spec.stock ?? 100,
          backorder_mode: spec.allowBackorder ? 'allow' : 'none',
          order_minimum_quantity: 1,
          order_maximum_quantity: 10000,
          allowed_quantities: spec.allowedQuantities ?? '',
          disable_buy_button: 0,
          disable_wishlist_button: 0,
          published: spec.published === false ? 0 : 1,
          deleted: spec.deleted ? 1 : 0,
          show_on_home_page: spec.featured ? 1 : 0,
          mark_as_new: spec.markedNew ? 1 : 0,
          is_free_shipping: 0,
          weight: 0,
          approved_rating_sum: spec.ratingSum ?? 0,
          approved_total_reviews: spec.reviews ?? 0,
          sold_count: spec.soldCount ?? 0,
          display_order: spec.displayOrder ?? 0,
          search_name: foldForSearch(`${spec.name} ${sku}`),
          search_description: foldForSearch(`${shortDescription} ${fullDescription.replace(/<[^>]*>/g, ' ')}`),
          created_at: spec.createdAt ?? NOW,
          updated_at: spec.createdAt ?? NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, categoryId] of (spec.categoryIds ?? []).entries()) {
        await db
          .insertInto('product_category')
          .values({ product_id: row.id, category_id: categoryId, display_order: index })
          .execute();
      }
      for (const [index, pictureId] of (spec.pictureIds ?? []).entries()) {
        await db
          .insertInto('product_picture')
          .values({ product_id: row.id, picture_id: pictureId, display_order: index })
          .execute();
      }
      await inventory.refreshCategoryListing([row.id]);
      return row.id;
    },

    /** Returns the mapping id (the wire Key) and the value ids in order. */
    async attribute(productId: number, spec: AttributeSpec) {
      let attributeId = attributeIds.get(spec.name);
      if (attributeId === undefined) {
        const created = await db
          .insertInto('product_attribute')
          .values({ name: spec.name, description: '' })
          .returning('id')
          .executeTakeFirstOrThrow();
        attributeId = created.id;
        attributeIds.set(spec.name, attributeId);
      }
      const mapping = await db
        .insertInto('product_attribute_mapping')
        .values({
          product_id: productId,
          product_attribute_id: attributeId,
          text_prompt: spec.textPrompt ?? null,
          is_required: spec.required === false ? 0 : 1,
          control_type: spec.controlType ?? 'DropdownList',
          display_order: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const valueIds: number[] = [];
      for (const [index, value] of (spec.values ?? []).entries()) {
        const inserted = await db
          .insertInto('product_attribute_value')
          .values({
            mapping_id: mapping.id,
            name: value.name,
            color_squares_rgb: value.color ?? null,
            price_adjustment: value.priceAdjustment ?? 0,
            is_pre_selected: value.preSelected ? 1 : 0,
            display_order: index,
            picture_id: value.pictureId ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        valueIds.push(inserted.id);
      }
      return { mappingId: mapping.id, valueIds };
    },

    async combination(
      productId: number,
      options: {
        choices: Array<[mappingId: number, valueIds: number[]]>;
        stock: number;
        sku?: string;
        overriddenPrice?: number;
        allowOutOfStock?: boolean;
      },
    ) {
      const key = productRules.attributesKey(options.choices.map(([mappingId, valueIds]) => ({ mappingId, valueIds })));
      await db
        .insertInto('product_attribute_combination')
        .values({
          product_id: productId,
          attributes_key: key,
          sku: options.sku ?? null,
          stock_quantity: options.stock,
          allow_out_of_stock_orders: options.allowOutOfStock ? 1 : 0,
          overridden_price: options.overriddenPrice ?? null,
          picture_id: null,
        })
        .execute();
      return key;
    },

    async specification(
      productId: number,
      options: { attribute: string; option: string; customValue?: string; displayOrder?: number },
    ) {
      const attribute =
        (await db
          .selectFrom('specification_attribute')
          .select('id')
          .where('name', '=', options.attribute)
          .executeTakeFirst()) ??
        (await db
          .insertInto('specification_attribute')
          .values({ name: options.attribute, display_order: 0 })
          .returning('id')
          .executeTakeFirstOrThrow());
      const option = await db
        .insertInto('specification_attribute_option')
        .values({ specification_attribute_id: attribute.id, name: options.option, color_rgb: null, display_order: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('product_specification_attribute')
        .values({
          product_id: productId,
          specification_attribute_option_id: option.id,
          custom_value: options.customValue ?? null,
          allow_filtering: 1,
          show_on_product_page: 1,
          display_order: options.displayOrder ?? 0,
        })
        .execute();
    },

    async related(productId: number, relatedIds: number[]) {
      for (const [index, relatedId] of relatedIds.entries()) {
        await db
          .insertInto('related_product')
          .values({ product_id: productId, related_product_id: relatedId, display_order: index })
          .execute();
      }
    },

    async topic(options: {
      systemName: string;
      title: string;
      body?: string;
      displayOrder?: number;
      includeInSideMenu?: boolean;
      published?: boolean;
    }) {
      const row = await db
        .insertInto('topic')
        .values({
          system_name: options.systemName,
          title: options.title,
          body: options.body ?? `<p>${options.title}</p>`,
          meta_description: '',
          include_in_side_menu: options.includeInSideMenu === false ? 0 : 1,
          accessible_when_store_closed: 0,
          published: options.published === false ? 0 : 1,
          display_order: options.displayOrder ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async setting(name: string, value: string) {
      await db
        .insertInto('setting')
        .values({ name, value })
        .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
        .execute();
    },

    async customer(options: {
      firstName?: string;
      lastName?: string;
      email?: string;
      roles?: CustomerRoleSystemName[];
      active?: boolean;
      avatarPictureId?: number;
    }) {
      const row = await db
        .insertInto('customer')
        .values({
          customer_guid: randomUUID(),
          email: options.email ?? null,
          mobile: null,
          first_name: options.firstName ?? '',
          last_name: options.lastName ?? '',
          password_hash: null,
          is_guest: 0,
          active: options.active === false ? 0 : 1,
          deleted: 0,
          avatar_picture_id: options.avatarPictureId ?? null,
          created_at: NOW,
          last_activity_at: NOW,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const role of options.roles ?? ['Registered']) {
        const roleRow = await db
          .selectFrom('customer_role')
          .select('id')
          .where('system_name', '=', role)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('customer_role_mapping')
          .values({ customer_id: row.id, customer_role_id: roleRow.id })
          .execute();
      }
      return row.id;
    },
  };
}

export type CatalogFixture = ReturnType<typeof catalogFixture>;
