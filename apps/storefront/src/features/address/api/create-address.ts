import type { AddressInput } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

export const createAddress = (body: AddressInput) => api.call('createAddress', { body });

export const useCreateAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
};
