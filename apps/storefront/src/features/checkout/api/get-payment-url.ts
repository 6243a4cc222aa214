import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isNativePlatform } from '@/lib/platform';

export const getPaymentUrl = (orderId: number) =>
  api.call('getPaymentUrl', {
    params: { orderId },
    query: { source: isNativePlatform() ? 'MobileApp' : undefined },
  });

export const usePaymentUrl = () => useMutation({ mutationFn: getPaymentUrl });
