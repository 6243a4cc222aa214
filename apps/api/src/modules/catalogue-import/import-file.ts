// An uploaded file → a table of cells (the first row the headers). CSV through papaparse, XLSX through exceljs
// after zip-guard.ts has proved it small once inflated; anything else is refused in Persian before reading.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { CATALOGUE_IMPORT_MAX_ROWS } from '@sabad/contract/admin';
import { badRequest } from '../../lib/app-error.js';
import { importMessages } from './catalogue-import.messages.js';
import { inflateZipWithin, isZip, XLSX_UNCOMPRESSED_LIMIT_BYTES } from './zip-guard.js';

export type Cell = string | number | boolean | null;

export interface ReadTable {
  format: 'csv' | 'xlsx';
  /** Each row with its number in the file (the header is row 1). */
  rows: Array<{ rowNumber: number; cells: Cell[] }>;
}

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
const BOM = '\uFEFF';

export async function readTable(bytes: Buffer, fileName: string): Promise<ReadTable> {
  if (bytes.subarray(0, 4).equals(OLE_SIGNATURE) || /\.xls$/i.test(fileName)) throw badRequest(importMessages.oldExcel);
  if (isZip(bytes)) return { format: 'xlsx', rows: await readXlsx(bytes) };
  if (/\.xlsx$/i.test(fileName)) throw badRequest(importMessages.brokenXlsx);
  return { format: 'csv', rows: readCsv(bytes) };
}

function readCsv(bytes: Buffer): ReadTable['rows'] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Bytes that are not UTF-8: a CSV saved as Windows-1256, or no text at all.
    throw badRequest(looksBinary(bytes) ? importMessages.notCsvOrXlsx : importMessages.notUtf8);
  }
  if (text.includes('\u0000') || looksBinary(bytes)) throw badRequest(importMessages.notCsvOrXlsx);
  if (text.startsWith(BOM)) text = text.slice(1);
  // Counted before parsing: papaparse would build every row first.
  if (countLines(text) > CATALOGUE_IMPORT_MAX_ROWS + 1 + 1000) throw badRequest(importMessages.tooManyRows);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimitersToGuess: [',', ';', '\t', '|'] });
  const broken = parsed.errors.find((error) => error.type === 'Quotes' || error.code === 'UndetectableDelimiter');
  if (broken && broken.code !== 'UndetectableDelimiter')
    throw badRequest(importMessages.brokenCsv((broken.row ?? 0) + 1));
  return parsed.data.map((cells, index) => ({ rowNumber: index + 1, cells }));
}

function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

function looksBinary(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  let control = 0;
  for (const byte of head) if (byte < 9 || (byte > 13 && byte < 32)) control++;
  return control > 0;
}

async function readXlsx(bytes: Buffer): Promise<ReadTable['rows']> {
  const check = inflateZipWithin(bytes);
  if (!check.ok)
    throw badRequest(
      check.reason === 'bomb' ? importMessages.xlsxBomb(XLSX_UNCOMPRESSED_LIMIT_BYTES) : importMessages.brokenXlsx,
    );
  if (!check.entries.has('xl/workbook.xml')) throw badRequest(importMessages.notCsvOrXlsx);
  // Rows counted in the sheets' XML before exceljs builds them.
  for (const [name, xml] of check.entries) {
    if (!name.startsWith('xl/worksheets/') || !name.endsWith('.xml')) continue;
    if (countOccurrences(xml, '<row ') + countOccurrences(xml, '<row>') > CATALOGUE_IMPORT_MAX_ROWS + 1)
      throw badRequest(importMessages.tooManyRows);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(importMessages.brokenXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest(importMessages.xlsxNoSheet);
  const rows: ReadTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellValue(row.getCell(column).value));
    rows.push({ rowNumber, cells });
  });
  return rows;
}

function countOccurrences(haystack: Buffer, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return typeof result === 'string' || typeof result === 'number' || typeof result === 'boolean' ? result : null;
  }
  if ('text' in value) return String((value as { text: unknown }).text);
  if ('error' in value) return String((value as { error: unknown }).error);
  return null;
}
