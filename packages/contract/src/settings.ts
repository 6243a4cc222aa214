import { z } from 'zod';
import { CustomProperties } from './common.js';

/** `GET /common/logo` (docs/product.md §3 "Store logo: LogoPath and StoreName"). */
export const StoreLogo = z
  .object({
    LogoPath: z.string().describe('Absolute path of the logo picture on this server'),
    StoreName: z.string(),
    CustomProperties,
  })
  .meta({ id: 'StoreLogo' });
export type StoreLogo = z.infer<typeof StoreLogo>;

/** `GET /settings/isstoreclosed`. */
export const StoreClosedStatus = z
  .object({
    StoreClosed: z.boolean(),
    CustomProperties,
  })
  .meta({ id: 'StoreClosedStatus' });
export type StoreClosedStatus = z.infer<typeof StoreClosedStatus>;

/** `GET /settings/getcustomersettings`: what the registration and profile forms ask for. */
export const CustomerSettings = z
  .object({
    /** Whether a customer may register and log in with a mobile number instead of an email. */
    MobileLoginEnabled: z.boolean(),
    AllowCustomersToUploadAvatars: z.boolean(),
    /** Largest avatar file accepted, in bytes. */
    AvatarMaximumSizeBytes: z.number().int(),
    GenderEnabled: z.boolean(),
    DateOfBirthEnabled: z.boolean(),
    NewsletterEnabled: z.boolean(),
    PasswordMinLength: z.number().int(),
    /** Seconds a password-recovery or verification code stays valid. */
    VerificationCodeLifetimeSeconds: z.number().int(),
    /** Whether registration requires a first name and a last name (the form always shows both). */
    FirstNameRequired: z.boolean(),
    LastNameRequired: z.boolean(),
    CustomProperties,
  })
  .meta({ id: 'CustomerSettings' });
export type CustomerSettings = z.infer<typeof CustomerSettings>;

/** `GET /settings/catalogsettings` (docs/product.md §3 names the first three). */
export const CatalogSettings = z
  .object({
    CompareProductsEnabled: z.boolean(),
    CircleCategoryStyleEnabled: z.boolean(),
    SubCategoryWithPicture: z.boolean(),
    ProductReviewsEnabled: z.boolean(),
    ProductsByTagEnabled: z.boolean(),
    /** How many products a list page loads at a time (docs/product.md §9: 10). */
    DefaultPageSize: z.number().int(),
    /** Most products the compare list holds. */
    CompareProductsMaximum: z.number().int(),
    CustomProperties,
  })
  .meta({ id: 'CatalogSettings' });
export type CatalogSettings = z.infer<typeof CatalogSettings>;

/** Reward points program (docs/product.md §3 "App config: RewardPointsSettings"). */
export const RewardPointsSettings = z
  .object({
    Enabled: z.boolean(),
    /** Rial one point is worth when spent. */
    ExchangeRate: z.number().int(),
    PointsForRegistration: z.number().int(),
    /** Points earned per `PointsForPurchasesAmount` Rial spent. */
    PointsForPurchasesPoints: z.number().int(),
    PointsForPurchasesAmount: z.number().int(),
    MinimumRewardPointsToUse: z.number().int(),
  })
  .meta({ id: 'RewardPointsSettings' });
export type RewardPointsSettings = z.infer<typeof RewardPointsSettings>;

/** `GET /settings/getappconfig`. */
export const AppConfig = z
  .object({
    StoreName: z.string(),
    /** ISO code of the currency amounts are kept in (IRR). */
    PrimaryCurrencyCode: z.string(),
    /** Name shown after display amounts ("تومان"). */
    DisplayCurrencyName: z.string(),
    /** Display amount = Rial amount × rate (Toman: 0.1). */
    DisplayCurrencyRate: z.number(),
    RewardPointsSettings,
    CustomProperties,
  })
  .meta({ id: 'AppConfig' });
export type AppConfig = z.infer<typeof AppConfig>;

/** `GET /settings/cartsettings` and `GET cart/getshoppingcartsettings`. */
export const CartSettings = z
  .object({
    ShowProductImagesOnShoppingCart: z.boolean(),
    ShowProductImagesOnWishList: z.boolean(),
    MaximumShoppingCartItems: z.number().int(),
    MaximumWishlistItems: z.number().int(),
    AllowCartItemEditing: z.boolean(),
    ShowGiftCardBox: z.boolean(),
    ShowDiscountBox: z.boolean(),
    /** Smallest cart subtotal that may be checked out, in Rial (0: no minimum). */
    MinOrderSubtotalAmount: z.number().int(),
    CustomProperties,
  })
  .meta({ id: 'CartSettings' });
export type CartSettings = z.infer<typeof CartSettings>;

/** `GET /orders/getordersettings`. */
export const OrderSettings = z
  .object({
    IsReOrderAllowed: z.boolean(),
    ReturnRequestsEnabled: z.boolean(),
    NumberOfDaysReturnRequestAvailable: z.number().int(),
    TermsOfServiceOnOrderConfirmPage: z.boolean(),
    AnonymousCheckoutAllowed: z.boolean(),
    /** Smallest order total, in Rial (0: no minimum). */
    MinOrderTotalAmount: z.number().int(),
    CustomProperties,
  })
  .meta({ id: 'OrderSettings' });
export type OrderSettings = z.infer<typeof OrderSettings>;

/**
 * `GET /app-version.json` (outside /api/v2): one record per app build (docs/product.md §3 "Remote version
 * record"); the client uses the one whose appUrlScheme equals its own. Field names are the spec's.
 */
export const AppVersionRecord = z
  .object({
    appUrlScheme: z.string(),
    /** The number Android compares: the version padded to two digits a part, "50104" for 5.1.4 (androidVersionNumber). */
    androidAppVersion: z.string(),
    androidStoreUrl: z.string(),
    iosAppVersion: z.string(),
    iosStoreUrl: z.string(),
  })
  .meta({ id: 'AppVersionRecord' });
export type AppVersionRecord = z.infer<typeof AppVersionRecord>;
export const AppVersionList = z.array(AppVersionRecord);
