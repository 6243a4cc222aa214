import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reorder = (id: number) => api.call('reorder', { params: { id } });

/**
 * Puts an order's lines back in the cart; the answer names the lines that could not be added. The
 * page refreshes the cart (and so its count) on success, since features do not reach into each other.
 */
export const useReorder = () => useMutation({ mutationFn: reorder });
