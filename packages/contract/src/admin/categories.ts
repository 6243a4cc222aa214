import { z } from 'zod';
import { ExpectedVersion } from './common.js';

/**
 * The back office's categories and brands (ADR 0075). A category is placed by its parent and its
 * index among that parent's children; a brand by its index in the brands' list. Every edit carries
 * the row version it was loaded at (ADR 0065).
 */

/** The most a picture's base64 text may be: the admin shrinks a picture in the browser before sending it. */
export const ADMIN_PICTURE_MAX_BASE64 = 900_000;

/** A picture sent with a save: base64 bytes (JPEG, PNG or WebP); the server re-encodes it as WebP. */
export const AdminPictureUpload = z.object({
  dataBase64: z
    .string()
    .min(1, { message: 'فایل تصویر خالی است.' })
    .max(ADMIN_PICTURE_MAX_BASE64, {
      message: 'حجم تصویر بیش از حد است؛ تصویری کوچک‌تر (حداکثر ۶۵۰ کیلوبایت) بفرستید.',
    })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'فایل تصویر خوانا نیست.' }),
  altText: z.string().trim().max(400, { message: 'متن جایگزین تصویر حداکثر ۴۰۰ نویسه است.' }).default(''),
});
export type AdminPictureUpload = z.input<typeof AdminPictureUpload>;

/**
 * Letters (any script, with their marks: the hamza of «خانهٔ» is one, and the slugs the server makes keep it),
 * Persian's half-space inside a word, digits and single hyphens.
 */
export const AdminSlug = z
  .string()
  .trim()
  .max(200, { message: 'نامک حداکثر ۲۰۰ نویسه است.' })
  .regex(/^(?:[\p{L}\p{M}\p{N}\u200c]+(?:-[\p{L}\p{M}\p{N}\u200c]+)*)?$/u, {
    message: 'نامک فقط حرف، رقم و خط تیره (-) دارد، بی‌فاصله و بی‌خط تیره در آغاز یا پایان.',
  });

const name = (what: string) =>
  z
    .string({ message: `نام ${what} را بنویسید.` })
    .trim()
    .min(1, { message: `نام ${what} را بنویسید.` })
    .max(400, { message: `نام ${what} حداکثر ۴۰۰ نویسه است.` });

const seoAndText = {
  /** Empty: made from the name. */
  slug: AdminSlug.default(''),
  description: z.string().max(20_000, { message: 'توضیحات حداکثر ۲۰٬۰۰۰ نویسه است.' }).default(''),
  published: z.boolean({ message: 'منتشرشده بودن را روشن کنید.' }),
  metaTitle: z.string().trim().max(400, { message: 'عنوان سئو حداکثر ۴۰۰ نویسه است.' }).default(''),
  metaDescription: z.string().trim().max(1000, { message: 'توضیح سئو حداکثر ۱٬۰۰۰ نویسه است.' }).default(''),
  /** Absent: keep the picture; null: remove it; a picture: replace it. */
  picture: AdminPictureUpload.nullable().optional(),
  /** The kept picture's alt text, changed without a new upload (a new picture brings its own). */
  pictureAlt: z.string().trim().max(400, { message: 'متن جایگزین تصویر حداکثر ۴۰۰ نویسه است.' }).optional(),
};

const parentId = z
  .number({ message: 'دستهٔ والد را انتخاب کنید.' })
  .int({ message: 'دستهٔ والد را انتخاب کنید.' })
  .min(0, { message: 'دستهٔ والد را انتخاب کنید.' });
const position = z
  .number({ message: 'جایگاه باید عدد باشد.' })
  .int({ message: 'جایگاه باید عدد صحیح باشد.' })
  .min(0, { message: 'جایگاه نمی‌تواند منفی باشد.' })
  .max(100_000, { message: 'جایگاه بیش از حد است.' });

export const AdminCategoryCreate = z.object({ name: name('دسته'), parentId, ...seoAndText });
export type AdminCategoryCreate = z.input<typeof AdminCategoryCreate>;

export const AdminCategoryUpdate = z.object({ expectedVersion: ExpectedVersion, name: name('دسته'), ...seoAndText });
export type AdminCategoryUpdate = z.input<typeof AdminCategoryUpdate>;

/** `PUT /categories/:id/position`: under `parentId` (0: the top level), at `position` among its children. */
export const AdminCategoryMove = z.object({ expectedVersion: ExpectedVersion, parentId, position });
export type AdminCategoryMove = z.input<typeof AdminCategoryMove>;

export const AdminVersionBody = z.object({ expectedVersion: ExpectedVersion });

export const AdminCategoryNode = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  /** 0 for a top-level category. */
  parentId: z.number().int(),
  displayOrder: z.number().int(),
  published: z.boolean(),
  pictureUrl: z.string().nullable(),
  /** Products (not deleted) placed directly in this category. */
  productCount: z.number().int(),
  rowVersion: z.number().int(),
});
export type AdminCategoryNode = z.infer<typeof AdminCategoryNode>;

/** Every category, parents before children and siblings in display order. */
export const AdminCategoryTree = z.object({ items: z.array(AdminCategoryNode) });
export type AdminCategoryTree = z.infer<typeof AdminCategoryTree>;

export const AdminCategoryDetail = AdminCategoryNode.extend({
  description: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  pictureAlt: z.string(),
  subcategoryCount: z.number().int(),
});
export type AdminCategoryDetail = z.infer<typeof AdminCategoryDetail>;

export const AdminBrandCreate = z.object({ name: name('برند'), ...seoAndText });
export type AdminBrandCreate = z.input<typeof AdminBrandCreate>;

export const AdminBrandUpdate = z.object({ expectedVersion: ExpectedVersion, name: name('برند'), ...seoAndText });
export type AdminBrandUpdate = z.input<typeof AdminBrandUpdate>;

/** `PUT /brands/:id/position`: at `position` in the brands' list. */
export const AdminBrandMove = z.object({ expectedVersion: ExpectedVersion, position });
export type AdminBrandMove = z.input<typeof AdminBrandMove>;

export const AdminBrandSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  displayOrder: z.number().int(),
  published: z.boolean(),
  pictureUrl: z.string().nullable(),
  productCount: z.number().int(),
  rowVersion: z.number().int(),
});
export type AdminBrandSummary = z.infer<typeof AdminBrandSummary>;

export const AdminBrandList = z.object({ items: z.array(AdminBrandSummary) });
export type AdminBrandList = z.infer<typeof AdminBrandList>;

export const AdminBrandDetail = AdminBrandSummary.extend({
  description: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  pictureAlt: z.string(),
});
export type AdminBrandDetail = z.infer<typeof AdminBrandDetail>;
