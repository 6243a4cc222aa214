import { z } from 'zod';

/**
 * Schemas every admin area shares. An area file may import these; the customers, orders and audit
 * lists page and filter by day the same way.
 */

/** Page number and size of a server-paged admin list (page numbers start at 1). */
export const AdminPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of an admin list with the count of all matching rows, for the pager. */
export function adminPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A Gregorian calendar day (YYYY-MM-DD); the admin picks it on a Jalali calendar, a day runs in Tehran time. */
export const AdminDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'تاریخ باید به شکل سال-ماه-روز باشد.' })
  .refine(isCalendarDay, { message: 'این تاریخ وجود ندارد.' });

/** Whether a YYYY-MM-DD day exists: Date.parse takes 2026-02-30 as 2 March, so the day must come back unchanged. */
export function isCalendarDay(day: string): boolean {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
}

/** The row version a staff member loaded; a save with an older one is refused with 409 (ADR 0065). */
export const ExpectedVersion = z.coerce.number().int().min(0);

/** An admin write that answers nothing more than that it was done. */
export const AdminDone = z.object({ done: z.literal(true) });

export const AdminIdParams = z.object({ id: z.coerce.number().int().positive() });
