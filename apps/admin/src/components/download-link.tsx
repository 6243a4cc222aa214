import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import type { AdminRouteName } from '@sabad/contract/admin';
import { adminRoutePaths } from 'virtual:admin-route-paths';
import { can } from '@/app/require-permission';
import { buttonVariants } from '@/components/ui/button';
import { api } from '@/lib/api';
import { buildUrl } from '@/lib/http';
import { meQueryOptions } from '@/lib/session';
import { cn } from '@/lib/utils';

const fa = {
  exports: { group: 'خروجی فهرست با همین پالایه', csv: 'خروجی CSV', xlsx: 'خروجی اکسل' },
};

/** The address of a file route (an export or a report's CSV) with its parameters and query. */
export function fileUrl(name: AdminRouteName, params: object | undefined, query: object): string {
  return buildUrl(adminRoutePaths[name].path, params, query);
}

/**
 * A file download as a plain link: the browser sends the session cookie with it (a GET, so no CSRF token)
 * and streams the answer to disk, so a 200,000-row export never sits in the page's memory (ADR 0078).
 */
export function DownloadLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a href={href} download className={cn(buttonVariants({ variant: 'outline' }), className)}>
      <Download aria-hidden />
      {label}
    </a>
  );
}

/**
 * A list's «خروجی» links: every row the list's current filter finds, as CSV or Excel (XLSX). Shown only to a
 * role with the area's importExport (the server checks again); the export is recorded in the audit log.
 */
export function ListExportLinks({
  route,
  permission,
  query,
}: {
  route: 'adminExportOrders' | 'adminExportCustomers';
  permission: 'orders.importExport' | 'customers.importExport';
  query: object;
}) {
  const me = useQuery(meQueryOptions(api)).data;
  if (!can(me, permission)) return null;
  return (
    <div role="group" aria-label={fa.exports.group} className="flex flex-wrap gap-2">
      <DownloadLink href={fileUrl(route, { format: 'csv' }, query)} label={fa.exports.csv} />
      <DownloadLink href={fileUrl(route, { format: 'xlsx' }, query)} label={fa.exports.xlsx} />
    </div>
  );
}
