// The `setting` table holds only values that differ from these defaults.
import { androidVersionNumber } from '@sabad/contract';
import { z } from 'zod';

const bool = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
const int = z.coerce.number().int();
const num = z.coerce.number();

/**
 * A customer text the owner rewrites in the back office (ADR 0077): its own words with {placeholders} of
 * `names` only, no stray brace. Empty: the built-in text.
 */
const messageTemplate = (names: readonly string[]) =>
  z
    .string()
    .max(400)
    .refine(
      (text) =>
        [...text.matchAll(/\{([^{}]*)\}/g)].every((match) => names.includes(match[1] ?? '')) &&
        !/[{}]/.test(text.replace(/\{[^{}]*\}/g, '')),
    )
    .default('');

export const storeSettingsSchema = z.object({
  StoreName: z.string().min(1).default('سبد'),
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
  /** 0: at once, as nopCommerce. */
  RewardPointsActivationDelayDays: int.min(0).max(365).default(0),
  /** 0: never expire. */
  RewardPointsPurchasesValidityDays: int.min(0).default(0),
  /** 0: never expire. */
  RewardPointsRegistrationValidityDays: int.min(0).default(0),
  CommissionsEnabled: bool.default(false),
  AffiliateDefaultCommissionRate: num.min(0).max(100).default(5),

  ShowProductImagesOnShoppingCart: bool.default(true),
  ShowProductImagesOnWishList: bool.default(true),
  MaximumShoppingCartItems: int.positive().default(1000),
  MaximumWishlistItems: int.positive().default(1000),
  AllowCartItemEditing: bool.default(true),
  ShowGiftCardBox: bool.default(true),
  ShowDiscountBox: bool.default(true),
  MinOrderSubtotalAmount: int.min(0).default(0),
  TaxRatePercent: num.min(0).max(100).default(10),

  IsReOrderAllowed: bool.default(true),
  ReturnRequestsEnabled: bool.default(true),
  NumberOfDaysReturnRequestAvailable: int.min(0).default(7),
  ReturnRequestsAllowFiles: bool.default(true),
  /** Never more than 2 MB, the upload route's own limit. */
  ReturnRequestPictureMaximumSizeBytes: int.positive().default(2 * 1024 * 1024),
  TermsOfServiceOnOrderConfirmPage: bool.default(true),
  AnonymousCheckoutAllowed: bool.default(false),
  MinOrderTotalAmount: int.min(0).default(0),
  MinimumOrderPlacementInterval: int.min(0).default(30),
  UnpaidOrderHoldMinutes: int.min(1).default(30),
  RecurringOrderPaymentHoldHours: int.min(1).default(72),
  /** 0: never expires. */
  DownloadExpirationDays: int.min(0).max(36_500).default(0),
  MaxNumberOfDownloads: int.min(1).max(1_000_000).default(10),
  DeliverySlotHoldMinutes: int.min(1).default(20),
  /** Rial; 0: never free. */
  FreeShippingOverAmount: int.min(0).default(50_000_000),
  ActivePaymentMethods: z
    .string()
    .default('Payments.SandboxBank,Payments.ZarinPal,Payments.CashOnDelivery,Payments.CheckVertex'),
  CashOnDeliveryMaximumAmount: int.min(0).default(30_000_000),
  /** Empty: everywhere. */
  CashOnDeliveryProvinces: z.string().default('تهران,البرز'),
  /** Empty: every city of those provinces. */
  CashOnDeliveryCities: z.string().default('تهران,کرج'),
  ChequePaymentInstructions: z
    .string()
    .default(
      'چک‌های صیادی را در وجه «فروشگاه سبد» صادر و در سامانه صیاد ثبت کنید، سپس مشخصات هر چک را اینجا وارد کنید. سفارش پس از تأیید چک‌ها ارسال می‌شود.',
    ),

  AppUrlScheme: z.string().default('sabad'),
  /** Android compares numbers padded to two digits a part (5.1.4 → "50104"); x.y.z is stored as that number. */
  AndroidAppVersion: z
    .string()
    .refine((value) => androidVersionNumber(value) !== null)
    .transform((value) => String(androidVersionNumber(value)))
    .default('50104'),
  AndroidStoreUrl: z.string().default('https://play.google.com/store/apps/details?id=ir.sabad.app'),
  IosAppVersion: z
    .string()
    .regex(/^\d+\.\d+\.\d+$/)
    .default('5.1.4'),
  IosStoreUrl: z.string().default('https://apps.apple.com/app/id0000000000'),
  StorePhone: z.string().default('۰۲۱-۱۲۳۴۵۶۷۸'),
  StoreAddress: z.string().default('تهران، خیابان ولیعصر، ساختمان سبد، طبقه سوم'),
  StoreWorkingHours: z.string().default('همه روزه از ساعت ۹ تا ۲۱'),
  /** Empty: messages are only stored. */
  StoreContactEmail: z.union([z.literal(''), z.email()]).default('support@sabad.example'),
  FirstNameRequired: bool.default(true),
  LastNameRequired: bool.default(true),
  BlogCommentsMustBeApproved: bool.default(true),

  OrderPlacedTextTemplate: messageTemplate(['شماره', 'مبلغ', 'وضعیت']),
  OrderPaidTextTemplate: messageTemplate(['شماره', 'مبلغ']),
  OrderShippedTextTemplate: messageTemplate(['شماره', 'رهگیری']),
  OrderCancelledTextTemplate: messageTemplate(['شماره', 'دلیل']),
  OrderRefundedTextTemplate: messageTemplate(['شماره', 'مبلغ', 'شرح']),
  BackInStockTextTemplate: messageTemplate(['نام', 'کالا']),
  ReturnStatusTextTemplate: messageTemplate(['شماره', 'کالا', 'تعداد', 'وضعیت']),
});

export type StoreSettings = z.infer<typeof storeSettingsSchema>;
export type StoreSettingName = keyof StoreSettings;
export const storeSettingNames = Object.keys(storeSettingsSchema.shape) as StoreSettingName[];

export function isStoreSettingName(name: string): name is StoreSettingName {
  return (storeSettingNames as string[]).includes(name);
}

export function parseStoreSettings(rows: Array<{ name: string; value: string }>): StoreSettings {
  const raw: Record<string, string> = {};
  for (const row of rows) if (isStoreSettingName(row.name)) raw[row.name] = row.value;
  return storeSettingsSchema.parse(raw);
}

export function validateStoreSetting(name: StoreSettingName, value: string): string {
  const parsed: unknown = storeSettingsSchema.shape[name].parse(value);
  // A text setting that normalises its value (AndroidAppVersion "5.1.5" → "50105") is stored normalised.
  return typeof parsed === 'string' ? parsed : value;
}
