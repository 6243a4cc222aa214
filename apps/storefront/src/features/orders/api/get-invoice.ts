import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The order's invoice: a whole HTML page (`text/html`), not JSON. The client hands a body that is not
 * JSON back as its text, with the same identity headers as every call (the invoice is the shopper's own).
 */
export const getOrderInvoice = (id: number, signal?: AbortSignal) =>
  api.call('getOrderInvoice', { params: { id }, signal });

/** Fetched on demand (the «چاپ فاکتور» button), never cached: a mutation rather than a query. */
export const useOrderInvoice = () => useMutation({ mutationFn: (id: number) => getOrderInvoice(id) });
