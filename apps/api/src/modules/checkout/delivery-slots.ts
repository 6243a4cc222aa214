// The range's row is locked (PostgreSQL) before the taken slots are counted, so two shoppers after the last place
// cannot both get it; SQLite runs one write transaction at a time.
import type { Kysely } from 'kysely';
import type { DeliveryDateTimesResponse } from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { checkoutMessages } from './checkout.messages.js';
import * as repo from './delivery-slots.repository.js';

type DeliveryDay = DeliveryDateTimesResponse['Result']['AvailableDeliveryDateTimesTable'][number];

const TEHRAN = 'Asia/Tehran';
const SAME_DAY_LEAD_MINUTES = 60;

const tehranParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TEHRAN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const persianDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const isoOf = (now: Date | string) => (typeof now === 'string' ? new Date(now).toISOString() : now.toISOString());

export function tehranNow(now: Date): { date: string; minutes: number } {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    tehranParts.formatToParts(now).find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function persianDayName(date: string): string {
  return persianDay.format(new Date(`${date}T00:00:00.000Z`));
}

interface RangeTimes {
  start_hour: number;
}

export function rangeOpen(date: string, range: RangeTimes, now: Date): boolean {
  const tehran = tehranNow(now);
  if (date > tehran.date) return true;
  if (date < tehran.date) return false;
  return range.start_hour * 60 - tehran.minutes > SAME_DAY_LEAD_MINUTES;
}

export function offeredDays(now: Date, days: number): string[] {
  const today = tehranNow(now).date;
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** The shopper's own hold does not count against them. */
export async function deliveryTable(
  db: Kysely<Database>,
  options: { now: Date; days: number; customerId: number | null },
): Promise<DeliveryDay[]> {
  const dates = offeredDays(options.now, options.days);
  const nowIso = options.now.toISOString();
  const [ranges, taken, own] = await Promise.all([
    repo.listTimeRanges(db),
    repo.countTakenSlots(db, { dates, now: nowIso, exceptCustomerId: options.customerId }),
    options.customerId === null ? undefined : repo.findHoldOfCustomer(db, options.customerId),
  ]);
  const held = own && own.expires_at > nowIso ? own : undefined;
  const takenOf = (date: string, rangeId: number) =>
    taken.find((t) => t.date === date && t.timeRangeId === rangeId)?.taken ?? 0;
  return dates.flatMap((date) => {
    const times = ranges
      .filter((range) => rangeOpen(date, range, options.now))
      .map((range) => ({
        Time: range.name,
        AvailableDeliveryTimeRangeId: range.id,
        AvailableCapacities: Math.max(0, range.capacity - takenOf(date, range.id)),
        Selected: held !== undefined && held.delivery_date === date && held.time_range_id === range.id,
      }));
    if (times.length === 0) return [];
    return [{ DeliveryDateOnUtc: `${date}T00:00:00.000Z`, DeliveryDateString: persianDayName(date), Times: times }];
  });
}

/** In the caller's transaction, the shopper already locked; gives back the slot held before. */
export async function holdSlot(
  trx: Kysely<Database>,
  request: { customerId: number; date: string; timeRangeId: number; now: Date; days: number; holdMinutes: number },
): Promise<void> {
  const range = await repo.findTimeRange(trx, request.timeRangeId);
  if (!range) throw notFound(checkoutMessages.deliveryTimeRangeNotFound);
  if (!offeredDays(request.now, request.days).includes(request.date) || !rangeOpen(request.date, range, request.now)) {
    throw unprocessable(checkoutMessages.deliveryDateNotOffered);
  }
  await repo.lockTimeRange(trx, range.id);
  await repo.deleteHoldsOfCustomer(trx, request.customerId);
  const nowIso = request.now.toISOString();
  const [counted] = await repo.countTakenSlots(trx, {
    dates: [request.date],
    timeRangeId: range.id,
    now: nowIso,
    exceptCustomerId: null,
  });
  if ((counted?.taken ?? 0) >= range.capacity) throw conflict(checkoutMessages.deliverySlotFull);
  await repo.insertHold(trx, {
    customer_id: request.customerId,
    delivery_date: request.date,
    time_range_id: range.id,
    order_id: null,
    expires_at: new Date(request.now.getTime() + request.holdMinutes * 60_000).toISOString(),
    created_at: nowIso,
  });
}

export function releaseSlotOfCustomer(trx: Kysely<Database>, customerId: number): Promise<number> {
  return repo.deleteHoldsOfCustomer(trx, customerId);
}

export async function attachSlotHoldToOrder(
  trx: Kysely<Database>,
  request: { customerId: number; orderId: number; now: Date | string },
): Promise<{ date: string; timeRangeName: string } | { refusal: string }> {
  const hold = await repo.findHoldOfCustomer(trx, request.customerId);
  if (!hold) return { refusal: checkoutMessages.deliverySlotRequired };
  if (hold.expires_at <= isoOf(request.now)) return { refusal: checkoutMessages.deliverySlotExpired };
  await repo.attachHoldToOrder(trx, hold.id, request.orderId);
  return { date: hold.delivery_date, timeRangeName: hold.time_range_name };
}

export async function heldSlotRefusal(
  trx: Kysely<Database>,
  request: { customerId: number; now: Date | string },
): Promise<string | null> {
  const hold = await repo.findHoldOfCustomer(trx, request.customerId);
  if (!hold) return checkoutMessages.deliverySlotRequired;
  return hold.expires_at <= isoOf(request.now) ? checkoutMessages.deliverySlotExpired : null;
}
