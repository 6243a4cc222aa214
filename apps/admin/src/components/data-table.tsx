import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Columns3 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { fa } from '@/strings/fa';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    /** Hidden at first on a phone; the columns menu brings it back. */
    hideOnPhone?: boolean;
    /** The column's name in the columns menu when its header is not plain text. */
    label?: string;
  }
}

export interface DataTableProps<Row> {
  /** The table's accessible name (the page's list, e.g. «سفارش‌ها»). */
  label: string;
  columns: ColumnDef<Row, never>[] | ColumnDef<Row>[];
  rows: Row[] | undefined;
  /** All matching rows on the server, for the pager. */
  total: number;
  /** 1-based, as the admin API pages. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Server-side sorting: the table only reports what was clicked. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  loading?: boolean;
  getRowId?: (row: Row) => string;
  empty?: ReactNode;
}

/**
 * A server-paged list: the page, its size and the sorting live with the caller (in the URL, so a link
 * opens the same list), the server answers one page and the count. On a phone the columns marked
 * `meta.hideOnPhone` start hidden.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  sorting,
  onSortingChange,
  loading = false,
  getRowId,
  empty = fa.table.empty,
}: DataTableProps<Row>) {
  const phone = useMediaQuery(PHONE_QUERY);
  const phoneHidden = useMemo(
    () =>
      Object.fromEntries(
        (columns as ColumnDef<Row>[]).filter((c) => c.meta?.hideOnPhone && c.id).map((c) => [c.id as string, false]),
      ) as VisibilityState,
    [columns],
  );
  const [chosenVisibility, setChosenVisibility] = useState<VisibilityState | null>(null);
  const columnVisibility = chosenVisibility ?? (phone ? phoneHidden : {});
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const table = useReactTable({
    data: rows ?? [],
    columns: columns as ColumnDef<Row>[],
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    pageCount: pages,
    state: { sorting: sorting ?? [], columnVisibility },
    onSortingChange: (updater) => {
      if (!onSortingChange) return;
      onSortingChange(typeof updater === 'function' ? updater(sorting ?? []) : updater);
    },
    onColumnVisibilityChange: (updater) =>
      setChosenVisibility(typeof updater === 'function' ? updater(columnVisibility) : updater),
    ...(getRowId ? { getRowId } : {}),
  });
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());

  return (
    // One track no wider than the page: a wide table scrolls in its box instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      {hideable.length > 1 ? (
        <div className="flex justify-end">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
                <Columns3 aria-hidden="true" />
                {fa.table.columns}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel>{fa.table.columns}</DropdownMenuLabel>
              {hideable.map((column) => (
                <DropdownMenuCheckboxItem
                  key={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(value) => column.toggleVisibility(value)}
                  onSelect={(event) => event.preventDefault()}
                >
                  {column.columnDef.meta?.label ??
                    (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id)}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ) : null}
      <div className="rounded-lg border border-border bg-card">
        <Table aria-label={label} aria-busy={loading || undefined}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableHead
                      key={header.id}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {onSortingChange && header.column.getCanSort() ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="-ms-3"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <ArrowUp aria-label={fa.table.sortAscending} />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-label={fa.table.sortDescending} />
                          ) : (
                            <ArrowUpDown aria-hidden="true" />
                          )}
                        </Button>
                      ) : (
                        content
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {loading && !rows ? (
              Array.from({ length: 5 }, (_, i) => (
                <TableRow key={i}>
                  {table.getVisibleLeafColumns().map((column) => (
                    <TableCell key={column.id}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : table.getRowModel().rows.length === 0 ? (
              <TableRow>
                <TableCell
                  colSpan={table.getVisibleLeafColumns().length}
                  className="h-24 text-center text-muted-foreground"
                >
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <nav
        aria-label={fa.table.pagination(label)}
        className="flex flex-wrap items-center justify-between gap-2 text-sm"
      >
        <span className="text-muted-foreground">{fa.table.total(formatNumber(total))}</span>
        {/* One page needs no pager. */}
        <div className={pages > 1 || page > 1 ? 'flex items-center gap-2' : 'hidden'}>
          <Button
            variant="outline"
            size="icon"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={fa.table.previous}
          >
            {/* In a right-to-left page the previous page is to the right. */}
            <ChevronRight aria-hidden="true" />
          </Button>
          <span aria-live="polite">{fa.table.page(formatNumber(page), formatNumber(pages))}</span>
          <Button
            variant="outline"
            size="icon"
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
            aria-label={fa.table.next}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
        </div>
      </nav>
    </div>
  );
}
