import { toPersianDigits } from '@sabad/contract';
import { persianNumber } from '../../lib/messages-fa.js';

export const productAdminMessages = {
  notFound: 'این محصول پیدا نشد.',
  savedMeanwhile: 'هم‌زمان تغییر دیگری ذخیره شد که با این یکی نمی‌خواند؛ صفحه را تازه کنید و دوباره ثبت کنید.',
  slugTaken: (slug: string, holder: string) => `نامک «${slug}» را محصول «${holder}» دارد؛ نامک دیگری بنویسید.`,
  categoryMissing: (id: number) => `دسته‌ای با شناسهٔ ${toPersianDigits(id)} وجود ندارد.`,
  manufacturerMissing: 'برند انتخاب‌شده وجود ندارد.',
  pictureNotOfProduct: (id: number) => `تصویر ${toPersianDigits(id)} از تصاویر این محصول نیست.`,
  attributeNotOfProduct: 'ویژگی‌ای که فرستاده شد از آنِ این محصول نیست؛ صفحه را تازه کنید.',
  valueNotOfAttribute: (attribute: string) => `مقداری از ویژگی «${attribute}» از آنِ این محصول نیست؛ صفحه را تازه کنید.`,
  combinationUnknown: (attribute: string, value: string) =>
    `ترکیب به مقدار «${value}» از ویژگی «${attribute}» اشاره می‌کند که وجود ندارد.`,
  combinationIncomplete: (index: number) =>
    `ترکیب ${persianNumber(index + 1)} از یک ویژگی چند مقدار دارد؛ فقط ویژگی چندگزینه‌ای چند مقدار می‌پذیرد.`,
  combinationTooLong: (index: number) => `ترکیب ${persianNumber(index + 1)} بیش از حد مقدار دارد.`,
  combinationRepeated: (index: number) => `ترکیب ${persianNumber(index + 1)} تکراری است.`,
  notAPicture: 'فایل انتخاب‌شده تصویر نیست؛ یک تصویر JPEG، PNG یا WebP بفرستید.',
  wrongType: 'این نوع تصویر پذیرفته نیست؛ تصویر JPEG، PNG یا WebP بفرستید.',
  tooManyPixels: 'ابعاد تصویر بیش از حد بزرگ است؛ تصویری کوچک‌تر بفرستید.',
} as const;
