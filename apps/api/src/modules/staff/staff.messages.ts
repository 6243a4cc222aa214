import { waitInPersianMinutes } from '../../lib/messages-fa.js';

export const staffMessages = {
  // One answer for an unknown email, a wrong password and a deactivated account: no enumeration.
  badCredentials: 'ایمیل یا گذرواژه نادرست است.',
  signInFirst: 'نشست ورود پیدا نشد یا منقضی شده است؛ دوباره با ایمیل و گذرواژه وارد شوید.',
  totpNotSetUp: 'ورود دومرحله‌ای برای این حساب هنوز راه‌اندازی نشده است.',
  totpAlreadySetUp: 'ورود دومرحله‌ای این حساب پیش‌تر راه‌اندازی شده است؛ کد برنامهٔ احراز هویت را وارد کنید.',
  totpSetupNotStarted: 'نخست راه‌اندازی ورود دومرحله‌ای را آغاز کنید.',
  totpWrong: 'کد ورود دومرحله‌ای نادرست یا منقضی است.',
  recoveryCodeWrong: 'کد بازیابی نادرست است یا پیش‌تر به کار رفته است.',
  currentPasswordWrong: 'گذرواژهٔ فعلی نادرست است.',
  samePassword: 'گذرواژهٔ تازه باید با گذرواژهٔ فعلی فرق داشته باشد.',
  sessionNotFound: 'این نشست پیدا نشد یا پیش‌تر بسته شده است.',
  staffNotFound: 'این کارمند پیدا نشد.',
  emailTaken: 'کارمندی با این ایمیل پیش‌تر ثبت شده است.',
  unknownRole: (name: string) => `نقشی به نام «${name}» وجود ندارد.`,
  tooManySignInsHere: (waitSeconds: number) =>
    `برای این حساب از این نشانی اینترنتی تلاش‌های ناموفق زیادی شده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره بکوشید یا از یک مدیر بخواهید گذرواژهٔ تازه‌ای برایتان بسازد.`,
  tooManySignIns: (waitSeconds: number) =>
    `برای این حساب تلاش‌های ناموفق زیادی شده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره بکوشید یا از یک مدیر بخواهید گذرواژهٔ تازه‌ای برایتان بسازد.`,
  tooManySignInsFromAddress: (waitSeconds: number) =>
    `از این نشانی اینترنتی تلاش‌های ناموفق ورود بسیار زیادی رسیده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره بکوشید.`,
  notYourself: 'نقش‌ها یا وضعیت حساب خودتان را نمی‌توانید تغییر دهید؛ از مدیر دیگری بخواهید.',
};

/** The staff member's fields as the stale-edit message names them (ADR 0065). */
export const staffFieldLabels: Record<string, string> = {
  roles: 'نقش‌ها',
  active: 'فعال بودن حساب',
  totpConfirmed: 'ورود دومرحله‌ای',
  name: 'نام',
  password: 'گذرواژه',
};
