import type { LoginRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: LoginRequest) => api.call('login', { body: { ...body, DeviceToken: '' } });

export const useLogin = () => useMutation({ mutationFn: login });
