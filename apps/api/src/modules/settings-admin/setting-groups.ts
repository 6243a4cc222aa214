// The store's settings grouped as an owner thinks of them (issue 36). Only presentation lives here — the
// label, the kind of input and the rule in words; whether a value is valid is still decided by
// store-settings.ts's schema, the same one the shop, the CLI and the seed use.
import type { SettingFieldKind, SettingsGroupName } from '@sabad/contract/admin';
import type { StaffArea } from '@sabad/contract/admin';
import type { StoreSettingName } from '../settings/index.js';

export interface SettingFieldDef {
  name: StoreSettingName;
  label: string;
  kind: SettingFieldKind;
  hint?: string;
  min?: number;
  max?: number;
  choices?: Array<{ value: string; label: string }>;
  /** A rule store-settings.ts does not make (it accepts any text): checked on a back-office save only. */
  pattern?: RegExp;
}

export interface SettingGroupDef {
  title: string;
  description: string;
  /** Whose permission opens and saves it: the contact details are content (issue 36), the rest settings. */
  area: Extract<StaffArea, 'settings' | 'content'>;
  fields: SettingFieldDef[];
}

const yesNo = (name: StoreSettingName, label: string, hint?: string): SettingFieldDef => ({
  name,
  label,
  kind: 'boolean',
  ...(hint ? { hint } : {}),
});
const whole = (name: StoreSettingName, label: string, min: number, max: number, hint: string): SettingFieldDef => ({
  name,
  label,
  kind: 'integer',
  min,
  max,
  hint,
});
const rial = (name: StoreSettingName, label: string, hint: string): SettingFieldDef => ({
  name,
  label,
  kind: 'money',
  min: 0,
  hint,
});

/** The placeholders are store-settings.ts's (messageTemplate): the hint names them as the owner types them. */
const template = (name: StoreSettingName, label: string, placeholders: string[]): SettingFieldDef => ({
  name,
  label,
  kind: 'longText',
  hint: `جای‌نماها: ${placeholders.map((p) => `{${p}}`).join('، ')}. حداکثر ۴۰۰ نویسه؛ خالی یعنی متن پیش‌فرض.`,
});

const HTTPS = /^https:\/\/\S+$/;

export const PAYMENT_METHOD_CHOICES = [
  { value: 'Payments.SandboxBank', label: 'پرداخت اینترنتی (درگاه بانکی)' },
  { value: 'Payments.ZarinPal', label: 'پرداخت اینترنتی (زرین‌پال)' },
  { value: 'Payments.CashOnDelivery', label: 'پرداخت در محل' },
  { value: 'Payments.CheckVertex', label: 'پرداخت با چک صیادی' },
];

export const settingGroups: Record<SettingsGroupName, SettingGroupDef> = {
  store: {
    title: 'فروشگاه',
    description: 'نام فروشگاه و باز یا بسته بودن آن. فروشگاه بسته کالا را نشان می‌دهد اما سفارش نمی‌گیرد.',
    area: 'settings',
    fields: [
      { name: 'StoreName', label: 'نام فروشگاه', kind: 'text', hint: 'در عنوان صفحه‌ها، پیامک‌ها و ایمیل‌ها می‌آید.' },
      yesNo('StoreClosed', 'فروشگاه بسته است', 'خریداران پیام «فروشگاه بسته است» را می‌بینند و نمی‌توانند خرید کنند.'),
    ],
  },
  checkout: {
    title: 'سبد خرید و تسویه',
    description: 'خرید مهمان، حداقل مبلغ سفارش، کد تخفیف و کارت هدیه و مالیات.',
    area: 'settings',
    fields: [
      yesNo('AnonymousCheckoutAllowed', 'خرید بدون ثبت‌نام (مهمان)'),
      rial('MinOrderSubtotalAmount', 'حداقل جمع کالاهای سبد', '۰ یعنی بدون حداقل.'),
      rial('MinOrderTotalAmount', 'حداقل مبلغ سفارش', '۰ یعنی بدون حداقل.'),
      whole('MinimumOrderPlacementInterval', 'فاصلهٔ کمینه میان دو سفارش (ثانیه)', 0, 86_400, 'عدد صحیح از ۰ به بالا.'),
      whole('UnpaidOrderHoldMinutes', 'نگه‌داشتن سفارش پرداخت‌نشده (دقیقه)', 1, 10_080, 'عدد صحیح از ۱ به بالا.'),
      yesNo('TermsOfServiceOnOrderConfirmPage', 'پذیرش شرایط و قوانین پیش از ثبت سفارش'),
      yesNo('ShowDiscountBox', 'کادر کد تخفیف در سبد خرید'),
      yesNo('ShowGiftCardBox', 'کادر کارت هدیه در سبد خرید'),
      yesNo('AllowCartItemEditing', 'ویرایش ویژگی‌های کالا در سبد خرید'),
      whole('MaximumShoppingCartItems', 'حداکثر اقلام سبد خرید', 1, 100_000, 'عدد صحیح از ۱ به بالا.'),
      whole('MaximumWishlistItems', 'حداکثر اقلام فهرست علاقه‌مندی', 1, 100_000, 'عدد صحیح از ۱ به بالا.'),
      {
        name: 'TaxRatePercent',
        label: 'نرخ مالیات بر ارزش افزوده (درصد)',
        kind: 'decimal',
        min: 0,
        max: 100,
        hint: 'عددی میان ۰ تا ۱۰۰.',
      },
    ],
  },
  shipping: {
    title: 'ارسال',
    description: 'ارسال رایگان. هزینهٔ هر روش ارسال در فهرست روش‌ها تنظیم می‌شود.',
    area: 'settings',
    fields: [
      rial(
        'FreeShippingOverAmount',
        'ارسال رایگان برای سفارش‌های از این مبلغ به بالا',
        '۰ یعنی هرگز رایگان نیست. پیک با بازهٔ زمانی همیشه هزینه دارد.',
      ),
    ],
  },
  courier: {
    title: 'پیک و بازه‌های تحویل',
    description: 'نگه‌داشتن نوبت پیک برای خریدار. ظرفیت هر بازه در فهرست بازه‌ها تنظیم می‌شود.',
    area: 'settings',
    fields: [
      whole(
        'DeliverySlotHoldMinutes',
        'نگه‌داشتن نوبت انتخاب‌شده تا پرداخت (دقیقه)',
        1,
        1_440,
        'عدد صحیح از ۱ به بالا.',
      ),
    ],
  },
  payments: {
    title: 'پرداخت',
    description: 'روش‌های پرداخت فعال و محدودیت‌های پرداخت در محل.',
    area: 'settings',
    fields: [
      {
        name: 'ActivePaymentMethods',
        label: 'روش‌های پرداخت فعال',
        kind: 'choices',
        choices: PAYMENT_METHOD_CHOICES,
        hint: 'دست‌کم یک روش را فعال نگه دارید.',
      },
      rial('CashOnDeliveryMaximumAmount', 'سقف مبلغ پرداخت در محل', '۰ یعنی بدون سقف.'),
      {
        name: 'CashOnDeliveryProvinces',
        label: 'استان‌های پرداخت در محل',
        kind: 'list',
        hint: 'با ویرگول جدا کنید؛ خالی یعنی همه‌جا.',
      },
      {
        name: 'CashOnDeliveryCities',
        label: 'شهرهای پرداخت در محل',
        kind: 'list',
        hint: 'با ویرگول جدا کنید؛ خالی یعنی همهٔ شهرهای آن استان‌ها.',
      },
      { name: 'ChequePaymentInstructions', label: 'راهنمای پرداخت با چک', kind: 'longText' },
      whole('RecurringOrderPaymentHoldHours', 'مهلت پرداخت سفارش دوره‌ای (ساعت)', 1, 8_760, 'عدد صحیح از ۱ به بالا.'),
    ],
  },
  orders: {
    title: 'سفارش و مرجوعی',
    description: 'سفارش دوباره، درخواست مرجوعی و فایل‌های دانلودی.',
    area: 'settings',
    fields: [
      yesNo('IsReOrderAllowed', 'سفارش دوباره از سفارش‌های پیشین'),
      yesNo('ReturnRequestsEnabled', 'درخواست مرجوعی'),
      whole('NumberOfDaysReturnRequestAvailable', 'مهلت درخواست مرجوعی (روز)', 0, 365, 'عدد صحیح میان ۰ تا ۳۶۵.'),
      yesNo('ReturnRequestsAllowFiles', 'پیوست تصویر به درخواست مرجوعی'),
      whole('DownloadExpirationDays', 'اعتبار پیوند دانلود (روز)', 0, 36_500, '۰ یعنی بدون انقضا.'),
      whole('MaxNumberOfDownloads', 'حداکثر دفعات دانلود', 1, 1_000_000, 'عدد صحیح از ۱ به بالا.'),
    ],
  },
  customers: {
    title: 'مشتریان',
    description: 'ثبت‌نام، ورود و اطلاعات حساب کاربری.',
    area: 'settings',
    fields: [
      yesNo('MobileLoginEnabled', 'ورود با شمارهٔ موبایل'),
      yesNo('FirstNameRequired', 'نام الزامی است'),
      yesNo('LastNameRequired', 'نام خانوادگی الزامی است'),
      yesNo('GenderEnabled', 'پرسیدن جنسیت'),
      yesNo('DateOfBirthEnabled', 'پرسیدن تاریخ تولد'),
      yesNo('NewsletterEnabled', 'عضویت در خبرنامه'),
      yesNo('AllowCustomersToUploadAvatars', 'بارگذاری تصویر نمایه'),
      whole('PasswordMinLength', 'کمینهٔ طول گذرواژه', 4, 64, 'عدد صحیح از ۴ به بالا.'),
    ],
  },
  catalogue: {
    title: 'کاتالوگ و نظرها',
    description: 'نظرهای کالا، دیدگاه‌های وبلاگ، مقایسه و فهرست کالاها.',
    area: 'settings',
    fields: [
      yesNo('ProductReviewsEnabled', 'نظر دادن دربارهٔ کالا'),
      yesNo('ProductReviewsMustBeApproved', 'نظرهای کالا پس از تأیید نمایش داده شود'),
      yesNo('BlogCommentsMustBeApproved', 'دیدگاه‌های وبلاگ پس از تأیید نمایش داده شود'),
      yesNo('CompareProductsEnabled', 'مقایسهٔ کالاها'),
      whole('CompareProductsMaximum', 'حداکثر کالا در مقایسه', 2, 10, 'عدد صحیح میان ۲ تا ۱۰.'),
      whole('DefaultPageSize', 'تعداد کالا در هر صفحه', 1, 100, 'عدد صحیح میان ۱ تا ۱۰۰.'),
      yesNo('ProductsByTagEnabled', 'فهرست کالاها بر پایهٔ برچسب'),
    ],
  },
  rewardPoints: {
    title: 'باشگاه مشتریان و همکاری در فروش',
    description: 'امتیاز خرید و ثبت‌نام، و پورسانت همکاران فروش.',
    area: 'settings',
    fields: [
      yesNo('RewardPointsEnabled', 'باشگاه مشتریان (امتیاز)'),
      rial('RewardPointsExchangeRate', 'ارزش هر امتیاز', 'مبلغی که هر امتیاز هنگام پرداخت کم می‌کند.'),
      whole('RewardPointsForRegistration', 'امتیاز ثبت‌نام', 0, 1_000_000, 'عدد صحیح از ۰ به بالا.'),
      whole('RewardPointsForPurchasesPoints', 'امتیاز خرید به ازای هر گام', 0, 1_000_000, 'عدد صحیح از ۰ به بالا.'),
      { ...rial('RewardPointsForPurchasesAmount', 'گام مبلغ خرید برای امتیاز', 'مبلغی بیش از صفر.'), min: 1 },
      whole('RewardPointsMinimumToUse', 'کمینهٔ امتیاز برای استفاده', 0, 1_000_000, 'عدد صحیح از ۰ به بالا.'),
      whole('RewardPointsActivationDelayDays', 'فعال شدن امتیاز خرید پس از (روز)', 0, 365, '۰ یعنی بی‌درنگ.'),
      whole('RewardPointsPurchasesValidityDays', 'اعتبار امتیاز خرید (روز)', 0, 36_500, '۰ یعنی بدون انقضا.'),
      whole('RewardPointsRegistrationValidityDays', 'اعتبار امتیاز ثبت‌نام (روز)', 0, 36_500, '۰ یعنی بدون انقضا.'),
      yesNo('CommissionsEnabled', 'پورسانت همکاری در فروش'),
      {
        name: 'AffiliateDefaultCommissionRate',
        label: 'درصد پورسانت پیش‌فرض',
        kind: 'decimal',
        min: 0,
        max: 100,
        hint: 'عددی میان ۰ تا ۱۰۰.',
      },
    ],
  },
  appVersions: {
    title: 'نسخه‌های اپلیکیشن',
    description: 'آخرین نسخهٔ اپ‌ها؛ اپ قدیمی‌تر از این نسخه از خریدار می‌خواهد به‌روز کند.',
    area: 'settings',
    fields: [
      { name: 'AndroidAppVersion', label: 'نسخهٔ اندروید', kind: 'version', hint: 'به شکل ۵.۱.۴ (سه عدد با نقطه).' },
      {
        name: 'AndroidStoreUrl',
        label: 'نشانی اپ اندروید در فروشگاه',
        kind: 'text',
        hint: 'با https://‎ شروع می‌شود.',
        pattern: HTTPS,
      },
      { name: 'IosAppVersion', label: 'نسخهٔ iOS', kind: 'version', hint: 'به شکل ۵.۱.۴ (سه عدد با نقطه).' },
      {
        name: 'IosStoreUrl',
        label: 'نشانی اپ iOS در اپ‌استور',
        kind: 'text',
        hint: 'با https://‎ شروع می‌شود.',
        pattern: HTTPS,
      },
      {
        name: 'AppUrlScheme',
        label: 'پیشوند پیوندهای اپ',
        kind: 'text',
        hint: 'مانند sabad؛ حروف کوچک لاتین و رقم.',
        pattern: /^[a-z][a-z0-9+.-]{0,30}$/,
      },
    ],
  },
  messages: {
    title: 'متن پیامک‌ها و ایمیل‌ها',
    description:
      'متن پیامک و ایمیلی که خریدار پس از هر مرحلهٔ سفارش، با تغییر وضعیت درخواست مرجوعی و با موجود شدن کالایی که منتظرش بوده می‌گیرد. نام فروشگاه و دو نقطه پیش از متن می‌آید؛ خالی یعنی متن پیش‌فرض. کد تأیید ورود و ثبت‌نام متن ثابت دارد.',
    area: 'settings',
    fields: [
      template('OrderPlacedTextTemplate', 'ثبت سفارش', ['شماره', 'مبلغ', 'وضعیت']),
      template('OrderPaidTextTemplate', 'تأیید پرداخت', ['شماره', 'مبلغ']),
      template('OrderShippedTextTemplate', 'ارسال سفارش', ['شماره', 'رهگیری']),
      template('OrderCancelledTextTemplate', 'لغو سفارش', ['شماره', 'دلیل']),
      template('OrderRefundedTextTemplate', 'بازپرداخت وجه', ['شماره', 'مبلغ', 'شرح']),
      template('ReturnStatusTextTemplate', 'تغییر وضعیت درخواست مرجوعی', ['شماره', 'کالا', 'تعداد', 'وضعیت']),
      template('BackInStockTextTemplate', 'موجود شدن کالا (برای مشترکان)', ['نام', 'کالا']),
    ],
  },
  contact: {
    title: 'اطلاعات تماس',
    description: 'آنچه صفحهٔ «تماس با ما» نشان می‌دهد؛ پیام‌های تماس به این ایمیل هم فرستاده می‌شود.',
    area: 'content',
    fields: [
      { name: 'StorePhone', label: 'تلفن', kind: 'text' },
      { name: 'StoreContactEmail', label: 'ایمیل', kind: 'text', hint: 'خالی یعنی پیام‌ها فقط نگه‌داری می‌شوند.' },
      { name: 'StoreAddress', label: 'نشانی', kind: 'longText' },
      { name: 'StoreWorkingHours', label: 'ساعت کاری', kind: 'text' },
    ],
  },
};
