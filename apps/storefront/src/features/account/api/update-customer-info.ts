import type { CustomerInfoUpdate } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerInfoQueryOptions } from './get-customer-info';
import { currentCustomerQueryOptions } from './get-current-customer';

export const updateCustomerInfo = (body: CustomerInfoUpdate) => api.call('updateCustomerInfo', { body });

export const useUpdateCustomerInfo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerInfo,
    onSuccess: async (info) => {
      queryClient.setQueryData(customerInfoQueryOptions().queryKey, info);
      await queryClient.invalidateQueries({ queryKey: currentCustomerQueryOptions().queryKey });
    },
  });
};
