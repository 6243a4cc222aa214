export const validation = {
  required: (field: string) => `${field} را وارد کنید.`,
  choose: (field: string) => `${field} را انتخاب کنید.`,
  emailOrMobile: 'ایمیل یا شماره موبایل وارد شده معتبر نیست. نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷',
  mobile: 'شماره موبایل باید به شکل ۰۹xxxxxxxxx باشد.',
  email: 'ایمیل وارد شده معتبر نیست. نمونه: name@example.com',
  passwordTooShort: (min: string) => `رمز عبور باید دست‌کم ${min} نویسه باشد.`,
  passwordsDiffer: 'رمز عبور و تکرار آن یکسان نیستند.',
  code: 'کد تأیید باید ۶ رقم باشد.',
  postalCode: 'کد پستی باید ۱۰ رقم باشد.',
  address1: 'نشانی را کامل‌تر بنویسید (دست‌کم ۵ نویسه).',
  dateOfBirth: 'تاریخ تولد را به شکل ۱۳۷۰/۰۱/۱۵ و به تقویم شمسی وارد کنید.',
  /** A field's length against its maximum, «۴۵ از ۱۰۰ نویسه». */
  length: (count: string, max: string) => `${count} از ${max} نویسه`,
  tooLong: (max: string) => `بیش از ${max} نویسه پذیرفته نمی‌شود؛ متن را کوتاه‌تر کنید.`,
  failed: 'کار انجام نشد. اتصال خود را بررسی کنید و دوباره تلاش کنید.',
} as const;
