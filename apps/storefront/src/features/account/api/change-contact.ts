import type { ContactChangeRequest, ContactChangeVerifyRequest, CustomerInfo } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { session } from '@/lib/session';
import { currentCustomerQueryOptions } from './get-current-customer';
import { customerInfoQueryOptions } from './get-customer-info';

export const startContactChange = (body: ContactChangeRequest) => api.call('startContactChange', { body });

export const verifyContactChange = (body: ContactChangeVerifyRequest) => api.call('verifyContactChange', { body });

export function useVerifyContactChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: ContactChangeVerifyRequest): Promise<CustomerInfo> => {
      const info = await verifyContactChange(body);
      queryClient.setQueryData(customerInfoQueryOptions().queryKey, info);
      // The change is made: a failed refresh must not show the customer an error for it.
      try {
        const current = await queryClient.fetchQuery({ ...currentCustomerQueryOptions(), staleTime: 0 });
        await session.setCustomer(current);
      } catch {
        void queryClient.invalidateQueries({ queryKey: currentCustomerQueryOptions().queryKey });
      }
      return info;
    },
    [queryClient],
  );
}
