import type { StaffArea } from '@sabad/contract/admin/permissions';

/** Each permission area's Persian name, as the menu, the audit log and the roles show it. */
export const AREA_LABELS: Record<StaffArea, string> = {
  orders: 'سفارش‌ها',
  customers: 'مشتریان',
  returns: 'مرجوعی‌ها',
  moderation: 'بازبینی محتوا',
  catalogue: 'کاتالوگ',
  promotions: 'تخفیف‌ها',
  content: 'محتوا',
  settings: 'تنظیمات',
  reports: 'گزارش‌ها',
  staff: 'کارکنان',
};
