import { toPersianDigits } from '@sabad/contract';
import { customerText, persianNumber, waitInPersianMinutes } from '../../lib/messages-fa.js';

const minutes = (seconds: number) => persianNumber(Math.round(seconds / 60));
const megabytes = (bytes: number) => toPersianDigits(Math.round((bytes / (1024 * 1024)) * 10) / 10);

/** A message's subject or text, written once the store's name is known. */
export type StoreText = (store: string) => string;

export const accountMessages = {
  badCredentials: 'ایمیل/شماره موبایل یا رمز عبور نادرست است.',
  tooManyLoginAttemptsForAccountHere: (waitSeconds: number) =>
    `برای این حساب از این نشانی اینترنتی تلاش‌های ناموفق ورود زیادی شده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید یا رمز عبور را بازیابی کنید.`,
  tooManyLoginAttemptsForAccount: (waitSeconds: number) =>
    `برای این حساب تلاش‌های ناموفق ورود زیادی شده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید یا رمز عبور را بازیابی کنید.`,
  tooManyLoginAttemptsFromAddress: (waitSeconds: number) =>
    `از این نشانی اینترنتی تلاش‌های ناموفق ورود بسیار زیادی رسیده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
  passwordTooShort: (min: number) => `رمز عبور باید دست‌کم ${persianNumber(min)} نویسه باشد.`,
  passwordsDiffer: 'رمز عبور جدید و تکرار آن یکسان نیستند.',
  oldPasswordWrong: 'رمز عبور فعلی نادرست است.',
  passwordChanged: 'رمز عبور شما تغییر کرد. از دستگاه‌های دیگر خارج شدید.',
  passwordReset: 'رمز عبور جدید ثبت شد. اکنون می‌توانید وارد شوید.',
  codeInvalid: 'کد وارد شده نادرست یا منقضی است.',
  codeLocked: 'این کد به دلیل تلاش‌های نادرست باطل شد. کد جدید دریافت کنید.',
  ticketInvalid: 'مهلت تغییر رمز عبور به پایان رسیده است. دوباره کد بازیابی دریافت کنید.',
  codeSentTo: (to: string) => `کد تأیید به ${toPersianDigits(to)} ارسال شد.`,
  recoveryCodeSent: 'اگر حسابی با این مشخصات وجود داشته باشد، کد بازیابی رمز عبور برای آن ارسال شد.',
  loggedOut: 'از حساب کاربری خود خارج شدید.',
  firstNameRequired: 'لطفاً نام خود را وارد کنید.',
  lastNameRequired: 'لطفاً نام خانوادگی خود را وارد کنید.',
  firstNameTooLong: (max: number) => `نام نباید بیشتر از ${persianNumber(max)} نویسه باشد.`,
  lastNameTooLong: (max: number) => `نام خانوادگی نباید بیشتر از ${persianNumber(max)} نویسه باشد.`,

  registrationCodeSubject: (store: string) => `کد تأیید ثبت‌نام در ${store}`,
  registrationCode: (store: string, code: string, seconds: number) =>
    customerText(store, `کد تأیید ثبت‌نام شما ${code} است. این کد تا ${minutes(seconds)} دقیقه معتبر است.`),
  alreadyRegisteredSubject: (store: string) => `حساب کاربری شما در ${store}`,
  alreadyRegistered: (store: string) =>
    customerText(
      store,
      'با این ایمیل/شماره قبلاً حساب کاربری ساخته شده است. برای ورود، رمز خود را وارد کنید یا از «فراموشی رمز عبور» استفاده کنید.',
    ),
  contactUnchanged: 'این ایمیل/شماره همین حالا در حساب شما ثبت است.',
  contactTakenConflict: 'این ایمیل/شماره همین الان در حساب دیگری ثبت شد و به حساب شما افزوده نشد.',
  contactChangeCodeSubject: (store: string) => `کد تأیید تغییر ایمیل/شماره در ${store}`,
  contactChangeCode: (store: string, code: string, seconds: number) =>
    customerText(
      store,
      `کد تأیید تغییر ایمیل/شماره موبایل حساب شما ${code} است. این کد تا ${minutes(seconds)} دقیقه معتبر است. اگر شما درخواست نداده‌اید، این پیام را نادیده بگیرید.`,
    ),
  contactTakenNoticeSubject: (store: string) => `درخواست افزودن ایمیل/شماره شما به حساب دیگری در ${store}`,
  contactTakenNotice: (store: string) =>
    customerText(
      store,
      'کسی خواست این ایمیل/شماره را به حساب دیگری بیفزاید. چون این نشانی از آنِ حساب شماست، کدی فرستاده نشد و تغییری رخ نداد.',
    ),
  contactChangedNoticeSubject: (store: string) => `ایمیل/شماره حساب شما در ${store} تغییر کرد`,
  contactChangedNotice: (store: string, to: string) =>
    customerText(
      store,
      `ایمیل/شماره موبایل حساب شما به ${toPersianDigits(to)} تغییر کرد. اگر این کار شما نبوده، رمز عبور خود را عوض کنید و با پشتیبانی تماس بگیرید.`,
    ),
  recoveryCodeSubject: (store: string) => `کد بازیابی رمز عبور ${store}`,
  recoveryCode: (store: string, code: string, seconds: number) =>
    customerText(
      store,
      `کد بازیابی رمز عبور شما ${code} است. این کد تا ${minutes(seconds)} دقیقه معتبر است. اگر شما درخواست نداده‌اید، این پیام را نادیده بگیرید.`,
    ),
} as const;

export const identifierMessages = {
  invalid: 'ایمیل یا شماره موبایل وارد شده معتبر نیست. نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷',
} as const;

export const verificationMessages = {
  resendTooSoon: (seconds: number) => `برای دریافت کد جدید ${persianNumber(seconds)} ثانیه صبر کنید.`,
  hourlyCapReached: 'تعداد درخواست‌های کد در این ساعت بیش از حد مجاز است. لطفاً بعداً تلاش کنید.',
} as const;

export const profileMessages = {
  dateOfBirth: 'تاریخ تولد معتبر نیست.',
  customerNotFound: 'حساب کاربری پیدا نشد.',
} as const;

export const addressMessages = {
  notFound: 'نشانی مورد نظر پیدا نشد.',
  provinceNotFound: 'استان انتخاب‌شده معتبر نیست.',
  cityNotInProvince: 'شهر انتخاب‌شده در این استان نیست.',
  postalCode: 'کد پستی باید ۱۰ رقم باشد.',
  mobile: 'شماره موبایل باید به شکل ۰۹xxxxxxxxx باشد.',
  email: 'ایمیل وارد شده معتبر نیست.',
  tooMany: 'حداکثر تعداد نشانی‌ها ثبت شده است. یکی از نشانی‌های قبلی را حذف کنید.',
  unknownAttribute: 'یکی از فیلدهای نشانی معتبر نیست.',
  invalidAttributeValue: (name: string) => `مقدار «${name}» معتبر نیست.`,
  attributeTooLong: (name: string, max: number) => `«${name}» حداکثر ${persianNumber(max)} نویسه می‌تواند باشد.`,
  requiredAttribute: (name: string) => `لطفاً «${name}» را وارد کنید.`,
  deleted: 'نشانی حذف شد.',
} as const;

export const avatarMessages = {
  noFile: 'تصویری برای ارسال انتخاب نشده است.',
  tooBig: (maxBytes: number) => `حجم تصویر نباید بیشتر از ${megabytes(maxBytes)} مگابایت باشد.`,
  wrongType: 'فقط تصویر با قالب JPG، PNG یا WebP پذیرفته می‌شود.',
  notAPicture: 'فایل انتخاب‌شده تصویر معتبری نیست.',
  tooManyPixels: 'ابعاد تصویر بیش از حد بزرگ است.',
  uploadsDisabled: 'امکان بارگذاری تصویر پروفایل در این فروشگاه غیرفعال است.',
} as const;
