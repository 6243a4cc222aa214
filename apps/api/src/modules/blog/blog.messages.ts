/** Persian texts of the blog: answers to the shopper about posts and comments. */
import { toPersianDigits } from '@sabad/contract';

/** A wait in whole minutes (at least one), in Persian digits. */
const minutes = (seconds: number) => toPersianDigits(Math.max(1, Math.ceil(seconds / 60)));

export const blogMessages = {
  postNotFound: 'نوشتهٔ مورد نظر در وبلاگ پیدا نشد.',
  commentsClosed: 'امکان ثبت دیدگاه برای این نوشته بسته شده است.',
  commentAddedApproved: 'دیدگاه شما ثبت شد و زیر نوشته نمایش داده می‌شود. از همراهی‌تان سپاسگزاریم.',
  commentAddedPending: 'دیدگاه شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.',
  tooManyComments: (waitSeconds: number) =>
    `در مدت کوتاهی دیدگاه‌های زیادی فرستاده‌اید. ${minutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
} as const;
