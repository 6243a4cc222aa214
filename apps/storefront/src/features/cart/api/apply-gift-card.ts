import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartKeys } from './cart-keys';

export const applyGiftCard = (code: string) => api.call('applyGiftCard', { body: { GiftCardCode: code } });

export function useApplyGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyGiftCard,
    onSuccess: (answer) => {
      if (answer.Success) void queryClient.invalidateQueries({ queryKey: cartKeys.totals });
    },
  });
}
