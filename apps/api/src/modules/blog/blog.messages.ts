import { waitInPersianMinutes } from '../../lib/messages-fa.js';

export const blogMessages = {
  postNotFound: 'نوشتهٔ مورد نظر در وبلاگ پیدا نشد.',
  commentsClosed: 'امکان ثبت دیدگاه برای این نوشته بسته شده است.',
  commentAddedApproved: 'دیدگاه شما ثبت شد و زیر نوشته نمایش داده می‌شود. از همراهی‌تان سپاسگزاریم.',
  commentAddedPending: 'دیدگاه شما ثبت شد و پس از تأیید مدیر فروشگاه نمایش داده می‌شود.',
  tooManyComments: (waitSeconds: number) =>
    `در مدت کوتاهی دیدگاه‌های زیادی فرستاده‌اید. ${waitInPersianMinutes(waitSeconds)} دقیقهٔ دیگر دوباره تلاش کنید.`,
} as const;
