import type { UpdateCartQuantityRequest } from '@sabad/contract';
import { api } from '../../../lib/api-client';

/** Sent by the cart page's quantity editor, which waits for the spec's 700 ms pause and refetches the cart itself. */
export const updateCartQuantity = (body: UpdateCartQuantityRequest) => api.call('updateCartQuantity', { body });
