import type { StaffArea, StaffPermission } from '@sabad/contract/admin/permissions';
import {
  BadgeCheck,
  ChartColumn,
  FileText,
  FileUp,
  FolderTree,
  Gift,
  LayoutDashboard,
  MessageSquareText,
  Package,
  PackageOpen,
  ScrollText,
  Settings,
  ShoppingCart,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface MenuItem {
  area: StaffArea | 'home';
  label: string;
  icon: LucideIcon;
  /** The page's path inside the app (the router adds `/admin`). */
  path: string;
  /** Shown only to staff who hold it; none: every signed-in staff member. */
  permission?: StaffPermission;
  /** The heading it is listed under, as nopCommerce's admin groups its menu; none: above every heading. */
  section?: MenuSection;
}

/** The menu's headings, in the order they are shown. */
export const MENU_SECTIONS = ['فروش', 'کاتالوگ', 'بازاریابی', 'محتوا', 'گزارش‌ها', 'پیکربندی'] as const;
export type MenuSection = (typeof MENU_SECTIONS)[number];

/**
 * The side menu, in order. A feature adds its line here beside its routes in feature-routes.tsx; the
 * shell shows a line only when the staff member's roles allow it (the server enforces it regardless).
 */
export const menu: MenuItem[] = [
  { area: 'home', label: 'پیشخوان', icon: LayoutDashboard, path: '/' },
  {
    area: 'orders',
    label: 'سفارش‌ها',
    icon: ShoppingCart,
    path: '/orders',
    permission: 'orders.view',
    section: 'فروش',
  },
  {
    area: 'customers',
    label: 'مشتریان',
    icon: Users,
    path: '/customers',
    permission: 'customers.view',
    section: 'فروش',
  },
  {
    area: 'returns',
    label: 'مرجوعی‌ها',
    icon: PackageOpen,
    path: '/returns',
    permission: 'returns.view',
    section: 'فروش',
  },
  {
    area: 'moderation',
    label: 'بررسی محتوا',
    icon: MessageSquareText,
    path: '/moderation',
    permission: 'moderation.view',
    section: 'محتوا',
  },
  {
    area: 'promotions',
    label: 'کدهای تخفیف',
    icon: TicketPercent,
    path: '/promotions/discounts',
    permission: 'promotions.view',
    section: 'بازاریابی',
  },
  {
    area: 'promotions',
    label: 'کارت‌های هدیه',
    icon: Gift,
    path: '/promotions/gift-cards',
    permission: 'promotions.view',
    section: 'بازاریابی',
  },
  {
    area: 'catalogue',
    label: 'محصولات',
    icon: Package,
    path: '/catalogue/products',
    permission: 'catalogue.view',
    section: 'کاتالوگ',
  },
  {
    area: 'catalogue',
    label: 'دسته‌بندی‌ها',
    icon: FolderTree,
    path: '/catalogue/categories',
    permission: 'catalogue.view',
    section: 'کاتالوگ',
  },
  {
    area: 'catalogue',
    label: 'برندها',
    icon: BadgeCheck,
    path: '/catalogue/brands',
    permission: 'catalogue.view',
    section: 'کاتالوگ',
  },
  {
    area: 'catalogue',
    label: 'درون‌ریزی کالاها',
    icon: FileUp,
    path: '/catalogue/import',
    permission: 'catalogue.importExport',
    section: 'کاتالوگ',
  },
  {
    area: 'reports',
    label: 'گزارش‌ها',
    icon: ChartColumn,
    path: '/reports',
    permission: 'reports.view',
    section: 'گزارش‌ها',
  },
  {
    area: 'content',
    label: 'محتوا',
    icon: FileText,
    path: '/content/blog',
    permission: 'content.view',
    section: 'محتوا',
  },
  {
    area: 'settings',
    label: 'تنظیمات',
    icon: Settings,
    path: '/settings',
    permission: 'settings.view',
    section: 'پیکربندی',
  },
  {
    area: 'staff',
    label: 'گزارش رویدادها',
    icon: ScrollText,
    path: '/audit-log',
    permission: 'staff.view',
    section: 'پیکربندی',
  },
];
