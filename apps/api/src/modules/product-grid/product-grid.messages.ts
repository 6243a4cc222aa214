import { formatPersianNumber } from '@sabad/contract';

export const productGridMessages = {
  notFound: 'محصول پیدا نشد؛ شاید حذف شده باشد.',
  badPriceRange: 'بازهٔ قیمت درست نیست: کمترین قیمت از بیشترین بیشتر است.',
  stockNotManaged:
    'موجودی این محصول از اینجا ویرایش نمی‌شود (موجودی آن مدیریت نمی‌شود یا برای هر ترکیب ویژگی جداست)؛ از ویرایشگر محصول استفاده کنید.',
  emptySet: 'هیچ محصولی با این فیلتر پیدا نشد؛ قیمتی تغییر نکرد.',
  tooMany: (limit: number) =>
    `تغییر گروهی قیمت حداکثر برای ${formatPersianNumber(limit)} محصول در یک بار است؛ فیلتر را محدودتر کنید.`,
  wouldBeNegative: (count: number) =>
    `این تغییر قیمت ${formatPersianNumber(count)} محصول را منفی می‌کند؛ هیچ قیمتی تغییر نکرد. مقدار کاهش را کمتر کنید یا فیلتر را محدودتر.`,
  setChanged: (previewed: number, now: number) =>
    `محصولات این فیلتر از زمان پیش‌نمایش تغییر کرده‌اند (پیش‌نمایش: ${formatPersianNumber(previewed)} محصول، اکنون: ${formatPersianNumber(now)} محصول، یا قیمت یا نسخهٔ یکی از آن‌ها عوض شده است). هیچ قیمتی تغییر نکرد؛ دوباره پیش‌نمایش بگیرید.`,
};
