/**
 * Every store setting: its name in the `setting` table, its type and its default.
 * The table holds only values that differ from these defaults (set by the seed, the CLI or
 * the back office); reading a setting parses its text with the schema below.
 * The defaults are the spec's bundled values (single brand, no wholesale, no commissions…).
 */
import { androidVersionNumber } from '@sabad/contract';
import { z } from 'zod';

const bool = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const int = z.coerce.number().int();
const num = z.coerce.number();

export const storeSettingsSchema = z.object({
  StoreName: z.string().min(1).default('سبد'),
  /** Picture id of the store logo; 0 when none (the storefront then shows the name). */
  LogoPictureId: int.min(0).default(0),
  StoreClosed: bool.default(false),

  PrimaryCurrencyCode: z.string().default('IRR'),
  DisplayCurrencyName: z.string().default('تومان'),
  DisplayCurrencyRate: num.positive().default(0.1),

  MobileLoginEnabled: bool.default(true),
  AllowCustomersToUploadAvatars: bool.default(true),
  AvatarMaximumSizeBytes: int.positive().default(2 * 1024 * 1024),
  GenderEnabled: bool.default(true),
  DateOfBirthEnabled: bool.default(true),
  NewsletterEnabled: bool.default(true),
  PasswordMinLength: int.min(4).default(6),
  VerificationCodeLifetimeSeconds: int.positive().max(600).default(600),

  CompareProductsEnabled: bool.default(true),
  CircleCategoryStyleEnabled: bool.default(true),
  SubCategoryWithPicture: bool.default(true),
  ProductReviewsEnabled: bool.default(true),
  /** New reviews wait for an operator (`npm run cli -- reviews approve <id>`) before shoppers see them. */
  ProductReviewsMustBeApproved: bool.default(true),
  ProductsByTagEnabled: bool.default(false),
  DefaultPageSize: int.min(1).max(100).default(10),
  CompareProductsMaximum: int.min(2).max(10).default(4),

  RewardPointsEnabled: bool.default(true),
  RewardPointsExchangeRate: int.min(0).default(10),
  RewardPointsForRegistration: int.min(0).default(100),
  RewardPointsForPurchasesPoints: int.min(0).default(1),
  RewardPointsForPurchasesAmount: int.positive().default(100_000),
  RewardPointsMinimumToUse: int.min(0).default(0),
  // Reward points, affiliates and commissions (issue 12; docs/product.md §4).
  /** Days after an order becomes Complete before its points count in the balance (0: at once, as nopCommerce). */
  RewardPointsActivationDelayDays: int.min(0).max(365).default(0),
  /** Days purchase points stay usable after they count (0: never expire). */
  RewardPointsPurchasesValidityDays: int.min(0).default(0),
  /** Days registration points stay usable (0: never expire). */
  RewardPointsRegistrationValidityDays: int.min(0).default(0),
  /** Affiliates earn commissions on their referred customers' paid orders (the spec's bundled value: off). */
  CommissionsEnabled: bool.default(false),
  /** Commission rate in percent given to a customer made an affiliate without `--rate`. */
  AffiliateDefaultCommissionRate: num.min(0).max(100).default(5),

  ShowProductImagesOnShoppingCart: bool.default(true),
  ShowProductImagesOnWishList: bool.default(true),
  MaximumShoppingCartItems: int.positive().default(1000),
  MaximumWishlistItems: int.positive().default(1000),
  AllowCartItemEditing: bool.default(true),
  ShowGiftCardBox: bool.default(true),
  ShowDiscountBox: bool.default(true),
  MinOrderSubtotalAmount: int.min(0).default(0),
  /** Value added tax included in the prices, in percent (Iran: 10); the cart totals show the part it accounts for. */
  TaxRatePercent: num.min(0).max(100).default(10),

  IsReOrderAllowed: bool.default(true),
  ReturnRequestsEnabled: bool.default(true),
  NumberOfDaysReturnRequestAvailable: int.min(0).default(7),
  // Return requests (modules/returns): the window above counts from the last shipment's delivery.
  /** The shopper may attach a photo to a return request (nopCommerce's ReturnRequestsAllowFiles). */
  ReturnRequestsAllowFiles: bool.default(true),
  /** Bytes; the largest return photo accepted (never more than 2 MB, the upload route's own limit). */
  ReturnRequestPictureMaximumSizeBytes: int.positive().default(2 * 1024 * 1024),
  TermsOfServiceOnOrderConfirmPage: bool.default(true),
  AnonymousCheckoutAllowed: bool.default(false),
  MinOrderTotalAmount: int.min(0).default(0),
  /** Seconds within which a second placement without an Idempotency-Key answers the same order (a double tap). */
  MinimumOrderPlacementInterval: int.min(0).default(30),
  /** Minutes an unpaid online order holds its stock before the sweep cancels it. */
  UnpaidOrderHoldMinutes: int.min(1).default(30),
  // Recurring orders (issue 12; modules/orders/recurring-*).
  /** Hours the next order of a subscription paid online waits for its payment (the shopper is sent the link) before the sweep cancels it. */
  RecurringOrderPaymentHoldHours: int.min(1).default(72),
  // Downloadable products (issue 12; modules/downloads): used for a product that leaves its own value empty.
  /** Days an order line's download stays available after the order is paid (0: never expires). */
  DownloadExpirationDays: int.min(0).max(36_500).default(0),
  /** Downloads an order line allows (nopCommerce's product default: 10). */
  MaxNumberOfDownloads: int.min(1).max(1_000_000).default(10),
  /** Minutes a chosen courier slot stays held while the shopper checks out. */
  DeliverySlotHoldMinutes: int.min(1).default(20),
  /** Rial; shipping is free from this order subtotal on (0: never). */
  FreeShippingOverAmount: int.min(0).default(50_000_000),
  /** Payment methods offered, by system name, comma-separated. */
  ActivePaymentMethods: z
    .string()
    .default('Payments.SandboxBank,Payments.ZarinPal,Payments.CashOnDelivery,Payments.CheckVertex'),
  /** Rial; cash or card on delivery is offered up to this order total. */
  CashOnDeliveryMaximumAmount: int.min(0).default(30_000_000),
  /** Provinces (names, comma-separated) where cash or card on delivery is offered; empty: everywhere. */
  CashOnDeliveryProvinces: z.string().default('تهران,البرز'),
  /** Cities (names, comma-separated) where it is offered; empty: every city of those provinces. */
  CashOnDeliveryCities: z.string().default('تهران,کرج'),
  /** What the shopper reads on check-payment and check-details: where the cheques go and to whom. */
  ChequePaymentInstructions: z
    .string()
    .default(
      'چک‌های صیادی را در وجه «فروشگاه سبد» صادر و در سامانه صیاد ثبت کنید، سپس مشخصات هر چک را اینجا وارد کنید. سفارش پس از تأیید چک‌ها ارسال می‌شود.',
    ),

  /** The remote version record (docs/product.md §3) served at /app-version.json. */
  AppUrlScheme: z.string().default('sabad'),
  /**
   * The number Android compares with the installed version padded to two digits a part
   * (5.1.4 → "50104"); x.y.z is accepted too and stored as that number (`settings set
   * AndroidAppVersion 5.1.5` stores "50105").
   */
  AndroidAppVersion: z
    .string()
    .refine((value) => androidVersionNumber(value) !== null)
    .transform((value) => String(androidVersionNumber(value)))
    .default('50104'),
  AndroidStoreUrl: z.string().default('https://play.google.com/store/apps/details?id=ir.sabad.app'),
  /** x.y.z: iOS compares the raw dotted values. */
  IosAppVersion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default('5.1.4'),
  IosStoreUrl: z.string().default('https://apps.apple.com/app/id0000000000'),
  // Contact us (issue 13; modules/contact): shown beside the contact form; messages go to the email.
  // The demo values agree with the seeded «اطلاعات تماس» topic.
  /** Written as shoppers should read it; the page links it for calling. Empty: not shown. */
  StorePhone: z.string().default('۰۲۱-۱۲۳۴۵۶۷۸'),
  StoreAddress: z.string().default('تهران، خیابان ولیعصر، ساختمان سبد، طبقه سوم'),
  StoreWorkingHours: z.string().default('همه روزه از ساعت ۹ تا ۲۱'),
  /** Where contact messages are sent (and shown on the page); empty: they are only stored. */
  StoreContactEmail: z.union([z.literal(''), z.email()]).default('support@sabad.example'),
  // Names at registration (issue 13; nopCommerce's FirstNameRequired/LastNameRequired). The form
  // always shows both fields; required by default, so every customer has a name the menu can show.
  FirstNameRequired: bool.default(true),
  LastNameRequired: bool.default(true),
  // Blog (issue 13; modules/blog): a customer's comment waits for `npm run cli -- blog comment approve <id>`.
  BlogCommentsMustBeApproved: bool.default(true),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingName = keyof StoreSettings;
export const storeSettingNames = Object.keys(storeSettingsSchema.shape) as StoreSettingName[];

export function isStoreSettingName(name: string): name is StoreSettingName {
  return (storeSettingNames as string[]).includes(name);
}

/** Parses the stored name → text pairs into typed settings, defaults filling the gaps. */
export function parseStoreSettings(rows: Array<{ name: string; value: string }>): StoreSettings {
  const raw: Record<string, string> = {};
  for (const row of rows) if (isStoreSettingName(row.name)) raw[row.name] = row.value;
  return storeSettingsSchema.parse(raw);
}

/** Validates one value as the CLI or back office would set it; returns the text to store. */
export function validateStoreSetting(name: StoreSettingName, value: string): string {
  const parsed: unknown = storeSettingsSchema.shape[name].parse(value);
  // A text setting that normalises its value (AndroidAppVersion "5.1.5" → "50105") is stored normalised.
  return typeof parsed === 'string' ? parsed : value;
}
