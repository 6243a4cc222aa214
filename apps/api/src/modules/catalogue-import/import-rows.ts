// The table's header mapped to the template's columns, and each row checked cell by cell. A file whose
// columns are wrong is refused whole; a bad row is kept with its errors, shown in the preview and never applied.
import { normalizePersianText } from '@sabad/contract';
import {
  CATALOGUE_IMPORT_COLUMNS,
  CATALOGUE_IMPORT_MAX_ROWS,
  type CatalogueImportColumnKey,
  type CatalogueImportRowError,
  type CatalogueImportRowValues,
} from '@sabad/contract/admin';
import { badRequest } from '../../lib/app-error.js';
import { importMessages } from './catalogue-import.messages.js';
import type { Cell, ReadTable } from './import-file.js';

export interface CheckedRow {
  position: number;
  values: CatalogueImportRowValues;
  errors: CatalogueImportRowError[];
}

/** What the preview needs from the store: which SKUs exist, and the categories by name. */
export interface ImportLookups {
  existingSkus: ReadonlySet<string>;
  categoriesByName: ReadonlyMap<string, number[]>;
}

const MAX_AMOUNT = 100_000_000_000;

/** A header or a category name as compared: Persian letters unified, half-spaces and case ignored. */
export function comparable(text: string): string {
  return normalizePersianText(text)
    .replace(/[\u200c\u200f\u200e\u00a0_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const headerKeys = new Map<string, CatalogueImportColumnKey>(
  CATALOGUE_IMPORT_COLUMNS.flatMap((column) =>
    [column.header, ...column.aliases].map((name) => [comparable(name), column.key] as const),
  ),
);
const headerOf = (key: CatalogueImportColumnKey) =>
  CATALOGUE_IMPORT_COLUMNS.find((column) => column.key === key)?.header ?? key;

const text = (cell: Cell | undefined): string => (cell === null || cell === undefined ? '' : String(cell).trim());

export function mapHeader(cells: readonly Cell[]): Array<CatalogueImportColumnKey | null> {
  const seen = new Set<CatalogueImportColumnKey>();
  const lastNonEmpty = cells.reduce<number>((last, cell, index) => (text(cell) === '' ? last : index), -1);
  const keys = cells.slice(0, lastNonEmpty + 1).map((cell, index) => {
    const header = text(cell);
    if (header === '') throw badRequest(importMessages.emptyHeader(index + 1));
    const key = headerKeys.get(comparable(header));
    if (!key) throw badRequest(importMessages.unknownColumn(header));
    if (seen.has(key)) throw badRequest(importMessages.duplicateColumn(header));
    seen.add(key);
    return key;
  });
  if (!seen.has('sku')) throw badRequest(importMessages.missingSku);
  if (seen.size === 1) throw badRequest(importMessages.onlySku);
  return keys;
}

const LATIN = /[0-9]/;
const EASTERN = /[۰-۹٠-٩]/;
const PERSIAN_DIGIT = /[۰-۹]/;
const ARABIC_DIGIT = /[٠-٩]/;

type Parsed<T> = { value: T } | { error: string };

/** A whole number as a person writes it: Persian, Arabic-Indic or Latin digits (one kind), thousands separators. */
export function parseWholeNumber(cell: Cell): Parsed<number> {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { error: importMessages.notANumber(String(cell)) };
    if (!Number.isInteger(cell)) return { error: importMessages.notWhole(String(cell)) };
    if (cell < 0) return { error: importMessages.negative(String(cell)) };
    if (cell > MAX_AMOUNT) return { error: importMessages.tooLarge(String(cell)) };
    return { value: cell };
  }
  const raw = text(cell);
  const body = raw.replace(/[,٬،\s]/g, '');
  const digits = body.replace(/^[-−]/, '');
  if (!/^[0-9۰-۹٠-٩]+([.٫][0-9۰-۹٠-٩]+)?$/.test(digits)) return { error: importMessages.notANumber(raw) };
  const kinds = [LATIN.test(digits), PERSIAN_DIGIT.test(digits), ARABIC_DIGIT.test(digits)].filter(Boolean).length;
  if (kinds > 1) return { error: importMessages.mixedDigits(raw) };
  if (/[.٫]/.test(digits)) return { error: importMessages.notWhole(raw) };
  if (body !== digits) return { error: importMessages.negative(raw) };
  const latin = EASTERN.test(digits)
    ? digits
        .replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d)))
        .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
    : digits;
  const value = Number(latin);
  if (!Number.isSafeInteger(value) || value > MAX_AMOUNT) return { error: importMessages.tooLarge(raw) };
  return { value };
}

const YES = new Set(['بله', 'آری', 'اری', 'منتشر', 'منتشرشده', 'yes', 'y', 'true', '1', '۱', 'published']);
const NO = new Set(['خیر', 'نه', 'پیش نویس', 'پیش‌نویس', 'no', 'n', 'false', '0', '۰', 'unpublished', 'draft']);

export function parseYesNo(cell: Cell): Parsed<boolean> {
  if (typeof cell === 'boolean') return { value: cell };
  const raw = text(cell);
  const key = comparable(raw);
  if (YES.has(key)) return { value: true };
  if (NO.has(key) || NO.has(raw)) return { value: false };
  return { error: importMessages.notYesNo(raw) };
}

/** The file's SKUs, to look up which exist before the rows are checked. */
export function skusOf(table: ReadTable): string[] {
  const [header, ...data] = table.rows;
  if (!header) return [];
  const column = mapHeader(header.cells).indexOf('sku');
  return [...new Set(data.map((row) => text(row.cells[column] ?? null)).filter((sku) => sku !== ''))];
}

/** Every data row checked; rows with no cell filled are left out (a spreadsheet's trailing blank lines). */
export function checkRows(table: ReadTable, lookups: ImportLookups): CheckedRow[] {
  const [header, ...data] = table.rows;
  if (!header) throw badRequest(importMessages.noRows);
  const keys = mapHeader(header.cells);
  const filled = data.filter((row) => row.cells.some((cell) => text(cell) !== ''));
  if (filled.length === 0) throw badRequest(importMessages.noRows);
  if (filled.length > CATALOGUE_IMPORT_MAX_ROWS) throw badRequest(importMessages.tooManyRows);
  const firstRowOfSku = new Map<string, number>();

  return filled.map((row, position) => {
    const errors: CatalogueImportRowError[] = [];
    const fail = (key: CatalogueImportColumnKey, message: string) =>
      errors.push({ row: row.rowNumber, column: headerOf(key), message });
    const cellOf = (key: CatalogueImportColumnKey): Cell => {
      const index = keys.indexOf(key);
      return index === -1 ? null : (row.cells[index] ?? null);
    };
    const present = (key: CatalogueImportColumnKey) => text(cellOf(key)) !== '';
    const number = (key: CatalogueImportColumnKey): number | null => {
      if (!present(key)) return null;
      const parsed = parseWholeNumber(cellOf(key));
      if ('error' in parsed) {
        fail(key, parsed.error);
        return null;
      }
      return parsed.value;
    };

    const sku = text(cellOf('sku'));
    if (sku === '') fail('sku', importMessages.skuMissing);
    else if (sku.length > 100) fail('sku', importMessages.skuTooLong);
    else {
      const earlier = firstRowOfSku.get(sku.toLowerCase());
      if (earlier !== undefined) fail('sku', importMessages.skuRepeated(earlier));
      else firstRowOfSku.set(sku.toLowerCase(), row.rowNumber);
    }
    const name = present('name') ? normalizePersianText(text(cellOf('name'))) : null;
    if (name !== null && name.length > 400) fail('name', importMessages.nameTooLong);
    const price = number('price');
    const oldPrice = number('oldPrice');
    const stock = number('stock');
    let published: boolean | null = null;
    if (present('published')) {
      const parsed = parseYesNo(cellOf('published'));
      if ('error' in parsed) fail('published', parsed.error);
      else published = parsed.value;
    }
    const category = present('category') ? text(cellOf('category')) : null;
    if (category !== null) {
      const ids = lookups.categoriesByName.get(comparable(category)) ?? [];
      if (ids.length === 0) fail('category', importMessages.unknownCategory(category));
      else if (ids.length > 1) fail('category', importMessages.ambiguousCategory(category));
    }
    if (sku !== '' && !lookups.existingSkus.has(sku)) {
      if (name === null) fail('name', importMessages.newNeedsName);
      if (price === null && !present('price')) fail('price', importMessages.newNeedsPrice);
    }
    return {
      position,
      values: { row: row.rowNumber, sku, name, price, oldPrice, stock, published, category },
      errors,
    };
  });
}
