import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

export const getDeliveryDateTimes = (shippingMethod: string, signal?: AbortSignal) =>
  api.call('getDeliveryDateTimes', { query: { selectedName: shippingMethod }, signal });

export const deliveryDateTimesQueryOptions = (shippingMethod: string) =>
  queryOptions({
    queryKey: checkoutKeys.deliveryTimes(shippingMethod),
    queryFn: ({ signal }) => getDeliveryDateTimes(shippingMethod, signal),
    staleTime: 0,
  });

export const useDeliveryDateTimes = (shippingMethod: string | null) =>
  useQuery({ ...deliveryDateTimesQueryOptions(shippingMethod ?? ''), enabled: shippingMethod !== null });
