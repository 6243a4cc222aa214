import type { ModerationKind } from '@sabad/contract/admin';

export const moderationFa = {
  title: 'بررسی محتوا',
  description: 'نظرهای محصول، دیدگاه‌های بلاگ و پیام‌های «تماس با ما» که منتظر شما هستند، قدیمی‌ترین نخست.',
  kind: 'نوع',
  all: 'همه',
  empty: 'چیزی منتظر بررسی نیست.',
  approve: 'تأیید',
  remove: 'حذف',
  answer: 'پاسخ',
  approveReview: 'این نظر تأیید شود؟ همین حالا در صفحهٔ محصول و امتیاز آن دیده می‌شود.',
  approveComment: 'این دیدگاه تأیید شود؟ همین حالا زیر نوشته دیده می‌شود.',
  removeConfirm: 'این مورد برای همیشه حذف شود؟',
  answerLabel: 'متن پاسخ',
  answerTo: (to: string) => `پاسخ به ${to} فرستاده می‌شود.`,
  send: 'فرستادن پاسخ',
  answerConfirm: 'پاسخ فرستاده شود؟ پیام از صف بررسی بیرون می‌رود.',
  rating: (stars: string) => `امتیاز ${stars} از ۵`,
  about: { review: 'محصول', blogComment: 'نوشته', contactMessage: 'موضوع' } satisfies Record<ModerationKind, string>,
  pages: 'صفحه‌های صف',
  previous: 'صفحهٔ قبل',
  next: 'صفحهٔ بعد',
  page: (page: string, pages: string) => `صفحهٔ ${page} از ${pages}`,
} as const;

export const kindFa: Record<ModerationKind, string> = {
  review: 'نظر محصول',
  blogComment: 'دیدگاه بلاگ',
  contactMessage: 'پیام تماس',
};

export const MODERATION_KINDS = Object.keys(kindFa) as ModerationKind[];
