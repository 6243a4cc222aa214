import type { RegistrationVerifyRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sent with the guest id header (as every call), so the guest's cart and wishlist become the new customer's. */
export const verifyRegistration = (body: RegistrationVerifyRequest) => api.call('verifyRegistration', { body });

export const useVerifyRegistration = () => useMutation({ mutationFn: verifyRegistration });
