import { toPersianDigits } from '@sabad/contract';

export const contentAdminMessages = {
  postNotFound: 'نوشتهٔ وبلاگ پیدا نشد.',
  slugTaken: (slug: string, title: string) => `نامک «${slug}» را نوشتهٔ «${title}» دارد؛ نامک دیگری بنویسید.`,
  scheduleInPast: 'زمان انتشار باید در آینده باشد؛ برای انتشار همین حالا «انتشار اکنون» را انتخاب کنید.',
  postLabel: (title: string) => `نوشتهٔ «${title}»`,
  topicNotFound: 'صفحهٔ اطلاعاتی پیدا نشد.',
  topicLabel: (title: string) => `صفحهٔ «${title}»`,
  notAPicture: 'این فایل تصویر نیست یا خراب است؛ یک تصویر JPEG، PNG یا WebP بفرستید.',
  wrongType: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.',
  tooManyPixels: 'ابعاد این تصویر بیش از حد بزرگ است؛ تصویری کوچک‌تر بفرستید.',
  postNumber: (id: number) => `نوشتهٔ ${toPersianDigits(id)}`,
} as const;
