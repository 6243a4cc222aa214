// Pure (no database, no clock), so the checkout steps and placement price alike (ADR 0019).
import { foldForSearch } from '@sabad/contract';
import { z } from 'zod';
import { checkoutMessages } from './checkout.messages.js';

export interface ShippingDestination {
  stateProvinceName: string;
  cityName: string;
}

export interface ShippingQuoteInput {
  settings: unknown;
  destination: ShippingDestination;
  weightGrams: number;
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

// پست پیشتاز: `sameProvinceBaseFee` replaces the base fee when the parcel stays in `originStateProvinceName`.
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

const flatSettings = z.object({ fee });

export const flatRates: ShippingRateProvider = {
  kind: 'flat',
  quote({ settings }) {
    const parsed = flatSettings.safeParse(settings);
    return parsed.success ? { fee: parsed.data.fee } : misconfigured;
  },
};

const courierSettings = z.object({
  fee,
  cityNames: z.array(z.string()).min(1),
  days: z.number().int().min(1).max(30).default(5),
});
export type CourierSettings = z.infer<typeof courierSettings>;

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

export interface ShippingMethodRates {
  rateProvider: string;
  rateSettings: string;
  payOnDelivery: boolean;
  hasDeliverySlots: boolean;
}

export interface ShippingFee {
  fee: number;
  free: boolean;
}

// Free shipping spares the courier: a chosen same-day time range is a service of its own with a limited capacity.
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

/**
 * A carrier's pay-at-the-door variant is named after its prepaid method (`Shipping.Tipax.PayOnDelivery` after
 * `Shipping.Tipax`): beside that method shipping free, it would only make the shopper pay the carrier.
 */
export function isVariantOfAny(systemName: string, methods: readonly string[]): boolean {
  return methods.some((method) => systemName.startsWith(`${method}.`));
}

export function courierDaysOf(rateSettings: string): number {
  try {
    return parseCourierSettings(JSON.parse(rateSettings))?.days ?? 0;
  } catch {
    return 0;
  }
}
