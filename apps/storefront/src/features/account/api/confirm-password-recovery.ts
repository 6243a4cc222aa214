import type { PasswordRecoveryConfirmRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const confirmPasswordRecovery = (body: PasswordRecoveryConfirmRequest) =>
  api.call('confirmPasswordRecovery', { body });

export const useConfirmPasswordRecovery = () => useMutation({ mutationFn: confirmPasswordRecovery });
