// Cached only briefly, so a change made by the CLI (another process) or another instance shows up promptly.
import type { Kysely } from 'kysely';
import type {
  AppConfig,
  AppVersionRecord,
  CartSettings,
  CatalogSettings,
  CustomerSettings,
  OrderSettings,
  StoreClosedStatus,
  StoreLogo,
} from '@sabad/contract';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { createMoneyFormatter, type MoneyFormatter } from '../../lib/money.js';
import { createPictureUrls } from '../pictures/index.js';
import { findPictureSeoFilename, listSettingRows, upsertSetting } from './settings.repository.js';
import {
  isStoreSettingName,
  parseStoreSettings,
  storeSettingNames,
  storeSettingsSchema,
  validateStoreSetting,
  type StoreSettingName,
  type StoreSettings,
} from './store-settings.js';

const pictureUrls = createPictureUrls();

export const SETTINGS_CACHE_TTL_MS = 5_000;

interface Snapshot {
  settings: StoreSettings;
  logoPath: string;
  money: MoneyFormatter;
  readAt: number;
}

export class SettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingError';
  }
}

/** The settings' rules without a cache, for callers that hold a transaction or only rows. */
export interface StoreSettingsReader {
  /** Uncached through `trx`: inside a SQLite transaction the pool read would wait forever for the only connection. */
  read(trx: Kysely<Database>): Promise<StoreSettings>;
  parse(rows: Array<{ name: string; value: string }>): StoreSettings;
  names(): readonly StoreSettingName[];
  /** Whether `value` passes the setting's rule (a form checks every field before it writes any). */
  accepts(name: StoreSettingName, value: string): boolean;
  /** Checks `value` by the setting's rule and stores it normalised through `trx`; answers the stored text. */
  write(trx: Kysely<Database>, name: StoreSettingName, value: string): Promise<string>;
}

export function createStoreSettingsReader(): StoreSettingsReader {
  return {
    read: async (trx) => parseStoreSettings(await listSettingRows(trx)),
    parse: parseStoreSettings,
    names: () => storeSettingNames,
    accepts(name, value) {
      return storeSettingsSchema.shape[name].safeParse(value).success;
    },
    async write(trx, name, value) {
      const text = validateStoreSetting(name, value);
      await upsertSetting(trx, name, text);
      return text;
    },
  };
}

export interface SettingsService {
  get(): Promise<StoreSettings>;
  money(): Promise<MoneyFormatter>;
  getValue(name: string): Promise<StoreSettings[StoreSettingName]>;
  set(name: string, value: string): Promise<void>;
  invalidate(): void;
  logo(): Promise<StoreLogo>;
  storeClosed(): Promise<StoreClosedStatus>;
  customerSettings(): Promise<CustomerSettings>;
  catalogSettings(): Promise<CatalogSettings>;
  appConfig(): Promise<AppConfig>;
  cartSettings(): Promise<CartSettings>;
  orderSettings(): Promise<OrderSettings>;
  appVersions(): Promise<AppVersionRecord[]>;
}

export function createSettingsService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  cacheTtlMs?: number;
  log?: (message: string) => void;
}): SettingsService {
  const ttl = deps.cacheTtlMs ?? SETTINGS_CACHE_TTL_MS;
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;

  async function load(): Promise<Snapshot> {
    const rows = await listSettingRows(deps.db);
    // A value stored by hand that no longer parses falls back to the default rather than breaking every call.
    const valid = rows.filter((row) => {
      if (!isStoreSettingName(row.name)) return false;
      const ok = storeSettingsSchema.shape[row.name].safeParse(row.value).success;
      if (!ok) deps.log?.(`setting ${row.name} has an invalid stored value; using the default`);
      return ok;
    });
    const settings = parseStoreSettings(valid);
    const logoSeo =
      settings.LogoPictureId > 0 ? await findPictureSeoFilename(deps.db, settings.LogoPictureId) : undefined;
    return {
      settings,
      logoPath: logoSeo === undefined ? '' : (pictureUrls.optional(settings.LogoPictureId, logoSeo, 'medium') ?? ''),
      money: createMoneyFormatter({ rate: settings.DisplayCurrencyRate, name: settings.DisplayCurrencyName }),
      readAt: deps.clock.now().getTime(),
    };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && deps.clock.now().getTime() - snapshot.readAt < ttl) return snapshot;
    loading ??= load().finally(() => {
      loading = null;
    });
    snapshot = await loading;
    return snapshot;
  }

  const settings = async () => (await current()).settings;

  return {
    get: settings,
    money: async () => (await current()).money,

    async getValue(name) {
      if (!isStoreSettingName(name)) throw new SettingError(unknownSettingMessage(name));
      return (await settings())[name];
    },

    async set(name, value) {
      if (!isStoreSettingName(name)) throw new SettingError(unknownSettingMessage(name));
      let text: string;
      try {
        text = validateStoreSetting(name, value);
      } catch {
        throw new SettingError(`مقدار «${value}» برای ${name} معتبر نیست. / Invalid value "${value}" for ${name}.`);
      }
      await upsertSetting(deps.db, name, text);
      snapshot = null;
    },

    invalidate() {
      snapshot = null;
    },

    async logo() {
      const { settings: s, logoPath } = await current();
      return { LogoPath: logoPath, StoreName: s.StoreName, CustomProperties: {} };
    },

    async storeClosed() {
      return { StoreClosed: (await settings()).StoreClosed, CustomProperties: {} };
    },

    async customerSettings() {
      const s = await settings();
      return {
        MobileLoginEnabled: s.MobileLoginEnabled,
        AllowCustomersToUploadAvatars: s.AllowCustomersToUploadAvatars,
        AvatarMaximumSizeBytes: s.AvatarMaximumSizeBytes,
        GenderEnabled: s.GenderEnabled,
        DateOfBirthEnabled: s.DateOfBirthEnabled,
        NewsletterEnabled: s.NewsletterEnabled,
        PasswordMinLength: s.PasswordMinLength,
        VerificationCodeLifetimeSeconds: s.VerificationCodeLifetimeSeconds,
        FirstNameRequired: s.FirstNameRequired,
        LastNameRequired: s.LastNameRequired,
        CustomProperties: {},
      };
    },

    async catalogSettings() {
      const s = await settings();
      return {
        CompareProductsEnabled: s.CompareProductsEnabled,
        CircleCategoryStyleEnabled: s.CircleCategoryStyleEnabled,
        SubCategoryWithPicture: s.SubCategoryWithPicture,
        ProductReviewsEnabled: s.ProductReviewsEnabled,
        ProductsByTagEnabled: s.ProductsByTagEnabled,
        DefaultPageSize: s.DefaultPageSize,
        CompareProductsMaximum: s.CompareProductsMaximum,
        CustomProperties: {},
      };
    },

    async appConfig() {
      const s = await settings();
      return {
        StoreName: s.StoreName,
        PrimaryCurrencyCode: s.PrimaryCurrencyCode,
        DisplayCurrencyName: s.DisplayCurrencyName,
        DisplayCurrencyRate: s.DisplayCurrencyRate,
        RewardPointsSettings: {
          Enabled: s.RewardPointsEnabled,
          ExchangeRate: s.RewardPointsExchangeRate,
          PointsForRegistration: s.RewardPointsForRegistration,
          PointsForPurchasesPoints: s.RewardPointsForPurchasesPoints,
          PointsForPurchasesAmount: s.RewardPointsForPurchasesAmount,
          MinimumRewardPointsToUse: s.RewardPointsMinimumToUse,
        },
        CustomProperties: {},
      };
    },

    async cartSettings() {
      const s = await settings();
      return {
        ShowProductImagesOnShoppingCart: s.ShowProductImagesOnShoppingCart,
        ShowProductImagesOnWishList: s.ShowProductImagesOnWishList,
        MaximumShoppingCartItems: s.MaximumShoppingCartItems,
        MaximumWishlistItems: s.MaximumWishlistItems,
        AllowCartItemEditing: s.AllowCartItemEditing,
        ShowGiftCardBox: s.ShowGiftCardBox,
        ShowDiscountBox: s.ShowDiscountBox,
        MinOrderSubtotalAmount: s.MinOrderSubtotalAmount,
        CustomProperties: {},
      };
    },

    async orderSettings() {
      const s = await settings();
      return {
        IsReOrderAllowed: s.IsReOrderAllowed,
        ReturnRequestsEnabled: s.ReturnRequestsEnabled,
        NumberOfDaysReturnRequestAvailable: s.NumberOfDaysReturnRequestAvailable,
        TermsOfServiceOnOrderConfirmPage: s.TermsOfServiceOnOrderConfirmPage,
        AnonymousCheckoutAllowed: s.AnonymousCheckoutAllowed,
        MinOrderTotalAmount: s.MinOrderTotalAmount,
        CustomProperties: {},
      };
    },

    async appVersions() {
      const s = await settings();
      return [
        {
          appUrlScheme: s.AppUrlScheme,
          androidAppVersion: s.AndroidAppVersion,
          androidStoreUrl: s.AndroidStoreUrl,
          iosAppVersion: s.IosAppVersion,
          iosStoreUrl: s.IosStoreUrl,
        },
      ];
    },
  };
}

function unknownSettingMessage(name: string): string {
  return `تنظیمی با نام «${name}» وجود ندارد. / Unknown setting "${name}".`;
}
