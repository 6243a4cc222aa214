import { z } from 'zod';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * `GET /orders/export/:format` and `/customers/export/:format`: the list's own query (its filter exactly as
 * the list reads it; page and pageSize are ignored) answered as one file of every matching row (ADR 0078).
 */
export const AdminExportParams = z.object({
  format: z.enum(EXPORT_FORMATS, 'قالب خروجی باید csv یا xlsx باشد.'),
});
