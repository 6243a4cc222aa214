// A table as a downloadable file (ADR 0078): CSV (UTF-8 with a byte-order mark, so Excel reads Persian) or
// XLSX (exceljs's streaming writer, the sheet right to left), written batch by batch as the rows arrive so a
// 200,000-row export never sits in memory. Every text cell that a spreadsheet would read as a formula is
// neutralised, the same way in both formats.
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { toJalaliInput } from '@sabad/contract';
import { tehranDate } from './tehran-day.js';

export type Cell = string | number | null;

export interface TableColumn<Row> {
  /** The Persian header. */
  header: string;
  value: (row: Row) => Cell;
  /** Excel column width in characters (XLSX only). */
  width?: number;
}

export type TableFormat = 'csv' | 'xlsx';

/** The rows a batch at a time: a database walk (async) or a report read whole (one batch). */
export type Batches<Row> = AsyncIterable<Row[]> | Iterable<Row[]>;

export interface TableFile {
  filename: string;
  contentType: string;
  body: Readable;
}

const BOM = '\uFEFF';
const CONTENT_TYPES: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// OWASP's CSV injection list (=, +, -, @) and the tab and carriage return that Excel also skips before one.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV Injection"): a
 * customer named «=HYPERLINK(…)» stays a name. Numbers are written as numbers and never start a formula.
 */
export function neutraliseCell(value: Cell): Cell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

const tehranTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A Gregorian day (YYYY-MM-DD) as a file shows it: Jalali, Latin digits so a spreadsheet sorts it ("1405/09/08"). */
export function jalaliDayText(day: string): string {
  return toJalaliInput(day);
}

/** An instant as a file shows it: its Jalali day and time in Tehran ("1405/09/08 23:59"). */
export function jalaliDateTimeText(iso: string): string {
  const at = new Date(iso);
  return `${toJalaliInput(tehranDate(at))} ${tehranTime.format(at)}`;
}

/** Rial as whole Toman, the unit staff read (a file's amounts are numbers, so a spreadsheet can add them). */
export function tomanOf(rial: number): number {
  return Math.round(rial / 10);
}

function csvLines(rows: Cell[][]): string {
  // Papa quotes what needs quoting (commas, quotes, line breaks); the cells arrive already neutralised.
  return `${Papa.unparse(rows, { header: false, newline: '\r\n', escapeFormulae: false })}\r\n`;
}

async function* csvChunks<Row>(columns: TableColumn<Row>[], batches: Batches<Row>): AsyncGenerator<string> {
  yield BOM + csvLines([columns.map((column) => neutraliseCell(column.header))]);
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield csvLines(batch.map((row) => columns.map((column) => neutraliseCell(column.value(row)))));
  }
}

function xlsxStream<Row>(sheetName: string, columns: TableColumn<Row>[], batches: Batches<Row>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 16,
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      sheet.getRow(1).commit();
      for await (const batch of batches) {
        for (const row of batch) {
          // A string cell is written as text (never as a formula) by exceljs; neutralised all the same, so a
          // sheet saved again as CSV stays harmless.
          sheet.addRow(columns.map((column) => neutraliseCell(column.value(row)))).commit();
        }
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/**
 * Pulls the first batch now, so a refused filter (a 4xx) is thrown before any byte is sent; the rest is
 * pulled as the client reads.
 */
export async function primed<Row>(batches: AsyncGenerator<Row[]>): Promise<AsyncIterable<Row[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

/**
 * The file of a table: `batches` is pulled only as the client reads, so a slow download holds one batch.
 * A failure mid-way ends the download broken (the status line has gone): the caller checks its input
 * before it calls this.
 */
export function tableFile<Row>(options: {
  format: TableFormat;
  /** Latin, without extension: the download's name ("orders-1405-09-08"). */
  name: string;
  sheetName: string;
  columns: TableColumn<Row>[];
  batches: Batches<Row>;
}): TableFile {
  const { format, name, columns, batches } = options;
  const body =
    format === 'csv'
      ? Readable.from(csvChunks(columns, batches), { objectMode: false })
      : xlsxStream(options.sheetName, columns, batches);
  return { filename: `${name}.${format}`, contentType: CONTENT_TYPES[format], body };
}

/** Answers a file: the headers that make a browser save it under its name, then the streamed body. */
export function fileHeaders(file: TableFile): Record<string, string> {
  return {
    'content-type': file.contentType,
    'content-disposition': `attachment; filename="${file.filename}"`,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
}
