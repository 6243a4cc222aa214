import { z } from 'zod';

/**
 * Importing products, prices and stock from a CSV or XLSX file (issue 36): upload, preview with each
 * bad row's Persian errors, then apply as a background job whose progress the page polls.
 */

/** The file field of the upload (multipart/form-data). */
export const CATALOGUE_IMPORT_FILE_FIELD = 'file';
/** Larger files are refused with 413 before they are read. */
export const CATALOGUE_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** More data rows than this are refused before any is read into the preview. */
export const CATALOGUE_IMPORT_MAX_ROWS = 20_000;

export type CatalogueImportColumnKey = 'sku' | 'name' | 'price' | 'oldPrice' | 'stock' | 'published' | 'category';

/**
 * The file's columns, in the template's order: the Persian header the template writes, and the other
 * headers accepted for it (compared without case, spaces or half-spaces). SKU is required; a new SKU
 * needs a name and a price.
 */
export const CATALOGUE_IMPORT_COLUMNS: ReadonlyArray<{
  key: CatalogueImportColumnKey;
  header: string;
  aliases: readonly string[];
  example: string;
}> = [
  { key: 'sku', header: 'شناسه کالا (SKU)', aliases: ['sku', 'شناسه کالا', 'شناسه', 'کد کالا'], example: 'SB-1001' },
  { key: 'name', header: 'نام', aliases: ['name', 'نام کالا'], example: 'دفتر یادداشت خط‌دار' },
  { key: 'price', header: 'قیمت (تومان)', aliases: ['price', 'قیمت'], example: '۱۲۵٬۰۰۰' },
  {
    key: 'oldPrice',
    header: 'قیمت قبلی (تومان)',
    aliases: ['old price', 'oldprice', 'قیمت قبلی'],
    example: '۱۵۰٬۰۰۰',
  },
  { key: 'stock', header: 'موجودی', aliases: ['stock', 'stock quantity', 'تعداد موجودی'], example: '۲۴' },
  { key: 'published', header: 'منتشرشده', aliases: ['published', 'منتشر شده', 'انتشار'], example: 'بله' },
  { key: 'category', header: 'دسته‌بندی', aliases: ['category', 'دسته بندی', 'دسته'], example: 'لوازم التحریر' },
];

export const CatalogueImportStatus = z.enum(['previewed', 'queued', 'running', 'done', 'failed', 'interrupted']);
export type CatalogueImportStatus = z.infer<typeof CatalogueImportStatus>;

/** One problem of one row: the file's row number (the header is row 1), the column's header and why. */
export const CatalogueImportRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type CatalogueImportRowError = z.infer<typeof CatalogueImportRowError>;

/** A row as it will be written: prices in Toman, as the file gave them; absent cells are null (kept). */
export const CatalogueImportRowValues = z.object({
  row: z.number().int(),
  sku: z.string(),
  name: z.string().nullable(),
  price: z.number().int().nullable(),
  oldPrice: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  published: z.boolean().nullable(),
  category: z.string().nullable(),
});
export type CatalogueImportRowValues = z.infer<typeof CatalogueImportRowValues>;

export const CatalogueImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  status: CatalogueImportStatus,
  /** Data rows in the file (the header row not counted). */
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  /** Rows the job has gone through, applied or not: the progress bar's value. */
  processedRows: z.number().int(),
  appliedRows: z.number().int(),
  failedRows: z.number().int(),
  startedBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The preview's errors (at most the first 500), in row order. */
  errors: z.array(CatalogueImportRowError),
  /** The first valid rows, as they will be applied. */
  sample: z.array(CatalogueImportRowValues),
});
export type CatalogueImport = z.infer<typeof CatalogueImport>;

export const CatalogueImportList = z.object({ items: z.array(CatalogueImport.omit({ errors: true, sample: true })) });

export const CatalogueImportParams = z.object({ id: z.coerce.number().int().positive() });

export const CatalogueImportRowOutcome = z.enum(['pending', 'applied', 'failed']);

/** Every row's outcome, for the downloadable result. */
export const CatalogueImportResult = z.object({
  items: z.array(
    z.object({
      row: z.number().int(),
      sku: z.string(),
      outcome: CatalogueImportRowOutcome,
      message: z.string(),
    }),
  ),
});
export type CatalogueImportResult = z.infer<typeof CatalogueImportResult>;
