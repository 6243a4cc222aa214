/** Contact us (/contactus): the form, its checks and answers, and the store's details beside it. */
export const contact = {
  intro: 'پرسش، پیشنهاد یا مشکلی دارید؟ پیام خود را بفرستید؛ پاسخ را به ایمیل یا شمارهٔ موبایلی که می‌نویسید می‌فرستیم.',
  formTitle: 'فرستادن پیام',
  fullName: 'نام و نام خانوادگی',
  emailOrMobile: 'ایمیل یا شمارهٔ موبایل',
  emailOrMobileHint: 'برای پاسخ به شما؛ نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷',
  subject: 'موضوع',
  enquiry: 'متن پیام',
  enquiryHint: (min: string, max: string) => `دست‌کم ${min} و حداکثر ${max} نویسه`,
  tooLong: (field: string, max: string) => `${field} حداکثر ${max} نویسه می‌تواند باشد.`,
  enquiryTooShort: (min: string) => `متن پیام باید دست‌کم ${min} نویسه باشد.`,
  send: 'فرستادن پیام',
  sending: 'در حال فرستادن…',
  sendAnother: 'فرستادن پیامی دیگر',
  // The store's details
  detailsTitle: 'راه‌های ارتباط',
  phone: 'تلفن',
  address: 'نشانی',
  workingHours: 'ساعات کاری',
  email: 'ایمیل',
} as const;
