import { persianNumber } from '../../lib/messages-fa.js';

export const categoryAdminMessages = {
  categoryNotFound: 'دسته پیدا نشد.',
  brandNotFound: 'برند پیدا نشد.',
  parentNotFound: 'دستهٔ والد پیدا نشد.',
  underItself: 'دسته را نمی‌توان زیر خودش یا زیر یکی از زیردسته‌هایش برد.',
  slugTaken: (slug: string, holder: string) =>
    `نامک «${slug}» را «${holder}» دارد؛ نامک دیگری بنویسید یا آن را خالی بگذارید تا از نام ساخته شود.`,
  slugTakenRace: 'این نامک همین حالا به چیز دیگری داده شد؛ نامک دیگری بنویسید.',
  notAPicture: 'این فایل تصویر نیست یا خراب است؛ یک تصویر JPEG، PNG یا WebP بفرستید.',
  wrongType: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود.',
  tooManyPixels: 'ابعاد این تصویر بیش از حد بزرگ است؛ تصویری کوچک‌تر بفرستید.',
  categoryHoldsThings: (name: string, productCount: number, subcategoryCount: number) => {
    const parts = [
      productCount > 0 ? `${persianNumber(productCount)} کالا` : null,
      subcategoryCount > 0 ? `${persianNumber(subcategoryCount)} زیردسته` : null,
    ].filter(Boolean);
    return `دستهٔ «${name}» هنوز ${parts.join(' و ')} دارد؛ پیش از حذف، آن‌ها را به دستهٔ دیگری ببرید.`;
  },
  brandHoldsProducts: (name: string, productCount: number) =>
    `برند «${name}» هنوز روی ${persianNumber(productCount)} کالا است؛ پیش از حذف، برند آن کالاها را عوض کنید.`,
};
