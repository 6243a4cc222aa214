import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A whole HTML page, not JSON: the client hands it back as text, with the usual identity headers. */
export const getOrderInvoice = (id: number, signal?: AbortSignal) =>
  api.call('getOrderInvoice', { params: { id }, signal });

/** Fetched on demand (the «چاپ فاکتور» button), never cached: a mutation rather than a query. */
export const useOrderInvoice = () => useMutation({ mutationFn: (id: number) => getOrderInvoice(id) });
