import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { scannerKeys } from './scanner-keys';

export const getProductBySku = (sku: string, signal?: AbortSignal) =>
  api.call('getProductBySku', { params: { sku }, signal });

export const productBySkuQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: scannerKeys.productBySku(sku),
    queryFn: ({ signal }) => getProductBySku(sku, signal),
    retry: false,
  });
