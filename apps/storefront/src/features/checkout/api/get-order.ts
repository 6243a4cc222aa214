import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

/** An order's id from its address (`/order-details/12`), or null when the address holds none. */
export const orderIdParam = (id: string | undefined): number | null =>
  id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;

export const getOrder = (id: number, signal?: AbortSignal) => api.call('getOrderById', { params: { id }, signal });

/** Always read again: the payment status changes on the server (the gateway's callback), never in the app. */
export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: checkoutKeys.order(id), queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

export const useOrder = (id: number | null) => useQuery({ ...orderQueryOptions(id ?? 0), enabled: id !== null });
