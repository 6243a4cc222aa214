import {
  CATALOGUE_IMPORT_COLUMNS,
  CATALOGUE_IMPORT_FILE_FIELD,
  type CatalogueImport,
  type CatalogueImportResult,
} from '@sabad/contract/admin';
import { adminRoutePaths } from 'virtual:admin-route-paths';
import { ApiError, NetworkError } from '@/lib/http-error';
import { CSRF_HEADER } from '@/lib/http';
import { csrf } from '@/lib/session';
import { importsFa as t } from './strings';

/** The upload is multipart, which the JSON client does not send: the same headers, by hand. */
export async function uploadImportFile(file: File): Promise<CatalogueImport> {
  const body = new FormData();
  body.append(CATALOGUE_IMPORT_FILE_FIELD, file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = csrf.get();
  if (token) headers[CSRF_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(adminRoutePaths.adminUploadCatalogueImport.path, {
      method: 'POST',
      body,
      headers,
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as CatalogueImport;
}

// A cell a spreadsheet would run as a formula is neutralised, as the server's exports do (ADR 0078).
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: ReadonlyArray<ReadonlyArray<string | number>>): Blob {
  // The byte-order mark makes Excel read the file as UTF-8 (Persian letters).
  return new Blob([`\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`], {
    type: 'text/csv;charset=utf-8',
  });
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function templateCsv(): Blob {
  return csv([
    CATALOGUE_IMPORT_COLUMNS.map((column) => column.header),
    CATALOGUE_IMPORT_COLUMNS.map((column) => column.example),
  ]);
}

export function resultCsv(result: CatalogueImportResult): Blob {
  return csv([
    t.result.headers,
    ...result.items.map((item) => [item.row, item.sku, t.result.outcome[item.outcome], item.message]),
  ]);
}
