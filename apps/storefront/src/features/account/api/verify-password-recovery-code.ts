import type { PasswordRecoveryVerifyRequest } from '@sabad/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const verifyPasswordRecoveryCode = (body: PasswordRecoveryVerifyRequest) =>
  api.call('verifyPasswordRecoveryCode', { body });

export const useVerifyPasswordRecoveryCode = () => useMutation({ mutationFn: verifyPasswordRecoveryCode });
