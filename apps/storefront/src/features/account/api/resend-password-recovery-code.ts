import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const resendPasswordRecoveryCode = (emailMobile: string) =>
  api.call('resendPasswordRecoveryCode', { body: { EmailMobile: emailMobile } });

export const useResendPasswordRecoveryCode = () => useMutation({ mutationFn: resendPasswordRecoveryCode });
