// A schema's own message wins over this per-parse error map (zod's precedence).
import { toPersianDigits } from '@sabad/contract';
import type { z } from 'zod';
import { persianNumber } from '../lib/messages-fa.js';

const fieldLabels: Record<string, string> = {
  Limit: 'تعداد در صفحه',
  Offset: 'شروع فهرست',
  Sort: 'ترتیب نمایش',
  Id: 'شناسه',
  id: 'شناسه',
  BrandId: 'برند',
  ManufactureId: 'سازنده',
  CategoryId: 'دسته‌بندی',
  Include: 'نمایش زیردسته‌ها',
  Price: 'بازهٔ قیمت',
  SearchWords: 'عبارت جستجو',
  Prefix: 'عبارت جستجو',
  systemName: 'نام صفحه',
  productId: 'شناسهٔ محصول',
  ProductId: 'شناسهٔ محصول',
  Quantity: 'تعداد',
  Attributes: 'ویژگی‌ها',
  attrValues: 'ویژگی‌ها',
  Key: 'شناسهٔ ویژگی',
  Value: 'مقدار ویژگی',
  validateAttributeConditions: 'بررسی شرط ویژگی‌ها',
  loadPicture: 'بارگذاری تصویر',
  Email: 'ایمیل یا شمارهٔ موبایل',
  Password: 'رمز عبور',
  DeviceToken: 'شناسهٔ دستگاه',
  size: 'اندازهٔ تصویر',
  Token: 'کد تأیید',
  EmailMobile: 'ایمیل یا شمارهٔ موبایل',
  emailmobile: 'ایمیل یا شمارهٔ موبایل',
  ResetTicket: 'مجوز تغییر رمز',
  OldPassword: 'رمز عبور فعلی',
  NewPassword: 'رمز عبور جدید',
  ConfirmNewPassword: 'تکرار رمز عبور جدید',
  FirstName: 'نام',
  LastName: 'نام خانوادگی',
  Gender: 'جنسیت',
  DateOfBirth: 'تاریخ تولد',
  Newsletter: 'خبرنامه',
  PhoneNumber: 'شمارهٔ موبایل',
  StateProvinceId: 'استان',
  CityId: 'شهر',
  Address1: 'نشانی',
  Address2: 'ادامهٔ نشانی',
  ZipPostalCode: 'کد پستی',
  Latitude: 'عرض جغرافیایی',
  Longitude: 'طول جغرافیایی',
  CustomAttributes: 'فیلدهای نشانی',
  Holder: 'نام صاحب چک',
  Serial: 'شناسهٔ صیادی',
  Amount: 'مبلغ',
  Date: 'تاریخ',
};

function labelOf(path: ReadonlyArray<PropertyKey>): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string') return fieldLabels[key] ?? key;
  }
  return 'درخواست';
}

// Bounds are counts and amounts: with thousands separators («۱٬۰۰۰ نویسه»).
const fa = (value: unknown) => (typeof value === 'number' ? persianNumber(value) : toPersianDigits(String(value)));
const allowedValue = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? fa(value) : String(value);

function typeName(expected: string): string {
  switch (expected) {
    case 'number':
      return 'عدد';
    case 'int':
      return 'عددی صحیح';
    case 'string':
      return 'متن';
    case 'boolean':
      return 'true یا false';
    case 'array':
      return 'فهرست';
    case 'object':
      return 'شیء JSON';
    default:
      return expected;
  }
}

type Issue = z.core.$ZodRawIssue;

export function persianIssueMessage(issue: Issue): string {
  const label = `«${labelOf(issue.path ?? [])}»`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} الزامی است.`;
      return `${label} باید ${typeName(issue.expected)} باشد.`;
    case 'too_small': {
      const min = issue.minimum;
      if (issue.origin === 'number' || issue.origin === 'int') {
        const bound = issue.inclusive ? `دست‌کم ${fa(min)}` : `بیشتر از ${fa(min)}`;
        return `${label} باید عددی صحیح و ${bound} باشد.`;
      }
      if (issue.origin === 'string') {
        return Number(min) <= 1 ? `${label} نباید خالی باشد.` : `${label} باید دست‌کم ${fa(min)} نویسه باشد.`;
      }
      if (issue.origin === 'array') return `${label} باید دست‌کم ${fa(min)} مورد داشته باشد.`;
      return `${label} بیش از حد کوچک است.`;
    }
    case 'too_big': {
      const max = issue.maximum;
      if (issue.origin === 'number' || issue.origin === 'int') {
        const bound = issue.inclusive ? `حداکثر ${fa(max)}` : `کمتر از ${fa(max)}`;
        return `${label} باید ${bound} باشد.`;
      }
      if (issue.origin === 'string') return `${label} باید حداکثر ${fa(max)} نویسه باشد.`;
      if (issue.origin === 'array') return `${label} باید حداکثر ${fa(max)} مورد داشته باشد.`;
      return `${label} بیش از حد بزرگ است.`;
    }
    case 'invalid_value':
      if (issue.values.length === 1) return `${label} باید ${allowedValue(issue.values[0])} باشد.`;
      return `${label} باید یکی از این مقدارها باشد: ${issue.values.map(allowedValue).join('، ')}.`;
    case 'invalid_format':
      return `${label} قالب درستی ندارد.`;
    case 'not_multiple_of':
      return `${label} باید مضربی از ${fa(issue.divisor)} باشد.`;
    default:
      return `${label} معتبر نیست.`;
  }
}
