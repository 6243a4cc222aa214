import { z } from 'zod';
import { MoneyValue } from '../common.js';
import { AdminPictureUpload, AdminSlug } from './categories.js';
import { ExpectedVersion } from './common.js';

/**
 * The back office's product editor (issue 36, ADR 0072). Amounts travel in Rial like the rest of the API;
 * the editor shows and takes Toman. A save sends the whole product; its attributes and values carry the ids
 * they were loaded with (a cart or an order keeps pointing at them), new ones none. A combination names its
 * values by attribute and value name, so a new value can be combined in the same save.
 */

const Rial = (what: string) =>
  z
    .number({ message: `${what} باید عدد باشد.` })
    .int({ message: `${what} باید عدد صحیح باشد.` })
    .min(0, { message: `${what} نمی‌تواند منفی باشد.` })
    .max(1_000_000_000_000, { message: `${what} بیش از حد بزرگ است.` });

const Count = (what: string, max = 1_000_000_000) =>
  z
    .number({ message: `${what} باید عدد باشد.` })
    .int({ message: `${what} باید عدد صحیح باشد.` })
    .min(0, { message: `${what} نمی‌تواند منفی باشد.` })
    .max(max, { message: `${what} بیش از حد بزرگ است.` });

const Id = z.number().int().positive();

const text = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${what} حداکثر ${max.toLocaleString('fa-IR')} نویسه است.` });

export const AdminProductInventoryMethod = z.enum(['none', 'product', 'combinations'], {
  message: 'روش پیگیری موجودی را انتخاب کنید.',
});
export type AdminProductInventoryMethod = z.infer<typeof AdminProductInventoryMethod>;

/** As the storefront shows a choice: one of a list, one of buttons, several ticks, typed text, colour squares. */
export const AdminProductControlType = z.enum(['DropdownList', 'RadioList', 'Checkboxes', 'TextBox', 'ColorSquares'], {
  message: 'نوع نمایش ویژگی را انتخاب کنید.',
});
export type AdminProductControlType = z.infer<typeof AdminProductControlType>;

export const AdminProductAttributeValue = z.object({
  /** Absent for a value added in this save. */
  id: Id.optional(),
  name: z
    .string()
    .trim()
    .min(1, { message: 'نام مقدار ویژگی را بنویسید.' })
    .max(200, { message: 'نام مقدار ویژگی حداکثر ۲۰۰ نویسه است.' }),
  /** Rial added to the price when chosen; may be negative (a smaller size). */
  priceAdjustment: z
    .number({ message: 'افزایش قیمت مقدار باید عدد باشد.' })
    .int({ message: 'افزایش قیمت مقدار باید عدد صحیح باشد.' })
    .min(-1_000_000_000_000, { message: 'افزایش قیمت مقدار بیش از حد است.' })
    .max(1_000_000_000_000, { message: 'افزایش قیمت مقدار بیش از حد است.' })
    .default(0),
  isPreSelected: z.boolean().default(false),
  /** #rrggbb, for colour squares. */
  colorRgb: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'رنگ باید به شکل #RRGGBB باشد.' })
    .nullable()
    .default(null),
});

export const AdminProductAttribute = z.object({
  /** The mapping's id; absent for an attribute added in this save. */
  id: Id.optional(),
  name: z
    .string()
    .trim()
    .min(1, { message: 'نام ویژگی را بنویسید.' })
    .max(200, { message: 'نام ویژگی حداکثر ۲۰۰ نویسه است.' }),
  controlType: AdminProductControlType.default('DropdownList'),
  isRequired: z.boolean().default(true),
  /** None for a text box (the shopper types it); at least one for any other. */
  values: z.array(AdminProductAttributeValue).max(100, { message: 'یک ویژگی حداکثر ۱۰۰ مقدار دارد.' }).default([]),
});
export type AdminProductAttribute = z.input<typeof AdminProductAttribute>;

export const AdminProductCombination = z.object({
  /** One value of each attribute, by name. */
  values: z
    .array(z.object({ attribute: z.string().trim().min(1), value: z.string().trim().min(1) }))
    .min(1, { message: 'ترکیب باید دست‌کم یک مقدار داشته باشد.' }),
  sku: text('شناسهٔ کالای ترکیب', 100).default(''),
  stockQuantity: Count('موجودی ترکیب').default(0),
  allowOutOfStockOrders: z.boolean().default(false),
  /** Rial; null: the product's price with the values' adjustments. */
  overriddenPrice: Rial('قیمت ترکیب').nullable().default(null),
});
export type AdminProductCombination = z.input<typeof AdminProductCombination>;

export const AdminProductSpecification = z.object({
  /** The specification's name, e.g. «جنس»; a new one is created. */
  attribute: z
    .string()
    .trim()
    .min(1, { message: 'نام مشخصه را بنویسید.' })
    .max(200, { message: 'نام مشخصه حداکثر ۲۰۰ نویسه است.' }),
  value: z
    .string()
    .trim()
    .min(1, { message: 'مقدار مشخصه را بنویسید.' })
    .max(200, { message: 'مقدار مشخصه حداکثر ۲۰۰ نویسه است.' }),
});

export const AdminProductPictureOrder = z.object({
  id: Id,
  altText: text('متن جایگزین تصویر', 400).default(''),
});

export const AdminDownloadActivation = z.enum(['paid', 'manual']);
export const AdminRecurringPeriod = z.enum(['day', 'week', 'month', 'year'], {
  message: 'دورهٔ اشتراک را انتخاب کنید.',
});

export const AdminProductDownloadRules = z.object({
  isDownload: z.boolean(),
  unlimitedDownloads: z.boolean().default(true),
  /** null: the store's setting. */
  maxNumberOfDownloads: Count('تعداد دفعات دانلود', 10_000).nullable().default(null),
  /** null: the store's setting. */
  expirationDays: Count('مهلت دانلود (روز)', 36_500).nullable().default(null),
  activation: AdminDownloadActivation.default('paid'),
  hasUserAgreement: z.boolean().default(false),
  userAgreementText: text('متن توافق‌نامه', 20_000).default(''),
});

export const AdminProductRecurring = z
  .object({
    isRecurring: z.boolean(),
    cycleLength: z
      .number({ message: 'طول دوره باید عدد باشد.' })
      .int({ message: 'طول دوره باید عدد صحیح باشد.' })
      .min(1, { message: 'طول دوره دست‌کم ۱ است.' })
      .max(365, { message: 'طول دوره حداکثر ۳۶۵ است.' })
      .default(1),
    cyclePeriod: AdminRecurringPeriod.default('month'),
    /** 0: until cancelled. */
    totalCycles: Count('تعداد دوره‌ها', 1000).default(0),
  })
  .default({ isRecurring: false, cycleLength: 1, cyclePeriod: 'month', totalCycles: 0 });

/** `POST /catalogue/products` and `PUT /catalogue/products/:id` (with `expectedVersion`): the whole product. */
export const AdminProductInput = z
  .object({
    name: z
      .string({ message: 'نام محصول را بنویسید.' })
      .trim()
      .min(1, { message: 'نام محصول را بنویسید.' })
      .max(400, { message: 'نام محصول حداکثر ۴۰۰ نویسه است.' }),
    shortDescription: text('توضیح کوتاه', 1000).default(''),
    /** HTML from the rich-text editor; the server keeps only what the storefront's sanitiser allows. */
    fullDescription: z.string().max(200_000, { message: 'توضیحات کامل بیش از حد بلند است.' }).default(''),
    sku: text('شناسهٔ کالا', 100).default(''),
    price: Rial('قیمت'),
    oldPrice: Rial('قیمت قبلی').nullable().default(null),
    published: z.boolean().default(false),
    /** Empty: made from the name. Unique among products. */
    slug: AdminSlug.default(''),
    metaTitle: text('عنوان سئو', 400).default(''),
    metaDescription: text('توضیح سئو', 1000).default(''),
    categoryIds: z.array(Id).max(50, { message: 'یک محصول حداکثر در ۵۰ دسته است.' }).default([]),
    manufacturerId: Id.nullable().default(null),
    inventoryMethod: AdminProductInventoryMethod.default('product'),
    /** The product's own stock (inventoryMethod 'product'). */
    stockQuantity: Count('موجودی').default(0),
    /** Whether orders are taken when the stock (the product's or a combination's) is out. */
    allowBackorder: z.boolean().default(false),
    attributes: z.array(AdminProductAttribute).max(20, { message: 'یک محصول حداکثر ۲۰ ویژگی دارد.' }).default([]),
    combinations: z
      .array(AdminProductCombination)
      .max(2000, { message: 'یک محصول حداکثر ۲٬۰۰۰ ترکیب دارد.' })
      .default([]),
    specifications: z
      .array(AdminProductSpecification)
      .max(100, { message: 'یک محصول حداکثر ۱۰۰ مشخصه دارد.' })
      .default([]),
    /** The pictures kept, in their order (the first is the main one); one left out is deleted. */
    pictures: z.array(AdminProductPictureOrder).max(50).default([]),
    download: AdminProductDownloadRules.default({
      isDownload: false,
      unlimitedDownloads: true,
      maxNumberOfDownloads: null,
      expirationDays: null,
      activation: 'paid',
      hasUserAgreement: false,
      userAgreementText: '',
    }),
    recurring: AdminProductRecurring,
  })
  .superRefine((product, context) => {
    if (product.oldPrice !== null && product.oldPrice !== 0 && product.oldPrice <= product.price)
      context.addIssue({
        code: 'custom',
        path: ['oldPrice'],
        message: 'قیمت قبلی باید از قیمت فعلی بیشتر باشد (یا خالی بماند).',
      });
    const names = new Set<string>();
    product.attributes.forEach((attribute, index) => {
      if (names.has(attribute.name))
        context.addIssue({ code: 'custom', path: ['attributes', index, 'name'], message: 'نام ویژگی تکراری است.' });
      names.add(attribute.name);
      if (attribute.controlType === 'TextBox' && attribute.values.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['attributes', index, 'values'],
          message: `ویژگی متنی «${attribute.name}» مقدار ندارد؛ خریدار آن را می‌نویسد.`,
        });
      if (attribute.controlType !== 'TextBox' && attribute.values.length === 0)
        context.addIssue({
          code: 'custom',
          path: ['attributes', index, 'values'],
          message: 'هر ویژگی دست‌کم یک مقدار می‌خواهد.',
        });
      const values = new Set<string>();
      attribute.values.forEach((value, valueIndex) => {
        if (values.has(value.name))
          context.addIssue({
            code: 'custom',
            path: ['attributes', index, 'values', valueIndex, 'name'],
            message: `مقدار «${value.name}» در ویژگی «${attribute.name}» تکراری است.`,
          });
        values.add(value.name);
      });
    });
    if (new Set(product.categoryIds).size !== product.categoryIds.length)
      context.addIssue({ code: 'custom', path: ['categoryIds'], message: 'دسته‌ای دو بار انتخاب شده است.' });
    const specifications = new Set<string>();
    product.specifications.forEach((specification, index) => {
      const key = `${specification.attribute}\u0000${specification.value}`;
      if (specifications.has(key))
        context.addIssue({
          code: 'custom',
          path: ['specifications', index, 'value'],
          message: `مشخصهٔ «${specification.attribute}: ${specification.value}» تکراری است.`,
        });
      specifications.add(key);
    });
    if (product.inventoryMethod === 'combinations' && product.attributes.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['inventoryMethod'],
        message: 'موجودی به تفکیک ترکیب، ویژگی و ترکیب می‌خواهد.',
      });
  });
export type AdminProductInput = z.input<typeof AdminProductInput>;
export type AdminProductInputParsed = z.output<typeof AdminProductInput>;

export const AdminProductUpdate = AdminProductInput.and(z.object({ expectedVersion: ExpectedVersion }));
export type AdminProductUpdate = z.input<typeof AdminProductUpdate>;

export const AdminProductParams = z.object({ id: z.coerce.number().int().positive() });

/** `POST /catalogue/products/:id/pictures`: one picture added at the end. */
export const AdminProductPictureAdd = AdminPictureUpload.extend({ expectedVersion: ExpectedVersion });
export type AdminProductPictureAdd = z.infer<typeof AdminProductPictureAdd>;

/** The most a downloadable file's base64 text may be (the API's body limit is 1 MB). */
export const ADMIN_DOWNLOAD_MAX_BASE64 = 900_000;

/** `PUT /catalogue/products/:id/download`: the file a buyer downloads (null removes it). */
export const AdminProductDownloadFile = z.object({
  expectedVersion: ExpectedVersion,
  file: z
    .object({
      fileName: z
        .string()
        .trim()
        .min(1, { message: 'نام فایل را بنویسید.' })
        .max(200, { message: 'نام فایل حداکثر ۲۰۰ نویسه است.' }),
      contentType: z.string().trim().max(100).default('application/octet-stream'),
      dataBase64: z
        .string()
        .min(1, { message: 'فایل خالی است.' })
        .max(ADMIN_DOWNLOAD_MAX_BASE64, { message: 'حجم فایل بیش از حد است؛ حداکثر ۶۵۰ کیلوبایت.' })
        .regex(/^[A-Za-z0-9+/]+={0,2}$/, { message: 'فایل خوانا نیست.' }),
    })
    .nullable(),
});
export type AdminProductDownloadFile = z.infer<typeof AdminProductDownloadFile>;

export const AdminProductPicture = z.object({
  id: z.number().int(),
  altText: z.string(),
  /** The storefront's URL of its thumbnail. */
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/** `GET /catalogue/products/:id`: the product as the editor shows it; the save body plus what only the server knows. */
export const AdminProductDetail = z.object({
  id: z.number().int(),
  /** Send back as `expectedVersion` with a change (ADR 0065). */
  rowVersion: z.number().int(),
  name: z.string(),
  shortDescription: z.string(),
  fullDescription: z.string(),
  sku: z.string(),
  price: MoneyValue,
  oldPrice: MoneyValue.nullable(),
  published: z.boolean(),
  slug: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  categoryIds: z.array(z.number().int()),
  manufacturerId: z.number().int().nullable(),
  inventoryMethod: AdminProductInventoryMethod,
  stockQuantity: z.number().int(),
  allowBackorder: z.boolean(),
  attributes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      controlType: z.string(),
      isRequired: z.boolean(),
      values: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          priceAdjustment: MoneyValue,
          isPreSelected: z.boolean(),
          colorRgb: z.string().nullable(),
        }),
      ),
    }),
  ),
  combinations: z.array(
    z.object({
      values: z.array(z.object({ attribute: z.string(), value: z.string() })),
      sku: z.string(),
      stockQuantity: z.number().int(),
      allowOutOfStockOrders: z.boolean(),
      overriddenPrice: MoneyValue.nullable(),
    }),
  ),
  specifications: z.array(z.object({ attribute: z.string(), value: z.string() })),
  pictures: z.array(AdminProductPicture),
  download: z.object({
    isDownload: z.boolean(),
    unlimitedDownloads: z.boolean(),
    maxNumberOfDownloads: z.number().int().nullable(),
    expirationDays: z.number().int().nullable(),
    activation: AdminDownloadActivation,
    hasUserAgreement: z.boolean(),
    userAgreementText: z.string(),
    /** The file buyers get, when one is uploaded. */
    file: z.object({ fileName: z.string(), contentType: z.string() }).nullable(),
  }),
  recurring: z.object({
    isRecurring: z.boolean(),
    cycleLength: z.number().int(),
    cyclePeriod: AdminRecurringPeriod,
    totalCycles: z.number().int(),
  }),
  /** The storefront's page of the product. */
  storefrontUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProductDetail = z.infer<typeof AdminProductDetail>;

/** `GET /catalogue/product-editor/options`: what the editor's pickers offer. */
export const AdminProductEditorOptions = z.object({
  /** In tree order, with the depth to indent by. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), depth: z.number().int() })),
  manufacturers: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Names already used, offered as suggestions. */
  attributeNames: z.array(z.string()),
  specificationNames: z.array(z.string()),
});
export type AdminProductEditorOptions = z.infer<typeof AdminProductEditorOptions>;
