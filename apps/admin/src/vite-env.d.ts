/// <reference types="vite/client" />

declare module 'virtual:admin-route-paths' {
  import type { AdminRouteName } from '@sabad/contract/admin';
  /** Every admin route's method and full path (build/route-paths.ts reads them from the contract). */
  export const adminRoutePaths: Record<AdminRouteName, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;
}
