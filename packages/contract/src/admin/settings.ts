import { z } from 'zod';
import { ExpectedVersion } from './common.js';

/**
 * The store's settings as an owner thinks of them (issue 36): each group is one form with one version
 * (a stale save answers 409, ADR 0065). The fields, their Persian labels and rules come from the server,
 * so the form shows exactly what the server validates.
 */
export const SETTINGS_GROUP_NAMES = [
  'store',
  'checkout',
  'shipping',
  'courier',
  'payments',
  'orders',
  'customers',
  'catalogue',
  'rewardPoints',
  'appVersions',
  'messages',
  'contact',
] as const;
export const SettingsGroupName = z.enum(SETTINGS_GROUP_NAMES, { message: 'این گروه تنظیمات وجود ندارد.' });
export type SettingsGroupName = z.infer<typeof SettingsGroupName>;

/** How a field is edited: money is Rial on the wire and Toman on screen; `list` is comma-separated text. */
export const SettingFieldKind = z.enum([
  'boolean',
  'integer',
  'decimal',
  'money',
  'text',
  'longText',
  'list',
  'choices',
  /** x.y.z, typed in any digits. */
  'version',
]);
export type SettingFieldKind = z.infer<typeof SettingFieldKind>;

export const SettingValue = z.union([z.boolean(), z.number(), z.string()]);
export type SettingValue = z.infer<typeof SettingValue>;

export const SettingField = z.object({
  name: z.string(),
  label: z.string(),
  kind: SettingFieldKind,
  /** The rule in Persian, shown under the field and in the refusal. */
  hint: z.string().nullable(),
  value: SettingValue,
  /** For `choices`: the values that may be ticked (the value is the ticked ones, comma-separated). */
  choices: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Numbers' bounds, for the browser's own check; the server checks again. */
  min: z.number().optional(),
  max: z.number().optional(),
});
export type SettingField = z.infer<typeof SettingField>;

export const SettingsGroup = z.object({
  name: SettingsGroupName,
  title: z.string(),
  description: z.string(),
  fields: z.array(SettingField),
  /** Send back as `expectedVersion` (ADR 0065). */
  rowVersion: z.number().int(),
});
export type SettingsGroup = z.infer<typeof SettingsGroup>;

export const SettingsGroupSummary = SettingsGroup.pick({ name: true, title: true, description: true });
export const SettingsGroupList = z.object({ items: z.array(SettingsGroupSummary) });
export type SettingsGroupList = z.infer<typeof SettingsGroupList>;

export const SettingsGroupParams = z.object({ group: SettingsGroupName });

/** `PUT /settings/groups/:group`: only the fields that change need be sent; each is checked by its own rule. */
export const SettingsGroupChange = z.object({
  expectedVersion: ExpectedVersion,
  values: z.record(z.string(), SettingValue),
});
export type SettingsGroupChange = z.infer<typeof SettingsGroupChange>;

const fee = (label: string) =>
  z
    .number({ message: `${label} باید عدد باشد.` })
    .int({ message: `${label} باید عدد صحیح (ریال) باشد.` })
    .min(0, { message: `${label} نمی‌تواند منفی باشد.` })
    .max(100_000_000_000, { message: `${label} بیش از حد بزرگ است.` });

/** A method's rates, by the calculator the checkout prices it with (modules/checkout/shipping-rates.ts). */
export const ShippingRates = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('flat'), fee: fee('هزینهٔ ارسال') }),
  z.object({
    provider: z.literal('weight-province'),
    baseFee: fee('هزینهٔ پایه'),
    perKilogramFee: fee('هزینهٔ هر کیلوگرم'),
    sameProvinceBaseFee: fee('هزینهٔ پایهٔ درون‌استانی').nullable(),
    originStateProvinceName: z.string().trim().max(100, { message: 'نام استان مبدأ حداکثر ۱۰۰ نویسه است.' }).nullable(),
  }),
  z.object({
    provider: z.literal('courier'),
    fee: fee('هزینهٔ پیک'),
    cityNames: z
      .array(z.string().trim().min(1, { message: 'نام شهر خالی است.' }).max(100))
      .min(1, { message: 'دست‌کم یک شهر برای پیک لازم است.' })
      .max(200),
    days: z
      .number({ message: 'تعداد روزهای قابل انتخاب باید عدد باشد.' })
      .int({ message: 'تعداد روزهای قابل انتخاب باید عدد صحیح باشد.' })
      .min(1, { message: 'تعداد روزهای قابل انتخاب باید بین ۱ تا ۳۰ باشد.' })
      .max(30, { message: 'تعداد روزهای قابل انتخاب باید بین ۱ تا ۳۰ باشد.' }),
  }),
]);
export type ShippingRates = z.infer<typeof ShippingRates>;

export const AdminShippingMethod = z.object({
  id: z.number().int(),
  systemName: z.string(),
  name: z.string(),
  description: z.string(),
  /** Null when the stored rates no longer parse (then the checkout does not offer it). */
  rates: ShippingRates.nullable(),
  payOnDelivery: z.boolean(),
  hasDeliverySlots: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  rowVersion: z.number().int(),
});
export type AdminShippingMethod = z.infer<typeof AdminShippingMethod>;
export const AdminShippingMethodList = z.object({ items: z.array(AdminShippingMethod) });

const name = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} را بنویسید.` })
    .max(max, { message: `${label} حداکثر ${max.toLocaleString('fa-IR')} نویسه است.` });

const order = z
  .number({ message: 'ترتیب نمایش باید عدد باشد.' })
  .int({ message: 'ترتیب نمایش باید عدد صحیح باشد.' })
  .min(0, { message: 'ترتیب نمایش نمی‌تواند منفی باشد.' })
  .max(10_000, { message: 'ترتیب نمایش بیش از حد بزرگ است.' });

/** `PUT /settings/shipping-methods/:id`: the calculator stays the method's own (its rates must be of that kind). */
export const AdminShippingMethodChange = z.object({
  expectedVersion: ExpectedVersion,
  name: name('نام روش ارسال', 100),
  description: z.string().trim().max(400, { message: 'توضیح حداکثر ۴۰۰ نویسه است.' }),
  isActive: z.boolean(),
  displayOrder: order,
  rates: ShippingRates,
});
export type AdminShippingMethodChange = z.infer<typeof AdminShippingMethodChange>;

export const AdminDeliveryTimeRange = z.object({
  id: z.number().int(),
  name: z.string(),
  startHour: z.number().int(),
  endHour: z.number().int(),
  /** Deliveries a day in this range; 0 closes the range. */
  capacity: z.number().int(),
  displayOrder: z.number().int(),
  rowVersion: z.number().int(),
});
export type AdminDeliveryTimeRange = z.infer<typeof AdminDeliveryTimeRange>;
export const AdminDeliveryTimeRangeList = z.object({ items: z.array(AdminDeliveryTimeRange) });

const hour = (label: string) =>
  z
    .number({ message: `${label} باید عدد باشد.` })
    .int({ message: `${label} باید ساعت کامل باشد.` })
    .min(0, { message: `${label} باید بین ۰ تا ۲۴ باشد.` })
    .max(24, { message: `${label} باید بین ۰ تا ۲۴ باشد.` });

const timeRangeFields = {
  name: name('نام بازه', 50),
  startHour: hour('ساعت شروع'),
  endHour: hour('ساعت پایان'),
  capacity: z
    .number({ message: 'ظرفیت باید عدد باشد.' })
    .int({ message: 'ظرفیت باید عدد صحیح باشد.' })
    .min(0, { message: 'ظرفیت نمی‌تواند منفی باشد.' })
    .max(10_000, { message: 'ظرفیت بیش از حد بزرگ است.' }),
  displayOrder: order,
};
const endAfterStart: [
  (range: { startHour: number; endHour: number }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (range) => range.startHour < range.endHour,
  { message: 'ساعت پایان باید پس از ساعت شروع باشد.', path: ['endHour'] },
];

/** `POST /settings/delivery-time-ranges`: a new courier range (a range is closed with capacity 0, never deleted: holds and orders name it). */
export const AdminDeliveryTimeRangeInput = z.object(timeRangeFields).refine(...endAfterStart);
export type AdminDeliveryTimeRangeInput = z.infer<typeof AdminDeliveryTimeRangeInput>;

export const AdminDeliveryTimeRangeChange = z
  .object({ expectedVersion: ExpectedVersion, ...timeRangeFields })
  .refine(...endAfterStart);
export type AdminDeliveryTimeRangeChange = z.infer<typeof AdminDeliveryTimeRangeChange>;
