import { describe, expect, it } from 'vitest';
import { checkoutMessages } from './checkout.messages.js';
import {
  courierDaysOf,
  courierRates,
  flatRates,
  shippingFeeOf,
  weightProvinceRates,
  type ShippingMethodRates,
} from './shipping-rates.js';

const tehran = { stateProvinceName: 'تهران', cityName: 'تهران' };
const shiraz = { stateProvinceName: 'فارس', cityName: 'شیراز' };
const pishtaz = {
  baseFee: 450_000,
  perKilogramFee: 120_000,
  sameProvinceBaseFee: 350_000,
  originStateProvinceName: 'تهران',
};

describe('weight-province (پست پیشتاز)', () => {
  const quote = (weightGrams: number, destination = shiraz, settings: unknown = pishtaz) =>
    weightProvinceRates.quote({ settings, destination, weightGrams, subtotal: 0 });

  it('charges the base fee for the first kilogram and the per-kilogram fee for each further started one', () => {
    expect(quote(0)).toEqual({ fee: 450_000 });
    expect(quote(1000)).toEqual({ fee: 450_000 });
    expect(quote(1001)).toEqual({ fee: 570_000 });
    expect(quote(3000)).toEqual({ fee: 690_000 });
  });

  it('charges the lower base fee inside the store’s own province, however the name is typed', () => {
    expect(quote(2500, tehran)).toEqual({ fee: 590_000 });
    expect(quote(500, { stateProvinceName: ' تهران ', cityName: 'ري' })).toEqual({ fee: 350_000 });
  });

  it('is unavailable, not a crash, with settings that do not describe it', () => {
    expect(quote(500, tehran, { fee: 1 })).toEqual({ unavailable: checkoutMessages.shippingMisconfigured });
  });
});

describe('flat (تیپاکس) and courier (پیک)', () => {
  it('charges a flat fee anywhere', () => {
    expect(
      flatRates.quote({ settings: { fee: 900_000 }, destination: shiraz, weightGrams: 99_000, subtotal: 0 }),
    ).toEqual({ fee: 900_000 });
  });

  it('delivers only to its cities', () => {
    const settings = { fee: 700_000, cityNames: ['تهران'], days: 5 };
    expect(courierRates.quote({ settings, destination: tehran, weightGrams: 0, subtotal: 0 })).toEqual({
      fee: 700_000,
    });
    expect(courierRates.quote({ settings, destination: shiraz, weightGrams: 0, subtotal: 0 })).toEqual({
      unavailable: checkoutMessages.onlyInCities(['تهران']),
    });
    expect(courierDaysOf(JSON.stringify(settings))).toBe(5);
    expect(courierDaysOf('{"fee": 1}')).toBe(0);
    expect(courierDaysOf('not json')).toBe(0);
  });
});

describe('shippingFeeOf', () => {
  const method = (over: Partial<ShippingMethodRates> = {}): ShippingMethodRates => ({
    rateProvider: 'flat',
    rateSettings: JSON.stringify({ fee: 900_000 }),
    payOnDelivery: false,
    hasDeliverySlots: false,
    ...over,
  });
  const input = { destination: tehran, weightGrams: 1000, subtotal: 10_000_000, freeShippingOverAmount: 50_000_000 };

  it('charges the provider’s fee below the free-shipping amount, nothing from it (0: never free)', () => {
    expect(shippingFeeOf(method(), input)).toEqual({ fee: 900_000, free: false });
    expect(shippingFeeOf(method(), { ...input, subtotal: 50_000_000 })).toEqual({ fee: 0, free: true });
    expect(shippingFeeOf(method(), { ...input, subtotal: 90_000_000, freeShippingOverAmount: 0 })).toEqual({
      fee: 900_000,
      free: false,
    });
  });

  it('keeps the courier’s fee even over the free-shipping amount', () => {
    const courier = method({
      rateProvider: 'courier',
      rateSettings: JSON.stringify({ fee: 700_000, cityNames: ['تهران'] }),
      hasDeliverySlots: true,
    });
    expect(shippingFeeOf(courier, { ...input, subtotal: 90_000_000 })).toEqual({ fee: 700_000, free: false });
  });

  it('puts nothing on the order for pay-on-delivery (پس‌کرایه): the carrier is paid at the door', () => {
    expect(shippingFeeOf(method({ payOnDelivery: true, rateSettings: '{"fee":250000}' }), input)).toEqual({
      fee: 0,
      free: false,
    });
  });

  it('is unavailable for an unknown provider or broken settings', () => {
    const unavailable = { unavailable: checkoutMessages.shippingMisconfigured };
    expect(shippingFeeOf(method({ rateProvider: 'camel' }), input)).toEqual(unavailable);
    expect(shippingFeeOf(method({ rateSettings: '{' }), input)).toEqual(unavailable);
  });
});
