import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reorder = (id: number) => api.call('reorder', { params: { id } });

/** The page refreshes the cart on success: features do not reach into each other. */
export const useReorder = () => useMutation({ mutationFn: reorder });
