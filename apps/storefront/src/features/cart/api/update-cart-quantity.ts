import type { UpdateCartQuantityRequest } from '@sabad/contract';
import { api } from '@/lib/api-client';

export const updateCartQuantity = (body: UpdateCartQuantityRequest) => api.call('updateCartQuantity', { body });
