import { toPersianDigits } from '@sabad/contract';

const tehranTime = (iso: string) =>
  toPersianDigits(
    new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      timeZone: 'Asia/Tehran',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(iso)),
  );

export const returnAdminMessages = {
  notFound: 'درخواست مرجوعی پیدا نشد.',
  /** Names what the request is now, so the staff member sees what the other change was. */
  stale: (status: string, updatedAt: string) =>
    `این درخواست مرجوعی پس از باز شدن این صفحه به دست کس دیگری تغییر کرد: اکنون «${status}» است (${tehranTime(updatedAt)}). چیزی ذخیره نشد و به مشتری پیامی نرفت؛ صفحه را تازه کنید.`,
};
