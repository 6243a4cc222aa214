import type { AddressInput } from '@sabad/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { addressesQueryOptions } from './get-addresses';

export const updateAddress = ({ id, address }: { id: number; address: AddressInput }) =>
  api.call('updateAddress', { params: { id }, body: address });

export const useUpdateAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
};
