/**
 * Shipping rates behind one seam (ADR 0019): each `shipping_method` row names the
 * ShippingRateProvider that prices it (`rate_provider`) and carries that provider's settings as
 * JSON (`rate_settings`). A provider answers a fee in Rial or why the method is not offered at the
 * destination. Pure: no database, no clock, so the checkout steps and placement price alike.
 *
 * Free shipping (the store's FreeShippingOverAmount) and pay-on-delivery (پس‌کرایه) are applied
 * above the providers, in `shippingFeeOf`.
 */
import { foldForSearch } from '@sabad/contract';
import { z } from 'zod';
import { checkoutMessages } from './checkout.messages.js';

export interface ShippingDestination {
  stateProvinceName: string;
  cityName: string;
}

export interface ShippingQuoteInput {
  /** The method's `rate_settings`, parsed from JSON (the provider validates it). */
  settings: unknown;
  destination: ShippingDestination;
  /** Grams of what ships; products that ship free weigh nothing. */
  weightGrams: number;
  /** Rial, the cart's subtotal. */
  subtotal: number;
}

export type ShippingQuote = { fee: number } | { unavailable: string };

export interface ShippingRateProvider {
  kind: string;
  quote(input: ShippingQuoteInput): ShippingQuote;
}

const fee = z.number().int().min(0);
const misconfigured = { unavailable: checkoutMessages.shippingMisconfigured };
const sameName = (a: string, b: string) => foldForSearch(a) === foldForSearch(b);

/**
 * پست پیشتاز: `baseFee` for the first kilogram and `perKilogramFee` for each further started
 * kilogram; `sameProvinceBaseFee` replaces the base fee when the parcel stays in the store's own
 * province (`originStateProvinceName`). Served everywhere.
 */
const weightProvinceSettings = z.object({
  baseFee: fee,
  perKilogramFee: fee,
  sameProvinceBaseFee: fee.optional(),
  originStateProvinceName: z.string().optional(),
});

export const weightProvinceRates: ShippingRateProvider = {
  kind: 'weight-province',
  quote({ settings, destination, weightGrams }) {
    const parsed = weightProvinceSettings.safeParse(settings);
    if (!parsed.success) return misconfigured;
    const s = parsed.data;
    const kilograms = Math.max(1, Math.ceil(Math.max(0, weightGrams) / 1000));
    const sameProvince =
      s.originStateProvinceName !== undefined &&
      s.sameProvinceBaseFee !== undefined &&
      sameName(s.originStateProvinceName, destination.stateProvinceName);
    const base = sameProvince && s.sameProvinceBaseFee !== undefined ? s.sameProvinceBaseFee : s.baseFee;
    return { fee: base + (kilograms - 1) * s.perKilogramFee };
  },
};

/** تیپاکس: one fee wherever it goes. */
const flatSettings = z.object({ fee });

export const flatRates: ShippingRateProvider = {
  kind: 'flat',
  quote({ settings }) {
    const parsed = flatSettings.safeParse(settings);
    return parsed.success ? { fee: parsed.data.fee } : misconfigured;
  },
};

/** پیک: one fee, only to `cityNames`; the shopper then picks a day and a time range (`days` ahead). */
const courierSettings = z.object({
  fee,
  cityNames: z.array(z.string()).min(1),
  days: z.number().int().min(1).max(30).default(5),
});
export type CourierSettings = z.infer<typeof courierSettings>;

/** The courier's settings, or null when the row's JSON does not describe a courier. */
export function parseCourierSettings(settings: unknown): CourierSettings | null {
  const parsed = courierSettings.safeParse(settings);
  return parsed.success ? parsed.data : null;
}

export const courierRates: ShippingRateProvider = {
  kind: 'courier',
  quote({ settings, destination }) {
    const s = parseCourierSettings(settings);
    if (!s) return misconfigured;
    if (!s.cityNames.some((city) => sameName(city, destination.cityName))) {
      return { unavailable: checkoutMessages.onlyInCities(s.cityNames) };
    }
    return { fee: s.fee };
  },
};

export const shippingRateProviders: readonly ShippingRateProvider[] = [weightProvinceRates, flatRates, courierRates];

/** What a shipping method row tells the rate calculation. */
export interface ShippingMethodRates {
  rateProvider: string;
  /** The row's JSON text. */
  rateSettings: string;
  payOnDelivery: boolean;
  hasDeliverySlots: boolean;
}

export interface ShippingFee {
  /** Rial on the order's shipping line (0 when free or paid to the carrier on delivery). */
  fee: number;
  /** Free because of FreeShippingOverAmount. */
  free: boolean;
}

/**
 * The fee of a method for this cart and destination, or why it is not offered there.
 * - Pay on delivery (پس‌کرایه): the carrier is paid at the door, the order's line is 0.
 * - Free shipping when the subtotal reaches `freeShippingOverAmount` (0: never) — for every method
 *   but the courier: same-day delivery in a chosen time range is a service of its own, with a
 *   limited capacity, and keeps its fee.
 */
export function shippingFeeOf(
  method: ShippingMethodRates,
  input: Omit<ShippingQuoteInput, 'settings'> & { freeShippingOverAmount: number },
  providers: readonly ShippingRateProvider[] = shippingRateProviders,
): ShippingFee | { unavailable: string } {
  const provider = providers.find((p) => p.kind === method.rateProvider);
  if (!provider) return misconfigured;
  let settings: unknown;
  try {
    settings = JSON.parse(method.rateSettings);
  } catch {
    return misconfigured;
  }
  const quote = provider.quote({ ...input, settings });
  if ('unavailable' in quote) return quote;
  if (method.payOnDelivery) return { fee: 0, free: false };
  const free =
    !method.hasDeliverySlots && input.freeShippingOverAmount > 0 && input.subtotal >= input.freeShippingOverAmount;
  return free ? { fee: 0, free: true } : { fee: quote.fee, free: false };
}

/** How many days ahead a courier row offers (its `days`), from the row's JSON text; 0 when it is no courier. */
export function courierDaysOf(rateSettings: string): number {
  try {
    return parseCourierSettings(JSON.parse(rateSettings))?.days ?? 0;
  } catch {
    return 0;
  }
}
