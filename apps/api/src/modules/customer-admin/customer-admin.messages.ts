export const customerAdminMessages = {
  notFound: 'مشتری پیدا نشد.',
  badDay: 'بازهٔ تاریخ ثبت‌نام درست نیست: روز آغاز پس از روز پایان است.',
};
