import type { ContactChangeRequest, ContactChangeVerifyRequest, CustomerInfo } from '@sabad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { currentCustomerQueryOptions } from './get-current-customer';
import { customerInfoQueryOptions } from './get-customer-info';

/** Sends a code to the new email or mobile number (`POST /customer/contactchange`). */
export const startContactChange = (body: ContactChangeRequest) => api.call('startContactChange', { body });

/** Confirms the new address with its code; answers with the updated profile. */
export const verifyContactChange = (body: ContactChangeVerifyRequest) => api.call('verifyContactChange', { body });

/**
 * Verifies the code, then shows the new address on the profile and refreshes the session's
 * current customer (the side menu and profile read the email and mobile number from it).
 */
export function useVerifyContactChange() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: ContactChangeVerifyRequest): Promise<CustomerInfo> => {
      const info = await verifyContactChange(body);
      queryClient.setQueryData(customerInfoQueryOptions().queryKey, info);
      // The change is made; a failed refresh must not show the customer an error for it. The
      // signed-in pages re-read the current customer on their next visit anyway.
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
