import type { RegisterRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => api.call('register', { body: { ...body, DeviceToken: '' } });

export const useRegister = () => useMutation({ mutationFn: register });
