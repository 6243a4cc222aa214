/**
 * The back office's permission records, in nopCommerce's shape (DESIGN §6): an area × a level,
 * grouped into roles. The server checks every admin route against these; the admin app hides what a
 * role cannot open. Nothing here imports zod, so the admin app may import it at run time.
 */

export const STAFF_AREAS = [
  'orders',
  'customers',
  'returns',
  'moderation',
  'catalogue',
  'promotions',
  'content',
  'settings',
  'reports',
  'staff',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

export const PERMISSION_LEVELS = ['view', 'change', 'importExport'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** One permission record, written `area.level` (for example `orders.change`). */
export type StaffPermission = `${StaffArea}.${PermissionLevel}`;

export function permission(area: StaffArea, level: PermissionLevel): StaffPermission {
  return `${area}.${level}`;
}

export const ALL_PERMISSIONS: readonly StaffPermission[] = STAFF_AREAS.flatMap((area) =>
  PERMISSION_LEVELS.map((level) => permission(area, level)),
);

/** A role that holds any of these must sign in with a second factor (TOTP). */
export function canChangeData(permissions: readonly StaffPermission[]): boolean {
  return permissions.some((p) => !p.endsWith('.view'));
}

/** The roles every store starts with; their Persian names are what staff see. */
export const SEEDED_ROLES = {
  Administrators: { name: 'مدیران', permissions: ALL_PERMISSIONS },
  OrderManagers: {
    name: 'مدیران سفارش',
    permissions: [
      'orders.view',
      'orders.change',
      'orders.importExport',
      'customers.view',
      'returns.view',
      'returns.change',
      'reports.view',
    ],
  },
  CatalogueManagers: {
    name: 'مدیران کاتالوگ',
    permissions: [
      'catalogue.view',
      'catalogue.change',
      'catalogue.importExport',
      'promotions.view',
      'promotions.change',
      'reports.view',
    ],
  },
  ContentModerators: {
    name: 'ناظران محتوا',
    permissions: ['moderation.view', 'moderation.change', 'content.view', 'content.change'],
  },
  Support: { name: 'پشتیبانی', permissions: ['orders.view', 'customers.view', 'returns.view'] },
} as const satisfies Record<string, { name: string; permissions: readonly StaffPermission[] }>;
export type SeededRoleSystemName = keyof typeof SEEDED_ROLES;
