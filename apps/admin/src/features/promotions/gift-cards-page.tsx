import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { AdminGiftCardStatus, AdminGiftCardSummary } from '@sabad/contract/admin';
import { can } from '@/app/require-permission';
import { DataTable } from '@/components/data-table';
import { JalaliDate } from '@/components/jalali-date';
import { LtrIsolate } from '@/components/ltr';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { meQueryOptions } from '@/lib/session';
import { PromotionFilters } from './promotion-filters';
import { promotionsFa as t } from './strings';

const route = getRouteApi('/shell/promotions/gift-cards');
const PAGE_SIZE = 20;

export function GiftCardStatus({ card }: { card: Pick<AdminGiftCardSummary, 'active' | 'remaining'> }) {
  if (!card.active) return <Badge tone="danger">{t.giftStatuses.inactive}</Badge>;
  if (card.remaining <= 0) return <Badge>{t.giftStatuses.spent}</Badge>;
  return <Badge tone="success">{t.giftStatuses.active}</Badge>;
}

const columns: ColumnDef<AdminGiftCardSummary>[] = [
  {
    id: 'code',
    header: t.giftCode,
    cell: ({ row }) => (
      <Link
        to="/promotions/gift-cards/$giftCardId"
        params={{ giftCardId: row.original.id }}
        className="font-mono font-medium text-primary underline-offset-4 hover:underline"
      >
        <LtrIsolate>{row.original.code}</LtrIsolate>
      </Link>
    ),
  },
  { id: 'amount', header: t.giftAmount, cell: ({ row }) => <Money rial={row.original.amount} /> },
  { id: 'remaining', header: t.remaining, cell: ({ row }) => <Money rial={row.original.remaining} /> },
  {
    id: 'recipient',
    header: t.recipientName,
    meta: { hideOnPhone: true },
    cell: ({ row }) => row.original.recipientName || '—',
  },
  {
    id: 'created',
    header: t.createdAt,
    meta: { hideOnPhone: true },
    cell: ({ row }) => <JalaliDate iso={row.original.createdAt} className="whitespace-nowrap" />,
  },
  { id: 'status', header: t.status, cell: ({ row }) => <GiftCardStatus card={row.original} /> },
];

export function GiftCardsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const me = useQuery(meQueryOptions(api)).data;
  const page = search.page ?? 1;
  const cards = useQuery({
    queryKey: ['admin', 'gift-cards', search],
    queryFn: ({ signal }) =>
      api.call('adminListGiftCards', {
        query: {
          page,
          pageSize: PAGE_SIZE,
          ...(search.q ? { q: search.q } : {}),
          ...(search.status ? { status: search.status as AdminGiftCardStatus } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  return (
    <>
      <PageHeader
        title={t.giftCards}
        description={t.giftCardsDescription}
        actions={
          can(me, 'promotions.change') ? (
            <Button asChild>
              <Link to="/promotions/gift-cards/new">
                <Plus aria-hidden="true" />
                {t.newGiftCard}
              </Link>
            </Button>
          ) : null
        }
      />
      <PromotionFilters
        value={search}
        onApply={(next) => void navigate({ search: next })}
        label={t.giftFilters}
        searchLabel={t.giftQ}
        statuses={t.giftStatuses}
      />
      <DataTable
        label={t.giftCards}
        columns={columns}
        rows={cards.data?.items}
        total={cards.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => void navigate({ search: { ...search, page: next } })}
        loading={cards.isFetching}
        getRowId={(card) => String(card.id)}
        empty={t.giftEmpty}
      />
    </>
  );
}
