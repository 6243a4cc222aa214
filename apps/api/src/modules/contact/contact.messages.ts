import { waitInPersianMinutes } from '../../lib/messages-fa.js';

export const contactMessages = {
  badEmailOrMobile: 'ایمیل یا شماره موبایل وارد شده معتبر نیست. نمونه: name@example.com یا ۰۹۱۲۱۲۳۴۵۶۷',
  sent: 'پیام شما دریافت شد. همکاران ما در ساعات کاری بررسی می‌کنند و به ایمیل یا شمارهٔ موبایلی که نوشتید پاسخ می‌دهند.',
  tooManyFromClient: (waitSeconds: number) =>
    `از این دستگاه در مدت کوتاهی پیام‌های زیادی فرستاده شده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
  tooManyForAddress: (waitSeconds: number) =>
    `با این ایمیل یا شمارهٔ موبایل پیام‌های زیادی فرستاده شده است. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
  storeSubject: (store: string, subject: string) => `${store} | تماس با ما: ${subject}`,
  storeText: (message: { fullName: string; emailOrMobile: string; subject: string; enquiry: string }) =>
    [
      'پیام تازه از فرم «تماس با ما»:',
      `نام: ${message.fullName}`,
      `ایمیل یا موبایل: ${message.emailOrMobile}`,
      `موضوع: ${message.subject}`,
      '',
      message.enquiry,
    ].join('\n'),
  answerSubject: (store: string, subject: string) => `${store} | پاسخ به پیام شما: ${subject}`,
  answerText: (store: string, message: { full_name: string; subject: string }, answer: string) =>
    [`${message.full_name} گرامی،`, '', answer, '', `در پاسخ به پیام شما با موضوع «${message.subject}»`, store].join(
      '\n',
    ),
} as const;
