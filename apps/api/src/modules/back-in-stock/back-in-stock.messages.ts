import { customerText, ownText } from '../../lib/messages-fa.js';

export const backInStockMessages = {
  subscribed: 'به محض موجود شدن این محصول به شما خبر می‌دهیم.',
  alreadySubscribed: 'شما قبلاً برای موجود شدن این محصول درخواست اطلاع‌رسانی داده‌اید.',
  productInStock: 'این محصول هم‌اکنون موجود است و می‌توانید آن را بخرید.',
  tooManySubscriptions: 'تعداد درخواست‌های اطلاع‌رسانی شما به حد مجاز رسیده است؛ چند مورد قدیمی را حذف کنید.',
  subscriptionNotFound: 'درخواست اطلاع‌رسانی مورد نظر پیدا نشد.',
  unsubscribed: 'درخواست اطلاع‌رسانی حذف شد.',
  subject: (product: string) => `«${product}» دوباره موجود شد`,
  body: (storeName: string, firstName: string, product: string, template = '') =>
    customerText(
      storeName,
      ownText(
        template,
        { نام: firstName, کالا: product },
        `${firstName ? `${firstName} عزیز، ` : ''}«${product}» که منتظرش بودید دوباره موجود است. تا تمام نشده، سری به فروشگاه بزنید.`,
      ),
    ),
} as const;
