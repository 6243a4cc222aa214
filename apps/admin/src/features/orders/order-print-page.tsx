import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowRight, Printer } from 'lucide-react';
import { useRef } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { fa } from '@/strings/fa';
import { ordersFa as t } from './strings';

const route = getRouteApi('/shell/orders/$orderId/print/$kind');

/**
 * The invoice (the shopper's own, from the same renderer) or the packing slip: a whole A4 right-to-left page
 * the server writes, shown in a frame; printing the frame prints only the page, without the shell.
 */
export function OrderPrintPage() {
  const { orderId, kind } = route.useParams();
  const frame = useRef<HTMLIFrameElement>(null);
  const page = useQuery({
    queryKey: ['admin', 'order', orderId, 'print', kind],
    queryFn: ({ signal }) =>
      kind === 'invoice'
        ? api.call('adminOrderInvoice', { params: { orderId }, signal })
        : api.call('adminOrderPackingSlip', { params: { orderId }, signal }),
    throwOnError: true,
  });
  const title = kind === 'invoice' ? t.invoice : t.packingSlip;
  return (
    <>
      <Link
        to="/orders/$orderId"
        params={{ orderId }}
        className="mb-3 inline-flex items-center gap-1 text-sm text-primary hover:underline"
      >
        <ArrowRight className="size-4" aria-hidden="true" />
        {t.backToOrder}
      </Link>
      <PageHeader
        title={title}
        actions={
          <Button onClick={() => frame.current?.contentWindow?.print()} disabled={!page.data}>
            <Printer className="size-4" aria-hidden="true" />
            {t.print}
          </Button>
        }
      />
      {page.data ? (
        <iframe
          ref={frame}
          title={title}
          srcDoc={page.data.html}
          // The page is the server's own HTML with no script; the frame runs none either.
          sandbox="allow-modals allow-same-origin"
          className="h-[80dvh] w-full rounded-lg border border-border bg-white"
        />
      ) : (
        <p className="text-muted-foreground">{fa.common.loading}</p>
      )}
    </>
  );
}
