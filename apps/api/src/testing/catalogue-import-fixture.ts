// Files and uploads for the import's tests, the audit test's sample and the bench: a CSV or XLSX as a staff
// member's browser sends it (multipart/form-data).
import ExcelJS from 'exceljs';
import { CATALOGUE_IMPORT_COLUMNS, CATALOGUE_IMPORT_FILE_FIELD } from '@sabad/contract/admin';

export const templateHeaders = CATALOGUE_IMPORT_COLUMNS.map((column) => column.header);

export function csvOf(
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  headers: readonly string[] = templateHeaders,
): Buffer {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return Buffer.from(`\uFEFF${[headers, ...rows].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`, 'utf8');
}

export async function xlsxOf(
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
  headers: readonly string[] = templateHeaders,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('کالاها');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with one file, and its content type. */
export function multipartUpload(fileName: string, data: Buffer, field = CATALOGUE_IMPORT_FILE_FIELD) {
  const boundary = `----sabad${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
