import type { ChangePasswordRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const changePassword = (body: ChangePasswordRequest) => api.call('changePassword', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
