import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const removeGiftCard = (id: number) => api.call('removeGiftCard', { params: { id } });

export function useRemoveGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGiftCard,
    onSuccess: (answer) => {
      if (answer.Success) void queryClient.invalidateQueries({ queryKey: cartKeys.totals });
    },
  });
}
